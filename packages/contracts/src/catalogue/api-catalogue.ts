import type { RouteDefinition } from '../shared/route-definition';
import { authRoutes } from '../auth/auth-routes';
import { addressRoutes } from '../customers/address-routes';
import { bannerRoutes } from '../company/banner-routes';
import { boxTypeRoutes } from '../fleet/box-type-routes';
import { controlTowerRoutes } from '../control-tower/control-tower-routes';
import { customerRoutes } from '../customers/customer-routes';
import { deliveryOrderRoutes } from '../delivery-orders/delivery-order-routes';
import { deliveryOrderImportRoutes } from '../delivery-orders/delivery-order-import-routes';
import { deliveryRequestRoutes } from '../delivery-requests/delivery-request-routes';
import { deliveryScheduleRoutes } from '../delivery-scheduler/delivery-schedule-routes';
import { feedbackRoutes } from '../feedback/feedback-routes';
import { driverTaskRoutes } from '../fleet-tasks/driver-task-routes';
import { fleetTaskRoutes } from '../fleet-tasks/fleet-task-routes';
import { fleetAvailabilityRoutes } from '../fleet-availability/fleet-availability-routes';
import { historyRoutes } from '../history/history-routes';
import { geofenceRoutes } from '../geofences/geofence-routes';
import { savedRouteRoutes } from '../geofences/saved-route-routes';
import { maintenanceRoutes } from '../maintenance/maintenance-routes';
import { profileRoutes } from '../auth/profile-routes';
import { savedFilterRoutes } from '../shared/saved-filter-routes';
import { vehicleRoutes } from '../fleet/vehicle-routes';
import { vehicleMasterRoutes } from '../fleet/vehicle-master-routes';
import { driverPhotoRoutes, driverRoutes } from '../fleet/driver-routes';
import { groupBoxMasterRoutes } from '../fleet/group-box-master';
import { liveFleetRoutes } from '../live/live-fleet-routes';
import { systemNotificationRoutes } from '../notifications/system-notification-routes';
import { routeOptimizationRoutes } from '../route-optimization/route-optimization-routes';
import { trackingLinkRoutes } from '../tracking-links/tracking-link-routes';
import { reportRoutes } from '../reports/report-routes';
import { landMeasurementRoutes } from '../land-measurement/land-measurement-routes';
import { salesOrderRoutes } from '../sales-orders/sales-order-routes';
import { invoiceRoutes } from '../invoices/invoice-routes';
import { licenceRoutes } from '../licences/licence-routes';
import { costRoutes } from '../costs/cost-routes';
import { integrationRoutes } from '../integrations/integration-routes';
import { supportRoutes } from '../support/support-routes';
import { trackVisionRoutes } from '../track-vision/track-vision-routes';

/**
 * Every REST route of the product, in one list: the OpenAPI document and the contract suite
 * walk it. Add a resource's routes here when the resource file defines them.
 */
export const apiRoutes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...customerRoutes,
  ...deliveryOrderRoutes,
  ...deliveryOrderImportRoutes,
  ...deliveryRequestRoutes,
  ...deliveryScheduleRoutes,
  ...addressRoutes,
  ...vehicleRoutes,
  ...vehicleMasterRoutes,
  ...driverRoutes,
  ...driverPhotoRoutes,
  ...groupBoxMasterRoutes,
  ...liveFleetRoutes,
  ...boxTypeRoutes,
  ...feedbackRoutes,
  ...bannerRoutes,
  ...profileRoutes,
  ...savedFilterRoutes,
  ...systemNotificationRoutes,
  ...routeOptimizationRoutes,
  ...fleetTaskRoutes,
  ...driverTaskRoutes,
  ...fleetAvailabilityRoutes,
  ...trackingLinkRoutes,
  ...reportRoutes,
  ...controlTowerRoutes,
  ...historyRoutes,
  ...geofenceRoutes,
  ...maintenanceRoutes,
  ...savedRouteRoutes,
  ...landMeasurementRoutes,
  ...salesOrderRoutes,
  ...invoiceRoutes,
  ...licenceRoutes,
  ...costRoutes,
  ...integrationRoutes,
  ...supportRoutes,
  ...trackVisionRoutes,
];
