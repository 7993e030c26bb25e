import { DELIVERY_ORDER_STATUSES, type DeliveryOrderStatusName } from '../shared/values';

/**
 * The one lifecycle of a delivery order, shared by the order screens, route optimization and
 * fleet tasks (docs/rules/deliveries.md §1, DLV-1 … DLV-6). Every status change anywhere in the
 * product is checked against `DELIVERY_ORDER_TRANSITIONS`.
 */
export const DELIVERY_ORDER_TRANSITIONS: Readonly<
  Record<DeliveryOrderStatusName, readonly DeliveryOrderStatusName[]>
> = {
  // DLV-2
  DRAFT: ['CONFIRMED', 'CANCELLED'],
  // DLV-3
  CONFIRMED: ['RESCHEDULED', 'PLANNED', 'ON_DELIVERY', 'CANCELLED'],
  RESCHEDULED: ['RESCHEDULED', 'PLANNED', 'ON_DELIVERY', 'CANCELLED'],
  // DLV-4
  PLANNED: ['CONFIRMED', 'RESCHEDULED', 'ON_DELIVERY', 'CANCELLED'],
  // DLV-5
  ON_DELIVERY: ['CONFIRMED', 'RESCHEDULED', 'PLANNED', 'DELIVERED', 'FAILED'],
  FAILED: ['RESCHEDULED', 'CANCELLED'],
  // DLV-6
  DELIVERED: [],
  CANCELLED: [],
};

/** True when an order in `from` may move to `to` (DLV-1). */
export function canTransition(from: DeliveryOrderStatusName, to: DeliveryOrderStatusName): boolean {
  return DELIVERY_ORDER_TRANSITIONS[from].includes(to);
}

/** What a dispatcher can do to an order by hand (DLV-7). */
export const DELIVERY_ORDER_ACTIONS = ['edit', 'confirm', 'reschedule', 'cancel'] as const;
export type DeliveryOrderAction = (typeof DELIVERY_ORDER_ACTIONS)[number];

/** The status an action moves the order to; `edit` keeps the status (DLV-7). */
export const DELIVERY_ORDER_ACTION_TARGETS: Readonly<
  Record<Exclude<DeliveryOrderAction, 'edit'>, DeliveryOrderStatusName>
> = { confirm: 'CONFIRMED', reschedule: 'RESCHEDULED', cancel: 'CANCELLED' };

/** DLV-8: an order's contents may change only before it is planned. */
const EDITABLE: ReadonlySet<DeliveryOrderStatusName> = new Set([
  'DRAFT',
  'CONFIRMED',
  'RESCHEDULED',
]);

/**
 * DLV-9: rescheduling is a dispatcher's move for an order waiting to go or that failed, not for
 * one a plan holds (withdraw the plan first), so PLANNED is left out although the table allows it.
 */
const RESCHEDULABLE: ReadonlySet<DeliveryOrderStatusName> = new Set([
  'CONFIRMED',
  'RESCHEDULED',
  'FAILED',
]);

/** The actions allowed in a status, in the order the screens show them (DLV-7 … DLV-10). */
export function allowedActions(status: DeliveryOrderStatusName): DeliveryOrderAction[] {
  return DELIVERY_ORDER_ACTIONS.filter((action) => {
    if (action === 'edit') return EDITABLE.has(status);
    if (action === 'reschedule') return RESCHEDULABLE.has(status);
    // DLV-10: only a draft is confirmed by hand; a plan or a task that is withdrawn returns its
    // orders to CONFIRMED through `canTransition`, not through this action.
    if (action === 'confirm') return status === 'DRAFT';
    return canTransition(status, DELIVERY_ORDER_ACTION_TARGETS[action]);
  });
}

/** DLV-6: statuses no order leaves. */
export const FINAL_DELIVERY_ORDER_STATUSES = DELIVERY_ORDER_STATUSES.filter(
  (status) => DELIVERY_ORDER_TRANSITIONS[status].length === 0,
);
