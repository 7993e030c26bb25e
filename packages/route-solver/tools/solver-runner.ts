// The benchmark's real runner: the solver's own reading of the file, the orders shuffled by the
// seed (VROOM issue #680: a solver's result can hang on the input order, so the bench must not
// flatter one order), then `solve` on one thread.
import { parseSolomon, solve } from '../src/index';
import { SeededRandom } from './seeded-random';
import type { BenchClock, ProgressPoint, SolomonRunInput, SolomonRunOutput } from './solomon-bench';
import { toSolomonOutput } from './solomon-output';

/** The process's CPU time in ms: a budget of work that other jobs on the machine cannot shrink. */
export function cpuClockMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export function clockOf(clock: BenchClock | undefined): (() => number) | undefined {
  return clock === 'cpu' ? cpuClockMs : undefined;
}

export function solveSolomonRun(input: SolomonRunInput): SolomonRunOutput {
  const { problem } = parseSolomon(input.text, { objective: input.objective });
  // Ids stay the customer numbers, so the output needs no un-shuffling.
  const shuffled = { ...problem, orders: new SeededRandom(input.seed).shuffled(problem.orders) };
  const progress: ProgressPoint[] = [];
  const clock = clockOf(input.clock);
  const solution = solve(shuffled, {
    timeLimitMs: input.timeLimitMs,
    seed: input.seed,
    onProgress: (p) => progress.push({ ms: p.elapsedMs, distance: p.distance }),
    ...(input.localSearch === undefined ? {} : { localSearch: input.localSearch }),
    ...(clock === undefined ? {} : { clock }),
  });
  if (solution.unassigned.length > 0) {
    throw new Error(`${solution.unassigned.length} customers left unserved`);
  }
  return {
    ...toSolomonOutput(shuffled, solution),
    iterations: solution.iterations,
    solverMs: solution.elapsedMs,
    progress,
  };
}
