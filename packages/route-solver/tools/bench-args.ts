// `pnpm bench:vrp` options.
import { UsageError, choiceFlag, intFlag, splitArgs } from './cli-args';
import type { BenchClock, BenchObjective, BenchSolver } from './solomon-bench';

export const BENCH_USAGE = `usage: pnpm bench:vrp [options]
  --set WHICH           solomon (the 56 100-customer instances, default) | gh1000 (the 60
                        Gehring-Homberger 1,000-customer instances: distance only, 60 s per
                        run and no product case unless asked for)
  --instances LIST      comma-separated names or patterns (C1*, R201, RC*, C1_10_*); default all
  --objective WHICH     distance | vehicles | both (default both; gh1000: distance)
  --seeds N             run the first N seeds of the fixed list ${'1,2,3,...'} (default 1)
  --distance-ms N       time limit per distance-only run (default 1000; gh1000: 60000)
  --vehicles-ms N       time limit per fewest-vehicles run (default 5000; gh1000: 60000)
  --previous-ms N       time limit of the previous solver's runs, when shorter runs of it
                        are enough (default: the same limits as the new solver)
  --product-ms LIST     product-case budgets in ms (default 1000,5000,30000)
  --product             run the product-shaped case with --set gh1000
  --no-product          skip the product-shaped case
  --only-product        run the product-shaped case only
  --warm                after the product budgets, solve the shortest one again in the same
                        process (a solver worker that stays up between solves), labelled warm
  --solvers LIST        new | previous | new,previous (default new,previous): the solver with
                        local search and the ruin-and-recreate alone, each run on every
                        instance and budget in turn
  --clock WHICH         wall | cpu (default wall): what the time limits are read from; cpu is
                        the process's CPU time, a fair budget on a machine other jobs share
  --json FILE           also write every result and summary to FILE`;

/** The two solvers a comparison runs: with local search, and the ruin-and-recreate alone. */
export const BENCH_SOLVERS: Readonly<Record<'new' | 'previous', BenchSolver>> = {
  new: { label: 'local search', localSearch: true },
  previous: { label: 'previous (no LS)', localSearch: false },
};

/** The fixed seed list: a run with --seeds N uses its first N. */
export const BENCH_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The instance sets: Solomon's 56 (100 customers) and Gehring-Homberger's 60 of 1,000. */
export type BenchSet = 'solomon' | 'gh1000';

export interface BenchArgs {
  readonly set: BenchSet;
  /** Patterns as given; `selectInstances` resolves them. */
  readonly instancePatterns: readonly string[] | null;
  readonly objectives: readonly BenchObjective[];
  readonly seeds: readonly number[];
  readonly timeLimitMs: Readonly<Record<BenchObjective, number>>;
  /** The previous solver's limit when it differs from the new one's; null: the same. */
  readonly previousLimitMs: number | null;
  readonly productBudgetsMs: readonly number[];
  readonly solomon: boolean;
  readonly product: boolean;
  /** Also a warm solve of the shortest product budget (after the others, same process). */
  readonly warm: boolean;
  readonly jsonFile: string | null;
  readonly solvers: readonly BenchSolver[];
  readonly clock: BenchClock;
}

/** null: help was asked for. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs | null {
  if (argv.includes('--help') || argv.includes('-h')) return null;
  const { positional, flags } = splitArgs(
    argv,
    [
      'set',
      'instances',
      'objective',
      'previous-ms',
      'seeds',
      'distance-ms',
      'vehicles-ms',
      'product-ms',
      'json',
      'solvers',
      'clock',
    ],
    ['no-product', 'only-product', 'product', 'warm'],
  );
  if (positional.length > 0) throw new UsageError(`unexpected argument "${positional[0]}"`);
  if (flags.has('no-product') && (flags.has('only-product') || flags.has('product'))) {
    throw new UsageError('--no-product excludes --product and --only-product');
  }
  const set = choiceFlag(flags, 'set', ['solomon', 'gh1000'] as const) ?? 'solomon';
  const large = set === 'gh1000';
  const objective = choiceFlag(flags, 'objective', ['distance', 'vehicles', 'both'] as const);
  const budgets = (flags.get('product-ms') ?? '1000,5000,30000').split(',').map((part) => {
    const value = /^\d+$/.test(part) ? Number(part) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new UsageError(`--product-ms takes whole milliseconds, got "${part}"`);
    }
    return value;
  });
  const instances = flags.get('instances');
  const solvers = (flags.get('solvers') ?? 'new,previous').split(',').map((part) => {
    const key = part.trim();
    if (key !== 'new' && key !== 'previous') {
      throw new UsageError(`--solvers takes new and previous, got "${part}"`);
    }
    return BENCH_SOLVERS[key];
  });
  return {
    instancePatterns:
      instances === undefined
        ? null
        : instances.split(',').map((part) => part.trim().toUpperCase()),
    set,
    objectives:
      objective === 'both' || (objective === undefined && !large)
        ? ['distance', 'vehicles']
        : [objective ?? 'distance'],
    seeds: BENCH_SEEDS.slice(0, intFlag(flags, 'seeds', 1, 1, BENCH_SEEDS.length)),
    timeLimitMs: {
      distance: intFlag(flags, 'distance-ms', large ? 60_000 : 1000, 1),
      vehicles: intFlag(flags, 'vehicles-ms', large ? 60_000 : 5000, 1),
    },
    previousLimitMs: flags.has('previous-ms') ? intFlag(flags, 'previous-ms', 1, 1) : null,
    productBudgetsMs: budgets,
    solomon: !flags.has('only-product'),
    product:
      !flags.has('no-product') && (!large || flags.has('product') || flags.has('only-product')),
    warm: flags.has('warm'),
    jsonFile: flags.get('json') ?? null,
    solvers: [...new Set(solvers)],
    clock: choiceFlag(flags, 'clock', ['wall', 'cpu'] as const) ?? 'wall',
  };
}

/** The instances the patterns name, in the folder's order; a pattern matching none is an error. */
export function selectInstances(
  available: readonly string[],
  patterns: readonly string[] | null,
): string[] {
  if (patterns === null) return [...available];
  const chosen = new Set<string>();
  for (const pattern of patterns) {
    const regex = new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    );
    const matches = available.filter((name) => regex.test(name));
    if (matches.length === 0) throw new UsageError(`--instances: no instance matches "${pattern}"`);
    for (const name of matches) chosen.add(name);
  }
  return available.filter((name) => chosen.has(name));
}
