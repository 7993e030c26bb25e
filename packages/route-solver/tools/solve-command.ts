// What `pnpm solve` does, as a function of its arguments and two output streams (so it can be
// tested in-process; `solve-cli.ts` binds it to the process). Returns the exit code: 0 done, 2 bad
// arguments, 1 an unreadable or malformed file or a failed solve, 3 a plan that leaves customers
// unserved (its JSON is still printed).
import { readFileSync } from 'node:fs';
import { parseSolomon, solve } from '../src/index';
import type { Problem, Solution } from '../src/index';
import { UsageError } from './cli-args';
import { SOLVE_USAGE, parseSolveArgs, type SolveArgs } from './solve-args';
import { toSolomonOutput } from './solomon-output';

export interface CommandOutput {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export function runSolveCommand(argv: readonly string[], out: CommandOutput): number {
  const fail = (code: number, message: string): number => {
    out.stderr(`solve: ${message}\n`);
    return code;
  };
  let args: SolveArgs | null;
  try {
    args = parseSolveArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return fail(2, `${error.message}\n${SOLVE_USAGE}`);
    throw error;
  }
  if (args === null) {
    out.stdout(`${SOLVE_USAGE}\n`);
    return 0;
  }
  let text: string;
  try {
    text = readFileSync(args.file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return fail(1, `cannot read ${args.file}: ${code}`);
  }
  let problem: Problem;
  let solution: Solution;
  try {
    ({ problem } = parseSolomon(text, { objective: args.objective }));
  } catch (error) {
    return fail(1, `${args.file}: ${(error as Error).message}`);
  }
  try {
    solution = solve(problem, { timeLimitMs: args.timeLimitMs, seed: args.seed });
  } catch (error) {
    return fail(1, `${args.file}: the solver failed: ${(error as Error).message}`);
  }
  out.stdout(`${JSON.stringify(toSolomonOutput(problem, solution))}\n`);
  if (solution.unassigned.length > 0) {
    const ids = solution.unassigned.map((entry) => problem.orders[entry.order]?.id).join(' ');
    return fail(3, `${solution.unassigned.length} customers left unserved: ${ids}`);
  }
  return 0;
}
