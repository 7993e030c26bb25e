// The Solomon part of `pnpm bench:vrp`: every run's plan goes through the independent checker, its
// distance recomputed from the routes; a plan the checker refuses, a claimed distance that is not
// the routes' and a solver that throws are failures, never numbers in a mean.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { instancePath, readBksCsv, type BestKnown } from './bench-data';
import { checkSolomonSolution } from './checker';
import { readSolomonInstance } from './solomon-instance';

export type BenchObjective = 'distance' | 'vehicles';

export interface SolomonRunInput {
  readonly name: string;
  readonly text: string;
  readonly objective: BenchObjective;
  readonly seed: number;
  readonly timeLimitMs: number;
  /** Set when the bench compares solvers: false runs the ruin-and-recreate alone. */
  readonly localSearch?: boolean;
  /** What the time limit is read from: the wall clock (default) or the process's CPU time. */
  readonly clock?: BenchClock;
}

export type BenchClock = 'wall' | 'cpu';

/** The best plan's distance (the solver's own figure) at a progress report. */
export interface ProgressPoint {
  readonly ms: number;
  readonly distance: number;
}

/** What a solver gives back for one run: routes of customer numbers and its claimed distance. */
export interface SolomonRunOutput {
  readonly routes: readonly (readonly number[])[];
  readonly distance: number;
  /** Ruin-and-recreate iterations and the solver's own time (its clock), when it tells them. */
  readonly iterations?: number;
  readonly solverMs?: number;
  /** Progress reports in order (for the convergence table). */
  readonly progress?: readonly ProgressPoint[];
}

/** One solver of a comparison: a label and whether local search is on. */
export interface BenchSolver {
  readonly label: string;
  readonly localSearch: boolean;
}

export type SolomonRunner = (input: SolomonRunInput) => SolomonRunOutput;

export interface SolomonRow {
  readonly instance: string;
  readonly objective: BenchObjective;
  readonly seed: number;
  /** The checker's counts; null when the run failed before a plan existed. */
  readonly vehicles: number | null;
  readonly distance: number | null;
  readonly bks: BestKnown;
  /** Percent over the best-known distance; null on failure. */
  readonly gap: number | null;
  readonly timeMs: number;
  /** The run's time limit (set when the solvers of a comparison had different limits). */
  readonly limitMs?: number;
  /** Null when the plan is feasible and its claimed distance is its routes'. */
  readonly failure: string | null;
  /** The solver's label when the bench compares solvers. */
  readonly solver?: string;
  readonly iterations?: number | null;
  readonly solverMs?: number | null;
  readonly progress?: readonly ProgressPoint[];
}

export interface SolomonBenchConfig {
  readonly solomonDir: string;
  readonly instances: readonly string[];
  readonly objectives: readonly BenchObjective[];
  readonly seeds: readonly number[];
  readonly timeLimitMs: Readonly<Record<BenchObjective, number>>;
  /** The limit of the solver without local search, when it differs from timeLimitMs. */
  readonly previousLimitMs?: number | null;
  readonly runner: SolomonRunner;
  readonly onRow?: (row: SolomonRow) => void;
  /** Solvers to compare, each run on every instance in turn (so load hits them alike). */
  readonly solvers?: readonly BenchSolver[];
  readonly clock?: BenchClock;
}

/** Same convention as the published tables: at BKS means under 0.01% over it. */
export const AT_BKS_GAP = 0.01;

export function runSolomonBench(config: SolomonBenchConfig): SolomonRow[] {
  const tables = {
    distance: readBksCsv(join(config.solomonDir, 'bks_distance_only.csv')),
    vehicles: readBksCsv(join(config.solomonDir, 'bks.csv')),
  };
  const rows: SolomonRow[] = [];
  for (const objective of config.objectives) {
    for (const seed of config.seeds) {
      for (const name of config.instances) {
        for (const solver of config.solvers ?? [null]) {
          const row = runOne(config, tables, objective, seed, name, solver);
          rows.push(row);
          config.onRow?.(row);
        }
      }
    }
  }
  return rows;
}

function runOne(
  config: SolomonBenchConfig,
  tables: Readonly<Record<BenchObjective, Map<string, BestKnown>>>,
  objective: BenchObjective,
  seed: number,
  name: string,
  solver: BenchSolver | null,
): SolomonRow {
  const bks = tables[objective].get(name);
  if (bks === undefined) throw new Error(`${name}: no best-known row for ${objective}`);
  const text = readFileSync(instancePath(config.solomonDir, name), 'utf8');
  const instance = readSolomonInstance(text);
  const timeLimitMs =
    solver !== null && !solver.localSearch && config.previousLimitMs != null
      ? config.previousLimitMs
      : config.timeLimitMs[objective];
  const limit = config.previousLimitMs == null ? {} : { limitMs: timeLimitMs };
  const started = performance.now();
  let output: SolomonRunOutput;
  try {
    output = config.runner({
      name,
      text,
      objective,
      seed,
      timeLimitMs,
      ...(solver === null ? {} : { localSearch: solver.localSearch }),
      ...(config.clock === undefined ? {} : { clock: config.clock }),
    });
  } catch (error) {
    return {
      instance: name,
      objective,
      seed,
      vehicles: null,
      distance: null,
      bks,
      gap: null,
      timeMs: performance.now() - started,
      ...limit,
      failure: `solver threw: ${(error as Error).message}`,
      ...(solver === null ? {} : { solver: solver.label }),
    };
  }
  const timeMs = performance.now() - started;
  const check = checkSolomonSolution(instance, output.routes);
  let failure: string | null = null;
  if (!check.feasible) {
    const [first] = check.violations;
    failure = `infeasible (${check.violations.length}): ${first?.message ?? ''}`;
  } else if (!(Math.abs(output.distance - check.distance) <= 1e-6 * Math.max(1, check.distance))) {
    failure = `claims distance ${output.distance}, its routes drive ${check.distance}`;
  }
  return {
    instance: name,
    objective,
    seed,
    vehicles: failure === null ? check.vehicles : null,
    distance: failure === null ? check.distance : null,
    bks,
    gap: failure === null ? (100 * (check.distance - bks.distance)) / bks.distance : null,
    timeMs,
    ...limit,
    failure,
    ...(solver === null ? {} : { solver: solver.label }),
    ...(output.iterations === undefined ? {} : { iterations: output.iterations }),
    ...(output.solverMs === undefined ? {} : { solverMs: output.solverMs }),
    ...(output.progress === undefined ? {} : { progress: output.progress }),
  };
}

export interface DistanceSummary {
  readonly objective: 'distance';
  readonly runs: number;
  readonly failures: number;
  /** Over feasible runs; null when none. */
  readonly meanGap: number | null;
  /** The mean with plans better than the table counted at 0: the table's values are heuristic. */
  readonly meanGapClipped: number | null;
  readonly medianGap: number | null;
  readonly worstGap: {
    readonly instance: string;
    readonly seed: number;
    readonly gap: number;
  } | null;
  readonly atBks: number;
  /** Plans the checker accepts that are shorter than the table's value by 0.01% or more. */
  readonly belowBks: number;
  readonly meanTimeMs: number;
  readonly maxTimeMs: number;
}

export interface VehiclesSummary {
  readonly objective: 'vehicles';
  readonly runs: number;
  readonly failures: number;
  /** Total vehicles of one seed's runs, averaged over seeds; null when any run failed. */
  readonly totalVehicles: number | null;
  readonly bksVehicles: number;
  /** Runs with the best-known fleet (and, apart, with fewer: those beat the table). */
  readonly atBksVehicles: number;
  readonly belowBksVehicles: number;
  /** Mean distance gap over runs with the best-known fleet; null when none. */
  readonly meanGapAtBksVehicles: number | null;
  readonly meanTimeMs: number;
  readonly maxTimeMs: number;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function times(rows: readonly SolomonRow[]): { meanTimeMs: number; maxTimeMs: number } {
  return {
    meanTimeMs: mean(rows.map((row) => row.timeMs)) ?? 0,
    maxTimeMs: Math.max(0, ...rows.map((row) => row.timeMs)),
  };
}

export function summariseDistance(all: readonly SolomonRow[]): DistanceSummary {
  const rows = all.filter((row) => row.objective === 'distance');
  const ok = rows.filter((row) => row.failure === null);
  const gaps = ok.map((row) => row.gap ?? 0);
  let worst: DistanceSummary['worstGap'] = null;
  for (const row of ok) {
    if (worst === null || (row.gap ?? 0) > worst.gap) {
      worst = { instance: row.instance, seed: row.seed, gap: row.gap ?? 0 };
    }
  }
  return {
    objective: 'distance',
    runs: rows.length,
    failures: rows.length - ok.length,
    meanGap: mean(gaps),
    meanGapClipped: mean(gaps.map((gap) => Math.max(0, gap))),
    medianGap: median(gaps),
    worstGap: worst,
    atBks: gaps.filter((gap) => gap < AT_BKS_GAP).length,
    belowBks: gaps.filter((gap) => gap <= -AT_BKS_GAP).length,
    ...times(rows),
  };
}

export function summariseVehicles(all: readonly SolomonRow[]): VehiclesSummary {
  const rows = all.filter((row) => row.objective === 'vehicles');
  const ok = rows.filter((row) => row.failure === null);
  const seeds = [...new Set(rows.map((row) => row.seed))];
  const instances = new Set(rows.map((row) => row.instance));
  const bksVehicles = [...instances].reduce(
    (sum, name) => sum + (rows.find((row) => row.instance === name)?.bks.vehicles ?? 0),
    0,
  );
  const atBks = ok.filter((row) => row.vehicles === row.bks.vehicles);
  return {
    objective: 'vehicles',
    runs: rows.length,
    failures: rows.length - ok.length,
    totalVehicles:
      ok.length === rows.length && rows.length > 0
        ? ok.reduce((sum, row) => sum + (row.vehicles ?? 0), 0) / seeds.length
        : null,
    bksVehicles,
    atBksVehicles: atBks.length,
    belowBksVehicles: ok.filter((row) => (row.vehicles ?? 0) < row.bks.vehicles).length,
    meanGapAtBksVehicles: mean(atBks.map((row) => row.gap ?? 0)),
    ...times(rows),
  };
}
