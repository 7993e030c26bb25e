import { solve, type Solution } from '@armada/route-solver';
import {
  buildPlanningProblem,
  PlanningInputError,
  solveTimeBudgetMs,
  type PlanningInput,
} from '../../engine/route-planning/build-problem';
import { movePoint } from '../../engine/route-planning/move-point';
import { storedPlanOf, type StoredPlan } from '../../engine/route-planning/stored-plan';
import { toPlanResult, type LegPath } from '../../engine/route-planning/to-result';
import type { PlannedVersion, RunPlanner } from './run-planner';
import type { RunSolver } from './solver-pool';
import type { PlanningProblem } from '../../engine/route-planning/build-problem';
import {
  RoadMatrixCache,
  roadMatrixRequestOf,
  roadPlanning,
  roadRuleLegs,
  withRoadTravel,
} from './road-travel';

export interface RunPlannerOptions {
  /**
   * The drawn path of a run's legs (then no toll or detour is given); default the road path the
   * plan was timed on (MATRIX-5), in the band each leg leaves in under the road rules, with its
   * toll and detour (ROADRULE-9).
   */
  legPath?: (input: PlanningInput) => LegPath;
  /** A fixed solve budget instead of `solveTimeBudgetMs` (tests, ARMADA_SOLVE_BUDGET_MS). */
  budgetMs?: number;
}

/**
 * Iteration-limited solves (the seeded runs) by their input, seed and limit: the same arguments
 * give the same plan (the solver's determinism), so a process that seeds the same world again
 * (a test process opens dozens of simulators) reuses the plan instead of solving it again.
 */
const iterationLimitedSolves = new Map<string, PlannedVersion>();
const REMEMBERED_SOLVES = 64;

function remember(key: string, version: PlannedVersion): void {
  if (iterationLimitedSolves.size >= REMEMBERED_SOLVES) {
    const oldest = iterationLimitedSolves.keys().next().value;
    if (oldest !== undefined) iterationLimitedSolves.delete(oldest);
  }
  iterationLimitedSolves.set(key, version);
}

/**
 * The fleet-planning service's planning over the solver pool: the run's input becomes a solver
 * problem, the solver runs off the event loop with progress and cancel, and the plan is stored
 * as a `StoredPlan` (per vehicle, its stops' order ids in driving order), from which a moved
 * point is re-timed. Every solve and move travels on the road network's matrix at the run's
 * traffic level (MATRIX-1, MATRIX-6), built in the solver's thread for a solve and kept for the
 * plan's moves. Seeded runs (an iteration limit) solve on the calling thread: a few dozen orders
 * at start-up, the same plan on every machine.
 */
export function createRunPlanner(solver: RunSolver, options: RunPlannerOptions = {}): RunPlanner {
  const budgetMs = (orders: number) => options.budgetMs ?? solveTimeBudgetMs(orders);
  const matrices = new RoadMatrixCache();
  const drawing = (input: PlanningInput) => {
    const legPath = options.legPath?.(input);
    return legPath
      ? { legPath }
      : { leg: (planning: PlanningProblem) => roadRuleLegs(planning, input) };
  };
  const render = (input: PlanningInput, planning: PlanningProblem) => {
    const { legPath, leg } = drawing(input);
    return legPath ? { legPath } : { leg: leg?.(planning) };
  };
  return {
    budgetMs,
    async solve(input, { seed, signal, onProgress, maxIterations }) {
      const memoKey =
        maxIterations === undefined ? undefined : JSON.stringify([seed, maxIterations, input]);
      const memo = memoKey === undefined ? undefined : iterationLimitedSolves.get(memoKey);
      if (memo) return structuredClone(memo);
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
        planning = roadPlanning(planning, input, matrices);
        solution = solve(planning.problem, { seed, maxIterations, timeLimitMs: 60_000 });
      } else {
        // The worker builds the matrix where it searches and hands it back with the plan
        // (MATRIX-6): the plan's result and later moves are timed on the same matrix.
        const request = roadMatrixRequestOf(planning, input);
        const solved = await solver.solve(planning.problem, {
          timeLimitMs: budget,
          seed,
          signal,
          road: request,
          onProgress: (progress) =>
            onProgress({
              elapsed_ms: Math.round(progress.elapsedMs),
              budget_ms: budget,
              distance_m: Math.round(progress.distance),
              used_vehicles: progress.vehicles,
              unassigned: progress.unassigned,
            }),
        });
        const { roadMatrix, ...plan } = solved;
        if (!roadMatrix) throw new Error('The solver did not travel on the road matrix');
        matrices.set(request, roadMatrix);
        planning = withRoadTravel(planning, roadMatrix);
        solution = plan;
      }
      const version = {
        plan: storedPlanOf(planning, solution),
        result: toPlanResult(input, planning, solution, render(input, planning)),
      };
      if (memoKey !== undefined) remember(memoKey, structuredClone(version));
      return version;
    },
    move: (input, plan, move) =>
      movePoint(input, plan as StoredPlan, move, {
        ...drawing(input),
        planning: roadPlanning(buildPlanningProblem(input), input, matrices),
      }),
    close: () => solver.close(),
  };
}
