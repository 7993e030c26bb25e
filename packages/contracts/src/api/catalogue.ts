import type { RouteDefinition } from './route-definition';
import { authRoutes } from './auth-routes';
import { addressRoutes } from './address-routes';
import { bannerRoutes } from './banner-routes';
import { boxTypeRoutes } from './box-type-routes';
import { customerRoutes } from './customer-routes';
import { deliveryOrderRoutes } from './delivery-order-routes';
import { feedbackRoutes } from './feedback-routes';
import { profileRoutes } from './profile-routes';
import { savedFilterRoutes } from './saved-filter-routes';
import { vehicleRoutes } from './vehicle-routes';
import { liveFleetRoutes } from './live-fleet-routes';
import { systemNotificationRoutes } from './system-notification-routes';
import { routeOptimizationRoutes } from './route-optimization-routes';

/**
 * Every REST route of the product, in one list: the OpenAPI document and the contract suite
 * walk it. Add a resource's routes here when the resource file defines them.
 */
export const apiRoutes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...customerRoutes,
  ...deliveryOrderRoutes,
  ...addressRoutes,
  ...vehicleRoutes,
  ...liveFleetRoutes,
  ...boxTypeRoutes,
  ...feedbackRoutes,
  ...bannerRoutes,
  ...profileRoutes,
  ...savedFilterRoutes,
  ...systemNotificationRoutes,
  ...routeOptimizationRoutes,
];
