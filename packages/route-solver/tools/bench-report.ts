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
] as const;

export function formatDistanceSummary(summary: DistanceSummary, allInstances: boolean): string {
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
    `  anchor: VROOM 1.12 mean 1.63% in 0.36 s (median 1.12%, worst 7.54%, 14/56 at BKS; 4-core C++)`,
    `  target: mean gap <= 1.0% at <= 2 s per instance${allInstances ? '' : ' (over all 56 instances; this is a subset)'}`,
  ].join('\n');
}

export function formatVehiclesSummary(summary: VehiclesSummary, allInstances: boolean): string {
  const total =
    summary.totalVehicles === null
      ? `n/a (${summary.failures} runs failed)`
      : String(Number(summary.totalVehicles.toFixed(2)));
  return [
    `fewest vehicles first, against bks.csv: ${summary.runs} runs, ${summary.failures} failed`,
    `  total vehicles ${total} (BKS ${summary.bksVehicles}${allInstances ? ', target <= 410, OR-Tools 422 in hours' : ''})`,
    `  runs at the BKS fleet: ${summary.atBksVehicles}/${summary.runs}, with fewer vehicles than the BKS: ${summary.belowBksVehicles}`,
    `  mean distance gap where vehicles equal the BKS: ${pct(summary.meanGapAtBksVehicles)} (${summary.atBksVehicles} runs)`,
    `  time per instance: mean ${secs(summary.meanTimeMs)} s, max ${secs(summary.maxTimeMs)} s (target <= 5 s)`,
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

export function formatSolomonSummaries(rows: readonly SolomonRow[], allInstances: boolean): string {
  const parts: string[] = [];
  const distance = rows.filter((row) => row.objective === 'distance');
  const vehicles = rows.filter((row) => row.objective === 'vehicles');
  if (distance.length > 0) {
    parts.push(
      formatDistanceSummary(summariseDistance(distance), allInstances) +
        perSeed(distance, (seedRows) => pct(summariseDistance(seedRows).meanGap)),
    );
  }
  if (vehicles.length > 0) {
    parts.push(
      formatVehiclesSummary(summariseVehicles(vehicles), allInstances) +
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
  ];
}
