/**
 * A dispatcher's edit of a plan: move one delivery stop to a vehicle, at a position among its
 * deliveries (`POST .../vehicle/{vehicleId}/point/{pointId}/movement`, body MovePointRequest).
 * Both routes are re-timed by the solver's `evaluatePlan`; nothing is dropped, and every rule
 * the new plan breaks comes back in `violations`. Pure.
 */
import type { MovePointRequest } from '@armada/contracts/route-optimization';
import { buildPlanningProblem, type PlanningInput, type PlanningProblem } from './build-problem';
import { renderStoredPlan, STORED_PLAN_FORMAT, type StoredPlan } from './stored-plan';
import { pointIdsOf, type LegOf, type LegPath, type PlanResult } from './to-result';

export type MovePointErrorKind =
  /** No delivery stop (or unassigned order) with that point id: 404. */
  | 'point_not_found'
  /** The target vehicle is not one of the run's vehicles: 404. */
  | 'vehicle_not_found'
  /** The point is a start, break or end stop, which follow their route: 409. */
  | 'point_not_movable'
  /** The vehicle is in the run but not in its plan (TSP plans its first vehicle only): 409. */
  | 'vehicle_not_plannable'
  /** `target_sequence` is past the target's deliveries plus one: 409. */
  | 'sequence_out_of_range';

const STATUS: Record<MovePointErrorKind, 404 | 409> = {
  point_not_found: 404,
  vehicle_not_found: 404,
  point_not_movable: 409,
  vehicle_not_plannable: 409,
  sequence_out_of_range: 409,
};

export class MovePointError extends Error {
  readonly kind: MovePointErrorKind;
  /** The HTTP status the service answers with. */
  readonly status: 404 | 409;
  constructor(kind: MovePointErrorKind, message: string) {
    super(message);
    this.name = 'MovePointError';
    this.kind = kind;
    this.status = STATUS[kind];
  }
}

export interface MovePointInput {
  /** The stop's `point_id` in the current result; an unassigned order's id assigns it. */
  readonly pointId: number;
  readonly targetVehicleId: MovePointRequest['target_vehicle_id'];
  /** 1-based among the target vehicle's delivery stops (after the point left its place). */
  readonly targetSequence: MovePointRequest['target_sequence'];
}

/**
 * The plan with the point moved, and its result. A delivery stop moves with all its orders (its
 * point id is its smallest order id); an unassigned order's id takes that order alone into the
 * route. The same vehicle reorders. A route left without deliveries is dropped (the vehicle is
 * no longer used). Throws MovePointError (with `status`) for a bad point, vehicle or position.
 */
export function movePoint(
  input: PlanningInput,
  plan: StoredPlan,
  move: MovePointInput,
  /** `planning`: the run's problem as solved (its travel), else built from the input. */
  options: {
    legPath?: LegPath;
    /** The driven legs (toll, detours) of the moved plan's problem. */
    leg?: (planning: PlanningProblem) => LegOf;
    planning?: PlanningProblem;
  } = {},
): { plan: StoredPlan; result: PlanResult } {
  const planning = options.planning ?? buildPlanningProblem(input);
  const { pointId, targetVehicleId, targetSequence } = move;

  const kind = pointIdsOf(input).kindOf(pointId);
  if (kind && kind.type !== 'delivery') {
    throw new MovePointError('point_not_movable', `Point ${pointId} is a ${kind.type} stop`);
  }
  if (!input.vehicles.some((v) => v.id === targetVehicleId)) {
    throw new MovePointError('vehicle_not_found', `Vehicle ${targetVehicleId} is not in the run`);
  }
  if (!planning.problem.vehicles.some((v) => Number(v.id) === targetVehicleId)) {
    throw new MovePointError(
      'vehicle_not_plannable',
      `Vehicle ${targetVehicleId} is not planned by this run (TSP plans one vehicle)`,
    );
  }

  // Take the stop out of its route (or the order out of the unassigned list).
  let moved: readonly number[] | undefined;
  const routes = plan.routes.map((r) => {
    const at = r.stops.findIndex((ids) => Math.min(...ids) === pointId);
    if (at < 0) return { vehicleId: r.vehicleId, stops: [...r.stops] };
    moved = r.stops[at];
    return { vehicleId: r.vehicleId, stops: r.stops.filter((_, i) => i !== at) };
  });
  let unassigned = plan.unassigned;
  if (!moved && unassigned.some((u) => u.orderId === pointId)) {
    moved = [pointId];
    unassigned = unassigned.filter((u) => u.orderId !== pointId);
  }
  if (!moved) {
    throw new MovePointError('point_not_found', `No delivery point ${pointId} in the plan`);
  }

  let target = routes.find((r) => r.vehicleId === targetVehicleId);
  if (!target) {
    target = { vehicleId: targetVehicleId, stops: [] };
    routes.push(target);
  }
  if (targetSequence < 1 || targetSequence > target.stops.length + 1) {
    throw new MovePointError(
      'sequence_out_of_range',
      `Vehicle ${targetVehicleId} has ${target.stops.length} other deliveries: position ${targetSequence} is out of 1-${target.stops.length + 1}`,
    );
  }
  target.stops.splice(targetSequence - 1, 0, moved);

  const next: StoredPlan = {
    format: STORED_PLAN_FORMAT,
    // By vehicle id, as the solver lists its routes.
    routes: routes.filter((r) => r.stops.length > 0).sort((a, b) => a.vehicleId - b.vehicleId),
    unassigned,
  };
  return { plan: next, result: renderStoredPlan(input, next, { ...options, planning }) };
}
