import { ORDER_PERMISSIONS, PERMISSION_SETS } from '../auth/permissions';

/**
 * Who may do what with delivery requests (DREQ-6), from the permissions the menu already
 * declares: the `/delivery-request/` entry needs the delivery (`tms`) set, and sales users ask
 * for deliveries with their sales-order rights. Deciding on a request (approve, reject) is a
 * dispatcher's: it needs `tms:update`; approving also creates a delivery order, which needs the
 * order create right (DLV-18).
 */
export const DELIVERY_REQUEST_PERMISSIONS = {
  read: ORDER_PERMISSIONS.read,
  create: ORDER_PERMISSIONS.create,
  cancel: ORDER_PERMISSIONS.update,
  decide: [PERMISSION_SETS.tms[2]],
} as const satisfies Record<string, readonly string[]>;
export type DeliveryRequestPermission = keyof typeof DELIVERY_REQUEST_PERMISSIONS;

/** Whether a user holding `accessRight` may do `what` (any one permission of the set). */
export function canUseDeliveryRequests(
  accessRight: readonly string[],
  what: DeliveryRequestPermission,
): boolean {
  return DELIVERY_REQUEST_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}
