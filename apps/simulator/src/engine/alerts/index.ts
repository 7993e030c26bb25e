// What a host needs to raise alerts: the engine, its codes and rules, and the camera source.
export {
  ALERT_CODES,
  SIMULATED_ALERT_CODES,
  TELEMETRY_EVENT_CODES,
  alertCodeInfo,
  describeAlert,
  readingOf,
  type AlertCodeInfo,
  type AlertFamily,
  type AlertReading,
} from './alert-codes';
export {
  ruleMatcher,
  seedAlertRules,
  subscribedAlertRulesOf,
  type AlertRule,
  type AlertRuleLevel,
  type RuleMatch,
} from './alert-rules';
export {
  CAMERA_ALERTS_PER_HOUR,
  createCameraAlertSource,
  type AlertTick,
  type CameraAlertSource,
  type CameraDraw,
  type CameraVehicle,
  type VehicleActivity,
} from './camera-alerts';
export {
  SYNTHETIC_ALERTS_PER_VEHICLE_HOUR,
  alertVehiclesFromWorld,
  createAlertEngine,
  toLiveMessageAlert,
  type AlertEngine,
  type AlertEngineOptions,
  type AlertSource,
  type AlertVehicle,
  type AlertVehicleState,
  type GeneratedAlert,
} from './alert-engine';
