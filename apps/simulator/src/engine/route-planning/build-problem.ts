/**
 * A route optimization run as a route-solver problem (issue 10). Pure: every time comes in with
 * the input; nothing reads the clock.
 *
 * Units: times in seconds from the run's departure, distances in metres, travel on the great
 * circle times DETOUR_FACTOR at the middle of the traffic level's speed band
 * (docs/rules/route-optimization.md §9). The fleet-planning service swaps that travel for the
 * road network's matrix before solving (services/fleet-planning/road-travel.ts, MATRIX-1). Orders and vehicles go to the solver sorted by id, so the
 * same run gives the solver the same problem however the store happened to list them.
 */
import {
  ROUTE_OPTIMIZATION_CONSTANTS,
  ROUTE_OPTIMIZATION_ERROR_CODES,
  parseIsoDuration,
  parseTimeOfDay,
  type RouteOptimizationErrorCode,
  type RouteOptimizationOptions,
  type TrafficLevel,
} from '@armada/contracts/route-optimization';
import type { Break, Order, Problem, Vehicle } from '@armada/route-solver';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';

export interface PlanningAddress {
  readonly id: number;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface PlanningOrder {
  readonly id: number;
  readonly number: string;
  readonly priority: 'high' | 'regular';
  /** kg */
  readonly weight: number;
  /** m³ */
  readonly volume: number;
  readonly customer: { readonly id: number; readonly name: string };
  readonly address: PlanningAddress;
}

export interface PlanningVehicle {
  readonly id: number;
  readonly licensePlate: string;
  readonly driver: { readonly id: number; readonly fullname: string } | null;
  /** The box's limits; null: unknown, no limit. */
  readonly weightCapacity: number | null;
  readonly volumeCapacity: number | null;
  /**
   * `vehicle_type.type`: with the plate, what the road rules see (ROADRULE-1). Absent from runs
   * stored before issue 29 (planned as a van).
   */
  readonly vehicleType?: string | null;
}

/** Everything a run's plan depends on; the service stores it with the run (JSON-safe). */
export interface PlanningInput {
  /** The origin address (`name` is shown on the start and end stops). */
  readonly depot: {
    readonly addressId: number;
    readonly name: string;
    readonly latitude: number;
    readonly longitude: number;
  };
  /** `expected_departure_on`, epoch ms. */
  readonly departureMs: number;
  /** `expected_end_on`, epoch ms; null: the end of the departure day (23:59:59 WIB). */
  readonly endMs: number | null;
  readonly options: RouteOptimizationOptions;
  readonly orders: readonly PlanningOrder[];
  readonly vehicles: readonly PlanningVehicle[];
}

/** The solver's problem and the maps back to the run. */
export interface PlanningProblem {
  readonly problem: Problem;
  /** `problem.orders[i]` is `input.orders[orderSource[i]]`. */
  readonly orderSource: readonly number[];
  /** `problem.vehicles[k]` is `input.vehicles[vehicleSource[k]]`. */
  readonly vehicleSource: readonly number[];
  readonly departureMs: number;
  /** The end the routes must meet when `window_time` is on (the resolved `endMs`). */
  readonly endMs: number;
  readonly speedMetresPerSecond: number;
  /** The break every vehicle takes, in epoch ms, or null. */
  readonly break: { readonly startMs: number; readonly endMs: number } | null;
}

/**
 * Roads are longer than the great circle between two points; 1.3 is the usual urban circuity
 * (about 1.2 to 1.4 in published city samples) and close to what the simulator's own road
 * network gives between Jakarta districts.
 */
export const DETOUR_FACTOR = 1.3;

/**
 * `window_time` off: the routes have no end limit. The solver needs a finite shift end, so it
 * gets a week after the departure, which no day of deliveries reaches.
 */
export const OPEN_END_S = 7 * 24 * 60 * 60;

const SECOND_MS = 1000;

/** Metres per second at the middle of the traffic level's band (slow: 26-38 km/h -> 32 km/h). */
export function trafficSpeedMetresPerSecond(level: TrafficLevel): number {
  const band = ROUTE_OPTIMIZATION_CONSTANTS.speedOptions.find((o) => o.level === level);
  if (!band) throw new RangeError(`Unknown traffic level ${level}`);
  return (band.minKmh + band.maxKmh) / 2 / 3.6;
}

/**
 * The solve's time budget: 1 s plus 20 ms per order, at most 15 s (300 orders: 7 s).
 *
 * The solver has its first plan in about 0.2 s even at 1,000 orders, and keeps improving it for
 * many seconds (its product-shaped case: 6,155 km at 1 s, 5,383 km at 5 s), so a bigger run
 * earns more time. The cap keeps a dispatcher's wait short and one solver thread free for the
 * next run in the queue; a small run still gets a full second, where a few hundred thousand
 * iterations settle it.
 */
export function solveTimeBudgetMs(orderCount: number): number {
  const n = Math.max(0, Math.floor(orderCount));
  return Math.min(15_000, 1_000 + 20 * n);
}

/**
 * The solver's seed for a run's solve: the same run and attempt (1 for the first solve, 2 for
 * the first rerun, ...) always give the same seed, different runs different ones. Never 0 (the
 * solver's xorshift generator would stay at 0).
 */
export function planningSeed(runId: number, attempt = 1): number {
  let h = Math.imul(runId >>> 0, 0x9e3779b1) ^ Math.imul(attempt >>> 0, 0x85ebca6b);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0 || 1;
}

/**
 * A problem the run cannot become: the docs/rules/route-optimization.md §8 code and the field it is
 * about.
 */
export interface PlanningIssue {
  readonly code: RouteOptimizationErrorCode;
  readonly path: string;
  readonly message: string;
}

export class PlanningInputError extends Error {
  readonly issues: readonly PlanningIssue[];
  constructor(issues: readonly PlanningIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'PlanningInputError';
    this.issues = issues;
  }
}

/** Coordinates the solver can place: finite, in range, and not the (0, 0) of "not mapped". */
export function hasCoordinates({
  latitude,
  longitude,
}: {
  latitude: number;
  longitude: number;
}): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    // (0, 0) is what an address without coordinates is stored as.
    !(latitude === 0 && longitude === 0)
  );
}

/** The run's end: `endMs`, or 23:59:59 WIB of the departure day. */
export function resolvedEndMs(departureMs: number, endMs: number | null): number {
  return endMs ?? startOfWibDay(departureMs) + DAY_MS - SECOND_MS;
}

/** The break as epoch ms on the departure day (WIB), or null when none is set. */
export function breakWindowMs(
  input: Pick<PlanningInput, 'departureMs' | 'options'>,
): { startMs: number; endMs: number } | null {
  const shift = input.options.fleet_shift_time;
  const start = shift?.start_break_time == null ? null : parseTimeOfDay(shift.start_break_time);
  const end = shift?.end_break_time == null ? null : parseTimeOfDay(shift.end_break_time);
  if (start === null || end === null) return null;
  const day = startOfWibDay(input.departureMs);
  return { startMs: day + start * 60_000, endMs: day + end * 60_000 };
}

/**
 * What the server refuses before a run is created (docs/rules/route-optimization.md §8), besides
 * the quota and the orders' statuses, which need the store:
 * - no orders: EMPTY_ORDER;
 * - the origin or a destination without usable coordinates: VENDOR_PLATFORM_INVALID_LAT_LNG;
 * - a break with only one of its times, or with no end time, or an end time on a later day
 *   than the departure (the form clears the break then, docs/rules/route-optimization.md §4):
 *   INVALID_BREAK_TIME;
 * - a break that does not end after it starts: START_BREAK_TIME_GREATER_THAN_END_BREAK_TIME.
 */
export function planningInputIssues(input: PlanningInput): PlanningIssue[] {
  const issues: PlanningIssue[] = [];
  const codes = ROUTE_OPTIMIZATION_ERROR_CODES;
  if (input.orders.length === 0) {
    issues.push({ code: codes.emptyOrder, path: 'delivery_orders', message: 'no delivery order' });
  }
  if (!hasCoordinates(input.depot)) {
    issues.push({
      code: codes.vendorPlatformInvalidLatLng,
      path: 'start_address_id',
      message: `address ${input.depot.addressId} has no valid coordinates`,
    });
  }
  input.orders.forEach((order, i) => {
    if (!hasCoordinates(order.address)) {
      issues.push({
        code: codes.vendorPlatformInvalidLatLng,
        path: `delivery_orders[${i}]`,
        message: `address ${order.address.id} of ${order.number} has no valid coordinates`,
      });
    }
  });
  const shift = input.options.fleet_shift_time;
  const hasStart = shift?.start_break_time != null;
  const hasEnd = shift?.end_break_time != null;
  if (hasStart || hasEnd) {
    const path = 'options.fleet_shift_time';
    const sameDay =
      input.endMs !== null && startOfWibDay(input.endMs) === startOfWibDay(input.departureMs);
    if (!hasStart || !hasEnd || !sameDay) {
      issues.push({
        code: codes.invalidBreakTime,
        path: hasStart ? `${path}.end_break_time` : `${path}.start_break_time`,
        message:
          'the break needs a start and an end on the departure day, and an end time that day',
      });
    } else {
      const window = breakWindowMs(input);
      if (window && window.endMs <= window.startMs) {
        issues.push({
          code: codes.startBreakTimeGreaterThanEndBreakTime,
          path: `${path}.end_break_time`,
          message: 'the break must end after it starts',
        });
      }
    }
  }
  return issues;
}

/**
 * The break as the solver's fixed break (earliest = latest start), in seconds from departure:
 * a break over before the departure, or starting at or after the end when `window_time` is on,
 * is no break; one under way at the departure is what is left of it, taken at once.
 */
function solverBreak(
  window: { startMs: number; endMs: number } | null,
  departureMs: number,
  limitMs: number,
): { solver: Break; startMs: number; endMs: number } | null {
  if (!window || window.endMs <= departureMs || window.startMs >= limitMs) return null;
  const startMs = Math.max(window.startMs, departureMs);
  const start = (startMs - departureMs) / SECOND_MS;
  return {
    solver: {
      earliestStart: start,
      latestStart: start,
      duration: (window.endMs - startMs) / SECOND_MS,
    },
    startMs,
    endMs: window.endMs,
  };
}

const byId = <T extends { readonly id: number }>(items: readonly T[]): number[] =>
  items
    .map((item, index) => ({ id: item.id, index }))
    .sort((a, b) => a.id - b.id)
    .map((e) => e.index);

/**
 * The run as a route-solver problem. Throws PlanningInputError with every issue of
 * `planningInputIssues`; RangeError without a vehicle.
 *
 * Options:
 * - `minimum_vehicle`: objective `vehicles` (fewest vehicles, then distance); else `distance`.
 * - `weight_capacity` / `volume_capacity`: the box's capacity on that dimension (a vehicle
 *   without one has no limit); off: no limit, whatever the box.
 * - `service_time` per address (`is_service_time_per_activity` false: orders at one address
 *   are served once) or per order.
 * - `round_trip`, `group_order`: the solver's `roundTrip` and `groupOrders`.
 * - `window_time` on: every route leaves at or after the departure and is done (back at the
 *   depot on a round trip, at its last stop otherwise) by the end time; off: no end limit
 *   (OPEN_END_S), the end time is only shown.
 * - `fleet_shift_time`: one fixed break for every vehicle on the departure day (WIB).
 * - `traffic_level`: the speed (middle of its band).
 * - `routing_method` TSP: one vehicle orders all the stops, the first of the run's vehicles by
 *   id; VRP: every vehicle. `avoid_tolls` acts through the road matrix the service swaps in
 *   (MATRIX-3); the great-circle travel here has no roads.
 */
export function buildPlanningProblem(input: PlanningInput): PlanningProblem {
  const issues = planningInputIssues(input);
  if (issues.length > 0) throw new PlanningInputError(issues);
  // The submit schema already asks for one vehicle at least.
  if (input.vehicles.length === 0) throw new RangeError('A run needs at least one vehicle');
  const { options, departureMs } = input;
  const endMs = resolvedEndMs(departureMs, input.endMs);
  const limitS = options.window_time ? Math.max(0, (endMs - departureMs) / SECOND_MS) : OPEN_END_S;
  const serviceMs = parseIsoDuration(options.service_time);
  if (serviceMs === null) throw new RangeError(`Invalid service time ${options.service_time}`);
  const serviceTime = serviceMs / SECOND_MS;
  const speed = trafficSpeedMetresPerSecond(options.traffic_level);
  const brk = solverBreak(breakWindowMs(input), departureMs, departureMs + limitS * SECOND_MS);

  const orderSource = byId(input.orders);
  const orders: Order[] = orderSource.map((index) => {
    const o = input.orders[index] as PlanningOrder;
    return {
      id: String(o.id),
      point: { x: o.address.longitude, y: o.address.latitude },
      serviceTime,
      weight: Math.max(0, o.weight),
      volume: Math.max(0, o.volume),
      priority: o.priority,
    };
  });
  const allVehicles = byId(input.vehicles);
  const vehicleSource = options.routing_method === 'TSP' ? allVehicles.slice(0, 1) : allVehicles;
  const vehicles: Vehicle[] = vehicleSource.map((index) => {
    const v = input.vehicles[index] as PlanningVehicle;
    return {
      id: String(v.id),
      ...(options.weight_capacity && v.weightCapacity !== null
        ? { capacityWeight: v.weightCapacity }
        : {}),
      ...(options.volume_capacity && v.volumeCapacity !== null
        ? { capacityVolume: v.volumeCapacity }
        : {}),
      shiftStart: 0,
      shiftEnd: limitS,
      ...(brk ? { break: brk.solver } : {}),
    };
  });
  return {
    problem: {
      depot: { x: input.depot.longitude, y: input.depot.latitude },
      orders,
      vehicles,
      travel: { kind: 'haversine', detourFactor: DETOUR_FACTOR, speedMetresPerSecond: speed },
      objective: options.minimum_vehicle ? 'vehicles' : 'distance',
      roundTrip: options.round_trip,
      serviceTimePerOrder: options.is_service_time_per_activity,
      groupOrders: options.group_order,
    },
    orderSource,
    vehicleSource,
    departureMs,
    endMs,
    speedMetresPerSecond: speed,
    break: brk ? { startMs: brk.startMs, endMs: brk.endMs } : null,
  };
}
