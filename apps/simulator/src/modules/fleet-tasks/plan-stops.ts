import type { VehicleRoute } from '@armada/contracts/route-optimization';
import type { FleetTaskStopOrder } from '@armada/contracts/fleet-tasks';
import { solve, type Problem } from '@armada/route-solver';
import type { NewStop, TaskOrderRef, TaskPlace } from './fleet-task-store';

/** FT-2: a stop of a task made by hand takes this long on site. */
export const MANUAL_SERVICE_S = 10 * 60;
/** FT-2: road distance is this many times the straight line ... */
export const MANUAL_DETOUR_FACTOR = 1.3;
/** ... driven at this average speed (city traffic). */
export const MANUAL_SPEED_M_S = 25 / 3.6;
/** FT-12: a stop is promised for this long after its planned service start. */
export const PROMISE_WINDOW_S = 60 * 60;
/** How long the solver searches the order of a hand-made task's stops (FT-2). */
const SOLVER_ITERATIONS = 300;

const EARTH_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle metres between two places. */
export function haversineM(a: Pick<TaskPlace, 'latitude' | 'longitude'>, b: typeof a): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface PlannedTask {
  startAddress: TaskPlace;
  plannedStartAt: number;
  plannedEndAt: number;
  distanceM: number;
  plannedPath: [number, number][];
  stops: NewStop[];
}

const pending = (
  stop: Omit<NewStop, 'status' | 'etaAt' | 'arrivedAt' | 'departedAt' | 'reason' | 'proof'>,
): NewStop => ({
  ...stop,
  status: 'PENDING',
  etaAt: null,
  arrivedAt: null,
  departedAt: null,
  reason: null,
  proof: null,
});

/** FT-2: a road leg between two places leaving at a time (`roadPathAt`), or null off the roads. */
export type RoadLegFn = (
  from: [number, number],
  to: [number, number],
  at: number,
) => {
  durationS: number;
  distanceM: number;
  points: readonly (readonly [number, number])[];
} | null;

/**
 * TASK-1: a task route optimization made, read from its plan: the delivery stops in the plan's
 * order with the plan's times, the plan's road path, its start.
 */
export function taskFromRoute(route: VehicleRoute, fallbackStart: TaskPlace): PlannedTask {
  const start = route.stops.find((stop) => stop.type === 'start')?.address ?? null;
  const deliveries = route.stops.filter(
    (stop) => stop.type === 'delivery' && stop.address !== null,
  );
  const stops = deliveries.map((stop, index) => {
    const serviceStart = Date.parse(stop.service_start_on);
    const departure = Date.parse(stop.departure_on);
    return pending({
      sequence: index + 1,
      // Filtered above: a delivery stop has an address.
      address: stop.address ?? fallbackStart,
      deliveryOrders: stop.delivery_orders.map((order) => ({
        id: order.id,
        number: order.number,
        shipped_customer: order.shipped_customer,
      })),
      windowEndAt: serviceStart + PROMISE_WINDOW_S * 1000,
      plannedArrivalAt: Date.parse(stop.arrival_on),
      plannedDepartureAt: departure,
      serviceS: Math.max(0, Math.round((departure - serviceStart) / 1000)),
    });
  });
  return {
    startAddress: start ?? fallbackStart,
    plannedStartAt: Date.parse(route.start_on),
    plannedEndAt: Date.parse(route.end_on),
    distanceM: route.distance_m,
    plannedPath: route.geometry.map(([lat, lng]) => [lat, lng]),
    stops,
  };
}

export interface ManualStopInput {
  address: TaskPlace;
  orders: TaskOrderRef[];
}

/**
 * FT-2: the stops of a task made by hand. Orders to one address are one stop; the stops keep the
 * given order (AS_GIVEN) or take the order the route solver finds shortest (SOLVER); times follow
 * from the departure, the straight-line distance times a detour factor at a city speed, and a
 * fixed service time per stop.
 */
export function planManualTask(
  start: TaskPlace,
  departureAt: number,
  inputs: readonly ManualStopInput[],
  order: FleetTaskStopOrder,
  road?: RoadLegFn,
): PlannedTask {
  const grouped: ManualStopInput[] = [];
  const byAddress = new Map<number, ManualStopInput>();
  for (const input of inputs) {
    const known = byAddress.get(input.address.id);
    if (known) known.orders.push(...input.orders);
    else {
      const stop = { address: input.address, orders: [...input.orders] };
      byAddress.set(input.address.id, stop);
      grouped.push(stop);
    }
  }
  const ordered = order === 'SOLVER' ? solvedOrder(start, grouped) : grouped;
  let at = departureAt;
  let from: TaskPlace = start;
  let distanceM = 0;
  const stops: NewStop[] = [];
  const point = (place: TaskPlace): [number, number] => [place.latitude, place.longitude];
  const path: [number, number][] = [point(start)];
  for (const [index, stop] of ordered.entries()) {
    // FT-2: by road at the hour the leg is driven; the straight line × 1.3 at 25 km/h off it.
    const leg = road?.(point(from), point(stop.address), at) ?? null;
    const legM = leg ? leg.distanceM : haversineM(from, stop.address) * MANUAL_DETOUR_FACTOR;
    const legMs = leg ? leg.durationS * 1000 : (legM / MANUAL_SPEED_M_S) * 1000;
    distanceM += legM;
    if (leg && leg.points.length >= 2)
      path.push(...leg.points.slice(1).map(([lat, lng]): [number, number] => [lat, lng]));
    else path.push(point(stop.address));
    const arrival = at + Math.round(legMs);
    const departure = arrival + MANUAL_SERVICE_S * 1000;
    stops.push(
      pending({
        sequence: index + 1,
        address: stop.address,
        deliveryOrders: stop.orders,
        windowEndAt: arrival + PROMISE_WINDOW_S * 1000,
        plannedArrivalAt: arrival,
        plannedDepartureAt: departure,
        serviceS: MANUAL_SERVICE_S,
      }),
    );
    at = departure;
    from = stop.address;
  }
  return {
    startAddress: start,
    plannedStartAt: departureAt,
    plannedEndAt: at,
    distanceM: Math.round(distanceM),
    plannedPath: path,
    stops,
  };
}

/** The stops in the order the route solver finds shortest from the start (an open route). */
function solvedOrder(start: TaskPlace, stops: readonly ManualStopInput[]): ManualStopInput[] {
  if (stops.length < 3) return [...stops];
  const problem: Problem = {
    depot: { x: start.longitude, y: start.latitude },
    orders: stops.map((stop, index) => ({
      id: String(index),
      point: { x: stop.address.longitude, y: stop.address.latitude },
      serviceTime: MANUAL_SERVICE_S,
      weight: 0,
      volume: 0,
      priority: 'regular',
    })),
    vehicles: [{ id: 'task', shiftStart: 0, shiftEnd: 7 * 24 * 3600 }],
    travel: {
      kind: 'haversine',
      detourFactor: MANUAL_DETOUR_FACTOR,
      speedMetresPerSecond: MANUAL_SPEED_M_S,
    },
    objective: 'distance',
    roundTrip: false,
    serviceTimePerOrder: false,
    groupOrders: false,
  };
  const solution = solve(problem, { maxIterations: SOLVER_ITERATIONS, seed: 1 });
  const visited = solution.routes[0]?.stops.flatMap((stop) => stop.orders) ?? [];
  const result = visited.map((index) => stops[index]).filter((stop) => stop !== undefined);
  // Anything the solver left out keeps its place at the end (it cannot, with no limits set).
  for (const stop of stops) if (!result.includes(stop)) result.push(stop);
  return result;
}
