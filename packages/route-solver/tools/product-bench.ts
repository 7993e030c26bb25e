// The product-shaped part of `pnpm bench:vrp`: one solve per time budget (each plan checked by the
// product checker, so "cost at 1 s" is a plan that was verified, not a progress figure), with the
// time of the first progress report and peak memory.
import { performance } from 'node:perf_hooks';
import type { Problem, Solution, SolveOptions } from '../src/index';
import { checkProductSolution } from './product-checker';

export type ProductSolve = (problem: Problem, options: SolveOptions) => Solution;

export interface ProductRow {
  readonly budgetMs: number;
  readonly timeMs: number;
  /** The solver's own account of its run (`Solution.elapsedMs`); null when it threw. */
  readonly solverMs: number | null;
  /** When the solver first reported a plan (its first progress call); null if it never did. */
  readonly firstPlanMs: number | null;
  readonly vehicles: number | null;
  /** Recomputed by the checker, metres. */
  readonly distanceM: number | null;
  readonly unassigned: number | null;
  readonly unassignedHighPriority: number | null;
  /** The process's peak resident set so far (includes tsx, the world and earlier runs). */
  readonly peakRssBytes: number;
  /** Largest heap seen at progress reports and at the end of the run. */
  readonly peakHeapBytes: number;
  readonly failure: string | null;
  /** The solver's label when the bench compares solvers, and its iteration count. */
  readonly solver?: string;
  readonly iterations?: number | null;
}

export function runProductBench(
  problem: Problem,
  budgetsMs: readonly number[],
  seed: number,
  solve: ProductSolve,
  /** Options added to each solve (local search on or off, the clock), and the solver's label. */
  extra: Omit<SolveOptions, 'timeLimitMs' | 'seed' | 'onProgress'> = {},
  label?: string,
): ProductRow[] {
  const tag = label === undefined ? {} : { solver: label };
  const rows: ProductRow[] = [];
  for (const budgetMs of budgetsMs) {
    let firstPlanMs: number | null = null;
    let peakHeapBytes = process.memoryUsage().heapUsed;
    const started = performance.now();
    let solution: Solution;
    try {
      solution = solve(problem, {
        ...extra,
        timeLimitMs: budgetMs,
        seed,
        onProgress: () => {
          firstPlanMs ??= performance.now() - started;
          peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
        },
      });
    } catch (error) {
      rows.push({
        budgetMs,
        timeMs: performance.now() - started,
        solverMs: null,
        firstPlanMs,
        vehicles: null,
        distanceM: null,
        unassigned: null,
        unassignedHighPriority: null,
        peakRssBytes: process.resourceUsage().maxRSS * 1024,
        peakHeapBytes,
        failure: `solver threw: ${(error as Error).message}`,
        ...tag,
      });
      continue;
    }
    const timeMs = performance.now() - started;
    peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
    const check = checkProductSolution(problem, solution);
    const [first] = check.violations;
    rows.push({
      budgetMs,
      timeMs,
      solverMs: solution.elapsedMs,
      firstPlanMs,
      vehicles: check.vehicles,
      distanceM: check.distance,
      unassigned: check.unassigned,
      unassignedHighPriority: check.unassignedHighPriority,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
      peakHeapBytes,
      failure: check.feasible
        ? null
        : `infeasible (${check.violations.length}): ${first?.message ?? ''}`,
      ...tag,
      iterations: solution.iterations,
    });
  }
  return rows;
}
