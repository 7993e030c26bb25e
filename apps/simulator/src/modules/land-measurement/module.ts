import { LAND_MEASUREMENT_MANAGER_PERMISSIONS } from '@armada/contracts/land-measurement';
import { defineModule } from '../module';
import { LandMeasurementService } from './land-measurement-service';
import { LandMeasurementStore } from './land-measurement-store';
import { LAND_MEASUREMENT_MIGRATIONS } from './migrations';
import { landMeasurementRoutes } from './routes';
import { seededMeasurements } from './seed-land';

declare module '../../services/services' {
  interface Services {
    /** Land measurement: boundaries drawn or from tracks, measured on the ellipsoid (LAND-*). */
    landMeasurements: LandMeasurementService;
  }
}

/**
 * Land measurement (docs/rules/land-measurement.md): one SQL table at migration 33, the REST
 * routes under `/api`. After the fleet history, whose positions a track is read from (LAND-6).
 */
export const landMeasurementModule = defineModule({
  name: 'land-measurement',
  migrations: LAND_MEASUREMENT_MIGRATIONS,
  // LAND-10: the menu entry needs all four actions; administrators hold every permission,
  // dispatchers and operators measure plantations and sites too.
  grants: {
    admin: LAND_MEASUREMENT_MANAGER_PERMISSIONS,
    dispatcher: LAND_MEASUREMENT_MANAGER_PERMISSIONS,
    operator: LAND_MEASUREMENT_MANAGER_PERMISSIONS,
  },
  services: ({ db, store, clock, services }) => ({
    landMeasurements: new LandMeasurementService({
      store: new LandMeasurementStore(db),
      documents: store,
      clock,
      history: services.fleetHistory,
    }),
  }),
  routes: [{ base: 'main', register: landMeasurementRoutes }],
  seed: async ({ services, store, clock }) => {
    await services.landMeasurements.seed(seededMeasurements(store, clock.now()));
  },
});
