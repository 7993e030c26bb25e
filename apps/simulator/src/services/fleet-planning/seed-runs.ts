import {
  ROUTABLE_DELIVERY_ORDER_STATUSES,
  type DeliveryOrder,
} from '@armada/contracts/delivery-orders';
import type { Vehicle } from '@armada/contracts/fleet';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import { DAY_MS, startOfWibDay, toWibIso } from '../../domain/wib-time';
import type { UserRecord } from '../../domain/records';
import type { DocumentStore } from '../../store/document-store';
import { hasCoordinates } from '../../engine/route-planning/build-problem';
import type { CheckedSubmit } from './submit-checks';

/**
 * The runs a company's list starts with (PLAN-10): a few finished runs from the last days, so
 * the run list and the detail page are never empty on a fresh start. Chosen from the world in
 * id order, so a seed gives the same runs every time.
 */
export interface SeedRun {
  companyId: number;
  user: Pick<UserRecord, 'id' | 'fullname'>;
  submit: RouteOptimizationSubmit;
  checked: CheckedSubmit;
  createdAt: number;
  /** SOLVED with one plan; SOLVED with a moved point (two versions); CANCELLED before solving. */
  kind: 'solved' | 'moved' | 'cancelled';
}

const HOUR_MS = 3_600_000;

const PLANS = [
  { daysAgo: 3, orders: 10, vehicles: 3, kind: 'solved' },
  { daysAgo: 2, orders: 14, vehicles: 4, kind: 'moved' },
  { daysAgo: 1, orders: 8, vehicles: 2, kind: 'cancelled' },
] as const;

export function seedRunsOf(store: DocumentStore, companyId: number, now: number): SeedRun[] {
  const addresses = new Map(store.list('addresses', companyId).map((a) => [a.id, a]));
  const routable: ReadonlySet<string> = new Set(ROUTABLE_DELIVERY_ORDER_STATUSES);
  const byDepot = new Map<number, DeliveryOrder[]>();
  for (const order of store.list('delivery_orders', companyId)) {
    const destination = addresses.get(order.destination_address.id);
    if (!routable.has(order.status.name) || order.vendor !== null) continue;
    if (!destination || !hasCoordinates(destination)) continue;
    const list = byDepot.get(order.origin_address.id) ?? [];
    list.push(order);
    byDepot.set(order.origin_address.id, list);
  }
  const best = [...byDepot.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0];
  const depot = best ? addresses.get(best[0]) : undefined;
  if (!best || !depot || !hasCoordinates(depot)) return [];
  const orders = best[1];
  const parents = store.list('vehicles', companyId).filter((v) => v.parent_id === null);
  const atDepot = parents.filter((v) => v.depot.id === depot.id);
  const vehicles: Vehicle[] = atDepot.length >= 4 ? atDepot : parents;
  const users = store.list('users', companyId);
  const user =
    users.find((u) => u.role === 'dispatcher') ?? users.find((u) => u.role === 'admin') ?? users[0];
  if (!user || vehicles.length === 0) return [];

  return PLANS.flatMap((plan, index) => {
    const chosen = orders.slice(index * 4, index * 4 + plan.orders);
    const fleet = vehicles.slice(index, index + plan.vehicles);
    if (chosen.length === 0 || fleet.length === 0) return [];
    const day = startOfWibDay(now) - plan.daysAgo * DAY_MS;
    const departureAt = day + 8 * HOUR_MS;
    const endAt = day + 18 * HOUR_MS;
    const submit: RouteOptimizationSubmit = {
      type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
      start_address_id: depot.id,
      expected_departure_on: toWibIso(departureAt),
      expected_end_on: toWibIso(endAt),
      vehicle_ids: fleet.map((v) => v.id),
      delivery_orders: chosen.map((o, i) => ({ id: o.id, priority: i < 2 ? 'high' : 'regular' })),
      options: {
        ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
        fleet_shift_time: { start_break_time: '12:00', end_break_time: '13:00' },
        weight_capacity: true,
      },
    };
    return [
      {
        companyId,
        user: { id: user.id, fullname: user.fullname },
        submit,
        checked: { startAddress: depot, orders: chosen, vehicles: fleet, departureAt, endAt },
        createdAt: day + 7 * HOUR_MS,
        kind: plan.kind,
      },
    ];
  });
}
