// Every bench of scripts/bench, run as `pnpm bench:<name> --smoke` (its smallest configuration),
// must still produce its figures: the machine-readable line of figures.ts, with the rows it
// promises and a number for every figure. The values are never judged (the targets stay in the
// full runs); only that the bench could measure. A bench that breaks (a page it drives changed,
// a server that no longer starts, an API it reads moved) fails `npm test` here instead of on
// the day someone needs its figures.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServersBuilt } from '../../lib/servers.mjs';
import { ensurePnpm, ensureWebBuild, repoRoot } from '../../lib/setup.mjs';
import { readFigures, type BenchFigures, type FigureRow } from '../figures';

interface SmokeCase {
  /** The package.json script, `bench:<name>`. */
  script: string;
  /** The row names the figures must hold, in any order. */
  rows: string[];
  /** Figures that must be finite numbers, per row name. */
  numbers: Record<string, string[]>;
  /** Of those, the ones that must be above zero (a count of what was measured). */
  positive?: Record<string, string[]>;
  /** Figures that may be null (not measurable everywhere) but otherwise numbers. */
  optional?: Record<string, string[]>;
}

const OPEN_LOOP = ['sent', 'ok', 'errors', 'p50Ms', 'p90Ms', 'p99Ms', 'maxMs', 'achievedRate'];
const CLOSED_LOOP = ['maxRps', 'closedLoopRequests', 'closedLoopErrors'];
const READY = ['medianMs', 'firstStartMs', 'starts'];
const FRAMES = ['drawn', 'frames', 'fpsMedian', 'fpsP5', 'longTasks', 'longestTaskMs', 'busyShare'];
const WEB_PAGE = ['files', 'jsFiles', 'jsKb', 'jsOnWireKb', 'cssKb', 'totalKb'];

/** Heaviest first: the two slots stay busy until the end. */
const CASES: SmokeCase[] = [
  {
    script: 'bench:live',
    rows: ['canvas', 'markers'],
    numbers: { canvas: FRAMES, markers: FRAMES },
    positive: { canvas: ['drawn', 'frames'], markers: ['drawn', 'frames'] },
    optional: { canvas: ['heapMb'], markers: ['heapMb'] },
  },
  {
    script: 'bench:alerts',
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
    script: 'bench:control-tower',
    rows: ['live', 'regrouped'],
    numbers: {
      live: [...FRAMES.filter((name) => name !== 'drawn'), 'rowsInView', 'tasks', 'vehicles'],
      regrouped: [...FRAMES.filter((name) => name !== 'drawn'), 'rowsInView', 'tasks', 'vehicles'],
    },
    positive: { live: ['frames', 'rowsInView'], regrouped: ['frames', 'rowsInView'] },
  },
  {
    script: 'bench:route-optimization',
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
    script: 'bench:delivery-day',
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
    script: 'bench:web',
    rows: ['/login', '/dashboard after sign-in', '/dashboard, empty cache'],
    numbers: {
      '/login': WEB_PAGE,
      '/dashboard after sign-in': WEB_PAGE,
      '/dashboard, empty cache': WEB_PAGE,
    },
    positive: { '/login': ['jsKb'], '/dashboard, empty cache': ['jsKb'] },
  },
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
    script: 'bench:delivery-import',
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
    script: 'bench:reliability-load',
    rows: ['live fan-out', 'lists'],
    numbers: {
      'live fan-out': ['clients', 'sent', 'expected', 'lost', 'duplicates', 'p50Ms', 'p99Ms'],
      lists: ['requests', 'calls', 'errors', 'p50Ms', 'p99Ms'],
    },
    positive: { 'live fan-out': ['clients', 'sent'], lists: ['requests'] },
  },
  {
    script: 'bench:vrp',
    rows: ['product', 'C101'],
    numbers: {
      product: ['budgetMs', 'timeMs', 'vehicles', 'distanceM', 'unassigned', 'peakRssBytes'],
      C101: ['vehicles', 'distance', 'gap', 'timeMs', 'bksVehicles', 'bksDistance'],
    },
    positive: { product: ['vehicles', 'distanceM'], C101: ['vehicles', 'distance'] },
  },
  {
    script: 'bench:simulator',
    rows: ['motion', 'telemetry'],
    numbers: {
      motion: ['vehicles', 'buildMs', 'medianMsPerTick', 'worstMsPerTick', 'snapshotMs'],
      telemetry: ['vehicles', 'medianMsPerTick', 'p99MsPerTick', 'worstMsPerTick', 'events'],
    },
    positive: { motion: ['vehicles'], telemetry: ['vehicles'] },
  },
  {
    script: 'bench:live-codec',
    rows: ['positions batch'],
    numbers: {
      'positions batch': ['vehicles', 'batchKb', 'encodeMs', 'clientMs', 'worstClientMs'],
    },
    positive: { 'positions batch': ['vehicles', 'batchKb'] },
  },
  {
    script: 'bench:road-matrix',
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
];

/** Variables that would size a bench beyond its smoke configuration. */
const SIZE_VARIABLES = /^(BENCH_|ARMADA_SIM_|ARMADA_SOLVE_BUDGET_MS$|RELIABILITY_)/;

interface Run {
  code: number | null;
  output: string;
  stdout: string;
}

/** Runs `tsx <bench> --smoke` as `pnpm bench:<name> --smoke` would, collecting its output. */
function runBench(script: string): Promise<Run> {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = manifest.scripts[script];
  if (!command) throw new Error(`package.json has no script ${script}`);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SIZE_VARIABLES.test(name)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `exec ${command} --smoke`], {
      cwd: repoRoot,
      env: {
        ...env,
        BENCH_SMOKE: '1',
        PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output, stdout }));
  });
}

const tail = (text: string) => text.trimEnd().split('\n').slice(-40).join('\n');

/** What is wrong with a bench's figures, one line each; empty when they are sane. */
function figureProblems(smokeCase: SmokeCase, figures: BenchFigures): string[] {
  const problems: string[] = [];
  const byName = new Map<string, FigureRow>(figures.rows.map((row) => [row.name, row]));
  const names = figures.rows.map((row) => row.name);
  for (const row of smokeCase.rows)
    if (!byName.has(row)) problems.push(`no row "${row}" (rows: ${names.join(', ')})`);
  for (const [rowName, keys] of Object.entries(smokeCase.numbers)) {
    const row = byName.get(rowName);
    if (!row) continue;
    for (const key of keys) {
      const value = row[key];
      if (typeof value !== 'number' || !Number.isFinite(value))
        problems.push(`${rowName}: ${key} is ${JSON.stringify(value)}, not a number`);
      else if (smokeCase.positive?.[rowName]?.includes(key) && value <= 0)
        problems.push(`${rowName}: ${key} is ${value}: nothing was measured`);
    }
  }
  for (const [rowName, keys] of Object.entries(smokeCase.optional ?? {})) {
    const row = byName.get(rowName);
    if (!row) continue;
    for (const key of keys) {
      const value = row[key];
      if (value !== null && (typeof value !== 'number' || !Number.isFinite(value)))
        problems.push(`${rowName}: ${key} is ${JSON.stringify(value)}, neither null nor a number`);
    }
  }
  return problems;
}

beforeAll(() => {
  // Once, before the benches run side by side: each would otherwise find the same stale build.
  ensureWebBuild(ensurePnpm());
  return ensureServersBuilt();
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

describe('the figure check', () => {
  const check: SmokeCase = {
    script: 'bench:example',
    rows: ['a', 'b'],
    numbers: { a: ['x', 'count'], b: ['x'] },
    positive: { a: ['count'] },
    optional: { b: ['heap'] },
  };
  const figures = (rows: FigureRow[]): BenchFigures => ({ bench: 'example', smoke: true, rows });

  it('passes numbers in the promised rows, whatever their values', () => {
    expect(
      figureProblems(
        check,
        figures([
          { name: 'a', x: 0, count: 3 },
          { name: 'b', x: -1e9, heap: null },
        ]),
      ),
    ).toEqual([]);
  });

  it('names a missing row, a figure that is not a number, NaN, a zero count and a bad optional', () => {
    expect(figureProblems(check, figures([{ name: 'a', x: Number.NaN, count: 0 }]))).toEqual([
      'no row "b" (rows: a)',
      'a: x is null, not a number',
      'a: count is 0: nothing was measured',
    ]);
    expect(
      figureProblems(
        check,
        figures([
          { name: 'a', x: '12', count: 1 },
          { name: 'b', x: 1, heap: 'n/a' },
        ]),
      ),
    ).toEqual(['a: x is "12", not a number', 'b: heap is "n/a", neither null nor a number']);
  });
});

describe.concurrent('bench smoke runs', () => {
  for (const smokeCase of CASES) {
    it(`${smokeCase.script} --smoke produces its figures`, async ({ expect }) => {
      const run = await runBench(smokeCase.script);
      expect(run.code, `${smokeCase.script} exited ${run.code}:\n${tail(run.output)}`).toBe(0);
      const figures = readFigures(run.stdout);
      expect(figures, `${smokeCase.script} printed no figures:\n${tail(run.output)}`).toBeDefined();
      if (!figures) return;
      expect(figures.smoke).toBe(true);
      expect(figures.bench).toBe(smokeCase.script.slice('bench:'.length));
      expect(figureProblems(smokeCase, figures)).toEqual([]);
    });
  }
});
