export {
  DRIVER_RISK_TIERS,
  DRIVING_HISTORY,
  driverTiers,
  generateDrivingHistory,
  historyDays,
  type DriverRiskTier,
  type DrivingHistory,
  type DrivingHistoryInput,
  type HistoryVehicle,
  type VehicleDay,
} from './driving-history';
