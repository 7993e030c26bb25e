// What a host needs to run the fleet's telemetry (`@armada/simulator/telemetry`): the layer
// over the motion engine, its events, the driver profiles and the world adapter.
export {
  createFleetTelemetry,
  type FleetTelemetry,
  type FleetTelemetryExport,
  type FleetTelemetryOptions,
  type TelemetryVehicle,
  type VehicleTelemetryExport,
  type VehicleTelemetryState,
} from './fleet-telemetry';
export {
  TELEMETRY_EVENT_TYPES,
  type FuelChange,
  type TelemetryEvent,
  type TelemetryEventType,
} from './telemetry-events';
export {
  DRIVER_STYLES,
  DRIVER_STYLE_MIX,
  driverProfileOf,
  type DriverProfile,
  type DriverStyle,
} from './driver-profiles';
export {
  SPEED_LIMIT_KMH,
  thresholdsFromCompany,
  type FuelSpec,
  type ReeferSpec,
  type TelemetryThresholds,
} from './vehicle-specs';
export { telemetryInputs, telemetryInputsFromWorld, withDriverSpeeding } from './world-inputs';
