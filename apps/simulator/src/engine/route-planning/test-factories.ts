import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  type RouteOptimizationOptions,
} from '@armada/contracts/route-optimization';
import type { PlanningInput, PlanningOrder, PlanningVehicle } from './build-problem';

/** 2026-11-25 08:00 WIB. */
export const DEPARTURE_MS = Date.UTC(2026, 10, 25, 1, 0, 0);
export const HOUR_MS = 60 * 60 * 1000;

export function makePlanningOrder(id: number, over: Partial<PlanningOrder> = {}): PlanningOrder {
  return {
    id,
    number: `DO/2611/${String(id).padStart(5, '0')}`,
    priority: 'regular',
    weight: 10,
    volume: 0.1,
    customer: { id: 100 + id, name: `Customer ${id}` },
    address: {
      id: 1000 + id,
      name: `Address ${id}`,
      // A few kilometres around the depot, in central Jakarta.
      latitude: -6.2 + ((id * 37) % 11) * 0.004,
      longitude: 106.82 + ((id * 53) % 13) * 0.004,
    },
    ...over,
  };
}

export function makePlanningVehicle(
  id: number,
  over: Partial<PlanningVehicle> = {},
): PlanningVehicle {
  return {
    id,
    licensePlate: `B ${1000 + id} XY`,
    driver: { id: 500 + id, fullname: `Driver ${id}` },
    weightCapacity: 1000,
    volumeCapacity: 10,
    ...over,
  };
}

export function makePlanningInput(
  over: Partial<Omit<PlanningInput, 'options'>> & {
    options?: Partial<RouteOptimizationOptions>;
  } = {},
): PlanningInput {
  const { options, ...rest } = over;
  return {
    depot: { addressId: 1, name: 'Gudang Pusat', latitude: -6.2, longitude: 106.82 },
    departureMs: DEPARTURE_MS,
    endMs: DEPARTURE_MS + 10 * HOUR_MS,
    orders: [1, 2, 3, 4, 5].map((id) => makePlanningOrder(id)),
    vehicles: [makePlanningVehicle(1), makePlanningVehicle(2)],
    ...rest,
    options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS, ...options },
  };
}

/** The value, or a test failure naming what was missing (tests avoid non-null assertions). */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected a ${what}`);
  return value;
}
