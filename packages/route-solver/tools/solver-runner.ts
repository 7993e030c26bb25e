// The benchmark's real runner: the solver's own reading of the file, the orders shuffled by the
// seed (VROOM issue #680: a solver's result can hang on the input order, so the bench must not
// flatter one order), then `solve` on one thread.
import { parseSolomon, solve } from '../src/index';
import { SeededRandom } from './seeded-random';
import type { SolomonRunInput, SolomonRunOutput } from './solomon-bench';
import { toSolomonOutput } from './solomon-output';

export function solveSolomonRun(input: SolomonRunInput): SolomonRunOutput {
  const { problem } = parseSolomon(input.text, { objective: input.objective });
  // Ids stay the customer numbers, so the output needs no un-shuffling.
  const shuffled = { ...problem, orders: new SeededRandom(input.seed).shuffled(problem.orders) };
  const solution = solve(shuffled, { timeLimitMs: input.timeLimitMs, seed: input.seed });
  if (solution.unassigned.length > 0) {
    throw new Error(`${solution.unassigned.length} customers left unserved`);
  }
  return toSolomonOutput(shuffled, solution);
}
