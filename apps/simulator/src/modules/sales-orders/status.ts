import type { DeliveryOrderStatusName } from '@armada/contracts/delivery-orders';
import type { SalesOrderAction, SalesOrderStatus } from '@armada/contracts/sales-orders';

/** What a user decided for the order; the rest follows its delivery orders (SO-6). */
export type StoredSalesOrderStatus = 'DRAFT' | 'CONFIRMED' | 'CANCELLED';

const MOVING: ReadonlySet<DeliveryOrderStatusName> = new Set([
  'ON_DELIVERY',
  'DELIVERED',
  'FAILED',
]);

/**
 * SO-6: a confirmed order is DELIVERED once every delivery order that was not cancelled is
 * delivered, IN_DELIVERY once one of them has left (on delivery, delivered or failed),
 * CANCELLED when all of them were cancelled, and CONFIRMED before that.
 */
export function salesOrderStatusOf(
  stored: StoredSalesOrderStatus,
  deliveries: readonly DeliveryOrderStatusName[],
): SalesOrderStatus {
  if (stored !== 'CONFIRMED' || deliveries.length === 0) return stored;
  const live = deliveries.filter((status) => status !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  if (live.every((status) => status === 'DELIVERED')) return 'DELIVERED';
  if (live.some((status) => MOVING.has(status))) return 'IN_DELIVERY';
  return 'CONFIRMED';
}

/** SO-2: edit and confirm a draft; cancel a draft or a confirmed order none of whose deliveries has left. */
export function salesOrderActionsOf(
  status: SalesOrderStatus,
  deliveries: readonly DeliveryOrderStatusName[],
): SalesOrderAction[] {
  if (status === 'DRAFT') return ['edit', 'confirm', 'cancel'];
  if (status === 'CONFIRMED' && !deliveries.some((s) => s === 'ON_DELIVERY' || s === 'DELIVERED'))
    return ['cancel'];
  return [];
}
