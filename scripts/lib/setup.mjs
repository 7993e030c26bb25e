// @ts-check
// Ensure the toolchain both root commands need (`npm start`, `npm test`): pnpm at the pinned
// version, the workspace dependencies, the built web app and, for the browser tests, Chromium.
// Node built-ins only: this runs on a fresh machine before any dependency is installed.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Written after a successful install; its mtime is what "node_modules is fresh" compares to. */
const INSTALL_STAMP = join(repoRoot, 'node_modules', '.armada-install-stamp');

/** @param {string} message */
export function log(message) {
  process.stdout.write(`[armada] ${message}\n`);
}

export class SetupError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'SetupError';
  }
}

/**
 * @typedef {{ command: string, args: string[] }} Pnpm  how to run pnpm: command and leading arguments
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function capture(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  if (result.error) return { ok: false, stdout: '', stderr: String(result.error.message) };
  return {
    ok: result.status === 0,
    stdout: String(result.stdout).trim(),
    stderr: String(result.stderr).trim(),
  };
}

/** Runs a command with its output streamed; throws a SetupError naming it when it fails. */
/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function runOrThrow(command, args, options = {}) {
  log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd: repoRoot,
    ...options,
  });
  if (result.error) throw new SetupError(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new SetupError(
      `"${[command, ...args].join(' ')}" exited with ${result.status ?? result.signal}`,
    );
  }
}

/** @param {string} path */
function canWrite(path) {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command */
function pnpmVersionOf(command) {
  const result = capture(command, ['--version'], { cwd: repoRoot });
  return result.ok ? result.stdout.split('\n').pop() : undefined;
}

/**
 * Finds or installs pnpm at exactly PNPM_VERSION. Returns the command prefix to run it with:
 * `{ command: 'pnpm', args: [] }`, or `npx --yes pnpm@x` when the global prefix is not writable.
 * @returns {Pnpm}
 */
export function ensurePnpm() {
  if (pnpmVersionOf('pnpm') === PNPM_VERSION) return { command: 'pnpm', args: [] };

  const prefix = capture('npm', ['config', 'get', 'prefix']).stdout.split('\n').pop() ?? '';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const globalModules = join(prefix, 'lib', 'node_modules');
  const writable =
    prefix !== '' && (isRoot || canWrite(existsSync(globalModules) ? globalModules : prefix));
  if (writable) {
    log(`pnpm ${PNPM_VERSION} not found; installing it globally under ${prefix}`);
    runOrThrow('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`]);
    if (pnpmVersionOf('pnpm') === PNPM_VERSION) return { command: 'pnpm', args: [] };
    // The global bin dir may not be on PATH (e.g. a custom prefix): call it by its path.
    const direct = join(prefix, 'bin', 'pnpm');
    if (pnpmVersionOf(direct) === PNPM_VERSION) return { command: direct, args: [] };
  }
  log(`pnpm ${PNPM_VERSION} not installed and the global npm prefix is not writable; using npx`);
  const viaNpx = { command: 'npx', args: ['--yes', `pnpm@${PNPM_VERSION}`] };
  const check = capture(viaNpx.command, [...viaNpx.args, '--version'], { cwd: repoRoot });
  if (!check.ok || check.stdout.split('\n').pop() !== PNPM_VERSION) {
    throw new SetupError(
      `could not get pnpm ${PNPM_VERSION}: install it with "npm i -g pnpm@${PNPM_VERSION}" and retry` +
        (check.stderr ? `\n${check.stderr}` : ''),
    );
  }
  return viaNpx;
}

/**
 * @typedef {object} WorkspacePackage
 * @property {string} dir  absolute
 * @property {{ name?: string, scripts?: Record<string, string>, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} manifest
 */

/**
 * Workspace package directories, from pnpm-workspace.yaml's `dir/*` globs.
 * @returns {WorkspacePackage[]}
 */
export function workspacePackages() {
  const text = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  /** @type {string[]} */
  const globs = [];
  let inPackages = false;
  for (const line of text.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (inPackages) {
      const item = /^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/.exec(line);
      if (item?.[1]) globs.push(item[1]);
      else if (/^\S/.test(line)) inPackages = false;
    }
  }
  /** @type {string[]} */
  const dirs = [];
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = join(repoRoot, glob.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        if (entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json'))) {
          dirs.push(join(parent, entry.name));
        }
      }
    } else if (existsSync(join(repoRoot, glob, 'package.json'))) {
      dirs.push(join(repoRoot, glob));
    }
  }
  return dirs.map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
  }));
}

/** @param {string} path */
function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Why dependencies must be (re)installed, or undefined when node_modules is up to date. */
export function dependenciesStaleReason() {
  if (!existsSync(join(repoRoot, 'node_modules', '.modules.yaml')))
    return 'node_modules is missing';
  const stamp = Math.max(
    mtimeOf(INSTALL_STAMP),
    mtimeOf(join(repoRoot, 'node_modules', '.modules.yaml')),
  );
  const manifests = [
    join(repoRoot, 'pnpm-lock.yaml'),
    join(repoRoot, 'pnpm-workspace.yaml'),
    ...workspacePackages().map((p) => join(p.dir, 'package.json')),
  ];
  const newer = manifests.find((file) => mtimeOf(file) > stamp);
  if (newer) return `${newer.slice(repoRoot.length + 1)} is newer than node_modules`;
  const missing = workspacePackages().find(
    (p) =>
      Object.keys({ ...p.manifest.dependencies, ...p.manifest.devDependencies }).length > 0 &&
      !existsSync(join(p.dir, 'node_modules')),
  );
  if (missing) return `${missing.dir.slice(repoRoot.length + 1)}/node_modules is missing`;
  return undefined;
}

/** @param {Pnpm} pnpm */
export function ensureDependencies(pnpm) {
  const reason = dependenciesStaleReason();
  if (!reason) return false;
  log(`installing dependencies (${reason})`);
  // pnpm-workspace.yaml silences pnpm's own output (`reporter: silent`); an install shows its
  // progress.
  runOrThrow(
    pnpm.command,
    [...pnpm.args, 'install', '--frozen-lockfile', '--reporter=append-only'],
    {
      env: { ...process.env, CI: process.env.CI ?? 'true' },
    },
  );
  writeFileSync(INSTALL_STAMP, `${new Date().toISOString()}\n`);
  return true;
}

/**
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  let newest = 0;
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

export const webDir = join(repoRoot, 'apps', 'web');
export const webDistDir = join(webDir, 'dist');

/** The web sources the build reads: the app itself and the contracts it imports. */
export function webBuildStaleReason() {
  const index = join(webDistDir, 'index.html');
  if (!existsSync(index)) return 'apps/web/dist is missing';
  const built = mtimeOf(index);
  const sources = [webDir, join(repoRoot, 'packages', 'contracts', 'src')];
  const newest = Math.max(...sources.map(newestMtime));
  return newest > built ? 'the web sources changed since the last build' : undefined;
}

/** @param {Pnpm} pnpm */
export function buildWeb(pnpm) {
  runOrThrow(pnpm.command, [...pnpm.args, '--filter', '@armada/web', 'build']);
}

/**
 * Builds the web app when its sources changed since the last build.
 * @param {Pnpm | (() => Pnpm)} pnpm  how to run pnpm, or how to find it (`ensurePnpm`, asked
 *   only when a build is needed: a fresh build costs no pnpm process)
 */
export function ensureWebBuild(pnpm) {
  const reason = webBuildStaleReason();
  if (!reason) return false;
  log(`building the web app (${reason})`);
  buildWeb(typeof pnpm === 'function' ? pnpm() : pnpm);
  return true;
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The headless build of Chromium the browser tests drive (Debian's chromium-headless-shell,
 * the same Blink as chromium without the browser UI and GPU process: the suite runs about a
 * quarter faster on two cores), else the full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How every Chromium of the repository is launched (browser tests, benches, screenshots):
 * without the networking flags Chromium floods a closed network with refused connections.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Added for the browser tests, where pages are opened and closed by the hundred, one at a time
 * per browser, and none is measured: every context's pages share one renderer process, and the
 * GPU thread lives in the browser process. A renderer started per context paid its start-up
 * (V8, ICU, the app's scripts compiled again) each time: the shell spec took 119 CPU-s and
 * 87 s with a renderer per context, 92 CPU-s and 68 s with one (docs/adr/0060). The benches
 * keep Chromium's defaults: their pages run side by side and are measured, as a user's are.
 */
export const CHROMIUM_TEST_ARGS = [
  ...CHROMIUM_ARGS,
  '--renderer-process-limit=1',
  '--in-process-gpu',
];

/** CHROMIUM_PATH, then Debian's headless shell, then /usr/bin/chromium, then chromium on PATH. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  for (const path of [HEADLESS_SHELL, '/usr/bin/chromium']) if (isExecutable(path)) return path;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium-headless-shell', 'chromium', 'chromium-browser']) {
      const candidate = join(dir, name);
      if (dir && isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureChromium() {
  const found = findChromium();
  // A full Chromium someone installed serves, but as root the lighter headless shell is added.
  if (found && (found === process.env.CHROMIUM_PATH || found === HEADLESS_SHELL || !isRoot()))
    return found;
  if (process.env.CHROMIUM_PATH)
    log(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable`);
  if (!isRoot()) {
    throw new SetupError(
      'Chromium is needed for the browser tests and none was found. Install it ' +
        '(Debian/Ubuntu: "sudo apt-get install -y chromium-headless-shell") or set ' +
        'CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.',
    );
  }
  log('installing Debian chromium-headless-shell with apt-get (runs as root)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    runOrThrow('apt-get', ['install', '-y', 'chromium-headless-shell'], { env });
  try {
    try {
      install();
    } catch {
      // An image whose package lists are stale or empty: fetch them, then try once more.
      runOrThrow('apt-get', ['update'], { env });
      install();
    }
  } catch (error) {
    if (!found) throw error;
    log(`could not install chromium-headless-shell; using ${found}`);
    return found;
  }
  const installed = findChromium();
  if (!installed)
    throw new SetupError('apt-get installed chromium-headless-shell but no executable was found');
  return installed;
}

/** pnpm at the pinned version and fresh dependencies: what both root commands need first. */
export function ensureToolchain() {
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  return { pnpm };
}
