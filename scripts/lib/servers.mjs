// @ts-check
// Starts the servers the contract suite, the browser tests and the benchmark run against: the
// standalone simulator and the gateway (simulator or upstream mode), each as a child process on
// a free loopback port with its own data directory. Node built-ins only.
//
// They run from the bundles `npm start` runs (each package's `start:dist`, rebuilt first when a
// source changed: scripts/build-server.mjs); ARMADA_SERVER_RUNNER=tsx runs the sources through
// tsx instead (each package's `start`), as `pnpm --filter <package> start` does.
import { accessSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from '../build-server.mjs';
import {
  freePort,
  packageScriptCommand,
  pathWithBins,
  startBackground,
  stopProcess,
  tail,
  waitForOk,
} from './processes.mjs';
import { SetupError, log, repoRoot, webDistDir } from './setup.mjs';

export const simulatorDir = join(repoRoot, 'apps', 'simulator');
export const gatewayDir = join(repoRoot, 'apps', 'gateway');
export const logDir = join(repoRoot, '.tmp', 'logs');

/** @type {Set<string>} */
const tempDirs = new Set();

/** @type {string | undefined} */
let tempBase;
/** Free space /dev/shm must have to hold the data directories of a test run. */
const SHM_FREE_BYTES = 4 * 1024 ** 3;

/**
 * Where the servers' throwaway data directories go: ARMADA_TEST_TMPDIR when set, else Linux's
 * memory-backed /dev/shm when it is there and writable, else the system's temporary folder. A
 * fresh data directory is a PostgreSQL cluster of about a thousand files written at start: on
 * this machine's disk a fresh simulator or gateway took about 0.5 to 0.8 s more CPU and several
 * seconds more wall time to /readyz than on /dev/shm (docs/adr/0049). The files outlive a
 * process restart there as on disk, which is all the tests that restart a server need; a
 * /dev/shm with less than 4 GiB free (a container's) is passed over.
 */
function tempDirBase() {
  if (tempBase !== undefined) return tempBase;
  const chosen = process.env.ARMADA_TEST_TMPDIR;
  if (chosen) return (tempBase = chosen);
  try {
    accessSync('/dev/shm', constants.W_OK);
    // A container's /dev/shm is often 64 MB: a few data directories would fill it.
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= SHM_FREE_BYTES) return (tempBase = '/dev/shm');
  } catch {
    // not Linux, or not writable: the system's temporary folder
  }
  return (tempBase = tmpdir());
}

/**
 * A fresh temporary directory, removed by `removeTempDirs()`.
 * @param {string} prefix
 * @param {{ onDisk?: boolean }} [options] onDisk: in the system's temporary folder, for a bench
 *   whose figures include the disk (a server's CPU and start-up as a deployment has them)
 */
export function makeTempDir(prefix, { onDisk = false } = {}) {
  const dir = mkdtempSync(join(onDisk ? tmpdir() : tempDirBase(), `armada-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

/**
 * One directory for everything a test run's steps put in the temporary base (npm test,
 * scripts/test.mjs): its processes' data directories go inside it (ARMADA_TEST_TMPDIR, which the
 * steps inherit), and `removeTempDirs()` removes it with whatever a step left behind. On
 * /dev/shm a leftover is memory until the next reboot: two fresh-clone runs had left 810 MB.
 */
export function useRunTempDir() {
  const dir = mkdtempSync(join(tempDirBase(), 'armada-run-'));
  tempDirs.add(dir);
  tempBase = dir;
  process.env.ARMADA_TEST_TMPDIR = dir;
  return dir;
}

export function removeTempDirs() {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/**
 * The upstream variables that point a gateway at one backend origin (paths are kept as-is).
 * @param {string} origin
 */
export function upstreamEnv(origin) {
  const wsOrigin = origin.replace(/^http/, 'ws');
  return {
    UPSTREAM_MAIN_URL: origin,
    UPSTREAM_ORDER_URL: origin,
    UPSTREAM_FLEET_PLANNING_URL: origin,
    UPSTREAM_GRAPHQL_URL: origin,
    UPSTREAM_AUTH_URL: origin,
    UPSTREAM_WS_URL: wsOrigin,
  };
}

/**
 * Environment passed down to servers: ours, minus anything that would change their mode.
 * @param {string} packageDir
 * @returns {NodeJS.ProcessEnv}
 */
function baseEnv(packageDir) {
  const inherited = Object.entries(process.env).filter(
    ([name]) =>
      !name.startsWith('UPSTREAM_') &&
      !name.startsWith('npm_') &&
      name !== 'ARMADA_BACKEND' &&
      name !== 'DATABASE_URL',
  );
  return { ...Object.fromEntries(inherited), PATH: pathWithBins(packageDir) };
}

/**
 * NODE_OPTIONS for a short-lived child process that preloads wasm-baseline.mjs (WebAssembly on
 * V8's baseline compiler: about 1.2 CPU-s less per PGlite start), keeping any options it had.
 * V8's flags themselves are not allowed in NODE_OPTIONS; `--import` is.
 * @param {string | undefined} existing
 * @returns {string}
 */
export function baselineWasmNodeOptions(existing = process.env.NODE_OPTIONS) {
  const preload = `--import=${pathToFileURL(join(repoRoot, 'scripts', 'lib', 'wasm-baseline.mjs')).href}`;
  return existing ? `${existing} ${preload}` : preload;
}

/** `dist` (default): the bundles; `tsx`: the TypeScript sources. */
export function serverRunner() {
  const runner = process.env.ARMADA_SERVER_RUNNER || 'dist';
  if (runner !== 'dist' && runner !== 'tsx') {
    throw new Error(`ARMADA_SERVER_RUNNER must be "dist" or "tsx" (got "${runner}")`);
  }
  return runner;
}

/** The package script that runs a server with the chosen runner. */
export function serverScript(runner = serverRunner()) {
  return runner === 'tsx' ? 'start' : 'start:dist';
}

/** @type {Promise<boolean> | undefined} */
let buildChecked;

/** Rebuilds the bundles if a source changed; checked once per process. */
export function ensureServersBuilt() {
  buildChecked ??= ensureServerBuild(log).catch((error) => {
    buildChecked = undefined;
    throw new SetupError(`could not build the servers: ${error.message}`);
  });
  return buildChecked;
}

/**
 * @param {{ name: string, packageDir: string, env: NodeJS.ProcessEnv, port: number, readyTimeoutMs: number, bundle?: string }} options
 * @returns {Promise<StartedServer>}
 */
async function startServer({ name, packageDir, env, port, readyTimeoutMs, bundle }) {
  // readyTimeoutMs bounds a hang, not a start: at load average 30 on the 2-core machine fresh
  // servers took more than the 90 s it once was (docs/adr/0018).
  const runner = serverRunner();
  if (runner === 'dist' && !bundle) await ensureServersBuilt();
  const { command, args } = bundle
    ? { command: process.execPath, args: ['--enable-source-maps', bundle] }
    : packageScriptCommand(packageDir, serverScript(runner));
  const logFile = join(logDir, `${name}-${port}.log`);
  const started = performance.now();
  const child = startBackground(command, args, { cwd: packageDir, env, logFile });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${origin}/readyz`, { child, timeoutMs: readyTimeoutMs });
  } catch (error) {
    await stopProcess(child);
    const reason = error instanceof Error ? error.message : String(error);
    const message = `${name} did not become ready: ${reason}\n--- ${logFile} (last lines) ---\n${tail(logFile)}`;
    throw new Error(message);
  }
  const readyMs = performance.now() - started;
  return {
    name,
    origin,
    port,
    logFile,
    readyMs,
    child,
    stop: () => stopProcess(child),
  };
}

/**
 * @typedef {object} StartedServer
 * @property {string} name
 * @property {string} origin
 * @property {number} port
 * @property {string} logFile
 * @property {number} readyMs   process start to the first /readyz 200
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => Promise<void>} stop
 */

/**
 * The standalone simulator (`pnpm --filter @armada/simulator start:dist`, or `start` with tsx).
 * @param {{ port?: number, dataDir?: string, readyTimeoutMs?: number, extraEnv?: Record<string, string> }} [options]
 * @returns {Promise<StartedServer>}
 */
export async function startSimulator({
  port,
  dataDir,
  readyTimeoutMs = 300_000,
  extraEnv = {},
} = {}) {
  const chosenPort = port ?? (await freePort());
  const env = {
    ...baseEnv(simulatorDir),
    SIMULATOR_PORT: String(chosenPort),
    HOST: '127.0.0.1',
    ARMADA_DATA_DIR: dataDir ?? makeTempDir('simulator'),
    // Tests raise alerts on demand (POST /api/simulator/alerts).
    ARMADA_SIM_CONTROLS: '1',
    ...extraEnv,
  };
  return startServer({
    name: 'simulator',
    packageDir: simulatorDir,
    env,
    port: chosenPort,
    readyTimeoutMs,
  });
}

/**
 * The gateway (`pnpm --filter @armada/gateway start:dist`, or `start` with tsx): `backend: 'simulator'` mounts the
 * simulator in-process; `backend: 'upstream'` proxies to `upstreamOrigin`. `bundle`: another
 * build's server.mjs to run instead of this tree's (a bench comparing two builds side by side).
 * @param {{ port?: number, backend?: 'simulator' | 'upstream', upstreamOrigin?: string, dataDir?: string, readyTimeoutMs?: number, extraEnv?: Record<string, string>, bundle?: string }} [options]
 * @returns {Promise<StartedServer>}
 */
export async function startGateway({
  port,
  backend = 'simulator',
  upstreamOrigin,
  dataDir,
  readyTimeoutMs = 300_000,
  extraEnv = {},
  bundle,
} = {}) {
  const chosenPort = port ?? (await freePort());
  const env = {
    ...baseEnv(gatewayDir),
    PORT: String(chosenPort),
    HOST: '127.0.0.1',
    ARMADA_BACKEND: backend,
    ARMADA_DATA_DIR: dataDir ?? makeTempDir('gateway'),
    ARMADA_SIM_CONTROLS: '1',
    WEB_DIST_DIR: webDistDir,
    ...(backend === 'upstream' && upstreamOrigin ? upstreamEnv(upstreamOrigin) : {}),
    ...extraEnv,
  };
  if (backend === 'upstream' && !upstreamOrigin)
    throw new Error('upstream mode needs upstreamOrigin');
  return startServer({
    name: `gateway-${backend}`,
    packageDir: gatewayDir,
    env,
    port: chosenPort,
    readyTimeoutMs,
    bundle,
  });
}
