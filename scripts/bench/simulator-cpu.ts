// `pnpm bench:simulator-cpu`: what the standalone simulator costs at 1 Hz, the whole process
// (issue 29: 50,000 moving vehicles under 20% of a core). For each size it starts the bundled
// simulator (`apps/simulator/dist/server.mjs`) on a fresh data directory with no seeded past and
// two days of history, at 10:00 WIB on a Monday (most of the fleet on its rounds), waits for
// /readyz, lets it settle, then reads the CPU time of every thread of the process from /proc
// over a window: utime + stime, so it counts the server's thread, the store's (PGlite, ADR 0061)
// and V8's helpers alike. Printed per size: the share of one core over the window, the main
// thread's and the busiest other thread's share (on a PGlite store, the store's thread), the
// wall and CPU time to ready. A bench prints numbers, no verdict.
//
//   pnpm bench:simulator-cpu                  5,000 and 50,000 vehicles
//   pnpm bench:simulator-cpu 5000             one size
//   BENCH_SETTLE_SECONDS=30 BENCH_SECONDS=30  the settle time and the window (defaults)
//   BENCH_SIMULATOR_ENTRY=<a copy of a dist>/server.mjs   another build (a before/after)
//   pnpm bench:simulator-cpu --smoke          20 vehicles, a 2 s window (npm test's smoke step)
//
// Starting 50,000 vehicles takes a few CPU-minutes; do not run it beside a browser bench.
import { readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  freePort,
  installSignalHandlers,
  startBackground,
  stopAll,
  stopProcess,
  tail,
  waitForOk,
} from '../lib/processes.mjs';
import {
  ensureServersBuilt,
  logDir,
  makeTempDir,
  removeTempDirs,
  simulatorDir,
} from '../lib/servers.mjs';
import { readStat } from '../lib/proc-stat.mjs';
import { repoRoot } from '../lib/setup.mjs';
import { benchArgv, envNumber, printFigures, sized, smoke, type FigureRow } from './figures';

const SETTLE_S = envNumber('BENCH_SETTLE_SECONDS', 30, 1);
const WINDOW_S = envNumber('BENCH_SECONDS', 30, 2);
const CLOCK_START = '2026-11-16T10:00:00+07:00';
const TICKS_PER_S = 100;

const entryArg = process.env.BENCH_SIMULATOR_ENTRY;
const ENTRY = entryArg
  ? isAbsolute(entryArg)
    ? entryArg
    : join(repoRoot, entryArg)
  : join(simulatorDir, 'dist', 'server.mjs');

const sizes = benchArgv().map(Number).filter(Number.isInteger);

/** utime + stime of each thread of a process, in clock ticks, by thread id. */
function threadTicks(pid: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ticks.set(Number(tid), readStat(`/proc/${pid}/task/${tid}/stat`).ticks);
    } catch {
      // the thread ended meanwhile
    }
  }
  return ticks;
}

/** utime + stime of the whole process (every thread, ended ones too), in clock ticks. */
function processTicks(pid: number): number {
  return readStat(`/proc/${pid}/stat`).ticks;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = (): number => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

interface Measured {
  vehicles: number;
  readyS: number;
  startCpuS: number;
  windowS: number;
  cpuS: number;
  mainS: number;
  busiestOtherS: number;
  load: number;
}

async function measure(vehicles: number): Promise<Measured> {
  const port = await freePort();
  const logFile = join(logDir, `simulator-cpu-${vehicles}-${port}.log`);
  const started = performance.now();
  const child = startBackground(process.execPath, [ENTRY], {
    cwd: simulatorDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SIMULATOR_PORT: String(port),
      // On disk in a full run: the store's writes as a deployment has them.
      ARMADA_DATA_DIR: makeTempDir('simulator-cpu', { onDisk: !smoke }),
      ARMADA_SIM_VEHICLES: String(vehicles),
      ARMADA_SEEDED_PAST: 'none',
      ARMADA_HISTORY_DAYS: '2',
      ARMADA_CLOCK_START: CLOCK_START,
    },
    logFile,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the simulator did not start');
  try {
    // A bound on a hang, not on a start: 50,000 vehicles take minutes on a busy machine.
    await waitForOk(`http://127.0.0.1:${port}/readyz`, {
      child,
      timeoutMs: Math.max(300_000, vehicles * 40),
      intervalMs: 500,
    });
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail(logFile)}`);
  }
  const readyS = (performance.now() - started) / 1000;
  const startCpuS = processTicks(pid) / TICKS_PER_S;
  await sleep(SETTLE_S * 1000);
  const threadsBefore = threadTicks(pid);
  const before = processTicks(pid);
  const from = performance.now();
  await sleep(WINDOW_S * 1000);
  const after = processTicks(pid);
  const windowS = (performance.now() - from) / 1000;
  const threadsAfter = threadTicks(pid);
  const load = loadAverage();
  await stopProcess(child);
  const spent = [...threadsAfter].map(([tid, ticks]) => ({
    tid,
    s: (ticks - (threadsBefore.get(tid) ?? 0)) / TICKS_PER_S,
  }));
  const mainS = spent.find((t) => t.tid === pid)?.s ?? 0;
  const busiestOtherS = Math.max(0, ...spent.filter((t) => t.tid !== pid).map((t) => t.s));
  return {
    vehicles,
    readyS,
    startCpuS,
    windowS,
    cpuS: (after - before) / TICKS_PER_S,
    mainS,
    busiestOtherS,
    load,
  };
}

installSignalHandlers();
const results: Measured[] = [];
try {
  if (!entryArg) await ensureServersBuilt();
  for (const vehicles of sizes.length > 0 ? sizes : sized([5_000, 50_000], [20])) {
    results.push(await measure(vehicles));
  }
} catch (error) {
  await stopAll();
  removeTempDirs();
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
removeTempDirs();

const pct = (s: number, window: number) => (100 * s) / window;
const rows = results.map((r) => [
  r.vehicles.toLocaleString('en-US'),
  `${pct(r.cpuS, r.windowS).toFixed(1)}%`,
  `${r.cpuS.toFixed(2)} / ${r.windowS.toFixed(1)}`,
  `${pct(r.mainS, r.windowS).toFixed(1)}%`,
  `${pct(r.busiestOtherS, r.windowS).toFixed(1)}%`,
  r.readyS.toFixed(0),
  r.startCpuS.toFixed(0),
  r.load.toFixed(1),
]);
const header = [
  'vehicles',
  'CPU (one core)',
  'CPU-s / wall s',
  'main thread',
  'busiest other thread',
  'ready s',
  'CPU-s to ready',
  'load',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
for (const line of [header, widths.map((w) => '-'.repeat(w)), ...rows])
  process.stdout.write(`${line.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ')}\n`);
process.stdout.write(
  `\nentry ${ENTRY}; settle ${SETTLE_S} s after ready, window ${WINDOW_S} s; /proc utime + stime of every thread\n`,
);

const figures: FigureRow[] = results.map((r) => ({
  name: `${r.vehicles} vehicles`,
  vehicles: r.vehicles,
  cpuPct: Number(pct(r.cpuS, r.windowS).toFixed(2)),
  mainThreadPct: Number(pct(r.mainS, r.windowS).toFixed(2)),
  busiestOtherThreadPct: Number(pct(r.busiestOtherS, r.windowS).toFixed(2)),
  readyS: Number(r.readyS.toFixed(1)),
  startCpuS: Number(r.startCpuS.toFixed(1)),
  load: r.load,
}));
printFigures('simulator-cpu', figures);
