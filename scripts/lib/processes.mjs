// @ts-check
// Child processes for the root commands: every child runs in its own process group so that it
// and whatever it spawns (pnpm -> tsx -> node) can be stopped together, and every child started
// here is stopped when the parent exits, fails or is interrupted. Node built-ins only.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { repoRoot } from './setup.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** @type {Set<ChildProcess>} */
const running = new Set();

/**
 * @param {ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-(child.pid ?? 0), signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Stops a child's whole process group: SIGTERM, then SIGKILL after `graceMs`.
 * @param {ChildProcess | undefined} child
 * @param {number} [graceMs]
 * @returns {Promise<void>}
 */
export function stopProcess(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    if (child) running.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      running.delete(child);
      // Grandchildren that ignored SIGTERM must not outlive their parent.
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // group already empty
      }
      resolvePromise();
    });
    signalGroup(child, 'SIGTERM');
  });
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stopProcess(child)));
}

let handlersInstalled = false;

/**
 * On Ctrl-C or SIGTERM: stop every child, then exit with the conventional code. On any exit:
 * SIGKILL whatever is left (synchronously, the only thing possible in an 'exit' handler).
 * @param {{ onSignal?: (signal: NodeJS.Signals) => unknown }} [options]
 */
export function installSignalHandlers({ onSignal } = {}) {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let stopping = false;
  /** @type {[NodeJS.Signals, number][]} */
  const signals = [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ];
  for (const [signal, code] of signals) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`\n[armada] ${signal}: stopping child processes\n`);
      Promise.resolve(onSignal?.(signal))
        .catch(() => undefined)
        .then(() => stopAll())
        .finally(() => process.exit(code));
    });
  }
  process.on('exit', () => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  });
}

/**
 * PATH with the package's and the workspace root's node_modules/.bin first, as `pnpm run` does.
 * @param {string} packageDir
 */
export function pathWithBins(packageDir) {
  const bins = [join(packageDir, 'node_modules', '.bin'), join(repoRoot, 'node_modules', '.bin')];
  return [...bins, process.env.PATH ?? ''].join(delimiter);
}

/**
 * Runs a command with its output streamed to this terminal. Resolves with the exit status; a
 * `timeoutMs` stops it (and counts as a failure) so a hung step cannot stall the whole run.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number, prefix?: string }} [options]
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null, timedOut: boolean, durationMs: number }>}
 */
export function runStreaming(
  command,
  args,
  { cwd = repoRoot, env = process.env, timeoutMs, prefix } = {},
) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env,
      // With a prefix (steps running side by side) each line is labelled with its step.
      stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
      detached: true,
    });
    running.add(child);
    if (prefix && child.stdout && child.stderr) {
      /** @type {[import('node:stream').Readable, NodeJS.WriteStream][]} */
      const pipes = [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ];
      for (const [stream, target] of pipes) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) target.write(`${prefix} ${line}\n`);
        });
        stream.on('end', () => {
          if (pending) target.write(`${prefix} ${pending}\n`);
        });
      }
    }
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            process.stdout.write(`[armada] ${command} timed out after ${timeoutMs / 1000} s\n`);
            void stopProcess(child);
          }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      process.stdout.write(`[armada] ${command} could not start: ${error.message}\n`);
      resolvePromise({ code: 127, signal: null, timedOut, durationMs: Date.now() - started });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolvePromise({ code, signal, timedOut, durationMs: Date.now() - started });
    });
  });
}

/**
 * Starts a long-running child (a server) with its output going to `logFile` (and, when `echo`
 * is set, to this terminal too). The child is tracked and stopped on exit.
 */
/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, logFile: string, echo?: boolean }} options
 * @returns {ChildProcess}
 */
export function startBackground(
  command,
  args,
  { cwd = repoRoot, env = process.env, logFile, echo = false },
) {
  mkdirSync(dirname(logFile), { recursive: true });
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      out.write(chunk);
      if (echo) process.stdout.write(chunk);
    });
  }
  child.once('exit', () => {
    running.delete(child);
    out.end();
  });
  child.once('error', (error) => out.write(`spawn error: ${error.message}\n`));
  return child;
}

/**
 * Runs a package.json script without pnpm's own start-up cost, as `pnpm run` would.
 * @param {string} packageDir
 * @param {string} scriptName
 * @returns {{ command: string, args: string[], script: string }}
 */
export function packageScriptCommand(packageDir, scriptName) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const script = manifest.scripts?.[scriptName];
  if (!script) throw new Error(`${packageDir}/package.json has no "${scriptName}" script`);
  return { command: 'sh', args: ['-c', `exec ${script}`], script };
}

/**
 * A port the OS reports free on 127.0.0.1 right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `url` until it answers 200. Gives up when `child` exits first or after `timeoutMs`,
 * throwing an error that says which.
 * @param {string} url
 * @param {{ child?: ChildProcess, timeoutMs?: number, intervalMs?: number }} [options]
 */
export async function waitForOk(url, { child, timeoutMs = 60_000, intervalMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `the process exited (${child.exitCode ?? child.signalCode}) before ${url} answered 200`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      const failure = /** @type {Error & { cause?: { code?: string } }} */ (error);
      last = failure.cause?.code ?? failure.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * The last `lines` lines of a log file, for a failure message.
 * @param {string} file
 */
export function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
