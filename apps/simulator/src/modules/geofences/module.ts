import { GEOFENCE_MANAGER_PERMISSIONS } from '@armada/contracts/geofences';
import { FleetTaskStore } from '../fleet-tasks/fleet-task-store';
import { defineModule } from '../module';
import { GeofenceFeed } from './geofence-feed';
import { GeofenceService } from './geofence-service';
import { GeofenceStore } from './geofence-store';
import { GEOFENCE_MIGRATIONS } from './migrations';
import { importErrorHandler } from '../../transport/http/import-error-handler';
import { importTooLarge } from './geofence-service';
import { geofenceImportRoutes, geofenceRoutes } from './routes';
import { SavedRouteService } from './saved-route-service';
import { seededGeofences, seededRoutes } from './seed-geofences';
import { VisitStore } from './visit-store';

declare module '../../services/services' {
  interface Services {
    /** Geofences: the master data, the map layer, GeoJSON (docs/rules/geofences.md). */
    geofences: GeofenceService;
    /** Saved routes and their deviations (docs/rules/saved-routes.md). */
    savedRoutes: SavedRouteService;
    /** The fleet subscriber that watches both on the moving fleet (GEO-8 ... GEO-12, SRT-5). */
    geofenceFeed: GeofenceFeed;
  }
}

/**
 * Geofences and saved routes: SQL tables at migrations 25 and 26, a fleet subscriber that tests
 * every tick's positions against them and raises alerts 150-154 through the alert engine, and
 * the REST routes under `/api`. After the alerts module (it raises through it) and fleet tasks
 * (a route may be taken from a task's planned path).
 */
export const geofencesModule = defineModule({
  name: 'geofences',
  migrations: GEOFENCE_MIGRATIONS,
  // GEO-6: administrators and dispatchers manage geofences; reading comes with Master or the
  // live view (contracts geofences/permissions.ts).
  grants: {
    admin: GEOFENCE_MANAGER_PERMISSIONS,
    dispatcher: GEOFENCE_MANAGER_PERMISSIONS,
  },
  services: ({ db, store, clock, services }) => {
    const geofences = new GeofenceStore(db);
    const visits = new VisitStore(db);
    const feed = new GeofenceFeed({
      geofences,
      visits,
      store,
      raise: (request) => {
        services.alerts.raiseFromFleet(request);
      },
    });
    services.liveFleet.subscribe(feed);
    const changed = (companyId: number) => feed.reload(companyId);
    return {
      geofences: new GeofenceService({ geofences, visits, store, clock, changed }),
      savedRoutes: new SavedRouteService({
        geofences,
        visits,
        tasks: new FleetTaskStore(db),
        trips: services.fleetHistory,
        store,
        clock,
        changed,
      }),
      geofenceFeed: feed,
    };
  },
  routes: [
    { base: 'main', register: geofenceRoutes },
    {
      base: 'main',
      register: geofenceImportRoutes,
      errorHandler: importErrorHandler(importTooLarge),
    },
  ],
  seed: async ({ services, store, clock }) => {
    await services.geofences.seed(seededGeofences(store, clock.now()));
    await services.savedRoutes.seed(seededRoutes(store, clock.now()));
  },
});
