// `pnpm solve <file> [--time-limit-ms N] [--objective distance|vehicles] [--seed N]` (issue 9: other
// tools rely on this exact form).
import { UsageError, choiceFlag, intFlag, splitArgs } from './cli-args';

export const SOLVE_USAGE =
  'usage: pnpm solve <instance file> [--time-limit-ms N] [--objective distance|vehicles] [--seed N]';

/** The budgets the benchmark's targets are set at: 2 s distance only, 5 s fewest vehicles. */
export const DEFAULT_TIME_LIMIT_MS = { distance: 2000, vehicles: 5000 } as const;
export const DEFAULT_SEED = 1;

export type SolveObjective = keyof typeof DEFAULT_TIME_LIMIT_MS;

export interface SolveArgs {
  readonly file: string;
  readonly timeLimitMs: number;
  readonly objective: SolveObjective;
  readonly seed: number;
}

/** null: help was asked for. */
export function parseSolveArgs(argv: readonly string[]): SolveArgs | null {
  if (argv.includes('--help') || argv.includes('-h')) return null;
  const { positional, flags } = splitArgs(argv, ['time-limit-ms', 'objective', 'seed']);
  if (positional.length === 0) throw new UsageError('no instance file given');
  if (positional.length > 1) {
    throw new UsageError(`one instance file at a time, got ${positional.length}`);
  }
  const objective = choiceFlag(flags, 'objective', ['distance', 'vehicles'] as const) ?? 'distance';
  return {
    file: positional[0] ?? '',
    objective,
    timeLimitMs: intFlag(flags, 'time-limit-ms', DEFAULT_TIME_LIMIT_MS[objective], 1),
    // The solver's generator takes 32-bit seeds.
    seed: intFlag(flags, 'seed', DEFAULT_SEED, 0, 0xffffffff),
  };
}
