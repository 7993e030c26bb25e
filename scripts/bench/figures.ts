// What every bench in scripts/bench shares about its output: the table it prints for people,
// and one machine-readable line of the same figures, so that the smoke step of `npm test`
// (scripts/bench/smoke/benches.smoke.ts) can tell a bench that measured from one that could
// not. A bench run with `--smoke` (or BENCH_SMOKE=1) uses its smallest configuration: a few
// vehicles, a second or two, one instance; its figures then say nothing about targets, only
// that the bench still works end to end.

/** The prefix of the machine-readable line: `BENCH_FIGURES {"bench":…,"rows":[…]}`. */
export const FIGURES_PREFIX = 'BENCH_FIGURES ';

/** One row of figures: a name, and numbers (null where a figure is not available here). */
export type FigureRow = { name: string } & Record<string, number | string | boolean | null>;

export interface BenchFigures {
  bench: string;
  smoke: boolean;
  rows: FigureRow[];
}

/** True when the bench runs in its smallest configuration (`--smoke` or BENCH_SMOKE=1). */
export const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/**
 * What a server a bench starts adds to its variables in a smoke run: two days of seeded past
 * instead of thirty. Every fresh server writes its past before it is ready (ADR 0050), about
 * 3 CPU-s at thirty days; a smoke run reads at most yesterday.
 */
export const smokeServerEnv: Record<string, string> = smoke ? { ARMADA_HISTORY_DAYS: '2' } : {};

/**
 * For a server whose smoke run reads nothing of the past (a list of customers, an alert storm
 * from now on): a 20-vehicle fleet and no seeded past at all (HISTORY-4). The seeded past costs
 * about 25 ms of CPU a vehicle-day before the server is ready; the full runs keep theirs.
 */
export const smokeFreshServerEnv: Record<string, string> = smoke
  ? { ...smokeServerEnv, ARMADA_SIM_VEHICLES: '20', ARMADA_SEEDED_PAST: 'none' }
  : {};

/**
 * For a simulator a bench starts in its own process whose smoke run plans no route: no seeded
 * past route optimization runs (PLAN-10), which a fresh store otherwise solves before it is
 * ready (about 0.5 s of CPU with a warm solver, 3 s cold).
 */
export const smokeSimulatorOptions: { seededRuns?: 'none' } = smoke ? { seededRuns: 'none' } : {};

/** The command-line arguments without `--smoke`, for benches that parse their own flags. */
export function benchArgv(): string[] {
  return process.argv.slice(2).filter((arg) => arg !== '--smoke');
}

/** `full` normally, `small` in a smoke run. */
export function sized<T>(full: T, small: T): T {
  return smoke ? small : full;
}

/** A number from the environment, or the full or smoke-sized default. */
export function envNumber(name: string, full: number, small: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return sized(full, small);
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number (got "${raw}")`);
  return value;
}

/** Prints the machine-readable line; call it once, after the tables. */
export function printFigures(bench: string, rows: FigureRow[]): void {
  const figures: BenchFigures = { bench, smoke, rows };
  process.stdout.write(`\n${FIGURES_PREFIX}${JSON.stringify(figures)}\n`);
}

/** The figures a bench printed, from its whole standard output; undefined when it printed none. */
export function readFigures(stdout: string): BenchFigures | undefined {
  const line = stdout
    .split('\n')
    .reverse()
    .find((text) => text.startsWith(FIGURES_PREFIX));
  if (line === undefined) return undefined;
  return JSON.parse(line.slice(FIGURES_PREFIX.length)) as BenchFigures;
}
