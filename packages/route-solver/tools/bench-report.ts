// How `pnpm bench:vrp` prints: plain aligned tables and summaries with the anchors and targets of
// issue 9 beside the numbers (a bench prints numbers and the targets; it gives no verdict).
import type { ProductRow } from './product-bench';
import {
  summariseDistance,
  summariseVehicles,
  type DistanceSummary,
  type SolomonRow,
  type VehiclesSummary,
} from './solomon-bench';

export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        // Text left, numbers right.
        return /^[-+]?[\d.,]+%?$/.test(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** Two decimals, without the "-0.00%" of a plan a rounding error under the table's value. */
const pct = (value: number | null): string =>
  value === null ? 'n/a' : `${(Math.abs(value) < 0.005 ? 0 : value).toFixed(2)}%`;
const secs = (ms: number): string => (ms / 1000).toFixed(2);

export function solomonRowCells(row: SolomonRow): string[] {
  return [
    row.instance,
    row.objective,
    String(row.seed),
    row.vehicles === null ? '-' : String(row.vehicles),
    row.distance === null ? '-' : row.distance.toFixed(2),
    String(row.bks.vehicles),
    row.bks.distance.toFixed(2),
    row.gap === null ? '-' : pct(row.gap),
    secs(row.timeMs),
    row.failure === null ? 'ok' : `FAIL ${row.failure}`,
    row.solver ?? '-',
    row.iterations == null || row.solverMs == null || row.solverMs <= 0
      ? '-'
      : ((1000 * row.iterations) / row.solverMs).toFixed(0),
  ];
}

export const SOLOMON_HEADER = [
  'instance',
  'objective',
  'seed',
  'vehicles',
  'distance',
  'bks veh',
  'bks dist',
  'gap',
  'time s',
  'check',
  'solver',
  'iter/s',
] as const;

/** Which instance set a summary is about: its anchors and targets differ. */
export type SummarySet = 'solomon' | 'gh1000';

export function formatDistanceSummary(
  summary: DistanceSummary,
  allInstances: boolean,
  set: SummarySet = 'solomon',
): string {
  const worst =
    summary.worstGap === null
      ? 'n/a'
      : `${pct(summary.worstGap.gap)} (${summary.worstGap.instance}, seed ${summary.worstGap.seed})`;
  const feasible = summary.runs - summary.failures;
  return [
    `distance only, against bks_distance_only.csv: ${summary.runs} runs, ${summary.failures} failed`,
    `  mean gap ${pct(summary.meanGap)} (over the ${feasible} feasible runs), median ${pct(summary.medianGap)}, worst ${worst}`,
    `  mean gap counting plans better than the table as 0: ${pct(summary.meanGapClipped)}`,
    `  at BKS (gap < 0.01%): ${summary.atBks}/${summary.runs}, better than the table (gap <= -0.01%): ${summary.belowBks}`,
    `  time per instance: mean ${secs(summary.meanTimeMs)} s, max ${secs(summary.maxTimeMs)} s`,
    ...(set === 'gh1000'
      ? [
          `  anchor: PyVRP (C++) mean 2.28% at 60 s per instance (its gap in DIMACS units, one thread)`,
          `  target: mean gap <= 3% at 60 s per instance (issue 29)${allInstances ? '' : ' (over all 60 instances; this is a subset)'}`,
        ]
      : [
          `  anchor: VROOM 1.12 mean 1.63% in 0.36 s (median 1.12%, worst 7.54%, 14/56 at BKS; 4-core C++)`,
          `  target: mean gap <= 0.5% at <= 1 s per instance (issue 29; issue 9: <= 1.0% at <= 2 s)${allInstances ? '' : ' (over all 56 instances; this is a subset)'}`,
        ]),
  ].join('\n');
}

export function formatVehiclesSummary(
  summary: VehiclesSummary,
  allInstances: boolean,
  set: SummarySet = 'solomon',
): string {
  const solomon = set === 'solomon';
  const total =
    summary.totalVehicles === null
      ? `n/a (${summary.failures} runs failed)`
      : String(Number(summary.totalVehicles.toFixed(2)));
  return [
    `fewest vehicles first, against bks.csv: ${summary.runs} runs, ${summary.failures} failed`,
    `  total vehicles ${total} (BKS ${summary.bksVehicles}${allInstances && solomon ? ', target <= 410, OR-Tools 422 in hours' : ''})`,
    `  runs at the BKS fleet: ${summary.atBksVehicles}/${summary.runs}, with fewer vehicles than the BKS: ${summary.belowBksVehicles}`,
    `  mean distance gap where vehicles equal the BKS: ${pct(summary.meanGapAtBksVehicles)} (${summary.atBksVehicles} runs)`,
    `  time per instance: mean ${secs(summary.meanTimeMs)} s, max ${secs(summary.maxTimeMs)} s${solomon ? ' (target <= 5 s)' : ''}`,
  ].join('\n');
}

/** With several seeds, one figure per seed shows how much of a difference is noise. */
function perSeed(
  rows: readonly SolomonRow[],
  figure: (seedRows: readonly SolomonRow[]) => string,
): string {
  const seeds = [...new Set(rows.map((row) => row.seed))];
  if (seeds.length < 2) return '';
  const parts = seeds.map(
    (seed) => `seed ${seed} ${figure(rows.filter((row) => row.seed === seed))}`,
  );
  return `\n  per seed: ${parts.join(', ')}`;
}

export function formatSolomonSummaries(
  rows: readonly SolomonRow[],
  allInstances: boolean,
  set: SummarySet = 'solomon',
): string {
  const parts: string[] = [];
  const distance = rows.filter((row) => row.objective === 'distance');
  const vehicles = rows.filter((row) => row.objective === 'vehicles');
  if (distance.length > 0) {
    parts.push(
      formatDistanceSummary(summariseDistance(distance), allInstances, set) +
        perSeed(distance, (seedRows) => pct(summariseDistance(seedRows).meanGap)),
    );
  }
  if (vehicles.length > 0) {
    parts.push(
      formatVehiclesSummary(summariseVehicles(vehicles), allInstances, set) +
        perSeed(vehicles, (seedRows) => {
          const total = summariseVehicles(seedRows).totalVehicles;
          return total === null ? 'n/a' : `${total} vehicles`;
        }),
    );
  }
  return parts.join('\n\n');
}

export const PRODUCT_HEADER = [
  'budget s',
  'time s',
  'solver s',
  'first plan s',
  'vehicles',
  'distance km',
  'unassigned',
  'high unassigned',
  'peak rss MB',
  'peak heap MB',
  'check',
  'solver',
  'iter/s',
] as const;

export function productRowCells(row: ProductRow): string[] {
  return [
    secs(row.budgetMs),
    secs(row.timeMs),
    row.solverMs === null ? '-' : secs(row.solverMs),
    row.firstPlanMs === null ? '-' : secs(row.firstPlanMs),
    row.vehicles === null ? '-' : String(row.vehicles),
    row.distanceM === null ? '-' : (row.distanceM / 1000).toFixed(1),
    row.unassigned === null ? '-' : String(row.unassigned),
    row.unassignedHighPriority === null ? '-' : String(row.unassignedHighPriority),
    (row.peakRssBytes / 2 ** 20).toFixed(0),
    (row.peakHeapBytes / 2 ** 20).toFixed(0),
    row.failure === null ? 'ok' : `FAIL ${row.failure}`,
    row.solver ?? '-',
    row.iterations == null || row.solverMs == null || row.solverMs <= 0
      ? '-'
      : ((1000 * row.iterations) / row.solverMs).toFixed(0),
  ];
}

/** Solomon's six classes, from the instance name (C1, C2, R1, R2, RC1, RC2). */
export function instanceClass(instance: string): string {
  const match = /^(RC|C|R)(\d)/.exec(instance.toUpperCase());
  return match === null ? instance : `${match[1]}${match[2]}`;
}

const CLASSES = ['C1', 'C2', 'R1', 'R2', 'RC1', 'RC2'] as const;

function meanOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Iterations per second of the solver's own clock, over the runs that tell both. */
export function iterationsPerSecond(rows: readonly SolomonRow[]): number | null {
  let iterations = 0;
  let ms = 0;
  for (const row of rows) {
    if (row.iterations == null || row.solverMs == null) continue;
    iterations += row.iterations;
    ms += row.solverMs;
  }
  return ms > 0 ? (1000 * iterations) / ms : null;
}

/**
 * The mean gap of the best plan reported by each checkpoint (solver clock), per solver, over the
 * runs every solver finished; the last checkpoint is the time limit and uses the checked plan.
 * A run with no report by a checkpoint (its first plan came later) counts at its first report.
 */
export function convergence(
  rows: readonly SolomonRow[],
  checkpointsMs: readonly number[],
): { solver: string; gaps: (number | null)[] }[] {
  const distanceRows = rows.filter((row) => row.objective === 'distance');
  const solvers = [...new Set(distanceRows.map((row) => row.solver ?? 'solver'))];
  return solvers.map((solver) => {
    const mine = distanceRows.filter(
      (row) => (row.solver ?? 'solver') === solver && row.failure === null,
    );
    const gaps = checkpointsMs.map((at, index) => {
      const values: number[] = [];
      for (const row of mine) {
        if (
          index === checkpointsMs.length - 1 ||
          (row.limitMs !== undefined && at >= row.limitMs)
        ) {
          values.push(row.gap ?? 0);
          continue;
        }
        const points = row.progress ?? [];
        if (points.length === 0) continue;
        let best = points[0]?.distance ?? Infinity;
        for (const point of points) {
          // The clock is read every few iterations: a report a hair past the mark still counts.
          if (point.ms <= at * 1.05) best = Math.min(best, point.distance);
        }
        values.push((100 * (best - row.bks.distance)) / row.bks.distance);
      }
      return meanOf(values);
    });
    return { solver, gaps };
  });
}

/** The convergence table's times: shares of the limit, or fixed marks up to it (gh1000). */
export function convergenceMarks(limitMs: number, fixedMs?: readonly number[]): number[] {
  if (fixedMs === undefined) {
    return [0.1, 0.2, 0.3, 0.5, 0.7, 1].map((share) => Math.round(share * limitMs));
  }
  return [...fixedMs.filter((at) => at < limitMs), limitMs];
}

/** Per solver: mean gap, by class, iterations per second; then the convergence table. */
export function formatSolverComparison(
  rows: readonly SolomonRow[],
  limitMs: number,
  options: { fixedMarksMs?: readonly number[]; reference?: string } = {},
): string {
  const distanceRows = rows.filter((row) => row.objective === 'distance');
  if (distanceRows.length === 0) return '';
  const solvers = [...new Set(distanceRows.map((row) => row.solver ?? 'solver'))];
  const header = ['solver', 'mean gap', ...CLASSES, 'at BKS', 'iter/s', 'failed'];
  const lines = solvers.map((solver) => {
    const mine = distanceRows.filter((row) => (row.solver ?? 'solver') === solver);
    const ok = mine.filter((row) => row.failure === null);
    const byClass = CLASSES.map((cls) =>
      pct(
        meanOf(ok.filter((row) => instanceClass(row.instance) === cls).map((row) => row.gap ?? 0)),
      ),
    );
    const ips = iterationsPerSecond(mine);
    return [
      solver,
      pct(meanOf(ok.map((row) => row.gap ?? 0))),
      ...byClass,
      `${ok.filter((row) => (row.gap ?? 0) < 0.01).length}/${mine.length}`,
      ips === null ? '-' : ips.toFixed(0),
      String(mine.length - ok.length),
    ];
  });
  const marks = convergenceMarks(limitMs, options.fixedMarksMs);
  const conv = convergence(distanceRows, marks);
  const convHeader = ['time s', ...conv.map((entry) => `${entry.solver} gap`)];
  const convLines = marks.map((at, index) => [
    (at / 1000).toFixed(2),
    ...conv.map((entry) => pct(entry.gaps[index] ?? null)),
  ]);
  return [
    `distance only, solvers side by side (every plan checked; gap to ${options.reference ?? 'bks_distance_only.csv'}):`,
    formatTable(header, lines),
    '',
    'convergence: mean gap of the best plan reported by each time (solver clock; the last row, ' +
      "and any time at or past a run's own limit, is the checked final plan):",
    formatTable(convHeader, convLines),
  ].join('\n');
}
