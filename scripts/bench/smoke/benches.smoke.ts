// Every bench of scripts/bench, run as `pnpm bench:<name> --smoke` (its smallest configuration),
// must still produce its figures: the machine-readable line of figures.ts, with the rows it
// promises and a number for every figure. The values are never judged (the targets stay in the
// full runs); only that the bench could measure. A bench that breaks (a page it drives changed,
// a server that no longer starts, an API it reads moved) fails `npm test` here instead of on
// the day someone needs its figures.
//
// How the step stays within a minute on two cores (docs/adr/0049, before it 0024):
//
// - Bundles, not tsx: every `bench:<name>` script of the form `tsx scripts/bench/<file>.ts` is
//   bundled once (bench-bundles.ts, into .tmp/bench-smoke, rebuilt when a source changed) and
//   run with plain node: through tsx a bench loading the simulator spent 3.5 s of CPU on that
//   alone. `pnpm bench:<name>` itself still runs through tsx.
// - Hosted benches (`hosted: true`): those that start no server of their own and are done when
//   their module's evaluation ends (top-level await; no process.exit on success) run one after
//   another in two bench host processes (host.ts), which share the simulator's loaded code and
//   PGlite's compiled WebAssembly: an in-process simulator then costs about 2 s of CPU, not 5.
// - Shared servers (`shares`): the benches that only need a gateway and a browser are given one
//   shared gateway and one shared Chromium (given-servers.ts) instead of each starting its own: a
//   gateway's cold start is 6 to 7 s of CPU. The benches whose server is part of what they
//   measure start their own as in a full run: bench:gateway (its start-up times), bench:alerts
//   (a gateway in an alert storm), bench:route-optimization (a data directory prepared before the
//   gateway opens it; it is hosted, and its gateway runs beside the host).
// - The other benches run AT_A_TIME at a time beside the hosts, in the order of CASES.
//
// A new bench adds one entry to CASES: `script`, the `rows` and `numbers` it promises, and
// `hosted: true` when it qualifies, or `shares` when it drives a gateway or a browser. Each line
// prints the bench's wall and CPU time; the shared gateway's and Chromium's CPU come at the end.
import { chromium, type BrowserServer } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcess } from '../../lib/processes.mjs';
import {
  baselineWasmNodeOptions,
  ensureServersBuilt,
  removeTempDirs,
  startGateway,
  type StartedServer,
} from '../../lib/servers.mjs';
import {
  CHROMIUM_ARGS,
  ensurePnpm,
  ensureWebBuild,
  findChromium,
  repoRoot,
} from '../../lib/setup.mjs';
import { GIVEN_BROWSER_WS, GIVEN_GATEWAY_ORIGIN, GIVEN_GATEWAY_PID } from '../given-servers';
import { BUSY_MONDAY } from '../page-recording';
import { HOST_SOURCE, benchSource, bundledCommand, ensureBenchBundles } from './bench-bundles';
import {
  runBench,
  BenchHost,
  runProblems,
  scriptCommand,
  treeCpuMs,
  type BenchRun,
  type SmokeCase,
} from './smoke-runner';

type Shared = 'gateway' | 'browser';

interface Case extends SmokeCase {
  /** The shared servers the bench is given (else it starts what it needs itself). */
  shares?: Shared[];
  /** Variables the bench needs to match the shared servers. */
  env?: Record<string, string>;
  /**
   * Runs in the bench host (host.ts) with the other hosted benches, one after another in one
   * process: for a bench that starts no server and ends when its module's evaluation ends.
   */
  hosted?: true;
}

/** When the step's module was loaded: the time origin of each bench's line. */
const stepStart = performance.now();

/** How many bench hosts share the hosted benches (host.ts). */
const HOSTS = 2;
/** How many benches that are not hosted run at a time, beside the hosts. */
const AT_A_TIME = 2;

const OPEN_LOOP = ['sent', 'ok', 'errors', 'p50Ms', 'p90Ms', 'p99Ms', 'maxMs', 'achievedRate'];
const CLOSED_LOOP = ['maxRps', 'closedLoopRequests', 'closedLoopErrors'];
const READY = ['medianMs', 'firstStartMs', 'starts'];
const FRAMES = ['drawn', 'frames', 'fpsMedian', 'fpsP5', 'longTasks', 'longestTaskMs', 'busyShare'];
/** bench:live's rows: the frames, and the work per frame, the first draw and the load. */
const LIVE_FRAMES = [...FRAMES, 'msPerFrame', 'firstDrawnMs', 'load'];
/** bench:live's first-draw row: the median of each step from navigation to the first vehicles. */
const LIVE_FIRST = [
  'opens',
  'load',
  'domLoadedMs',
  'identityMs',
  'wsTokenMs',
  'socketCreatedMs',
  'socketOpenMs',
  'firstPositionsMs',
  'firstDrawnMs',
  'longTasksBefore',
  'longTaskMsBefore',
];
const WEB_PAGE = ['files', 'jsFiles', 'jsKb', 'jsOnWireKb', 'cssKb', 'totalKb'];

/**
 * The shared gateway, as bench:live starts its own in a smoke run (its vehicles, a Monday
 * 10:00 WIB with the fleet at work), without the fleet's own alerts: no alert popup can cover
 * what the browser benches click, and the live fan-out of bench:reliability-load counts only
 * its own alerts.
 */
const SHARED_FLEET = '20';
const REPORT_PAGE = ['rows', 'runs', 'p50Ms', 'p95Ms', 'targetMs'];
const XLSX_WRITER = ['rows', 'ms', 'loopMaxStallMs', 'rssGrowthMb'];
const SHARED_GATEWAY_ENV = {
  // It lives for the step's minute (scripts/lib/wasm-baseline.mjs).
  NODE_OPTIONS: baselineWasmNodeOptions(),
  ARMADA_SIM_VEHICLES: SHARED_FLEET,
  ARMADA_CLOCK_START: BUSY_MONDAY,
  ARMADA_SIM_ALERT_RATE: '0',
  // Two days of seeded past, not thirty (scripts/bench/figures.ts, smokeServerEnv): the
  // playback bench plays yesterday.
  ARMADA_HISTORY_DAYS: '2',
  LOG_LEVEL: 'warn',
};

/**
 * In the order they start: the hosted ones by two hosts, each taking the next when it is free;
 * the others AT_A_TIME at a time. First the longest ones that start their own servers, while the
 * shared gateway starts beside them.
 */
const CASES: Case[] = [
  {
    script: 'bench:gateway',
    rows: [
      'ready: standalone simulator',
      'ready: gateway (simulator mode)',
      'direct (simulator)',
      'through the gateway',
    ],
    numbers: {
      'ready: standalone simulator': READY,
      'ready: gateway (simulator mode)': READY,
      'direct (simulator)': [...OPEN_LOOP, ...CLOSED_LOOP],
      'through the gateway': [...OPEN_LOOP, ...CLOSED_LOOP],
    },
    positive: { 'direct (simulator)': ['ok'], 'through the gateway': ['ok'] },
    // CPU time comes from Linux's /proc.
    optional: {
      'ready: standalone simulator': ['cpuMs'],
      'ready: gateway (simulator mode)': ['cpuMs'],
    },
  },
  {
    script: 'bench:alerts',
    shares: ['browser'],
    rows: ['alert center'],
    numbers: {
      'alert center': [
        'seconds',
        'alertsToCompany',
        'pushedToPage',
        'fpsMedian',
        'fpsP5',
        'frames',
        'longTasks',
        'longestTaskMs',
        'busyShare',
        'heapStartMb',
        'heapEndMb',
        'rowsStart',
        'rowsEnd',
        'unresolved',
      ],
    },
    positive: { 'alert center': ['frames', 'alertsToCompany'] },
  },
  {
    script: 'bench:delivery-day',
    hosted: true,
    rows: ['import', 'plan', 'day'],
    numbers: {
      import: ['orders', 'importMs', 'msPerOrder'],
      plan: ['orders', 'vehicles', 'budgetMs', 'planMs', 'usedVehicles', 'unassigned', 'tasks'],
      day: [
        'tasks',
        'stops',
        'arrived',
        'delivered',
        'failed',
        'skipped',
        'etaStops60',
        'etaStops15',
        'legs',
        'simulatedHours',
        'rounds',
        'ticks',
        'cpuShare1x',
        'cpuShareMeasured',
        'wallS',
      ],
    },
    positive: {
      import: ['orders'],
      plan: ['tasks'],
      day: ['tasks', 'stops', 'arrived', 'rounds', 'ticks', 'cpuShare1x'],
    },
    // A couple of smoke hours may end before a stop is reached an hour after its task left.
    optional: {
      day: [
        'onTimeShare',
        'etaMae60Min',
        'etaBias60Min',
        'etaMae15Min',
        'etaBias15Min',
        'legRatioMedian',
        'legRatioMean',
      ],
    },
  },
  {
    script: 'bench:route-optimization',
    hosted: true,
    rows: ['run'],
    numbers: {
      run: [
        'orders',
        'vehicles',
        'budgetMs',
        'timeToSolvedMs',
        'gatewayKm',
        'gatewayVehicles',
        'gatewayUnassigned',
        'aloneKm',
        'aloneVehicles',
        'aloneUnassigned',
        'resultMs',
        'healthRequests',
        'healthP50Ms',
        'healthP99Ms',
        'healthMaxMs',
      ],
    },
    positive: { run: ['orders', 'healthRequests', 'gatewayKm'] },
  },
  {
    script: 'bench:control-tower',
    shares: ['gateway', 'browser'],
    rows: ['live', 'regrouped'],
    numbers: {
      live: [...FRAMES.filter((name) => name !== 'drawn'), 'rowsInView', 'tasks', 'vehicles'],
      regrouped: [...FRAMES.filter((name) => name !== 'drawn'), 'rowsInView', 'tasks', 'vehicles'],
    },
    positive: { live: ['frames', 'rowsInView'], regrouped: ['frames', 'rowsInView'] },
  },
  {
    script: 'bench:playback',
    shares: ['gateway', 'browser'],
    rows: ['canvas follow', 'canvas overview', 'polyline follow', 'polyline overview'],
    numbers: Object.fromEntries(
      ['canvas follow', 'canvas overview', 'polyline follow', 'polyline overview'].map((row) => [
        row,
        [...FRAMES.filter((name) => name !== 'drawn'), 'playedS', 'positions', 'loadMs'],
      ]),
    ),
    positive: { 'canvas follow': ['frames', 'positions'], 'polyline follow': ['frames'] },
  },
  {
    // PGlite only in a smoke run; a full run adds PostgreSQL beside it.
    script: 'bench:reports',
    hosted: true,
    rows: [
      'PGlite: overspeed',
      'PGlite: alerts-summary',
      'PGlite: distance-per-day',
      'PGlite: temperature-compliance',
      'PGlite: delivery-performance',
      'PGlite: driver-score-summary',
      'PGlite: xlsx export',
      'PGlite: store',
      'xlsx writer: exceljs stream',
      'xlsx writer: write-excel-file',
      'pdf writer: pdfkit (PDF)',
    ],
    numbers: {
      'PGlite: overspeed': REPORT_PAGE,
      'PGlite: alerts-summary': REPORT_PAGE,
      'PGlite: distance-per-day': REPORT_PAGE,
      'PGlite: temperature-compliance': REPORT_PAGE,
      'PGlite: delivery-performance': REPORT_PAGE,
      'PGlite: driver-score-summary': REPORT_PAGE,
      'PGlite: xlsx export': [
        'rows',
        'fileKb',
        'exportMs',
        'targetMs',
        'healthRequests',
        'healthP50Ms',
        'healthP99Ms',
        'healthMaxMs',
        'loopMaxStallMs',
      ],
      'PGlite: store': ['vehicles', 'days', 'storeMb', 'bytesPerVehicleDay'],
      'xlsx writer: exceljs stream': XLSX_WRITER,
      'xlsx writer: write-excel-file': XLSX_WRITER,
      'pdf writer: pdfkit (PDF)': XLSX_WRITER,
    },
    positive: {
      'PGlite: overspeed': ['rows', 'runs'],
      'PGlite: xlsx export': ['rows', 'fileKb'],
      'PGlite: store': ['bytesPerVehicleDay'],
    },
  },
  {
    script: 'bench:delivery-import',
    hosted: true,
    rows: ['csv'],
    numbers: {
      csv: [
        'rows',
        'fileKb',
        'parseMs',
        'checkMs',
        'checkCallMs',
        'commitSaveMs',
        'commitCallMs',
        'totalMs',
        'geocoded',
        'addressesCreated',
      ],
    },
    positive: { csv: ['rows', 'geocoded', 'addressesCreated'] },
  },
  {
    script: 'bench:live',
    shares: ['gateway', 'browser'],
    env: { ARMADA_SIM_VEHICLES: SHARED_FLEET },
    rows: ['first', 'webgl', 'offscreen', 'canvas', 'markers'],
    numbers: {
      first: LIVE_FIRST,
      webgl: LIVE_FRAMES,
      offscreen: [...LIVE_FRAMES, 'pageFpsMedian', 'workerMsPerFrame'],
      canvas: LIVE_FRAMES,
      markers: LIVE_FRAMES,
    },
    positive: {
      first: ['opens', 'firstDrawnMs', 'socketOpenMs', 'firstPositionsMs'],
      webgl: ['drawn', 'frames', 'firstDrawnMs'],
      // The frames the worker drew, not the page's.
      offscreen: ['drawn', 'frames', 'firstDrawnMs', 'workerMsPerFrame'],
      canvas: ['drawn', 'frames', 'firstDrawnMs'],
      markers: ['drawn', 'frames', 'firstDrawnMs'],
    },
    // The heap is Chromium's; the gateway's CPU comes from Linux's /proc (its pid when given).
    optional: {
      // The directory is not waited for past a minute.
      first: ['directoryMs'],
      webgl: ['heapMb', 'serverCpuShare'],
      offscreen: ['heapMb', 'serverCpuShare'],
      canvas: ['heapMb', 'serverCpuShare'],
      markers: ['heapMb', 'serverCpuShare'],
    },
  },
  {
    script: 'bench:track-vision',
    shares: ['gateway', 'browser'],
    env: { ARMADA_SIM_VEHICLES: SHARED_FLEET },
    rows: ['4 views', '9 views'],
    numbers: {
      '4 views': ['views', 'playing', 'seconds', 'bytesPerSecond', 'segmentsPerSecond'],
      '9 views': ['views', 'playing', 'seconds', 'bytesPerSecond', 'segmentsPerSecond'],
    },
    positive: { '4 views': ['views', 'playing'], '9 views': ['views', 'playing'] },
    // CPU times come from Chromium's CDP and Linux's /proc (the gateway's pid when given).
    optional: {
      '4 views': ['browserCpuShare', 'serverCpuShare'],
      '9 views': ['browserCpuShare', 'serverCpuShare'],
    },
  },
  {
    script: 'bench:web',
    shares: ['gateway', 'browser'],
    rows: [
      '/login',
      '/dashboard after sign-in',
      '/dashboard, empty cache',
      '/t/<token>, before the map',
      '/t/<token>, the map',
    ],
    numbers: {
      '/login': WEB_PAGE,
      '/dashboard after sign-in': WEB_PAGE,
      '/dashboard, empty cache': WEB_PAGE,
      '/t/<token>, before the map': WEB_PAGE,
      '/t/<token>, the map': WEB_PAGE,
    },
    positive: {
      '/login': ['jsKb'],
      '/dashboard, empty cache': ['jsKb'],
      '/t/<token>, before the map': ['jsKb'],
    },
  },
  {
    script: 'bench:reliability-load',
    shares: ['gateway'],
    rows: ['live fan-out', 'lists'],
    numbers: {
      'live fan-out': ['clients', 'sent', 'expected', 'lost', 'duplicates', 'p50Ms', 'p99Ms'],
      lists: ['requests', 'calls', 'errors', 'p50Ms', 'p99Ms'],
    },
    positive: { 'live fan-out': ['clients', 'sent'], lists: ['requests'] },
  },
  {
    script: 'bench:vrp',
    hosted: true,
    rows: ['product', 'C101'],
    numbers: {
      product: ['budgetMs', 'timeMs', 'vehicles', 'distanceM', 'unassigned', 'peakRssBytes'],
      C101: ['vehicles', 'distance', 'gap', 'timeMs', 'bksVehicles', 'bksDistance'],
    },
    positive: { product: ['vehicles', 'distanceM'], C101: ['vehicles', 'distance'] },
  },
  {
    script: 'bench:road-matrix',
    hosted: true,
    rows: ['matrix 50', 'matrix 50 avoid tolls', 'ratio normal old', 'ratio normal new'],
    numbers: {
      'matrix 50': ['locations', 'searches', 'buildMs', 'matrixMb', 'grownMb'],
      'matrix 50 avoid tolls': ['locations', 'searches', 'buildMs', 'matrixMb', 'grownMb'],
      'ratio normal old': ['legs', 'mean', 'p10', 'p90'],
      'ratio normal new': ['legs', 'mean', 'p10', 'p90'],
    },
    positive: {
      'matrix 50': ['searches'],
      'ratio normal old': ['legs', 'mean'],
      'ratio normal new': ['legs', 'mean'],
    },
  },
  {
    script: 'bench:road-rules',
    hosted: true,
    rows: ['matrices', 'time-independent 200 ms', 'rules (timed) 200 ms'],
    numbers: {
      matrices: ['points', 'vehicles', 'plainMs', 'rulesMs', 'ruleMatrices', 'searches'],
      'time-independent 200 ms': [
        'distanceKm',
        'iterations',
        'checkerErrors',
        'legs',
        'brokenLegs',
      ],
      'rules (timed) 200 ms': ['distanceKm', 'iterations', 'checkerErrors', 'legs', 'brokenLegs'],
    },
    positive: {
      matrices: ['ruleMatrices', 'searches'],
      'time-independent 200 ms': ['distanceKm', 'legs'],
      'rules (timed) 200 ms': ['distanceKm', 'legs'],
    },
  },
  {
    script: 'bench:simulator',
    hosted: true,
    rows: ['motion', 'telemetry', 'geofences'],
    numbers: {
      motion: ['vehicles', 'buildMs', 'medianMsPerTick', 'worstMsPerTick', 'snapshotMs'],
      telemetry: ['vehicles', 'medianMsPerTick', 'p99MsPerTick', 'worstMsPerTick', 'events'],
      geofences: [
        'vehicles',
        'geofences',
        'indexMs',
        'firstLookMs',
        'medianMsPerTick',
        'p99MsPerTick',
        'worstMsPerTick',
        'visitsBegun',
      ],
    },
    positive: {
      motion: ['vehicles'],
      telemetry: ['vehicles'],
      geofences: ['vehicles', 'geofences'],
    },
  },
  {
    script: 'bench:maintenance',
    hosted: true,
    rows: [
      'setup',
      '/api/maintenance/work-order?page=1&limit=20',
      '/api/maintenance/due?page=1&limit=50',
      '/api/maintenance/plan?page=1&limit=20',
    ],
    numbers: {
      setup: ['vehicles', 'work_orders', 'plans', 'insert_ms'],
      '/api/maintenance/work-order?page=1&limit=20': ['runs', 'p50_ms', 'p95_ms'],
      '/api/maintenance/due?page=1&limit=50': ['runs', 'p50_ms', 'p95_ms'],
      '/api/maintenance/plan?page=1&limit=20': ['runs', 'p50_ms', 'p95_ms'],
    },
    positive: { setup: ['vehicles', 'work_orders'] },
  },
  {
    script: 'bench:costs',
    hosted: true,
    rows: [
      'setup',
      '/api/cost/entry?page=1&limit=20',
      '/api/cost/entry?page=1&limit=20&kind=FUEL',
      '/api/cost/summary?from=2026-09&until=2026-11',
    ],
    numbers: {
      setup: ['vehicles', 'entries', 'insert_ms'],
      '/api/cost/entry?page=1&limit=20': ['runs', 'p50_ms', 'p95_ms'],
      '/api/cost/entry?page=1&limit=20&kind=FUEL': ['runs', 'p50_ms', 'p95_ms'],
      '/api/cost/summary?from=2026-09&until=2026-11': ['runs', 'p50_ms', 'p95_ms'],
    },
    positive: { setup: ['vehicles', 'entries'] },
  },
  {
    script: 'bench:licences',
    hosted: true,
    rows: [
      'first page, vehicle documents (25 rows)',
      'summary cards',
      'route planning flags, 10 vehicles',
    ],
    numbers: {
      'first page, vehicle documents (25 rows)': ['p50', 'p95'],
      'summary cards': ['p50', 'p95'],
      'route planning flags, 10 vehicles': ['p50', 'p95'],
    },
  },
  {
    script: 'bench:addresses',
    hosted: true,
    rows: [
      'document store: first page (25 active, by name)',
      'document store: a search',
      'SQL table: first page (25 active, by name)',
      'SQL table: a search',
    ],
    numbers: {
      'document store: first page (25 active, by name)': ['p50', 'p95'],
      'document store: a search': ['p50', 'p95'],
      'SQL table: first page (25 active, by name)': ['p50', 'p95'],
      'SQL table: a search': ['p50', 'p95'],
    },
  },
  {
    script: 'bench:master-fleet',
    hosted: true,
    rows: ['first page, active vehicles (10 rows)', 'first page after saving a vehicle'],
    numbers: {
      'first page, active vehicles (10 rows)': ['p50', 'p95'],
      'first page after saving a vehicle': ['p50', 'p95'],
    },
  },
  {
    script: 'bench:webhooks',
    hosted: true,
    rows: ['one endpoint', 'beside a hanging endpoint'],
    numbers: {
      'one endpoint': [
        'events',
        'eventsPerSecond',
        'p50DelayMs',
        'p99DelayMs',
        'maxDelayMs',
        'cpuMsPerEvent',
      ],
      'beside a hanging endpoint': [
        'events',
        'eventsPerSecond',
        'p50DelayMs',
        'p99DelayMs',
        'maxDelayMs',
        'cpuMsPerEvent',
      ],
    },
  },
  {
    script: 'bench:live-codec',
    hosted: true,
    rows: ['positions batch', 'binary frame'],
    numbers: {
      'positions batch': ['vehicles', 'batchKb', 'encodeMs', 'clientMs', 'worstClientMs'],
      'binary frame': ['vehicles', 'batchKb', 'encodeMs', 'clientMs', 'worstClientMs'],
    },
    positive: {
      'positions batch': ['vehicles', 'batchKb'],
      'binary frame': ['vehicles', 'batchKb'],
    },
  },
  {
    // The in-process relay always; PostgreSQL and Redis beside it where they answer (extra
    // rows then, or a printed reason on a machine without them).
    script: 'bench:process-bus',
    hosted: true,
    rows: ['in process (no database)'],
    numbers: {
      'in process (no database)': [
        'vehicles',
        'batches',
        'batchKb',
        'medianMs',
        'maxMs',
        'cpuMsPerBatch',
      ],
    },
    positive: { 'in process (no database)': ['vehicles', 'batches', 'batchKb'] },
  },
  {
    script: 'bench:simulator-cpu',
    rows: ['20 vehicles'],
    numbers: {
      '20 vehicles': [
        'vehicles',
        'cpuPct',
        'mainThreadPct',
        'busiestOtherThreadPct',
        'readyS',
        'startCpuS',
        'load',
      ],
    },
    positive: { '20 vehicles': ['vehicles', 'startCpuS'] },
  },
];

/**
 * BENCH_SMOKE_ONLY=live,web runs only those benches (while working on one); the check that
 * every bench has a case still runs.
 */
const only = (process.env.BENCH_SMOKE_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = CASES.filter(
  (c) => only.length === 0 || only.includes(c.script.slice('bench:'.length)),
);

/**
 * Each started once, on first use, beside the benches that start their own servers, and only
 * when a chosen bench shares it (`BENCH_SMOKE_ONLY=alerts` starts no gateway). Each is waited
 * for on its own: a bench given only the browser (bench:alerts) starts once Chromium is up, not
 * after the gateway's start too.
 */
let sharedGatewayStart: Promise<StartedServer> | undefined;
let sharedBrowserStart: Promise<BrowserServer> | undefined;
/** Set once started, for the exit hook (the gateway runs in its own process group). */
let sharedGateway: StartedServer | undefined;

function sharedGatewayServer(): Promise<StartedServer> {
  sharedGatewayStart ??= startGateway({
    readyTimeoutMs: 240_000,
    extraEnv: SHARED_GATEWAY_ENV,
  }).then((server) => {
    sharedGateway = server;
    return server;
  });
  // Awaited by the benches that share it; a failed start fails those, not the step's hooks.
  sharedGatewayStart.catch(() => undefined);
  return sharedGatewayStart;
}

function sharedBrowserServer(): Promise<BrowserServer> {
  if (!sharedBrowserStart) {
    const executablePath = findChromium();
    sharedBrowserStart = executablePath
      ? chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS })
      : Promise.reject(
          new Error('no Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH'),
        );
    sharedBrowserStart.catch(() => undefined);
  }
  return sharedBrowserStart;
}

/** Starts the shared servers `cases` use (each once). */
function startShared(cases: readonly Case[]): void {
  const names = new Set(cases.flatMap((c) => c.shares ?? []));
  if (names.has('gateway')) void sharedGatewayServer();
  if (names.has('browser')) void sharedBrowserServer();
}

/** The variables that hand a case its shared servers. */
async function sharedEnv(smokeCase: Case): Promise<Record<string, string>> {
  const shares = smokeCase.shares ?? [];
  if (shares.length === 0) return smokeCase.env ?? {};
  const [gateway, browser] = await Promise.all([
    shares.includes('gateway') ? sharedGatewayServer() : undefined,
    shares.includes('browser') ? sharedBrowserServer() : undefined,
  ]);
  return {
    ...(gateway
      ? {
          [GIVEN_GATEWAY_ORIGIN]: gateway.origin,
          ...(gateway.child.pid ? { [GIVEN_GATEWAY_PID]: String(gateway.child.pid) } : {}),
        }
      : {}),
    ...(browser ? { [GIVEN_BROWSER_WS]: browser.wsEndpoint() } : {}),
    ...smokeCase.env,
  };
}

// A worker that dies leaves no gateway behind.
process.once('exit', () => {
  const pid = sharedGateway?.child.pid;
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
});

/** Each chosen bench's run, started once the bundles are built (beforeAll). */
let runs: Map<string, Promise<BenchRun>> | undefined;

/** Runs `jobs` in order, `size` at a time. */
async function pool(jobs: (() => Promise<unknown>)[], size: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job?.().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/** A run that resolves once `start` is called with it. */
function deferredRun(): { run: Promise<BenchRun>; start: (run: Promise<BenchRun>) => void } {
  let start!: (run: Promise<BenchRun>) => void;
  const run = new Promise<BenchRun>((resolve) => {
    start = (started) => resolve(started);
  });
  return { run, start };
}

/**
 * Starts every chosen bench: the hosted ones in HOSTS bench hosts, each host taking the next
 * hosted bench (in the order of CASES) when its last one ended; each other bench in its own
 * process, AT_A_TIME at a time in the order of CASES, beside the hosts.
 */
function startRuns(bundles: ReadonlyMap<string, string>): Map<string, Promise<BenchRun>> {
  const runs = new Map<string, Promise<BenchRun>>();
  const bundleOf = (smokeCase: Case) =>
    bundles.get(benchSource(scriptCommand(smokeCase.script)) ?? '');
  const hostBundle = bundles.get(HOST_SOURCE);
  const hosted: { script: string; bundle: string; start: (run: Promise<BenchRun>) => void }[] = [];
  const jobs: (() => Promise<unknown>)[] = [];
  for (const smokeCase of chosen) {
    const { run, start } = deferredRun();
    runs.set(smokeCase.script, run);
    const bundle = bundleOf(smokeCase);
    if (smokeCase.hosted && bundle && hostBundle) {
      hosted.push({ script: smokeCase.script, bundle, start });
      continue;
    }
    const command = scriptCommand(smokeCase.script);
    jobs.push(() => {
      const started = sharedEnv(smokeCase).then((env) =>
        runBench(bundledCommand(command, bundles), env),
      );
      start(started);
      return started;
    });
  }
  const hostWorker = async () => {
    if (!hostBundle || hosted.length === 0) return;
    const host = new BenchHost(`node ${JSON.stringify(hostBundle)}`);
    for (let next = hosted.shift(); next; next = hosted.shift()) {
      const started = host.run(next.script.slice('bench:'.length), next.bundle);
      next.start(started);
      await started;
    }
    await host.close();
  };
  void Promise.all([
    ...Array.from({ length: Math.min(HOSTS, hosted.length) }, hostWorker),
    pool(jobs, AT_A_TIME),
  ]);
  return runs;
}

beforeAll(async () => {
  // Once, before the benches run side by side: each would otherwise find the same stale build.
  ensureWebBuild(ensurePnpm);
  await ensureServersBuilt();
  // The shared servers start now, beside the bundling and the first benches.
  startShared(chosen);
  // Every bench, whichever are chosen: one build serves every choice.
  const sources = [
    HOST_SOURCE,
    ...CASES.flatMap((c) => {
      const source = benchSource(scriptCommand(c.script));
      return source ? [source] : [];
    }),
  ];
  const bundles = await ensureBenchBundles(sources, (message) =>
    process.stdout.write(`[bench:smoke] ${message}\n`),
  );
  runs = startRuns(bundles);
});

afterAll(async () => {
  const [gateway, browser] = await Promise.all([
    sharedGatewayStart?.catch(() => undefined),
    sharedBrowserStart?.catch(() => undefined),
  ]);
  // What the shared servers cost, beside each bench's own figure.
  for (const [name, pid] of [
    ['shared gateway', gateway?.child.pid],
    ['shared Chromium', browser?.process().pid],
  ] as const) {
    const cpuMs = treeCpuMs(pid);
    if (cpuMs !== null)
      process.stdout.write(`[bench:smoke] ${name}: CPU ${(cpuMs / 1000).toFixed(1)} s\n`);
  }
  await Promise.all([browser?.close(), stopProcess(gateway?.child)]);
  removeTempDirs();
});

describe('every bench has a smoke case', () => {
  it('each bench:* script of package.json is run below', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const benches = Object.keys(manifest.scripts).filter(
      (name) => name.startsWith('bench:') && name !== 'bench:smoke',
    );
    expect(benches.sort()).toEqual(CASES.map((c) => c.script).sort());
  });
});

describe.concurrent('bench smoke runs', () => {
  for (const smokeCase of chosen) {
    it(`${smokeCase.script} --smoke produces its figures`, async ({ expect }) => {
      const run = await runs?.get(smokeCase.script);
      // Every test waits from the step's start, so this is when the bench ended: with its wall
      // time, where it sat in the step (which benches ran beside which, what ran last).
      const endedS = (performance.now() - stepStart) / 1000;
      if (!run) throw new Error(`${smokeCase.script} was not started`);
      // One line a problem, then the bench's last output lines when it could not measure.
      expect(runProblems(smokeCase, run).join('\n')).toBe('');
      const how = [
        ...(smokeCase.hosted ? ['in the bench host'] : []),
        ...(smokeCase.shares?.length ? [`shared ${smokeCase.shares.join(' and ')}`] : []),
      ];
      process.stdout.write(
        `${smokeCase.script}: ${(endedS - run.wallMs / 1000).toFixed(1)}-${endedS.toFixed(1)} s, figures in ${(run.wallMs / 1000).toFixed(1)} s${
          run.cpuMs === null ? '' : `, CPU ${(run.cpuMs / 1000).toFixed(1)} s`
        }${how.length > 0 ? ` (${how.join(', ')})` : ''}\n`,
      );
    });
  }
});
