import { defineModule } from '../module';
import { AvailabilityStore } from './availability-store';
import { FleetAvailabilityService } from './fleet-availability-service';
import { FLEET_AVAILABILITY_MIGRATIONS } from './migrations';
import { fleetAvailabilityRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** Each vehicle's days booked, in maintenance, off shift or free (FA-*). */
    fleetAvailability: FleetAvailabilityService;
  }
}

export const fleetAvailabilityModule = defineModule({
  name: 'fleet-availability',
  migrations: FLEET_AVAILABILITY_MIGRATIONS,
  services: ({ db, store, clock, services }) => ({
    fleetAvailability: new FleetAvailabilityService({
      store,
      clock,
      availability: new AvailabilityStore(db),
      adoptPlanTasks: (companyId) => services.fleetTasks.adoptPlanTasks(companyId),
    }),
  }),
  routes: [{ base: 'fleetPlanning', register: fleetAvailabilityRoutes }],
});
