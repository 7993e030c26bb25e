// `pnpm solve <file> [--time-limit-ms N] [--objective distance|vehicles] [--seed N]`: solves one
// Solomon or Gehring–Homberger file and prints one JSON line
// {"routes": [[customer numbers], ...], "vehicles": N, "distance": D} on stdout. Errors go to
// stderr: exit 2 for bad arguments, 1 for an unreadable or malformed file or a failed solve, 3
// when the plan leaves customers unserved (the JSON is still printed).
//
// `pnpm solve` prints its own "> armada@ solve" banner on stdout first; `pnpm -s solve` does not.
import { readFileSync } from 'node:fs';
import { parseSolomon, solve } from '../src/index';
import { UsageError } from './cli-args';
import { SOLVE_USAGE, parseSolveArgs } from './solve-args';
import { toSolomonOutput } from './solomon-output';

function fail(code: number, message: string): never {
  process.stderr.write(`solve: ${message}\n`);
  process.exit(code);
}

function main(argv: readonly string[]): void {
  let args;
  try {
    args = parseSolveArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) fail(2, `${error.message}\n${SOLVE_USAGE}`);
    throw error;
  }
  if (args === null) {
    process.stdout.write(`${SOLVE_USAGE}\n`);
    return;
  }
  let text: string;
  try {
    text = readFileSync(args.file, 'utf8');
  } catch (error) {
    fail(1, `cannot read ${args.file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let problem;
  try {
    ({ problem } = parseSolomon(text, { objective: args.objective }));
  } catch (error) {
    fail(1, `${args.file} is not a Solomon instance: ${(error as Error).message}`);
  }
  let solution;
  try {
    solution = solve(problem, { timeLimitMs: args.timeLimitMs, seed: args.seed });
  } catch (error) {
    fail(1, `${args.file}: ${(error as Error).message}`);
  }
  process.stdout.write(`${JSON.stringify(toSolomonOutput(problem, solution))}\n`);
  if (solution.unassigned.length > 0) {
    const ids = solution.unassigned.map((entry) => problem.orders[entry.order]?.id).join(' ');
    fail(3, `${solution.unassigned.length} customers left unserved: ${ids}`);
  }
}

main(process.argv.slice(2));
