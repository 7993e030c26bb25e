import { FleetService } from '../../services/fleet-service';
import { defineModule } from '../module';
import { fleetRoutes, vehicleImportErrorHandler, vehicleImportRoutes } from './routes';
import { VehicleMasterService } from './vehicle-master-service';

declare module '../../services/services' {
  interface Services {
    fleet: FleetService;
    /** Vehicle master data: add, change, (de)activate, export, import (MDF). */
    vehicleMaster: VehicleMasterService;
  }
}

/** The company's vehicles (with their live positions, FLEET-5), groups, types and box types. */
export const fleetModule = defineModule({
  name: 'fleet',
  services: ({ store, clock, services }) => ({
    fleet: new FleetService(store, (vehicle) => services.liveFleet.overlay(vehicle)),
    vehicleMaster: new VehicleMasterService(store, clock),
  }),
  routes: [
    { base: 'main', register: fleetRoutes },
    { base: 'main', register: vehicleImportRoutes, errorHandler: vehicleImportErrorHandler },
  ],
});
