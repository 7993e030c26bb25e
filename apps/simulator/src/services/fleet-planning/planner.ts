import { solve, type Solution } from '@armada/route-solver';
import {
  buildPlanningProblem,
  PlanningInputError,
  solveTimeBudgetMs,
  type PlanningInput,
} from '../../engine/route-planning/build-problem';
import { roadLegPath } from '../../engine/route-planning/route-geometry';
import { movePoint } from '../../engine/route-planning/move-point';
import { storedPlanOf, type StoredPlan } from '../../engine/route-planning/stored-plan';
import { toPlanResult, type LegPath } from '../../engine/route-planning/to-result';
import type { RunPlanner } from './run-planner';
import type { RunSolver } from './solver-pool';

export interface RunPlannerOptions {
  /**
   * The drawn path of a run's legs; default the road network's, without toll roads when the
   * run avoids tolls (route-geometry.ts).
   */
  legPath?: (input: PlanningInput) => LegPath;
  /** A fixed solve budget instead of `solveTimeBudgetMs` (tests, ARMADA_SOLVE_BUDGET_MS). */
  budgetMs?: number;
}

/**
 * The fleet-planning service's planning over the solver pool: the run's input becomes a solver
 * problem, the solver runs off the event loop with progress and cancel, and the plan is stored
 * as a `StoredPlan` (per vehicle, its stops' order ids in driving order), from which a moved
 * point is re-timed. Seeded runs (an iteration limit) solve on the calling thread: a
 * few dozen orders at start-up, the same plan on every machine.
 */
export function createRunPlanner(solver: RunSolver, options: RunPlannerOptions = {}): RunPlanner {
  const budgetMs = (orders: number) => options.budgetMs ?? solveTimeBudgetMs(orders);
  const drawing = (input: PlanningInput) => ({
    legPath: options.legPath?.(input) ?? roadLegPath({ avoidTolls: input.options.avoid_tolls }),
  });
  return {
    budgetMs,
    async solve(input, { seed, signal, onProgress, maxIterations }) {
      let planning;
      try {
        planning = buildPlanningProblem(input);
      } catch (error) {
        if (error instanceof PlanningInputError) throw new Error(error.message);
        throw error;
      }
      const budget = budgetMs(input.orders.length);
      let solution: Solution;
      if (maxIterations !== undefined) {
        solution = solve(planning.problem, { seed, maxIterations, timeLimitMs: 60_000 });
      } else {
        solution = await solver.solve(planning.problem, {
          timeLimitMs: budget,
          seed,
          signal,
          onProgress: (progress) =>
            onProgress({
              elapsed_ms: Math.round(progress.elapsedMs),
              budget_ms: budget,
              distance_m: Math.round(progress.distance),
              used_vehicles: progress.vehicles,
              unassigned: progress.unassigned,
            }),
        });
      }
      return {
        plan: storedPlanOf(planning, solution),
        result: toPlanResult(input, planning, solution, drawing(input)),
      };
    },
    move: (input, plan, move) => movePoint(input, plan as StoredPlan, move, drawing(input)),
    close: () => solver.close(),
  };
}
