import type { SimulatorModule } from './module';
import { platformModule } from './platform/module';
import { companyModule } from './company/module';
import { oldVersionModule } from './old-version/module';
import { alertRulesModule } from './alert-rules/module';
import { liveFleetModule } from './live-fleet/module';
import { alertsModule } from './alerts/module';
import { alertLogModule } from './alert-log/module';
import { alertMediaModule } from './alert-media/module';
import { driverScoreModule } from './driver-score/module';
import { fleetModule } from './fleet/module';
import { addressesModule } from './addresses/module';
import { customersModule } from './customers/module';
import { deliveryOrdersModule } from './delivery-orders/module';
import { deliveryOrderImportModule } from './delivery-order-import/module';
import { fleetPlanningModule } from './fleet-planning/module';
import { systemNotificationsModule } from './system-notifications/module';
import { feedbackModule } from './feedback/module';
import { bannersModule } from './banners/module';
import { profileModule } from './profile/module';
import { savedFiltersModule } from './saved-filters/module';
import { fleetTasksModule } from './fleet-tasks/module';
import { deliveryRequestsModule } from './delivery-requests/module';
import { deliverySchedulerModule } from './delivery-scheduler/module';
import { fleetAvailabilityModule } from './fleet-availability/module';
import { trackingLinksModule } from './tracking-links/module';
import { controlTowerModule } from './control-tower/module';
import { fleetHistoryModule } from './fleet-history/module';
import { geofencesModule } from './geofences/module';
import { reportsModule } from './reports/module';
import { maintenanceModule } from './maintenance/module';
import { landMeasurementModule } from './land-measurement/module';
import { salesOrdersModule } from './sales-orders/module';
import { invoicesModule } from './invoices/module';
import { licencesModule } from './licences/module';
import { costsModule } from './costs/module';
import { integrationsModule } from './integrations/module';
import { supportModule } from './support/module';
import { trackVisionModule } from './track-vision/module';

/**
 * Every module of the simulator, in dependency order: a module's services may use those of the
 * modules above it, and its seed, start and stop run in this order. A new module is one line
 * here (README.md next to this file).
 */
export const MODULES: readonly SimulatorModule[] = [
  platformModule,
  companyModule,
  oldVersionModule,
  alertRulesModule,
  liveFleetModule,
  alertsModule,
  alertLogModule,
  alertMediaModule,
  driverScoreModule,
  fleetModule,
  addressesModule,
  customersModule,
  deliveryOrdersModule,
  deliveryOrderImportModule,
  fleetPlanningModule,
  systemNotificationsModule,
  feedbackModule,
  bannersModule,
  profileModule,
  savedFiltersModule,
  fleetTasksModule,
  deliveryRequestsModule,
  deliverySchedulerModule,
  fleetAvailabilityModule,
  trackingLinksModule,
  controlTowerModule,
  fleetHistoryModule,
  geofencesModule,
  reportsModule,
  maintenanceModule,
  landMeasurementModule,
  salesOrdersModule,
  invoicesModule,
  licencesModule,
  costsModule,
  integrationsModule,
  supportModule,
  trackVisionModule,
];
