import type { RouteOptimizationProgress } from '@armada/contracts/route-optimization';
import type { PlanningInput } from '../../engine/route-planning/build-problem';
import type { PlanResult } from '../../engine/route-planning/to-result';
import type { RunTotals } from '../../store/route-run-store';

/**
 * What the fleet-planning service needs from planning: a budget, a solve off the event loop
 * with progress and cancel, and re-timing after a moved point. `createRunPlanner` (planner.ts)
 * builds it over the solver pool; tests may pass an inline one.
 */
export interface PlannedVersion {
  /** The stored plan (engine/route-planning `StoredPlan`): what moves and rollbacks build on. */
  plan: unknown;
  result: PlanResult;
}

export interface PointMove {
  pointId: number;
  targetVehicleId: number;
  targetSequence: number;
}

export interface RunPlanner {
  /** The solve's time budget for a run of this many orders. */
  budgetMs(orderCount: number): number;
  /**
   * Solves the run's problem; on abort, resolves with the best plan found so far. Rejects when
   * the input cannot be planned (the message says why).
   */
  solve(
    input: PlanningInput,
    options: {
      seed: number;
      signal: AbortSignal;
      /** Stop after this many iterations (seeded runs: the same plan on every machine). */
      maxIterations?: number;
      onProgress: (progress: RouteOptimizationProgress) => void;
    },
  ): Promise<PlannedVersion>;
  /** Re-times the plan with one point moved; throws `PointMoveError` for a bad point/vehicle. */
  move(input: PlanningInput, plan: unknown, move: PointMove): PlannedVersion;
  close(): Promise<void>;
}

/** The totals a plan writes onto its run. */
export function totalsOf(result: PlanResult): RunTotals {
  return {
    usedVehicles: result.summary.used_vehicles,
    distanceM: result.summary.distance_m,
    durationS: result.summary.duration_s,
  };
}
