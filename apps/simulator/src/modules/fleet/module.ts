import { FleetService } from '../../services/fleet-service';
import { defineModule } from '../module';
import { fleetRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    fleet: FleetService;
  }
}

/** The company's vehicles (with their live positions, FLEET-5), groups, types and box types. */
export const fleetModule = defineModule({
  name: 'fleet',
  services: ({ store, services }) => ({
    fleet: new FleetService(store, (vehicle) => services.liveFleet.overlay(vehicle)),
  }),
  routes: [{ base: 'main', register: fleetRoutes }],
});
