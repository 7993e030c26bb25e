import type { DeliveryOrderPriority, RunDeliveryOrder } from '@armada/contracts/route-optimization';

/**
 * The orders the user picked, with a priority each (docs/rules/route-optimization.md §4): one list
 * kept in pick order, the source of both `delivery_orders` and `delivery_order_ids`.
 */
export type SelectedOrders = readonly RunDeliveryOrder[];

export function selectedIds(selected: SelectedOrders): number[] {
  return selected.map((order) => order.id);
}

/** Replaces the selection with `ids`, keeping the priority of orders already picked. */
export function withSelection(
  selected: SelectedOrders,
  ids: readonly number[],
): RunDeliveryOrder[] {
  const priorities = new Map(selected.map((order) => [order.id, order.priority]));
  return ids.map((id) => ({ id, priority: priorities.get(id) ?? 'regular' }));
}

/**
 * Turns one order's priority on or off. Giving priority to an order that is not picked picks
 * it: a high-priority order that is not sent would mean nothing.
 */
export function togglePriority(selected: SelectedOrders, id: number): RunDeliveryOrder[] {
  const current = selected.find((order) => order.id === id);
  if (!current) return [...selected, { id, priority: 'high' }];
  const priority: DeliveryOrderPriority = current.priority === 'high' ? 'regular' : 'high';
  return selected.map((order) => (order.id === id ? { id, priority } : order));
}

export function setPriorityOf(
  selected: SelectedOrders,
  ids: readonly number[],
  priority: DeliveryOrderPriority,
): RunDeliveryOrder[] {
  const targets = new Set(ids);
  return selected.map((order) => (targets.has(order.id) ? { ...order, priority } : order));
}

export type PriorityAction = 'set-priority' | 'remove-priority';

/**
 * The 'Action' menu of the selected rows (docs/rules/route-optimization.md §2.1): 'Set priority'
 * when any selected order lacks priority, 'Remove priority' when any has it; no delete. Nothing is
 * offered, and the menu is hidden, without a selection.
 */
export function priorityActions(selected: SelectedOrders): PriorityAction[] {
  const actions: PriorityAction[] = [];
  if (selected.some((order) => order.priority !== 'high')) actions.push('set-priority');
  if (selected.some((order) => order.priority === 'high')) actions.push('remove-priority');
  return actions;
}
