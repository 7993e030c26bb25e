// `pnpm bench:simulator`: what moving the fleet costs per tick (issue 7). For 1,000, 5,000 and
// 10,000 demo-company vehicles it builds the world (`generateWorld`) and the road network, starts
// the fleet at 08:00 WIB, runs 300 ticks of 1 s and prints per size: the median and worst ms per
// tick, ms per vehicle (median), and the share of one core the fleet takes at 1 Hz (median ms /
// 1000). Building the fleet (first routes) is timed apart. Then the telemetry layer over the same
// ticks (drivers' speeding on): median, 99th percentile and worst ms per tick of `update` alone,
// the worst of the ticks no garbage collection ran in (GC pauses come from the whole process's
// allocation: the world, the motion snapshots), and the events it emitted. A bench prints
// numbers, no verdict. Then the geofence watcher (docs/rules/geofences.md GEO-17) over the same
// ticks: 2,000 geofences of the demo company (circles, polygons and corridors round its addresses
// and along its roads) against every vehicle, the first tick's silent look apart; median, 99th
// percentile and worst ms per tick of `check` alone, and the visits it saw begin and end. The
// target is 10,000 vehicles against 2,000 geofences within 5 ms per tick.
//
//   pnpm bench:simulator            all three sizes
//   pnpm bench:simulator 2000       one size
//   pnpm bench:simulator --smoke    50 vehicles, 20 ticks, 100 geofences (npm test's bench:smoke step)
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
import { CORRIDORS, FenceWatch, type FenceSpec } from '@armada/simulator/geofences';
import { benchArgv, printFigures, sized, type FigureRow } from './figures';

const SEED = 20260101;
/** 08:00 WIB, Tuesday 3 November 2026: the morning rush, most shifts on. */
const START = Date.UTC(2026, 10, 3, 1, 0, 0);
const TICKS = sized(300, 20);
const TICK_MS = 1000;
const GEOFENCES = sized(2_000, 100);
const DEMO_COMPANY = 1001;

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

/** A small seeded generator (the bench's geofences are the same every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const M_PER_DEG = 111_195;
function offset(from: [number, number], north: number, east: number): [number, number] {
  return [
    from[0] + north / M_PER_DEG,
    from[1] + east / (M_PER_DEG * Math.cos((from[0] * Math.PI) / 180)),
  ];
}

/**
 * `count` geofences of the demo company where its fleet drives: round its addresses and on its
 * roads' points, six in ten circles (80 to 400 m), three in ten polygons (6 to 24 corners), one
 * in ten corridors (5 points, 60 to 150 m wide); one in ten applies to twenty vehicles only.
 */
function benchGeofences(world: ReturnType<typeof generateWorld>, count: number): FenceSpec[] {
  const next = random(SEED);
  const places: [number, number][] = [
    ...world.collections.addresses
      .filter((entry) => entry.companyId === DEMO_COMPANY)
      .map(({ record }): [number, number] => [record.latitude, record.longitude]),
    ...CORRIDORS.flatMap((corridor) =>
      corridor.points.map(([lat, lng]): [number, number] => [lat, lng]),
    ),
  ];
  const vehicleIds = world.collections.vehicles
    .filter((entry) => entry.companyId === DEMO_COMPANY)
    .map((entry) => entry.record.id);
  return Array.from({ length: count }, (_, i): FenceSpec => {
    const base = places[i % places.length] ?? [-6.2, 106.8];
    const center = offset(base, (next() - 0.5) * 600, (next() - 0.5) * 600);
    const kind = i % 10;
    let shape: FenceSpec['shape'];
    if (kind < 6) {
      shape = { type: 'CIRCLE', center, radius_m: 80 + next() * 320 };
    } else if (kind < 9) {
      const corners = 6 + Math.floor(next() * 19);
      const radius = 100 + next() * 400;
      const ring = Array.from({ length: corners }, (_, k) => {
        const angle = (2 * Math.PI * k) / corners;
        const r = radius * (0.8 + next() * 0.4);
        return offset(center, Math.cos(angle) * r, Math.sin(angle) * r);
      });
      shape = { type: 'POLYGON', points: [...ring, ring[0] as [number, number]] };
    } else {
      const angle = next() * 2 * Math.PI;
      const points = Array.from({ length: 5 }, (_, k) =>
        offset(center, Math.cos(angle) * k * 200, Math.sin(angle) * k * 200),
      );
      shape = { type: 'CORRIDOR', points, width_m: 60 + next() * 90 };
    }
    const start = Math.floor(next() * Math.max(1, vehicleIds.length - 20));
    return {
      id: i + 1,
      companyId: DEMO_COMPANY,
      name: `Bench ${i + 1}`,
      category: 'CUSTOMER',
      shape,
      vehicleIds: i % 10 === 5 ? vehicleIds.slice(start, start + 20) : null,
      alertOnEnter: true,
      alertOnExit: true,
      dwellMinutes: 30,
      stamp: 1,
    };
  });
}

const rows: string[][] = [];
const telemetryRows: string[][] = [];
const geofenceRows: string[][] = [];
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
  const companyOf = new Map(world.collections.vehicles.map((e) => [e.record.id, e.companyId]));
  const { frame } = motion;
  const fences = new FenceWatch(
    frame.ids,
    Int32Array.from(frame.ids, (id) => companyOf.get(id) ?? 0),
  );
  const specs = benchGeofences(world, GEOFENCES);
  const setUpAt = performance.now();
  fences.setFences(DEMO_COMPANY, specs, START, () => undefined);
  const indexMs = performance.now() - setUpAt;
  const visits = { begun: 0, ended: 0, dwell: 0 };
  const countVisit = (e: { type: 'enter' | 'exit' | 'dwell' }) => {
    if (e.type === 'enter') visits.begun++;
    else if (e.type === 'exit') visits.ended++;
    else visits.dwell++;
  };
  const geofenceMs: number[] = [];
  const geofenceCpuMs: number[] = [];
  const geofenceSpans: [number, number][] = [];
  let firstLookMs = 0;
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
    const cpu = process.cpuUsage();
    const g = performance.now();
    fences.check(tick.at, frame, countVisit);
    const spent = performance.now() - g;
    const used = process.cpuUsage(cpu);
    if (i === 1) firstLookMs = spent;
    else {
      geofenceMs.push(spent);
      geofenceSpans.push([g, g + spent]);
      // The process's CPU time over the check: on a busy machine it tells the watcher's own cost
      // from the time spent waiting for a core.
      geofenceCpuMs.push((used.user + used.system) / 1000);
    }
  }
  // GC entries arrive in a later task.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const gcs = [...gcPauses, ...gcObserver.takeRecords()];
  const withoutGc = (spans: [number, number][]) =>
    spans
      .filter(([a, b]) => !gcs.some((g) => g.startTime < b && g.startTime + g.duration > a))
      .map(([a, b]) => b - a);
  const noGc = withoutGc(telemetrySpans);
  // A tick's check with no garbage collection in it: the watcher's own cost.
  const geoNoGc = withoutGc(geofenceSpans);
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
  const geoMed = median(geofenceMs);
  figures.push({
    name: 'geofences',
    vehicles: frame.ids.length,
    geofences: fences.size,
    indexMs,
    firstLookMs,
    medianMsPerTick: geoMed,
    cpuMedianMsPerTick: median(geofenceCpuMs),
    p99MsPerTick: percentile(geofenceMs, 0.99),
    worstMsPerTick: Math.max(...geofenceMs),
    p99WithoutGcMs: geoNoGc.length > 0 ? percentile(geoNoGc, 0.99) : null,
    worstWithoutGcMs: geoNoGc.length > 0 ? Math.max(...geoNoGc) : null,
    visitsBegun: visits.begun,
    visitsEnded: visits.ended,
    dwellEvents: visits.dwell,
  });
  geofenceRows.push([
    String(frame.ids.length),
    String(fences.size),
    indexMs.toFixed(1),
    firstLookMs.toFixed(1),
    geoMed.toFixed(3),
    median(geofenceCpuMs).toFixed(3),
    percentile(geofenceMs, 0.99).toFixed(3),
    Math.max(...geofenceMs).toFixed(3),
    geoNoGc.length > 0
      ? `${percentile(geoNoGc, 0.99).toFixed(3)} / ${Math.max(...geoNoGc).toFixed(3)} (${geoNoGc.length})`
      : '-',
    `${visits.begun} / ${visits.ended}`,
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

const geofenceHeader = [
  'vehicles',
  'geofences',
  'index ms',
  'first look ms',
  'median ms/tick',
  'CPU ms/tick (median)',
  'p99 ms/tick',
  'worst ms/tick',
  'without GC: p99 / worst (ticks)',
  'visits begun / ended',
];
const geofenceWidths = geofenceHeader.map((h, i) =>
  Math.max(h.length, ...geofenceRows.map((r) => (r[i] ?? '').length)),
);
console.log('');
console.log(
  `Geofence watcher (check only, GEO-17), the same ticks after the first; target 5 ms at 10,000 x 2,000`,
);
const geofenceLine = (cells: readonly string[]): string =>
  cells.map((c, i) => c.padStart(geofenceWidths[i] ?? 0)).join('  ');
console.log(geofenceLine(geofenceHeader));
for (const row of geofenceRows) console.log(geofenceLine(row));
gcObserver.disconnect();
printFigures('simulator', figures);
