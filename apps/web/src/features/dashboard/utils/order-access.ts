import { PERMISSION_SETS } from '@armada/contracts';

/**
 * Whether the user may read delivery orders: the gateway answers the order list only with the
 * read action of the delivery (tms) or sales-order set, and a 403 otherwise. The dashboard asks
 * for the counts only when they can be shown.
 */
export function canReadDeliveryOrders(accessRight: readonly string[]): boolean {
  const reads = [PERMISSION_SETS.tms[0], PERMISSION_SETS.salesOrder[0]];
  return reads.some((permission) => accessRight.includes(permission));
}
