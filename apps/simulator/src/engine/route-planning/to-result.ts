/**
 * A solver plan as the pieces of the run's result (contracts `RouteOptimizationResult`): the
 * routes with their stops, the orders left out, the summary and the broken rules. Pure.
 */
import type {
  RouteDetour,
  RouteOptimizationResult,
  RouteStop,
  RouteViolation,
  VehicleRoute,
} from '@armada/contracts/route-optimization';
import { legTravel, type Route, type Unassigned } from '@armada/route-solver';
import type { PlanViolation } from '@armada/route-solver';
import { toWibIso } from '../../domain/wib-time';
import type {
  PlanningInput,
  PlanningOrder,
  PlanningProblem,
  PlanningVehicle,
} from './build-problem';

export type LatLngPair = [number, number];

/**
 * The drawn path of one leg, both ends included, as [latitude, longitude] pairs; null draws a
 * straight line. See route-geometry.ts for the road network's.
 */
export type LegPath = (from: LatLngPair, to: LatLngPair) => LatLngPair[] | null;

/** A leg as the vehicle drives it: its drawn path, its toll and why it detours (ROADRULE-9). */
export interface DrivenLeg {
  /** Both ends included; null draws a straight line. */
  readonly path: LatLngPair[] | null;
  /** Whole Rupiah. */
  readonly tollRupiah: number;
  readonly detour: RouteDetour | null;
}

/**
 * The leg of the problem's vehicle `vehicle` (solver index) from one point to another, leaving at
 * `departureS` (the problem's seconds); null: no road, drawn straight without toll.
 */
export type LegOf = (
  vehicle: number,
  from: LatLngPair,
  to: LatLngPair,
  departureS: number,
) => DrivenLeg | null;

/** What a plan renders to; the service adds id, status, version and solved_on. */
export type PlanResult = Pick<
  RouteOptimizationResult,
  'routes' | 'unassigned_delivery_orders' | 'summary' | 'violations'
>;

/** A plan as the solver gives it (`Solution`) or `evaluatePlan` re-times it. */
export interface SolverPlan {
  readonly routes: readonly Route[];
  readonly unassigned: readonly Unassigned[];
  readonly violations?: readonly PlanViolation[];
}

/**
 * Point ids, stable within a run and at least 1. A delivery stop is the smallest delivery-order
 * id it serves; the start, break and end of a vehicle sit above every order id of the run:
 * `base + 3 * rank`, `+ 1`, `+ 2`, where `base` is the run's largest order id plus one and `rank`
 * the vehicle's place among the run's vehicles by id (0 first). Orders and vehicles of a run
 * never change, so neither do these ids.
 */
export interface PointIds {
  readonly base: number;
  start(vehicleId: number): number;
  break(vehicleId: number): number;
  end(vehicleId: number): number;
  /** What a point id is: a delivery (its id is an order's), or a vehicle's own stop. */
  kindOf(
    pointId: number,
  ):
    | { readonly type: 'delivery' }
    | { readonly type: 'start' | 'break' | 'end'; readonly vehicleId: number }
    | null;
}

export function pointIdsOf(input: Pick<PlanningInput, 'orders' | 'vehicles'>): PointIds {
  const base = input.orders.reduce((max, o) => Math.max(max, o.id), 0) + 1;
  const sorted = input.vehicles.map((v) => v.id).sort((a, b) => a - b);
  const rank = new Map(sorted.map((id, i) => [id, i]));
  const at = (vehicleId: number, offset: number): number => {
    const r = rank.get(vehicleId);
    if (r === undefined) throw new RangeError(`Vehicle ${vehicleId} is not in the run`);
    return base + 3 * r + offset;
  };
  const types = ['start', 'break', 'end'] as const;
  return {
    base,
    start: (id) => at(id, 0),
    break: (id) => at(id, 1),
    end: (id) => at(id, 2),
    kindOf(pointId) {
      if (pointId < base) return pointId >= 1 ? { type: 'delivery' } : null;
      const r = Math.floor((pointId - base) / 3);
      const vehicleId = sorted[r];
      const type = types[(pointId - base) % 3];
      return vehicleId === undefined || type === undefined ? null : { type, vehicleId };
    },
  };
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

function straight(from: LatLngPair, to: LatLngPair): LatLngPair[] {
  return [from, to];
}

function appendPath(into: LatLngPair[], path: readonly LatLngPair[]): void {
  for (const p of path) {
    const last = into[into.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) into.push([p[0], p[1]]);
  }
}

/**
 * The result pieces of a plan. Times are WIB ISO strings; distances (metres) and durations
 * (seconds) of a stop are from the previous stop, rounded to 0.1; loads are what is on board
 * when leaving the stop. Stops: a `start` at sequence 0 at the depot, the deliveries and the
 * `break` (no address, where the solver placed it) in driving order, and an `end` back at the
 * depot on a round trip.
 */
export function toPlanResult(
  input: PlanningInput,
  planning: PlanningProblem,
  plan: SolverPlan,
  options: { legPath?: LegPath; leg?: LegOf } = {},
): PlanResult {
  const { problem, orderSource, vehicleSource, departureMs } = planning;
  const legPath = options.legPath ?? straight;
  const legOf = options.leg;
  // Each leg's distance as its vehicle drives it (by band, under the road rules).
  const leg = legTravel(problem);
  const ids = pointIdsOf(input);
  const iso = (seconds: number): string => toWibIso(departureMs + seconds * 1000);
  const orderAt = (i: number): PlanningOrder => {
    const o = input.orders[orderSource[i] ?? -1];
    if (!o) throw new RangeError(`No order ${i} in the problem`);
    return o;
  };
  const vehicleAt = (k: number): PlanningVehicle => {
    const v = input.vehicles[vehicleSource[k] ?? -1];
    if (!v) throw new RangeError(`No vehicle ${k} in the problem`);
    return v;
  };
  const depotAddress = {
    id: input.depot.addressId,
    name: input.depot.name,
    latitude: input.depot.latitude,
    longitude: input.depot.longitude,
  };
  const depotLatLng: LatLngPair = [input.depot.latitude, input.depot.longitude];
  // Point indices of travelBetween: 0 the depot, 1 + i the problem's order i.
  const pointOf = (orders: readonly number[]): number => 1 + (orders[0] ?? -1);

  const violationPoints = new Map<string, number | null>();
  const routes: VehicleRoute[] = plan.routes.map((route) => {
    const vehicle = vehicleAt(route.vehicle);
    const stops: RouteStop[] = [];
    let weight = route.weight;
    let volume = route.volume;
    const startAt = iso(route.departure);
    stops.push({
      point_id: ids.start(vehicle.id),
      sequence: 0,
      type: 'start',
      address: depotAddress,
      delivery_orders: [],
      arrival_on: startAt,
      service_start_on: startAt,
      departure_on: startAt,
      distance_m: 0,
      duration_s: 0,
      load_weight: weight,
      load_volume: volume,
    });
    const geometry: LatLngPair[] = [];
    let toll = 0;
    /** Draws the leg to `to` (leaving at `departureS`) and gives its toll and detour fields. */
    const drive = (
      from: LatLngPair,
      to: LatLngPair,
      departureS: number,
    ): Pick<RouteStop, 'toll_cost_idr' | 'detour'> => {
      const leg = legOf?.(route.vehicle, from, to, departureS);
      if (!legOf) {
        appendPath(geometry, legPath(from, to) ?? straight(from, to));
        return {};
      }
      appendPath(geometry, leg?.path ?? straight(from, to));
      const paid = leg?.tollRupiah ?? 0;
      toll += paid;
      return { toll_cost_idr: paid, ...(leg?.detour ? { detour: leg.detour } : {}) };
    };
    let prevPoint = 0;
    let prevLatLng = depotLatLng;
    let prevDeparture = route.departure;
    const pushBreak = (): void => {
      if (!route.break) return;
      const breakEnd = route.break.start + (problem.vehicles[route.vehicle]?.break?.duration ?? 0);
      const pointId = ids.break(vehicle.id);
      violationPoints.set(`${route.vehicle}:break`, pointId);
      stops.push({
        point_id: pointId,
        sequence: stops.length,
        type: 'break',
        address: null,
        delivery_orders: [],
        arrival_on: iso(prevDeparture),
        service_start_on: iso(route.break.start),
        departure_on: iso(breakEnd),
        distance_m: 0,
        duration_s: 0,
        load_weight: Math.max(0, weight),
        load_volume: Math.max(0, volume),
      });
      prevDeparture = breakEnd;
    };
    route.stops.forEach((stop, s) => {
      if (route.break?.afterStop === s) pushBreak();
      const orders = [...stop.orders].sort((a, b) => orderAt(a).id - orderAt(b).id);
      const first = orderAt(orders[0] ?? -1);
      const point = pointOf(orders);
      const here: LatLngPair = [first.address.latitude, first.address.longitude];
      const driven = drive(prevLatLng, here, prevDeparture);
      for (const i of orders) {
        const o = problem.orders[i];
        weight -= o?.weight ?? 0;
        volume -= o?.volume ?? 0;
      }
      violationPoints.set(`${route.vehicle}:${s}`, first.id);
      stops.push({
        point_id: first.id,
        sequence: stops.length,
        type: 'delivery',
        address: { ...first.address },
        delivery_orders: orders.map((i) => {
          const o = orderAt(i);
          return {
            id: o.id,
            number: o.number,
            priority: o.priority,
            shipped_customer: { id: o.customer.id, name: o.customer.name },
            load_weight: problem.orders[i]?.weight ?? 0,
            load_volume: problem.orders[i]?.volume ?? 0,
          };
        }),
        arrival_on: iso(stop.arrival),
        service_start_on: iso(stop.start),
        departure_on: iso(stop.departure),
        distance_m: round1(leg(route.vehicle, prevPoint, point, prevDeparture).distance),
        duration_s: round1(Math.max(0, stop.arrival - prevDeparture)),
        ...driven,
        // Floating sums may leave -1e-15 on board after the last order.
        load_weight: Math.max(0, round1e6(weight)),
        load_volume: Math.max(0, round1e6(volume)),
      });
      prevPoint = point;
      prevLatLng = here;
      prevDeparture = stop.departure;
    });
    if (route.break && route.break.afterStop >= route.stops.length) pushBreak();
    if (problem.roundTrip) {
      const driven = drive(prevLatLng, depotLatLng, prevDeparture);
      const endAt = iso(route.end);
      stops.push({
        point_id: ids.end(vehicle.id),
        sequence: stops.length,
        type: 'end',
        address: depotAddress,
        delivery_orders: [],
        arrival_on: endAt,
        service_start_on: endAt,
        departure_on: endAt,
        distance_m: round1(leg(route.vehicle, prevPoint, 0, prevDeparture).distance),
        duration_s: round1(Math.max(0, route.end - prevDeparture)),
        ...driven,
        load_weight: 0,
        load_volume: 0,
      });
    }
    if (geometry.length === 1) geometry.push([...depotLatLng]);
    return {
      vehicle: { id: vehicle.id, license_plate: vehicle.licensePlate },
      driver: vehicle.driver ? { id: vehicle.driver.id, fullname: vehicle.driver.fullname } : null,
      capacity_weight: input.options.weight_capacity ? vehicle.weightCapacity : null,
      capacity_volume: input.options.volume_capacity ? vehicle.volumeCapacity : null,
      // RO-74: what the box carries, shown even when the run does not enforce it.
      box_capacity_weight: vehicle.weightCapacity,
      box_capacity_volume: vehicle.volumeCapacity,
      stops,
      start_on: startAt,
      end_on: iso(route.end),
      distance_m: round1(route.distance),
      duration_s: round1(route.duration),
      ...(legOf ? { toll_cost_idr: toll } : {}),
      load_weight: round1e6(route.weight),
      load_volume: round1e6(route.volume),
      geometry,
    };
  });

  const unassigned = plan.unassigned
    .map((u) => {
      const o = orderAt(u.order);
      return { id: o.id, number: o.number, reason: u.reason };
    })
    .sort((a, b) => a.id - b.id);

  const violations: RouteViolation[] = (plan.violations ?? []).map((v) => {
    const vehicle = vehicleAt(v.vehicle);
    const key = v.code === 'break' ? `${v.vehicle}:break` : `${v.vehicle}:${v.stop ?? ''}`;
    return {
      code: v.code,
      vehicle_id: vehicle.id,
      point_id: v.stop === null && v.code !== 'break' ? null : (violationPoints.get(key) ?? null),
    };
  });

  return {
    routes,
    unassigned_delivery_orders: unassigned,
    summary: {
      distance_m: round1(routes.reduce((sum, r) => sum + r.distance_m, 0)),
      duration_s: round1(routes.reduce((sum, r) => sum + r.duration_s, 0)),
      used_vehicles: routes.length,
      assigned_delivery_orders: routes.reduce(
        (sum, r) => sum + r.stops.reduce((n, s) => n + s.delivery_orders.length, 0),
        0,
      ),
    },
    violations,
  };
}

function round1e6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
