// `pnpm bench:gateway`: what the gateway costs in front of a backend, on loopback only.
//
//   1. start-up: process start -> /readyz 200, for the standalone simulator and for the gateway
//      in simulator mode, each on an existing data directory (warm install), median of 3;
//   2. latency at a fixed 200 requests/s (open loop: requests leave on schedule whether or not
//      earlier ones have answered, latency counted from the scheduled time) three ways: direct to
//      the simulator, through a gateway in upstream mode proxying it, and through a plain nginx
//      in front of the same simulator (the anchor, issue 29; nginx-anchor.ts: left out with a
//      message when no nginx is installed), in rounds whose order rotates (BENCH_ROUNDS, default
//      10) so every way sees the same machine; the proxies' CPU time per request is read around
//      their own runs, and the share of CPU the host stole meanwhile is printed, since a shared
//      VM's steal is what makes p99 noisy;
//   3. the highest throughput each way (closed loop, autocannon, 10 connections), again in
//      rotating rounds (BENCH_CLOSED_ROUNDS, default 6, of BENCH_CLOSED_SECONDS, default 3 s),
//      medians printed, each way's share against the direct run of the same round;
//   both kinds of rounds are rounded up to a multiple of the number of ways, so each way runs
//   first, second... equally often, and every way gets a closed-loop second of warm-up first;
//   the 1-minute load average at the start of each round is printed with them.
//
// Bounded: about two minutes and a fixed number of requests, 127.0.0.1 only. Not part of npm test.
//
//   pnpm bench:gateway                 everything
//   pnpm bench:gateway --only ready    only 1. (BENCH_STARTS=5 for a median of 5)
//   pnpm bench:gateway --only latency  only 2. and 3.
//   --upstream stub                    2. and 3. against a stub upstream (stub-upstream.mjs: the
//                                      same 4.7 kB JSON at once) instead of the simulator, so the
//                                      proxies' CPU per call is measured without the simulator's
//                                      work competing for the cores (ADR 0057's addendum)
//   BENCH_GATEWAY_COMPARE=<server.mjs> another gateway build (e.g. main's dist copied aside) as a
//                                      fourth way in the same rounds, for before/after figures
//   --strict                           exit 1 when a measured target is missed
//   --smoke                            one start each, one round of 1 s at 50 req/s, 2
//                                      connections for 0.25 s (npm test's bench:smoke step):
//                                      the simulator's first start serves the latency part,
//                                      then the gateway starts on the data directory it leaves
//
// Targets (issue 29, docs/adr/0057-gateway-next-to-nginx.md): the gateway adds <= 0.5 ms to p50
// and <= 2 ms to p99 at 200 req/s and passes >= 95 % of the direct throughput; ready within 3 s.
// The machine's load is printed with them: on a shared machine run it several times and compare
// medians; the CPU time per proxied request is the figure that compares between runs.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  installSignalHandlers,
  startBackground,
  stopAll,
  stopProcess,
  waitForOk,
} from '../lib/processes.mjs';
import {
  logDir,
  makeTempDir,
  removeTempDirs,
  startGateway,
  startSimulator,
} from '../lib/servers.mjs';
import {
  benchArgv,
  envNumber,
  printFigures,
  sized,
  smoke,
  smokeFreshServerEnv,
  smokeServerEnv,
  type FigureRow,
} from './figures';
import { TICKS_PER_SECOND, allProcessStats } from '../lib/proc-stat.mjs';
import { startNginx } from './nginx-anchor';

const RATE = envNumber('BENCH_RATE', 200, 50);
const SECONDS = envNumber('BENCH_SECONDS', 10, 1);
/** The closed loop saturates both servers and the load generator: a quarter second in a smoke run. */
const CLOSED_SECONDS = envNumber('BENCH_CLOSED_SECONDS', 3, 0.25);
/**
 * Closed-loop rounds, each running every way for CLOSED_SECONDS; the median is printed. Six
 * rounds of 3 s rather than three of 5 s: a median of three shares is one round's share.
 */
const CLOSED_ROUNDS = envNumber('BENCH_CLOSED_ROUNDS', 6, 1);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10, 2);
/** Starts on the existing data directory; 0 (the smoke size) times the first start only. */
const STARTS = envNumber('BENCH_STARTS', 3, 0);
const ROUNDS = envNumber('BENCH_ROUNDS', 10, 1);
/**
 * The servers' variables: a smoke run's with a 20-vehicle fleet and no seeded past (the customer
 * list it asks for reads none), which saves CPU-seconds of each cold start; its figures are not
 * judged.
 */
const SERVER_ENV: Record<string, string> = smoke ? smokeFreshServerEnv : smokeServerEnv;
const WARM_UP_SECONDS = sized(2, 0.2);
/**
 * A closed-loop second per way after the open-loop warm-up (none in a smoke run): a Node
 * process's hot paths are optimised after some thousands of calls, more than 200 at 100 req/s
 * give, so the first measured rounds would otherwise time V8's compiler for the Node ways.
 */
const WARM_UP_CLOSED_SECONDS = sized(1, 0);
/** Every figure measured, for the machine-readable line (figures.ts). */
const figures: FigureRow[] = [];
const PATH = process.env.BENCH_PATH ?? '/order/api/web/v1/customer?limit=10';
/** Another gateway build's bundle, run as a fourth way (before/after in the same rounds). */
const COMPARE_BUNDLE = process.env.BENCH_GATEWAY_COMPARE || undefined;
const TARGETS = { p50OverheadMs: 0.5, p99OverheadMs: 2, throughputShare: 0.95, readyMs: 3000 };

interface Server {
  origin: string;
  readyMs: number;
  child: { pid?: number };
  stop(): Promise<void>;
}

const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
/** The median of the finite values (the mean of the middle two for an even count); NaN if none. */
function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in on ${origin} failed: ${response.status} ${await response.text()}`);
  }
  const check = await fetch(`${origin}${PATH}`, { headers: { cookie } });
  if (check.status !== 200)
    throw new Error(`GET ${origin}${PATH} -> ${check.status} ${await check.text()}`);
  return cookie;
}

interface OpenLoopResult {
  latencies: number[];
  sent: number;
  ok: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  achievedRate: number;
}

/**
 * Open-loop load: request i leaves at start + i / rate whether or not earlier ones have been
 * answered (so a stalled server cannot slow the sender down and hide its stall), and each
 * latency runs from the request's scheduled time to the last byte of the answer (a late send
 * counts against the answer, as a user would feel it).
 */
async function openLoop(
  origin: string,
  cookie: string,
  rate: number,
  seconds: number,
): Promise<OpenLoopResult> {
  const url = new URL(`${origin}${PATH}`);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const intervalNs = BigInt(Math.round(1e9 / rate));
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = process.hrtime.bigint();

  const fire = (sentAt: bigint) =>
    new Promise<void>((resolve) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          agent,
          headers: { cookie },
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
            if (res.statusCode === 200) ok++;
            else errors++;
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });

  for (let i = 0; i < total; i++) {
    const due = start + BigInt(i) * intervalNs;
    const waitMs = Number(due - process.hrtime.bigint()) / 1e6;
    if (waitMs >= 1) await new Promise((r) => setTimeout(r, Math.floor(waitMs)));
    inFlight.push(fire(due));
  }
  await Promise.all(inFlight);
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    sent: total,
    ok,
    errors,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    achievedRate: total / elapsed,
  };
}

/** The open-loop results of several runs as one: every latency, summed counts. */
function merge(results: readonly OpenLoopResult[]): OpenLoopResult {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sent = results.reduce((sum, r) => sum + r.sent, 0);
  return {
    latencies,
    sent,
    ok: results.reduce((sum, r) => sum + r.ok, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    achievedRate:
      sent / results.reduce((sum, r) => sum + r.sent / Math.max(r.achievedRate, 1e-9), 0),
  };
}

/** One way to the backend: direct, through the gateway, through nginx. */
interface Side {
  name: string;
  origin: string;
  cookie: string;
  /** The proxy's process group, whose CPU time is charged to the requests it passed. */
  pid?: number;
}

/** What one side measured over every round. */
interface SideResult {
  open: OpenLoopResult;
  /** Process-group CPU per request over this side's own open-loop runs (proxies only). */
  openCpuMs: number;
  /** Requests per second of each closed-loop round, in round order. */
  closedRps: number[];
  closedTotal: number;
  closedErrors: number;
  closedP50: number[];
  closedP99: number[];
  /** Process-group CPU per request over this side's own closed-loop runs (proxies only). */
  closedCpuMs: number;
}

/**
 * `wanted` rounds rounded up to a multiple of `ways` (a smoke run's single round stays one), so
 * that in rotating order every way runs first, second... equally often.
 */
function fairRounds(wanted: number, ways: number): number {
  if (wanted <= 1 || ways <= 1) return Math.max(1, wanted);
  return Math.ceil(wanted / ways) * ways;
}

/** Round r runs the sides in the list's order rotated by r: each side goes first as often. */
const rotated = <T>(items: readonly T[], round: number): T[] =>
  items.map((_, i) => items[(i + round) % items.length] as T);

/**
 * Every side's open loops, then every side's closed loops, in rounds whose order rotates, so
 * all see the same machine: on a shared virtual machine the CPU taken by neighbours (steal, the
 * load average) drifts over tens of seconds, and one 10 s run after the other would charge that
 * drift to one side. CPU time is read around each side's own runs only.
 */
async function interleavedRounds(sides: readonly Side[]): Promise<{
  results: Map<string, SideResult>;
  loads: number[];
  shares: Map<string, number[]>;
  openRounds: number;
  closedRounds: number;
}> {
  // Every way takes every place in the order equally often: the rounds are a multiple of the
  // number of ways (10 rounds of 4 ways would put two ways first three times, two twice).
  const openRounds = fairRounds(ROUNDS, sides.length);
  const closedRounds = fairRounds(CLOSED_ROUNDS, sides.length);
  const perRound = SECONDS / openRounds;
  const openRuns = new Map<string, OpenLoopResult[]>(sides.map((side) => [side.name, []]));
  const cpu = new Map<string, { open: number; closed: number }>(
    sides.map((side) => [side.name, { open: 0, closed: 0 }]),
  );
  const loads: number[] = [];
  for (let round = 0; round < openRounds; round++) {
    loads.push(loadavg()[0] ?? NaN);
    for (const side of rotated(sides, round)) {
      const before = processGroupCpuMs(side.pid);
      openRuns.get(side.name)?.push(await openLoop(side.origin, side.cookie, RATE, perRound));
      const spent = cpu.get(side.name);
      if (spent) spent.open += processGroupCpuMs(side.pid) - before;
    }
  }
  const closed = new Map<string, Awaited<ReturnType<typeof closedLoop>>[]>(
    sides.map((side) => [side.name, []]),
  );
  const shares = new Map<string, number[]>(sides.map((side) => [side.name, []]));
  for (let round = 0; round < closedRounds; round++) {
    loads.push(loadavg()[0] ?? NaN);
    const rps = new Map<string, number>();
    for (const side of rotated(sides, round)) {
      const before = processGroupCpuMs(side.pid);
      const result = await closedLoop(side.origin, side.cookie);
      const spent = cpu.get(side.name);
      if (spent) spent.closed += processGroupCpuMs(side.pid) - before;
      closed.get(side.name)?.push(result);
      rps.set(side.name, result.rps);
    }
    // Each way's throughput against the direct one of the same round (sides[0] is direct).
    const direct = rps.get(sides[0]?.name ?? '') ?? NaN;
    for (const side of sides) shares.get(side.name)?.push((rps.get(side.name) ?? NaN) / direct);
  }
  const results = new Map<string, SideResult>();
  for (const side of sides) {
    const open = merge(openRuns.get(side.name) ?? []);
    const runs = closed.get(side.name) ?? [];
    const closedTotal = runs.reduce((sum, run) => sum + run.total, 0);
    const spent = cpu.get(side.name) ?? { open: NaN, closed: NaN };
    results.set(side.name, {
      open,
      openCpuMs: side.pid === undefined ? NaN : spent.open / Math.max(open.sent, 1),
      closedRps: runs.map((run) => run.rps),
      closedTotal,
      closedErrors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
      closedP50: runs.map((run) => run.p50),
      closedP99: runs.map((run) => run.p99),
      closedCpuMs: side.pid === undefined ? NaN : spent.closed / Math.max(closedTotal, 1),
    });
  }
  return { results, loads, shares, openRounds, closedRounds };
}

/** CPU time counters of the whole machine (Linux /proc/stat): total and stolen by the host. */
function cpuCounters(): { total: number; steal: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    return { total: values.reduce((a, b) => a + b, 0), steal: values[7] ?? 0 };
  } catch {
    return undefined;
  }
}

function stealPercent(
  before: ReturnType<typeof cpuCounters>,
  after: ReturnType<typeof cpuCounters>,
): number {
  if (!before || !after || after.total === before.total) return NaN;
  return ((after.steal - before.steal) / (after.total - before.total)) * 100;
}

async function closedLoop(origin: string, cookie: string, seconds = CLOSED_SECONDS) {
  const result = await autocannon({
    url: `${origin}${PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * CPU time (user + system, every thread) used so far by a server's process group, from Linux's
 * /proc (clock ticks of 10 ms); NaN elsewhere. Less sensitive than wall time to what else the
 * machine runs, so it shows whether a slow start was the server's work or a busy machine.
 */
function processGroupCpuMs(pgid: number | undefined): number {
  if (pgid === undefined) return NaN;
  const stats = allProcessStats();
  if (!stats) return NaN;
  let ticks = 0;
  for (const stat of stats.values()) if (stat.pgrp === pgid) ticks += stat.ticks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Median time to ready over `STARTS` starts on one data directory (the first start seeds it).
 * With `keep` and no further starts, the first server is left running and returned.
 */
async function readyTimes(
  start: (dataDir: string) => Promise<Server>,
  name: string,
  keep = false,
  // On disk in a full run: the start-up figures are a deployment's (a smoke run's are not judged).
  dataDir = makeTempDir(`bench-${name}`, { onDisk: !smoke }),
) {
  const first = await start(dataDir);
  const firstCpuMs = processGroupCpuMs(first.child.pid);
  if (STARTS === 0) {
    if (!keep) await first.stop();
    return {
      firstMs: first.readyMs,
      medianMs: first.readyMs,
      times: [first.readyMs],
      cpuMs: firstCpuMs,
      kept: keep ? first : undefined,
      dataDir,
    };
  }
  await first.stop();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const server = await start(dataDir);
    times.push(server.readyMs);
    cpu.push(processGroupCpuMs(server.child.pid));
    await server.stop();
  }
  return {
    firstMs: first.readyMs,
    medianMs: median(times),
    times,
    cpuMs: median(cpu),
    kept: undefined,
    dataDir,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map(
      (row, r) =>
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
          .join('  ') + (r === 0 ? `\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : ''),
    )
    .join('\n');
}

type Part = 'ready' | 'latency';
const PARTS: readonly Part[] = ['ready', 'latency'];

/** `--only ready`, `--only latency` (or `--only=ready,latency`); default both. */
function selectedParts(argv: readonly string[]): Set<Part> {
  const chosen: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2);
    if (flag !== '--only') continue;
    chosen.push(...(inline ?? argv[++i] ?? '').split(',').filter(Boolean));
  }
  const unknown = chosen.filter((part) => !PARTS.includes(part as Part));
  if (unknown.length > 0) {
    process.stderr.write(`[bench] unknown part ${unknown.join(', ')} (use ${PARTS.join(', ')})\n`);
    process.exit(2);
  }
  return new Set(chosen.length > 0 ? (chosen as Part[]) : PARTS);
}

type Check = [string, boolean];

type Upstream = 'simulator' | 'stub';

/** `--upstream stub` (or `--upstream=stub`): the latency part's backend; the simulator by default. */
function selectedUpstream(argv: readonly string[]): Upstream {
  let chosen = 'simulator';
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2);
    if (flag === '--upstream') chosen = inline ?? argv[++i] ?? '';
  }
  if (chosen !== 'simulator' && chosen !== 'stub') {
    process.stderr.write(`[bench] unknown upstream ${chosen} (use simulator, stub)\n`);
    process.exit(2);
  }
  return chosen;
}

/** The stub upstream (stub-upstream.mjs) in its own process group, ready once /readyz answers. */
async function startStub(): Promise<Server> {
  const port = await freePort();
  const script = fileURLToPath(new URL('./stub-upstream.mjs', import.meta.url));
  const started = performance.now();
  const child = startBackground(process.execPath, [script, String(port)], {
    logFile: `${logDir}/stub-upstream-${port}.log`,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}/readyz`, { child, timeoutMs: 30_000 });
  return { origin, readyMs: performance.now() - started, child, stop: () => stopProcess(child) };
}

type ReadyTimes = Awaited<ReturnType<typeof readyTimes>>;

const simulatorReadyTimes = (keep: boolean) =>
  readyTimes((dataDir) => startSimulator({ dataDir, extraEnv: SERVER_ENV }), 'simulator', keep);

const gatewayReadyTimes = (dataDir?: string) =>
  readyTimes(
    (dir) => startGateway({ backend: 'simulator', dataDir: dir, extraEnv: SERVER_ENV }),
    'gateway',
    false,
    dataDir,
  );

/** Both start-up times, one server after the other. */
async function startUpPart(): Promise<Check[]> {
  log(`start-up times (existing data directory, warm install, ${STARTS} starts each) ...`);
  const simulatorReady = await simulatorReadyTimes(false);
  const gatewayReady = await gatewayReadyTimes();
  return startUpFigures(simulatorReady, gatewayReady);
}

/**
 * A smoke run's start-up and latency in three server starts instead of four: the simulator's
 * first start (a new data directory) stays up for the latency part, and the gateway then starts
 * on the data directory the simulator left (a warm start: about 4 CPU-s instead of 10). Its
 * figure is then a warm start, as a full run's median is; the values are not judged in a smoke
 * run, only that each is measured.
 */
async function smokeStartUpAndLatency(upstream: Upstream): Promise<Check[]> {
  log('start-up (smoke: the simulator first, the gateway on its data directory) ...');
  const simulatorReady = await simulatorReadyTimes(true);
  const latency = await latencyPart(simulatorReady.kept, upstream);
  const gatewayReady = await gatewayReadyTimes(simulatorReady.dataDir);
  return [...startUpFigures(simulatorReady, gatewayReady), ...latency];
}

function startUpFigures(simulatorReady: ReadyTimes, gatewayReady: ReadyTimes): Check[] {
  for (const [name, ready] of [
    ['ready: standalone simulator', simulatorReady],
    ['ready: gateway (simulator mode)', gatewayReady],
  ] as const) {
    figures.push({
      name,
      medianMs: ready.medianMs,
      cpuMs: ready.cpuMs,
      firstStartMs: ready.firstMs,
      starts: ready.times.length,
    });
  }
  process.stdout.write(
    `\nStart-up: process start to /readyz 200 (median of ${simulatorReady.times.length}, existing data dir; ` +
      `CPU: median process-group CPU time at ready, all threads)\n`,
  );
  process.stdout.write(
    `${table([
      ['', 'median', 'runs', 'CPU to ready', 'first start (new data dir)'],
      [
        'standalone simulator',
        ms(simulatorReady.medianMs),
        simulatorReady.times.map((t) => t.toFixed(0)).join(', '),
        ms(simulatorReady.cpuMs),
        ms(simulatorReady.firstMs),
      ],
      [
        'gateway (simulator mode)',
        ms(gatewayReady.medianMs),
        gatewayReady.times.map((t) => t.toFixed(0)).join(', '),
        ms(gatewayReady.cpuMs),
        ms(gatewayReady.firstMs),
      ],
    ])}\n`,
  );
  const checks: Check[] = [
    [
      `gateway ready in ${ms(gatewayReady.medianMs)} (target <= ${TARGETS.readyMs} ms)`,
      gatewayReady.medianMs <= TARGETS.readyMs,
    ],
    [
      `simulator ready in ${ms(simulatorReady.medianMs)} (target <= ${TARGETS.readyMs} ms)`,
      simulatorReady.medianMs <= TARGETS.readyMs,
    ],
  ];
  return checks;
}

const percent = (value: number) =>
  Number.isFinite(value) ? `${(value * 100).toFixed(0)} %` : 'n/a';

const DIRECT = 'direct (simulator)';
const DIRECT_STUB = 'direct (stub upstream)';
const GATEWAY = 'through the gateway';
const NGINX = 'through nginx (anchor)';
const COMPARED = 'through the gateway (BENCH_GATEWAY_COMPARE)';

/**
 * @param started a simulator already running (a smoke run's), else the part starts one
 * @param upstream the backend: the simulator, or the stub (`--upstream stub`)
 */
async function latencyPart(
  started: Server | undefined,
  upstream: Upstream = 'simulator',
): Promise<Check[]> {
  log(
    `path ${PATH}; ${RATE} req/s for ${SECONDS} s each way in at least ${ROUNDS} rounds; closed loop ${CONNECTIONS} connections, at least ${CLOSED_ROUNDS} rounds of ${CLOSED_SECONDS} s each way`,
  );
  log(
    upstream === 'stub'
      ? 'starting the stub upstream, a gateway in upstream mode and nginx in front of it ...'
      : started
        ? 'a gateway in upstream mode and nginx in front of the simulator started above ...'
        : 'starting the simulator, a gateway in upstream mode and nginx in front of it ...',
  );
  if (upstream === 'stub' && started) await started.stop();
  const simulator =
    upstream === 'stub'
      ? await startStub()
      : (started ?? (await startSimulator({ extraEnv: SERVER_ENV })));
  const gateway = await startGateway({ backend: 'upstream', upstreamOrigin: simulator.origin });
  const compared = COMPARE_BUNDLE
    ? await startGateway({
        backend: 'upstream',
        upstreamOrigin: simulator.origin,
        bundle: COMPARE_BUNDLE,
      })
    : undefined;
  const nginx = await startNginx(simulator.origin);
  if ('skipped' in nginx) log(`nginx anchor skipped: ${nginx.skipped}`);
  const sides: Side[] = [
    {
      name: upstream === 'stub' ? DIRECT_STUB : DIRECT,
      origin: simulator.origin,
      cookie: await signIn(simulator.origin),
    },
    {
      name: GATEWAY,
      origin: gateway.origin,
      cookie: await signIn(gateway.origin),
      pid: gateway.child.pid,
    },
  ];
  if (compared) {
    log(`${COMPARED}: ${COMPARE_BUNDLE ?? ''}`);
    sides.push({
      name: COMPARED,
      origin: compared.origin,
      cookie: await signIn(compared.origin),
      pid: compared.child.pid,
    });
  }
  if (!('skipped' in nginx)) {
    sides.push({
      name: NGINX,
      origin: nginx.origin,
      cookie: await signIn(nginx.origin),
      pid: nginx.child.pid,
    });
  }

  log('warming up ...');
  for (const side of sides) await openLoop(side.origin, side.cookie, 100, WARM_UP_SECONDS);
  if (WARM_UP_CLOSED_SECONDS > 0)
    for (const side of sides) await closedLoop(side.origin, side.cookie, WARM_UP_CLOSED_SECONDS);

  log(
    `${sides.map((side) => side.name).join(', ')}: ${fairRounds(ROUNDS, sides.length)} open-loop rounds at ${RATE} req/s, then ${fairRounds(CLOSED_ROUNDS, sides.length)} closed-loop rounds, in rotating order ...`,
  );
  const cpuBefore = cpuCounters();
  const { results, loads, shares, openRounds, closedRounds } = await interleavedRounds(sides);
  const steal = stealPercent(cpuBefore, cpuCounters());

  await gateway.stop();
  if (compared) await compared.stop();
  if (!('skipped' in nginx)) await nginx.stop();
  await simulator.stop();

  const direct = results.get(sides[0]?.name ?? DIRECT);
  if (!direct) throw new Error('no direct figures');
  const rows = sides.map((side) => ({ side, result: results.get(side.name) as SideResult }));
  for (const { side, result } of rows) {
    figures.push({
      name: side.name,
      sent: result.open.sent,
      ok: result.open.ok,
      errors: result.open.errors,
      p50Ms: result.open.p50,
      p90Ms: result.open.p90,
      p99Ms: result.open.p99,
      maxMs: result.open.max,
      achievedRate: result.open.achievedRate,
      maxRps: median(result.closedRps),
      closedLoopRequests: result.closedTotal,
      closedLoopErrors: result.closedErrors,
      throughputShare: median(shares.get(side.name) ?? []),
      cpuPerRequestMs: Number.isFinite(result.openCpuMs) ? result.openCpuMs : null,
      closedCpuPerRequestMs: Number.isFinite(result.closedCpuMs) ? result.closedCpuMs : null,
    });
  }
  const proxies = rows.filter(({ side }) => side !== sides[0]);
  process.stdout.write(
    `\nLatency at a fixed ${RATE} req/s (open loop, ${direct.open.sent} requests each way in ${openRounds} rotating rounds; CPU stolen by the host meanwhile: ${Number.isNaN(steal) ? 'unknown' : `${steal.toFixed(1)} %`})\n`,
  );
  process.stdout.write(
    `${table([
      ['', 'p50', 'p90', 'p99', 'max', 'errors', 'rate', 'CPU/request'],
      ...rows.map(({ side, result }) => [
        side.name,
        ms(result.open.p50),
        ms(result.open.p90),
        ms(result.open.p99),
        ms(result.open.max),
        String(result.open.errors),
        `${result.open.achievedRate.toFixed(0)}/s`,
        side.pid === undefined ? '' : ms(result.openCpuMs),
      ]),
      ...proxies.map(({ side, result }) => [
        `${side.name.replace('through ', '')} adds`,
        ms(result.open.p50 - direct.open.p50),
        ms(result.open.p90 - direct.open.p90),
        ms(result.open.p99 - direct.open.p99),
        '',
        '',
        '',
        '',
      ]),
    ])}\n`,
  );
  process.stdout.write(
    "CPU/request: the proxy's process-group CPU time over its own open-loop runs / requests (the wall-clock overheads above include waiting for a CPU)\n",
  );
  process.stdout.write(
    `\nHighest throughput (closed loop, ${CONNECTIONS} connections, ${closedRounds} rotating rounds of ${CLOSED_SECONDS} s each way; medians)\n`,
  );
  process.stdout.write(
    `${table([
      ['', 'req/s', 'rounds', 'p50', 'p99', 'errors', 'of direct', 'CPU/request'],
      ...rows.map(({ side, result }) => [
        side.name,
        median(result.closedRps).toFixed(0),
        result.closedRps.map((rps) => rps.toFixed(0)).join(', '),
        `${median(result.closedP50)} ms`,
        `${median(result.closedP99)} ms`,
        String(result.closedErrors),
        side === sides[0] ? '' : percent(median(shares.get(side.name) ?? [])),
        side.pid === undefined ? '' : ms(result.closedCpuMs),
      ]),
    ])}\n`,
  );
  const finiteLoads = loads.filter(Number.isFinite);
  process.stdout.write(
    `1-minute load average at the start of each round: median ${median(finiteLoads).toFixed(1)} (${Math.min(...finiteLoads).toFixed(1)} to ${Math.max(...finiteLoads).toFixed(1)}) on ${availableParallelism()} cores\n`,
  );

  const gatewayResult = results.get(GATEWAY);
  if (!gatewayResult) throw new Error('no gateway figures');
  const p50Overhead = gatewayResult.open.p50 - direct.open.p50;
  const p99Overhead = gatewayResult.open.p99 - direct.open.p99;
  const throughputShare = median(shares.get(GATEWAY) ?? []);
  return [
    [
      `gateway adds ${ms(p50Overhead)} to p50 at ${RATE} req/s (target <= ${TARGETS.p50OverheadMs} ms)`,
      p50Overhead <= TARGETS.p50OverheadMs,
    ],
    [
      `gateway adds ${ms(p99Overhead)} to p99 at ${RATE} req/s (target <= ${TARGETS.p99OverheadMs} ms)`,
      p99Overhead <= TARGETS.p99OverheadMs,
    ],
    [
      `gateway passes ${percent(throughputShare)} of the direct throughput (median of ${closedRounds} rounds; target >= ${TARGETS.throughputShare * 100} %)`,
      throughputShare >= TARGETS.throughputShare,
    ],
    [
      `no failed requests`,
      rows.every(({ result }) => result.open.errors + result.closedErrors === 0),
    ],
  ];
}

async function main() {
  installSignalHandlers({ onSignal: () => removeTempDirs() });
  const parts = selectedParts(benchArgv());
  const upstream = selectedUpstream(benchArgv());
  const loadAtStart = loadavg()[0] ?? 0;
  const checks: Check[] = [];
  // Start-up first: it is the part most sensitive to what else the machine is doing.
  if (smoke && parts.has('ready') && parts.has('latency'))
    checks.push(...(await smokeStartUpAndLatency(upstream)));
  else {
    if (parts.has('ready')) checks.push(...(await startUpPart()));
    if (parts.has('latency')) checks.push(...(await latencyPart(undefined, upstream)));
  }

  const loadAtEnd = loadavg()[0] ?? 0;
  process.stdout.write(
    `\nMachine: ${availableParallelism()} cores; 1-minute load ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end` +
      (Math.max(loadAtStart, loadAtEnd) > availableParallelism()
        ? ' (busier than its cores: other work skews these numbers; run again on a quiet machine)\n'
        : '\n'),
  );

  process.stdout.write('\nTargets\n');
  for (const [text, ok] of checks) process.stdout.write(`  ${verdict(ok).padEnd(14)} ${text}\n`);
  printFigures('gateway', figures);
  removeTempDirs();
  const strict = process.argv.includes('--strict');
  process.exit(strict && checks.some(([, ok]) => !ok) ? 1 : 0);
}

main().catch(async (error: unknown) => {
  process.stderr.write(
    `[bench] failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  await stopAll();
  removeTempDirs();
  process.exit(1);
});
