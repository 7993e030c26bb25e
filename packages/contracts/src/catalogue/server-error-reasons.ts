import { AUTH_ERROR_REASONS } from '../auth/error-reasons';
import { ALERT_ERROR_REASONS } from '../alerts/error-reasons';
import { COMPANY_ERROR_REASONS } from '../company/error-reasons';
import { CUSTOMER_ERROR_REASONS } from '../customers/error-reasons';
import { DELIVERY_ORDER_ERROR_REASONS } from '../delivery-orders/error-reasons';
import { DELIVERY_REQUEST_ERROR_REASONS } from '../delivery-requests/error-reasons';
import { DELIVERY_SCHEDULER_ERROR_REASONS } from '../delivery-scheduler/error-reasons';
import { FLEET_ERROR_REASONS } from '../fleet/error-reasons';
import { HISTORY_ERROR_REASONS } from '../history/error-reasons';
import { GEOFENCE_ERROR_REASONS } from '../geofences/error-reasons';
import { MAINTENANCE_ERROR_REASONS } from '../maintenance/error-reasons';
import { NOTIFICATION_ERROR_REASONS } from '../notifications/error-reasons';
import { ROUTE_OPTIMIZATION_ERROR_REASONS } from '../route-optimization/error-reasons';
import { REPORT_ERROR_REASONS } from '../reports/error-reasons';
import { SHARED_ERROR_REASONS } from '../shared/error-reasons';
import { TRACKING_LINK_ERROR_REASONS } from '../tracking-links/error-reasons';
import { LAND_MEASUREMENT_ERROR_REASONS } from '../land-measurement/error-reasons';
import { SALES_ORDER_ERROR_REASONS } from '../sales-orders/error-reasons';
import { INVOICE_ERROR_REASONS } from '../invoices/error-reasons';
import { LICENCE_ERROR_REASONS } from '../licences/error-reasons';
import { COST_ERROR_REASONS } from '../costs/error-reasons';
import { INTEGRATION_ERROR_REASONS } from '../integrations/error-reasons';
import { SUPPORT_ERROR_REASONS } from '../support/error-reasons';
import { TRACK_VISION_ERROR_REASONS } from '../track-vision/error-reasons';

/**
 * The error reasons of every domain, each declared in its own folder (`src/<domain>/error-reasons.ts`),
 * in one list: `SERVER_ERROR_REASONS` (shared/server-errors.ts) is their union. A new domain with
 * reasons adds its object here. This module and the ones it imports hold no TypeBox calls and
 * no routes: the web's first page loads them (docs/adr/0023-a-module-registers-once.md).
 */
export const DOMAIN_ERROR_REASONS = [
  SHARED_ERROR_REASONS,
  AUTH_ERROR_REASONS,
  ALERT_ERROR_REASONS,
  COMPANY_ERROR_REASONS,
  CUSTOMER_ERROR_REASONS,
  DELIVERY_ORDER_ERROR_REASONS,
  DELIVERY_REQUEST_ERROR_REASONS,
  DELIVERY_SCHEDULER_ERROR_REASONS,
  FLEET_ERROR_REASONS,
  HISTORY_ERROR_REASONS,
  GEOFENCE_ERROR_REASONS,
  MAINTENANCE_ERROR_REASONS,
  NOTIFICATION_ERROR_REASONS,
  ROUTE_OPTIMIZATION_ERROR_REASONS,
  TRACKING_LINK_ERROR_REASONS,
  REPORT_ERROR_REASONS,
  LAND_MEASUREMENT_ERROR_REASONS,
  SALES_ORDER_ERROR_REASONS,
  INVOICE_ERROR_REASONS,
  LICENCE_ERROR_REASONS,
  COST_ERROR_REASONS,
  INTEGRATION_ERROR_REASONS,
  SUPPORT_ERROR_REASONS,
  TRACK_VISION_ERROR_REASONS,
] as const;
