// `pnpm bench:simulator`: what moving the fleet costs per tick (issue 7). For 1,000, 5,000 and
// 10,000 demo-company vehicles it builds the world (`generateWorld`) and the road network, starts
// the fleet at 08:00 WIB, runs 300 ticks of 1 s and prints per size: the median and worst ms per
// tick, ms per vehicle (median), and the share of one core the fleet takes at 1 Hz (median ms /
// 1000). Building the fleet (first routes) is timed apart. Then the telemetry layer over the same
// ticks (drivers' speeding on): median, 99th percentile and worst ms per tick of `update` alone,
// the worst of the ticks no garbage collection ran in (GC pauses come from the whole process's
// allocation: the world, the motion snapshots), and the events it emitted. A bench prints
// numbers, no verdict.
//
//   pnpm bench:simulator            all three sizes
//   pnpm bench:simulator 2000       one size
//   pnpm bench:simulator --smoke    50 vehicles, 20 ticks (npm test's bench:smoke step)
import { PerformanceObserver, performance } from 'node:perf_hooks';
import {
  buildRoadGraph,
  createFleetMotion,
  generateWorld,
  motionInputsFromWorld,
} from '@armada/simulator/motion';
import {
  createFleetTelemetry,
  telemetryInputsFromWorld,
  withDriverSpeeding,
} from '@armada/simulator/telemetry';
import { benchArgv, printFigures, sized, type FigureRow } from './figures';

const SEED = 20260101;
/** 08:00 WIB, Tuesday 3 November 2026: the morning rush, most shifts on. */
const START = Date.UTC(2026, 10, 3, 1, 0, 0);
const TICKS = sized(300, 20);
const TICK_MS = 1000;

const sizes = benchArgv().map(Number).filter(Number.isInteger);
const graph = buildRoadGraph();

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** GC pauses, to tell the telemetry's own worst tick from a tick a collection landed in. */
const gcPauses: { startTime: number; duration: number }[] = [];
const gcObserver = new PerformanceObserver((list) => gcPauses.push(...list.getEntries()));
gcObserver.observe({ entryTypes: ['gc'] });

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const rows: string[][] = [];
const telemetryRows: string[][] = [];
const figures: FigureRow[] = [];
for (const fleetSize of sizes.length > 0 ? sizes : sized([1_000, 5_000, 10_000], [50])) {
  const world = generateWorld({ seed: SEED, nowMs: START, fleetSize });
  const { vehicles: plain, addresses } = motionInputsFromWorld(world);
  const inputs = telemetryInputsFromWorld(world, plain);
  const vehicles = withDriverSpeeding(plain, inputs, SEED);
  const built = performance.now();
  const motion = createFleetMotion({ vehicles, addresses, graph, seed: SEED, startAt: START });
  const buildMs = performance.now() - built;
  let events = 0;
  const telemetry = createFleetTelemetry({
    vehicles: inputs,
    seed: SEED,
    startAt: START,
    onEvent: () => events++,
  });
  const tickMs: number[] = [];
  const telemetryMs: number[] = [];
  const telemetrySpans: [number, number][] = [];
  for (let i = 1; i <= TICKS; i++) {
    const tick = { at: START + i * TICK_MS, elapsedMs: TICK_MS };
    const t = performance.now();
    motion.advance(tick);
    tickMs.push(performance.now() - t);
    const states = motion.snapshot();
    const u = performance.now();
    telemetry.update(tick, states);
    const end = performance.now();
    telemetryMs.push(end - u);
    telemetrySpans.push([u, end]);
  }
  // GC entries arrive in a later task.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const gcs = [...gcPauses, ...gcObserver.takeRecords()];
  const noGc = telemetrySpans
    .filter(([a, b]) => !gcs.some((g) => g.startTime < b && g.startTime + g.duration > a))
    .map(([a, b]) => b - a);
  const telMed = median(telemetryMs);
  figures.push({
    name: 'telemetry',
    vehicles: vehicles.length,
    medianMsPerTick: telMed,
    p99MsPerTick: percentile(telemetryMs, 0.99),
    worstMsPerTick: Math.max(...telemetryMs),
    worstWithoutGcMs: noGc.length > 0 ? Math.max(...noGc) : null,
    events,
  });
  telemetryRows.push([
    String(vehicles.length),
    telMed.toFixed(3),
    percentile(telemetryMs, 0.99).toFixed(3),
    Math.max(...telemetryMs).toFixed(3),
    `${Math.max(...noGc).toFixed(3)} (${noGc.length})`,
    ((telMed / vehicles.length) * 1000).toFixed(3),
    String(events),
  ]);
  const snapT = performance.now();
  const snapshot = motion.snapshot();
  const snapshotMs = performance.now() - snapT;
  const moving = snapshot.filter((s) => s.status === 'moving').length;
  const med = median(tickMs);
  figures.push({
    name: 'motion',
    vehicles: vehicles.length,
    buildMs,
    medianMsPerTick: med,
    worstMsPerTick: Math.max(...tickMs),
    snapshotMs,
    routeSearches: motion.routeSearches,
    movingShare: moving / snapshot.length,
  });
  rows.push([
    String(vehicles.length),
    buildMs.toFixed(0),
    med.toFixed(2),
    Math.max(...tickMs).toFixed(2),
    (med / vehicles.length).toFixed(6),
    `${((med / 1000) * 100).toFixed(2)}%`,
    snapshotMs.toFixed(1),
    String(motion.routeSearches),
    `${((moving / snapshot.length) * 100).toFixed(0)}%`,
  ]);
}

const header = [
  'vehicles',
  'build ms',
  'median ms/tick',
  'worst ms/tick',
  'ms/vehicle',
  'core at 1 Hz',
  'snapshot ms',
  'route searches',
  'moving',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: readonly string[]): string =>
  cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
console.log(`Fleet motion, ${TICKS} ticks of ${TICK_MS} ms from 08:00 WIB (seed ${SEED})`);
console.log(line(header));
for (const row of rows) console.log(line(row));

const telemetryHeader = [
  'vehicles',
  'median ms/tick',
  'p99 ms/tick',
  'worst ms/tick',
  'worst without GC (ticks)',
  'µs/vehicle',
  'events',
];
const telemetryWidths = telemetryHeader.map((h, i) =>
  Math.max(h.length, ...telemetryRows.map((r) => (r[i] ?? '').length)),
);
console.log('');
console.log(`Fleet telemetry (update only), the same ${TICKS} ticks`);
const telemetryLine = (cells: readonly string[]): string =>
  cells.map((c, i) => c.padStart(telemetryWidths[i] ?? 0)).join('  ');
console.log(telemetryLine(telemetryHeader));
for (const row of telemetryRows) console.log(telemetryLine(row));
gcObserver.disconnect();
printFigures('simulator', figures);
