// `pnpm bench:simulator`: what moving the fleet costs per tick (issue 7). For 1,000, 5,000 and
// 10,000 demo-company vehicles it builds the world (`generateWorld`) and the road network, starts
// the fleet at 08:00 WIB, runs 300 ticks of 1 s and prints per size: the median and worst ms per
// tick, ms per vehicle (median), and the share of one core the fleet takes at 1 Hz (median ms /
// 1000). Building the fleet (first routes) is timed apart. A bench prints numbers, no verdict.
//
//   pnpm bench:simulator            all three sizes
//   pnpm bench:simulator 2000       one size
import { performance } from 'node:perf_hooks';
import {
  buildRoadGraph,
  createFleetMotion,
  generateWorld,
  motionInputsFromWorld,
} from '@armada/simulator/motion';

const SEED = 20260101;
/** 08:00 WIB, Tuesday 3 November 2026: the morning rush, most shifts on. */
const START = Date.UTC(2026, 10, 3, 1, 0, 0);
const TICKS = 300;
const TICK_MS = 1000;

const sizes = process.argv.slice(2).map(Number).filter(Number.isInteger);
const graph = buildRoadGraph();

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const rows: string[][] = [];
for (const fleetSize of sizes.length > 0 ? sizes : [1_000, 5_000, 10_000]) {
  const world = generateWorld({ seed: SEED, nowMs: START, fleetSize });
  const { vehicles, addresses } = motionInputsFromWorld(world);
  const built = performance.now();
  const motion = createFleetMotion({ vehicles, addresses, graph, seed: SEED, startAt: START });
  const buildMs = performance.now() - built;
  const tickMs: number[] = [];
  for (let i = 1; i <= TICKS; i++) {
    const t = performance.now();
    motion.advance({ at: START + i * TICK_MS, elapsedMs: TICK_MS });
    tickMs.push(performance.now() - t);
  }
  const snapT = performance.now();
  const snapshot = motion.snapshot();
  const snapshotMs = performance.now() - snapT;
  const moving = snapshot.filter((s) => s.status === 'moving').length;
  const med = median(tickMs);
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
