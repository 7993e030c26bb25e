// How the smoke step runs one bench and judges what it printed (scripts/bench/smoke): the bench
// runs as `pnpm bench:<name> --smoke` would, in its own process, and passes when it exits 0 and
// its machine-readable line of figures (figures.ts) holds the rows its smoke case promises with
// a number in every figure. The values are never judged. Kept apart from the step's test file so
// that the unit tests (smoke-runner.test.ts) can show a broken bench failing it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TICKS_PER_SECOND, allProcessStats } from '../../lib/proc-stat.mjs';
import { baselineWasmNodeOptions } from '../../lib/servers.mjs';
import { repoRoot } from '../../lib/setup.mjs';
import { readFigures, type BenchFigures, type FigureRow } from '../figures';
import { readHostLine, type HostedResult } from './host-protocol';

export interface SmokeCase {
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

export interface BenchRun {
  code: number | null;
  /** Standard output and error, interleaved as they came. */
  output: string;
  stdout: string;
  wallMs: number;
  /**
   * CPU time (user and system) of the bench's process and its descendants, from the shell's
   * `times`; null when the shell did not report it. Servers the bench was given are not in it.
   */
  cpuMs: number | null;
}

/** Seconds in `times`'s `0m1.250000s` form. */
const TIMES_ENTRY = /(\d+)m([\d.]+)s/g;

/** The children's user and system time from the second line of the shell's `times`. */
export function childCpuMs(times: string): number | null {
  const line = times.trim().split('\n')[1];
  if (!line) return null;
  const seconds = [...line.matchAll(TIMES_ENTRY)].map(
    ([, minutes, rest]) => Number(minutes) * 60 + Number(rest),
  );
  const [user, system] = seconds;
  if (seconds.length !== 2 || user === undefined || system === undefined) return null;
  if (!Number.isFinite(user) || !Number.isFinite(system)) return null;
  return Math.round((user + system) * 1000);
}

/** Variables that would size a bench beyond its smoke configuration. */
const SIZE_VARIABLES = /^(BENCH_|ARMADA_SIM_|ARMADA_SOLVE_BUDGET_MS$|RELIABILITY_)/;

/**
 * CPU time (user and system) of a running process and its live descendants so far, from Linux's
 * /proc (descendants that ended count in their parent once it waited for them); null elsewhere.
 */
export function treeCpuMs(rootPid: number | undefined): number | null {
  if (rootPid === undefined) return null;
  const stats = allProcessStats();
  if (!stats?.has(rootPid)) return null;
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid)
      if (at === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks + stat.childTicks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The command of a package.json script. */
export function scriptCommand(script: string): string {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = manifest.scripts[script];
  if (!command) throw new Error(`package.json has no script ${script}`);
  return command;
}

/**
 * The environment of a smoke run: the caller's minus its sizing variables, BENCH_SMOKE=1, and
 * WebAssembly on V8's baseline compiler in the bench's Node processes and the servers they start
 * (scripts/lib/wasm-baseline.mjs: they live for seconds).
 */
function smokeEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SIZE_VARIABLES.test(name)),
  );
  return {
    ...inherited,
    BENCH_SMOKE: '1',
    NODE_OPTIONS: baselineWasmNodeOptions(),
    PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    ...env,
  };
}

interface Spawned {
  /** Resolves when the command has ended, with its exit code and CPU time. */
  ended: Promise<{ code: number | null; cpuMs: number | null }>;
  /** The command's standard input (a pipe), when asked for. */
  stdin: NodeJS.WritableStream | null;
}

/**
 * Runs a shell command line from the repository root; its output goes to `onStdout` and
 * `onStderr` as it comes. Not `exec`: the shell waits for the command and reports its CPU time
 * (the shell's `times`) on descriptor 3.
 */
function spawnMeasured(
  commandLine: string,
  env: NodeJS.ProcessEnv,
  onStdout: (chunk: string) => void,
  onStderr: (chunk: string) => void,
  withStdin = false,
): Spawned {
  const child = spawn('sh', ['-c', `${commandLine}; code=$?; times >&3; exit $code`], {
    cwd: repoRoot,
    env,
    stdio: [withStdin ? 'pipe' : 'ignore', 'pipe', 'pipe', 'pipe'],
  });
  let times = '';
  child.stdout?.setEncoding('utf8').on('data', onStdout);
  child.stderr?.setEncoding('utf8').on('data', onStderr);
  const timesStream = child.stdio[3];
  if (timesStream && 'setEncoding' in timesStream)
    timesStream.setEncoding('utf8').on('data', (chunk: string) => {
      times += chunk;
    });
  return {
    ended: new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, cpuMs: childCpuMs(times) }));
    }),
    stdin: child.stdin,
  };
}

/**
 * Runs `<command> --smoke` from the repository root as `pnpm <script> --smoke` would, collecting
 * its output. The caller's sizing variables are dropped; `env` (the shared servers' addresses)
 * is added after.
 */
export async function runBench(
  command: string,
  env: Record<string, string> = {},
): Promise<BenchRun> {
  const started = performance.now();
  let stdout = '';
  let output = '';
  const { ended } = spawnMeasured(
    `${command} --smoke`,
    smokeEnv(env),
    (chunk) => {
      stdout += chunk;
      output += chunk;
    },
    (chunk) => {
      output += chunk;
    },
  );
  const { code, cpuMs } = await ended;
  return { code, output, stdout, wallMs: performance.now() - started, cpuMs };
}

/** Splits a stream into lines, handing each complete line (without its newline) to `onLine`. */
function lineSplitter(onLine: (line: string) => void): (chunk: string) => void {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
}

interface HostedRun {
  resolve: (run: BenchRun) => void;
  begun?: number;
  stdout: string;
  output: string;
  /** The end line, once seen on standard output; the run resolves when both streams ended. */
  result?: HostedResult;
  stderrEnded: boolean;
  done: boolean;
}

/**
 * A bench host (host.ts): one process that runs the benches it is handed one after another.
 * `run` hands it one bench (its name and bundle) and resolves with that bench's run as the host
 * ends it: its output is what it printed between the host's begin and end lines, its CPU time
 * the host's meanwhile. A bench the host never ended (the host died) gets the host's exit code
 * and its output so far.
 */
export class BenchHost {
  private readonly runs = new Map<string, HostedRun>();
  private readonly input: NodeJS.WritableStream | null;
  private readonly ended: Promise<unknown>;
  private exited: string | undefined;

  /** @param hostCommand the command line that starts host.ts: `node <its bundle>` */
  constructor(hostCommand: string, env: Record<string, string> = {}) {
    const spawned = spawnMeasured(
      hostCommand,
      smokeEnv(env),
      this.reader('stdout'),
      this.reader('stderr'),
      true,
    );
    this.input = spawned.stdin;
    this.ended = spawned.ended.then(
      ({ code }) => this.hostEnded(code, `ended (exit ${code})`),
      (error: unknown) => this.hostEnded(null, `did not start (${String(error)})`),
    );
  }

  /** Runs one bench in the host; call it again once the previous run has resolved. */
  run(name: string, bundle: string): Promise<BenchRun> {
    return new Promise<BenchRun>((resolve) => {
      const run: HostedRun = { resolve, stdout: '', output: '', stderrEnded: false, done: false };
      this.runs.set(name, run);
      if (this.exited !== undefined || !this.input) {
        this.finishUnended(name, run, null, this.exited ?? 'has no input');
        return;
      }
      this.input.write(`${JSON.stringify({ name, bundle })}\n`);
    });
  }

  /** Tells the host there is nothing more to run, and waits for it to end. */
  async close(): Promise<void> {
    this.input?.end();
    await this.ended;
  }

  private finish(run: HostedRun, result: BenchRun): void {
    if (run.done) return;
    run.done = true;
    run.resolve(result);
  }

  private settle(run: HostedRun): void {
    if (!run.result || !run.stderrEnded) return;
    const { code, wallMs, cpuMs } = run.result;
    this.finish(run, { code, output: run.output, stdout: run.stdout, wallMs, cpuMs });
  }

  private finishUnended(name: string, run: HostedRun, code: number | null, why: string): void {
    this.finish(run, {
      code: code === 0 ? 1 : code,
      output: `${run.output}the bench host ${why} before ${name} ended\n`,
      stdout: run.stdout,
      wallMs: run.begun === undefined ? 0 : performance.now() - run.begun,
      cpuMs: null,
    });
  }

  private hostEnded(code: number | null, why: string): void {
    this.exited = why;
    for (const [name, run] of this.runs) {
      if (run.result) {
        run.stderrEnded = true;
        this.settle(run);
      } else this.finishUnended(name, run, code, why);
    }
  }

  /** Each stream is read on its own: the bench whose begin line it last showed owns its lines. */
  private reader(stream: 'stdout' | 'stderr'): (chunk: string) => void {
    let owner: HostedRun | undefined;
    return lineSplitter((line) => {
      const event = readHostLine(line);
      if (event?.event === 'begin') {
        owner = this.runs.get(event.name);
        if (owner) owner.begun ??= performance.now();
      } else if (event?.event === 'end') {
        const run = this.runs.get(event.name);
        if (run && stream === 'stdout') run.result = event;
        if (run && stream === 'stderr') run.stderrEnded = true;
        if (run) this.settle(run);
        owner = undefined;
      } else if (owner) {
        if (stream === 'stdout') owner.stdout += `${line}\n`;
        owner.output += `${line}\n`;
      } else if (stream === 'stderr' && line.trim() !== '') {
        process.stderr.write(`[bench host] ${line}\n`);
      }
    });
  }
}

/** What is wrong with a bench's figures, one line each; empty when they are sane. */
export function figureProblems(smokeCase: SmokeCase, figures: BenchFigures): string[] {
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

const tail = (text: string) => text.trimEnd().split('\n').slice(-40).join('\n');

/**
 * Everything wrong with a smoke run, one line each (the bench's last output lines after the
 * first when it could not measure); empty when the bench produced sane figures.
 */
export function runProblems(smokeCase: SmokeCase, run: BenchRun): string[] {
  if (run.code !== 0) return [`${smokeCase.script} exited ${run.code}`, tail(run.output)];
  let figures: BenchFigures | undefined;
  try {
    figures = readFigures(run.stdout);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [`${smokeCase.script} printed unreadable figures: ${reason}`, tail(run.output)];
  }
  if (!figures) return [`${smokeCase.script} printed no figures`, tail(run.output)];
  const name = smokeCase.script.slice('bench:'.length);
  const problems: string[] = [];
  if (figures.smoke !== true) problems.push(`the figures are not a smoke run's (smoke: false)`);
  if (figures.bench !== name) problems.push(`the figures are bench "${figures.bench}"'s`);
  return [...problems, ...figureProblems(smokeCase, figures)];
}
