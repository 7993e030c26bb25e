// An independent feasibility checker for Solomon-format solutions: its own reading of the
// instance (`solomon-instance.ts`) and its own evaluation, sharing no code with the solver's, so
// a plan the benchmark reports has been verified by something the solver cannot fool.
//
// Rules (the benchmark folder's README): every customer exactly once; the load of a route within
// CAPACITY; Euclidean distance in double precision, unit speed (travel time = distance); service
// starts in [ready, due], waiting allowed; back at the depot by the depot's due date; at most
// NUMBER non-empty routes. The distance is recomputed from the routes, never taken on trust.
import type { SolomonInstance, SolomonNode } from './solomon-instance';

/**
 * Slack for floating-point sums: the published best-known solutions meet some due dates exactly,
 * and summing the same arcs in another order may land a few ulps past them.
 */
export const TIME_TOLERANCE = 1e-6;

export type ViolationKind =
  | 'unknown_customer'
  | 'duplicate'
  | 'missing'
  | 'capacity'
  | 'late'
  | 'depot_late'
  | 'too_many_vehicles';

export interface Violation {
  readonly kind: ViolationKind;
  /** 1-based route number as printed, or null for a fleet-wide violation. */
  readonly route: number | null;
  readonly customer: number | null;
  readonly message: string;
}

export interface CheckResult {
  readonly feasible: boolean;
  /** Non-empty routes. */
  readonly vehicles: number;
  /** Recomputed from the routes: Euclidean, double precision. */
  readonly distance: number;
  readonly violations: readonly Violation[];
}

function euclidean(a: SolomonNode, b: SolomonNode): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function fmt(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** Checks routes of customer numbers (depot not written) against the instance. */
export function checkSolomonSolution(
  instance: SolomonInstance,
  routes: readonly (readonly number[])[],
): CheckResult {
  const violations: Violation[] = [];
  const seenIn = new Map<number, number>();
  let distance = 0;
  let vehicles = 0;

  routes.forEach((route, index) => {
    const label = index + 1;
    if (route.length === 0) return;
    vehicles += 1;
    let at: SolomonNode = instance.depot;
    let time = instance.depot.ready;
    let load = 0;
    let overloaded = false;
    for (const id of route) {
      const customer = instance.customers.get(id);
      if (customer === undefined) {
        violations.push({
          kind: 'unknown_customer',
          route: label,
          customer: id,
          message: `route ${label}: customer ${id} is not in the instance`,
        });
        continue;
      }
      const first = seenIn.get(id);
      if (first !== undefined) {
        violations.push({
          kind: 'duplicate',
          route: label,
          customer: id,
          message: `route ${label}: customer ${id} is already served by route ${first}`,
        });
      } else {
        seenIn.set(id, label);
      }
      const leg = euclidean(at, customer);
      distance += leg;
      const start = Math.max(time + leg, customer.ready);
      if (start > customer.due + TIME_TOLERANCE) {
        violations.push({
          kind: 'late',
          route: label,
          customer: id,
          message: `route ${label}: customer ${id} served at ${fmt(start)}, after its due date ${fmt(customer.due)}`,
        });
      }
      load += customer.demand;
      if (!overloaded && load > instance.capacity + TIME_TOLERANCE) {
        // Once over, every later stop is too; the first one tells where it happened.
        overloaded = true;
        violations.push({
          kind: 'capacity',
          route: label,
          customer: id,
          message: `route ${label}: load ${fmt(load)} at customer ${id} exceeds the capacity ${fmt(instance.capacity)}`,
        });
      }
      time = start + customer.service;
      at = customer;
    }
    const back = euclidean(at, instance.depot);
    distance += back;
    const end = time + back;
    if (end > instance.depot.due + TIME_TOLERANCE) {
      const last = route[route.length - 1] ?? null;
      violations.push({
        kind: 'depot_late',
        route: label,
        customer: last,
        message: `route ${label}: back at the depot at ${fmt(end)} after customer ${last}, after its due date ${fmt(instance.depot.due)}`,
      });
    }
  });

  for (const id of instance.customers.keys()) {
    if (!seenIn.has(id)) {
      violations.push({
        kind: 'missing',
        route: null,
        customer: id,
        message: `customer ${id} is not served by any route`,
      });
    }
  }
  if (vehicles > instance.vehicles) {
    violations.push({
      kind: 'too_many_vehicles',
      route: null,
      customer: null,
      message: `${vehicles} routes for a fleet of ${instance.vehicles}`,
    });
  }
  return { feasible: violations.length === 0, vehicles, distance, violations };
}
