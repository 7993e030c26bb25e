import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FleetService } from '../../services/fleet-service';
import { importErrorHandler } from '../../transport/http/import-error-handler';
import { importErrors } from '../delivery-order-import/read-import-file';
import { DriverMasterService } from './driver-master-service';
import { GroupBoxMasterService } from './group-box-master-service';
import { defineModule } from '../module';
import {
  driverPhotoErrorHandler,
  driverPhotoRoutes,
  fleetRoutes,
  vehicleImportRoutes,
} from './routes';
import { VehicleMasterService } from './vehicle-master-service';

declare module '../../services/services' {
  interface Services {
    fleet: FleetService;
    /** Vehicle master data: add, change, (de)activate, export, import (MDF). */
    vehicleMaster: VehicleMasterService;
    /** Drivers: add, change, (de)activate, photo (MDF-11 ... MDF-16). */
    driverMaster: DriverMasterService;
    /** Vehicle groups and box types (MDF-17 ... MDF-19). */
    groupBoxMaster: GroupBoxMasterService;
  }
}

/** The company's vehicles (with their live positions, FLEET-5), groups, types and box types. */
export const fleetModule = defineModule({
  name: 'fleet',
  services: ({ store, clock, media, services }) => ({
    fleet: new FleetService(store, (vehicle) => services.liveFleet.overlay(vehicle)),
    vehicleMaster: new VehicleMasterService(store, clock),
    groupBoxMaster: new GroupBoxMasterService(store, clock),
    driverMaster: new DriverMasterService(store, join(media?.dir ?? tmpdir(), 'driver-photos')),
  }),
  routes: [
    { base: 'main', register: fleetRoutes },
    {
      base: 'main',
      register: vehicleImportRoutes,
      errorHandler: importErrorHandler(importErrors.tooLarge),
    },
    { base: 'main', register: driverPhotoRoutes, errorHandler: driverPhotoErrorHandler },
  ],
});
