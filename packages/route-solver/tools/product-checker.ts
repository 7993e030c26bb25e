// An independent check of a plan in the product model (the benchmark's product-shaped case),
// sharing no code with the solver's evaluation: it rebuilds every route's schedule from the
// order of its stops with its own travel model and asks whether some schedule meets every rule.
//
// Rules checked: each order served at most once and otherwise listed unassigned with a reason;
// high-priority orders never unassigned; weight and volume within the vehicle's box; each vehicle
// used once; service starting inside the order's window (waiting allowed); the break, when the
// vehicle has one, starting inside its window at the place the plan puts it; back at the depot
// (round trip) or done at the last stop (open route) by shift end. The distance is recomputed.
//
// The schedule is the earliest one: leave at shift start, drive, wait only for windows and the
// break. Starting later never helps feasibility (windows only bound the start from above once
// waiting is allowed), so a plan this schedule refuses has no feasible schedule at all.
import type { Order, Point, Problem, Solution, UnassignedReason } from '../src/index';
import { greatCircleMetres } from './product-travel';

/**
 * Seconds of slack: the solver's great-circle formula may use another Earth radius or summation
 * order (1e-6 relative on hours of driving is under 0.1 s).
 */
export const PRODUCT_TIME_TOLERANCE_S = 1;

export type ProductViolationKind =
  | 'bad_vehicle'
  | 'vehicle_twice'
  | 'bad_order'
  | 'order_twice'
  | 'order_lost'
  | 'high_priority_unassigned'
  | 'mixed_stop'
  | 'capacity_weight'
  | 'capacity_volume'
  | 'time_window'
  | 'break_missing'
  | 'break_window'
  | 'shift_end'
  | 'distance_mismatch';

export interface ProductViolation {
  readonly kind: ProductViolationKind;
  /** Index in `solution.routes`, or null. */
  readonly route: number | null;
  /** Order id, or null. */
  readonly order: string | null;
  readonly message: string;
}

export interface ProductCheck {
  readonly feasible: boolean;
  readonly vehicles: number;
  /** Recomputed, metres. */
  readonly distance: number;
  readonly unassigned: number;
  readonly unassignedHighPriority: number;
  readonly violations: readonly ProductViolation[];
}

const REASONS: readonly UnassignedReason[] = [
  'capacity_weight',
  'capacity_volume',
  'time_window',
  'shift_end',
  'break',
  'unreachable',
];

function hhmm(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function checkProductSolution(problem: Problem, solution: Solution): ProductCheck {
  if (problem.travel.kind !== 'haversine') {
    throw new Error('the product checker knows haversine travel only');
  }
  const { detourFactor, speedMetresPerSecond } = problem.travel;
  const leg = (a: Point, b: Point): number => greatCircleMetres(a, b) * detourFactor;
  const violations: ProductViolation[] = [];
  const add = (
    kind: ProductViolationKind,
    route: number | null,
    order: string | null,
    message: string,
  ): void => {
    violations.push({ kind, route, order, message });
  };
  const served = new Map<number, number>();
  const usedVehicles = new Set<number>();
  let distance = 0;
  let vehicles = 0;

  solution.routes.forEach((route, r) => {
    const vehicle = problem.vehicles[route.vehicle];
    if (vehicle === undefined) {
      add('bad_vehicle', r, null, `route ${r}: no vehicle ${route.vehicle}`);
      return;
    }
    if (route.stops.length === 0) return;
    vehicles += 1;
    const name = `route ${r} (${vehicle.id})`;
    if (usedVehicles.has(route.vehicle))
      add('vehicle_twice', r, null, `${name}: vehicle used twice`);
    usedVehicles.add(route.vehicle);
    const brk = vehicle.break;
    if (brk !== undefined && route.break === undefined) {
      add('break_missing', r, null, `${name}: the vehicle's break is not placed`);
    }
    if (brk !== undefined && route.break !== undefined) {
      const { start, afterStop } = route.break;
      if (
        !Number.isInteger(afterStop) ||
        afterStop < 0 ||
        afterStop > route.stops.length ||
        start < brk.earliestStart - PRODUCT_TIME_TOLERANCE_S ||
        start > brk.latestStart + PRODUCT_TIME_TOLERANCE_S
      ) {
        add(
          'break_window',
          r,
          null,
          `${name}: break at ${hhmm(start)} after stop ${afterStop} is outside its window`,
        );
      }
    }
    const breakAfter = brk !== undefined ? route.break?.afterStop : undefined;

    let at: Point = problem.depot;
    let time = vehicle.shiftStart;
    let weight = 0;
    let volume = 0;
    let weightOver = false;
    let volumeOver = false;
    /** Drives from `at` to `to`, taking the break on the way when this is the gap it is in. */
    const drive = (to: Point, gap: number): void => {
      const metres = leg(at, to);
      distance += metres;
      const arrival = time + metres / speedMetresPerSecond;
      if (brk !== undefined && breakAfter === gap) {
        // The break starts once it may, while driving (the drive resumes after it) or while
        // waiting on arrival.
        const start = Math.max(time, brk.earliestStart);
        if (start > brk.latestStart + PRODUCT_TIME_TOLERANCE_S) {
          add(
            'break_window',
            r,
            null,
            `${name}: the break cannot start before ${hhmm(start)}, its latest start is ${hhmm(brk.latestStart)}`,
          );
        }
        time = Math.max(arrival, start) + brk.duration;
      } else {
        time = arrival;
      }
      at = to;
    };

    route.stops.forEach((stop, s) => {
      const orders: Order[] = [];
      for (const index of stop.orders) {
        const order = problem.orders[index];
        if (order === undefined) {
          add(
            'bad_order',
            r,
            null,
            `${name}: stop ${s + 1} lists order index ${index}, which does not exist`,
          );
          continue;
        }
        const first = served.get(index);
        if (first !== undefined) {
          add(
            'order_twice',
            r,
            order.id,
            `${name}: order ${order.id} is already served by route ${first}`,
          );
        } else {
          served.set(index, r);
        }
        orders.push(order);
      }
      const [head] = orders;
      if (head === undefined) return;
      if (
        orders.some((order) => order.point.x !== head.point.x || order.point.y !== head.point.y)
      ) {
        add(
          'mixed_stop',
          r,
          head.id,
          `${name}: stop ${s + 1} serves orders at different addresses`,
        );
      }
      if (!problem.groupOrders && orders.length > 1) {
        add(
          'mixed_stop',
          r,
          head.id,
          `${name}: stop ${s + 1} serves ${orders.length} orders but grouping is off`,
        );
      }
      drive(head.point, s);
      let start = time;
      for (const order of orders) {
        if (order.timeWindow !== undefined) start = Math.max(start, order.timeWindow.start);
      }
      for (const order of orders) {
        if (
          order.timeWindow !== undefined &&
          start > order.timeWindow.end + PRODUCT_TIME_TOLERANCE_S
        ) {
          add(
            'time_window',
            r,
            order.id,
            `${name}: order ${order.id} served at ${hhmm(start)}, after its window closes at ${hhmm(order.timeWindow.end)}`,
          );
        }
        weight += order.weight;
        volume += order.volume;
        if (
          !weightOver &&
          vehicle.capacityWeight !== undefined &&
          weight > vehicle.capacityWeight + 1e-9
        ) {
          weightOver = true;
          add(
            'capacity_weight',
            r,
            order.id,
            `${name}: ${weight.toFixed(1)} kg at order ${order.id} exceeds the box's ${vehicle.capacityWeight} kg`,
          );
        }
        if (
          !volumeOver &&
          vehicle.capacityVolume !== undefined &&
          volume > vehicle.capacityVolume + 1e-9
        ) {
          volumeOver = true;
          add(
            'capacity_volume',
            r,
            order.id,
            `${name}: ${volume.toFixed(3)} m³ at order ${order.id} exceeds the box's ${vehicle.capacityVolume} m³`,
          );
        }
      }
      const service = problem.serviceTimePerOrder
        ? orders.reduce((sum, order) => sum + order.serviceTime, 0)
        : Math.max(...orders.map((order) => order.serviceTime));
      time = start + service;
    });

    const last = route.stops[route.stops.length - 1];
    const lastOrder = problem.orders[last?.orders[0] ?? -1]?.id ?? null;
    if (problem.roundTrip) {
      drive(problem.depot, route.stops.length);
    } else if (brk !== undefined && breakAfter === route.stops.length) {
      // An open route's break after its last stop is taken there.
      drive(at, route.stops.length);
    }
    if (time > vehicle.shiftEnd + PRODUCT_TIME_TOLERANCE_S) {
      add(
        'shift_end',
        r,
        lastOrder,
        `${name}: done at ${hhmm(time)} after order ${lastOrder}, after the shift ends at ${hhmm(vehicle.shiftEnd)}`,
      );
    }
  });

  const listed = new Set<number>();
  for (const entry of solution.unassigned) {
    const order = problem.orders[entry.order];
    if (order === undefined) {
      add('bad_order', null, null, `unassigned order index ${entry.order} does not exist`);
      continue;
    }
    if (served.has(entry.order) || listed.has(entry.order)) {
      add(
        'order_twice',
        null,
        order.id,
        `order ${order.id} is listed unassigned but also served or listed twice`,
      );
    }
    listed.add(entry.order);
    if (!REASONS.includes(entry.reason)) {
      add(
        'bad_order',
        null,
        order.id,
        `order ${order.id}: unknown unassigned reason ${String(entry.reason)}`,
      );
    }
  }
  let unassignedHighPriority = 0;
  problem.orders.forEach((order, index) => {
    if (served.has(index)) return;
    if (!listed.has(index))
      add(
        'order_lost',
        null,
        order.id,
        `order ${order.id} is neither served nor listed unassigned`,
      );
    if (order.priority === 'high') {
      unassignedHighPriority += 1;
      add(
        'high_priority_unassigned',
        null,
        order.id,
        `high-priority order ${order.id} is not served`,
      );
    }
  });
  // Written so that a NaN claim fails too.
  if (!(Math.abs(solution.distance - distance) <= 1e-4 * Math.max(1, distance))) {
    add(
      'distance_mismatch',
      null,
      null,
      `the plan claims ${solution.distance.toFixed(0)} m, its routes drive ${distance.toFixed(0)} m`,
    );
  }
  return {
    feasible: violations.length === 0,
    vehicles,
    distance,
    unassigned: problem.orders.length - served.size,
    unassignedHighPriority,
    violations,
  };
}
