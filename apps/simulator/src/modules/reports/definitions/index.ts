import { alertsSummaryReport } from './alerts-summary';
import { costsReport } from './costs';
import { deliveryPerformanceReport } from './delivery-performance';
import { distancePerDayReport } from './distance-per-day';
import { doorEventsReport } from './door-events';
import { driverBehaviourReport } from './driver-behaviour';
import { engineHoursReport } from './engine-hours';
import { fleetTasksReport } from './fleet-tasks';
import { fuelConsumptionReport } from './fuel-consumption';
import { fuelEventsReport } from './fuel-events';
import { geofenceVisitsReport } from './geofence-visits';
import { idlingReport } from './idling';
import { maintenanceReport } from './maintenance';
import { driverScoreSummaryReport } from './driver-score-summary';
import { notificationLogReport } from './notification-log';
import { overspeedReport } from './overspeed';
import type { ReportDefinition } from './report-definition';
import { stopsReport } from './stops';
import { temperatureComplianceReport } from './temperature-compliance';
import { tripsReport } from './trips';
import { utilisationReport } from './utilisation';
import { vehicleHistoryReport } from './vehicle-history';
import { videoEventsReport } from './video-events';

/**
 * Every report of the catalogue (RPT-1), in the order each category lists them. A new report is
 * its definition file next to this one and one line here.
 */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  vehicleHistoryReport,
  tripsReport,
  stopsReport,
  idlingReport,
  geofenceVisitsReport,
  overspeedReport,
  alertsSummaryReport,
  videoEventsReport,
  fuelConsumptionReport,
  fuelEventsReport,
  distancePerDayReport,
  utilisationReport,
  engineHoursReport,
  temperatureComplianceReport,
  deliveryPerformanceReport,
  fleetTasksReport,
  doorEventsReport,
  driverScoreSummaryReport,
  driverBehaviourReport,
  maintenanceReport,
  costsReport,
  notificationLogReport,
];
