/**
 * A plan as the service stores it per version: which vehicle serves which orders in which order,
 * and why the others are out. Together with the run's PlanningInput (also stored) it is enough
 * to render the result again (times re-computed by `evaluatePlan`) and to move a point, so the
 * rendered result is a cache, never the source of truth. JSON as it is; ids, not indices, so a
 * plan stays readable whatever order the store lists orders and vehicles in.
 */
import type { UnassignedReason } from '@armada/contracts/route-optimization';
import { evaluatePlan, type FixedPlan, type Route, type Unassigned } from '@armada/route-solver';
import { buildPlanningProblem, type PlanningInput, type PlanningProblem } from './build-problem';
import { toPlanResult, type LegOf, type LegPath, type PlanResult } from './to-result';

export const STORED_PLAN_FORMAT = 1;

export interface StoredPlan {
  readonly format: typeof STORED_PLAN_FORMAT;
  /** Used vehicles only, in the plan's order. */
  readonly routes: readonly {
    readonly vehicleId: number;
    /** Delivery stops in driving order; each lists the delivery-order ids served there. */
    readonly stops: readonly (readonly number[])[];
  }[];
  readonly unassigned: readonly { readonly orderId: number; readonly reason: UnassignedReason }[];
}

/** Problem indices of the run's order and vehicle ids. */
export interface PlanIndex {
  readonly orderIndex: ReadonlyMap<number, number>;
  readonly vehicleIndex: ReadonlyMap<number, number>;
}

export function planIndexOf(planning: PlanningProblem): PlanIndex {
  return {
    orderIndex: new Map(planning.problem.orders.map((o, i) => [Number(o.id), i])),
    vehicleIndex: new Map(planning.problem.vehicles.map((v, k) => [Number(v.id), k])),
  };
}

/** The stored form of a solver solution (or of an evaluation). */
export function storedPlanOf(
  planning: PlanningProblem,
  plan: { readonly routes: readonly Route[]; readonly unassigned: readonly Unassigned[] },
): StoredPlan {
  const { orders, vehicles } = planning.problem;
  const orderId = (i: number): number => Number(orders[i]?.id);
  return {
    format: STORED_PLAN_FORMAT,
    routes: plan.routes.map((r) => ({
      vehicleId: Number(vehicles[r.vehicle]?.id),
      stops: r.stops.map((s) => s.orders.map(orderId).sort((a, b) => a - b)),
    })),
    unassigned: plan.unassigned
      .map((u) => ({ orderId: orderId(u.order), reason: u.reason }))
      .sort((a, b) => a.orderId - b.orderId),
  };
}

/** The solver's fixed plan of a stored one; RangeError when it names an order or vehicle the run lacks. */
export function fixedPlanOf(index: PlanIndex, plan: StoredPlan): FixedPlan {
  const order = (id: number): number => {
    const i = index.orderIndex.get(id);
    if (i === undefined) throw new RangeError(`Order ${id} of the stored plan is not in the run`);
    return i;
  };
  return {
    routes: plan.routes.map((r) => {
      const vehicle = index.vehicleIndex.get(r.vehicleId);
      if (vehicle === undefined)
        throw new RangeError(`Vehicle ${r.vehicleId} of the stored plan is not in the run`);
      return { vehicle, visits: r.stops.map((ids) => ids.map(order)) };
    }),
    unassigned: plan.unassigned.map((u) => ({ order: order(u.orderId), reason: u.reason })),
  };
}

/**
 * The result pieces of a stored plan: the routes re-timed from the run's input, and every rule
 * the plan breaks (none for a plan the solver made).
 */
export function renderStoredPlan(
  input: PlanningInput,
  plan: StoredPlan,
  options: {
    legPath?: LegPath;
    leg?: (planning: PlanningProblem) => LegOf;
    planning?: PlanningProblem;
  } = {},
): PlanResult {
  const planning = options.planning ?? buildPlanningProblem(input);
  const evaluation = evaluatePlan(planning.problem, fixedPlanOf(planIndexOf(planning), plan));
  return toPlanResult(input, planning, evaluation, {
    ...(options.legPath ? { legPath: options.legPath } : {}),
    ...(options.leg ? { leg: options.leg(planning) } : {}),
  });
}
