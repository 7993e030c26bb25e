// Vehicles, devices, drivers and cargo box types, with their REST routes.
export {
  DEVICE_TYPES,
  CALL_CAPABLE_DEVICE_TYPES,
  FLEET_CATEGORIES,
  DeviceTypeSchema,
  FleetCategorySchema,
  DeviceSchema,
  DriverSchema,
  VehicleGroupSchema,
  VehicleTypeSchema,
  VehiclePositionSchema,
  VehicleSchema,
  type DeviceType,
  type FleetCategory,
  type Device,
  type Driver,
  type VehicleGroup,
  type VehicleType,
  type VehiclePosition,
  type Vehicle,
} from './vehicle';
export {
  VehicleListQuerySchema,
  listVehiclesRoute,
  vehicleRoutes,
  type VehicleListQuery,
} from './vehicle-routes';
export { BoxTypeSchema, type BoxType } from './box-type';
export { listBoxTypesRoute, boxTypeRoutes } from './box-type-routes';
export {
  MASTER_FLEET_LIMITS,
  MASTER_FLEET_EXPORT_FORMATS,
  LICENSE_PLATE_PATTERN,
  VEHICLE_FILE_COLUMNS,
  VehicleDeviceInputSchema,
  VehicleInputSchema,
  SetActiveRequestSchema,
  VehicleExportQuerySchema,
  VehicleImportResultSchema,
  type MasterFleetExportFormat,
  type VehicleDeviceInput,
  type VehicleInput,
  type SetActiveRequest,
  type VehicleExportQuery,
  type VehicleImportResult,
  type VehicleFileColumn,
} from './vehicle-master';
export {
  listMasterVehiclesRoute,
  createVehicleRoute,
  updateVehicleRoute,
  setVehicleActiveRoute,
  exportVehiclesRoute,
  importVehiclesRoute,
  vehicleMasterRoutes,
} from './vehicle-master-routes';
export {
  driverList,
  listDriversRoute,
  createDriverRoute,
  updateDriverRoute,
  setDriverActiveRoute,
  uploadDriverPhotoRoute,
  getDriverPhotoRoute,
  driverRoutes,
  driverPhotoRoutes,
} from './driver-routes';
export {
  DRIVER_PHOTO_LIMITS,
  DRIVER_PHOTO_TYPES,
  DRIVER_LICENSE_TYPES,
  DriverInputSchema,
  MasterDriverSchema,
  type MasterDriver,
  type DriverPhotoType,
  type DriverInput,
} from './driver-master';
