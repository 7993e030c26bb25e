import { buildModel } from './model';
import type { Model } from './model';
import { buildRoutes, unassignedOrders } from './output';
import { search } from './search';
import type { Snapshot } from './engine';
import { ProblemValidationError } from './types';
import type { Problem, Progress, Solution, SolveOptions } from './types';
import { validateProblem } from './validate';

export { validateProblem };

/** Default wall-clock budget when neither a time nor an iteration limit is given. */
export const DEFAULT_TIME_LIMIT_MS = 1000;

function summary(
  model: Model,
  problem: Problem,
  snap: Snapshot,
  iteration: number,
  elapsedMs: number,
): Progress {
  const built = buildRoutes(model, snap, problem.roundTrip);
  let distance = 0;
  let duration = 0;
  for (const r of built.routes) {
    distance += r.distance;
    duration += r.duration;
  }
  let unassigned = 0;
  for (let i = 0; i < snap.bankLen; i++)
    unassigned += model.visitOrders[snap.bank[i] ?? 0]?.length ?? 0;
  return { iteration, elapsedMs, vehicles: built.routes.length, distance, duration, unassigned };
}

/** Solves the problem; throws ProblemValidationError on bad input, never on accepted input. */
export function solve(problem: Problem, options: SolveOptions = {}): Solution {
  const clock = options.clock ?? (() => performance.now());
  const startedAt = clock();
  const issues = validateProblem(problem);
  if (issues.length > 0) throw new ProblemValidationError(issues);
  const model = buildModel(problem);
  const maxIterations = options.maxIterations ?? Infinity;
  const timeLimitMs =
    options.timeLimitMs ?? (options.maxIterations !== undefined ? Infinity : DEFAULT_TIME_LIMIT_MS);
  const onProgress = options.onProgress;
  // The plan's figures are worked out again only when the best plan changed: re-scheduling
  // every route of a 1,000-order plan costs 0.5-15 ms, ten times a second.
  let last: Progress | undefined;
  let lastCount = -1;
  const result = search(model, {
    objective: problem.objective,
    timeLimitMs,
    maxIterations,
    seed: options.seed ?? 1,
    startedAt,
    clock,
    signal: options.signal,
    ...(options.localSearch === undefined ? {} : { localSearch: options.localSearch }),
    onProgress: onProgress
      ? (best, iteration, elapsedMs, bestCount) => {
          if (last === undefined || bestCount !== lastCount) {
            last = summary(model, problem, best, iteration, elapsedMs);
            lastCount = bestCount;
          } else last = { ...last, iteration, elapsedMs };
          onProgress(last);
        }
      : undefined,
  });
  const built = buildRoutes(model, result.best, problem.roundTrip);
  const left = [...Array.from(result.best.bank.subarray(0, result.best.bankLen)), ...built.dropped];
  let distance = 0;
  let duration = 0;
  for (const r of built.routes) {
    distance += r.distance;
    duration += r.duration;
  }
  return {
    routes: built.routes,
    unassigned: unassignedOrders(model, left, built.routes),
    vehicles: built.routes.length,
    distance,
    duration,
    iterations: result.iterations,
    elapsedMs: result.elapsedMs,
    stoppedBy: result.stoppedBy,
  };
}
