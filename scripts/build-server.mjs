#!/usr/bin/env node
// @ts-check
// Bundles the two servers so they start without compiling TypeScript at run time
// (docs/adr/0002-server-start-time.md):
//
//   packages/contracts/dist/<subpath>.mjs  @armada/contracts/<subpath> for each subpath of its
//                                      package.json `exports` (alerts.mjs, shared.mjs, ...), with
//                                      typebox compiled in and shared code in chunks; also
//                                      typebox.mjs, typebox-compile.mjs, typebox-value.mjs
//   apps/simulator/dist/server.mjs     the standalone simulator   (apps/simulator/src/server.ts)
//   apps/simulator/dist/index.mjs      the simulator as a library (apps/simulator/src/index.ts)
//   apps/simulator/dist/env.mjs        its environment schemas    (apps/simulator/src/server-env.ts)
//   apps/simulator/dist/solver-worker.mjs  the route solver's worker thread, which the simulator's
//                                      solver pool starts (docs/adr/0010-solver-worker-pool.md)
//   apps/gateway/dist/server.mjs       the gateway                (apps/gateway/src/server.ts)
//
// ESM with source maps. A package's own code is bundled; @armada/contracts and typebox are
// imported from the contracts bundle and @armada/simulator from the simulator's, so a gateway
// process holds one copy of each, as when it runs from the sources; every other package stays
// an import that Node resolves from the package's own node_modules, which is why each bundle
// sits in its own package's dist/.
//
//   node scripts/build-server.mjs             build
//   node scripts/build-server.mjs --if-stale  build only when a source is newer than the build
//
// `npm start` and the test harness (scripts/lib/servers.mjs) call ensureServerBuild(); the
// packages' own `start` scripts still run the sources through tsx, for development.
// Node built-ins only at the top: esbuild is loaded when a build is needed.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_INFO = 'build-info.json';

const contractsDir = join(repoRoot, 'packages', 'contracts');
const simulatorDir = join(repoRoot, 'apps', 'simulator');
const gatewayDir = join(repoRoot, 'apps', 'gateway');

/**
 * typebox is ~700 small ES modules (a third of a second to load one by one) and only our own
 * code calls it at run time (@fastify/type-provider-typebox is imported for its types only), so
 * it is compiled into the contracts bundle, and these entry points re-export what the apps use.
 */
const TYPEBOX_ENTRIES = {
  typebox: 'typebox',
  'typebox-compile': 'typebox/compile',
  'typebox-value': 'typebox/value',
};

/**
 * The contracts' subpaths (`./alerts` -> src/alerts/index.ts), from its package.json `exports`
 * (docs/adr/0019-contracts-subpaths.md); the test fixtures (`./testing`) are not bundled.
 * @type {Record<string, string>}
 */
const CONTRACTS_ENTRIES = Object.fromEntries(
  Object.entries(
    /** @type {Record<string, string | { default: string }>} */ (
      JSON.parse(readFileSync(join(contractsDir, 'package.json'), 'utf8')).exports
    ),
  )
    .filter(([key]) => key !== './testing')
    .map(([key, target]) => [
      key.slice(2),
      (typeof target === 'string' ? target : target.default).replace(/^\.\//, ''),
    ]),
);

/** From apps/<name>/dist: the contracts bundle and its typebox entry points. */
const fromApps = (/** @type {string} */ file) => `../../../packages/contracts/dist/${file}`;
const sharedAliases = {
  ...Object.fromEntries(
    Object.keys(CONTRACTS_ENTRIES).map((name) => [
      `@armada/contracts/${name}`,
      fromApps(`${name}.mjs`),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(TYPEBOX_ENTRIES).map(([file, specifier]) => [
      specifier,
      fromApps(`${file}.mjs`),
    ]),
  ),
};

/**
 * @typedef {object} ServerBuild
 * @property {string} name
 * @property {string} packageDir
 * @property {Record<string, string>} entryPoints  output name -> source (or `reexport:<package>`)
 * @property {string[]} bundled  packages compiled into the bundle
 * @property {Record<string, string>} aliases  bare import -> another bundle, relative to dist/
 * @property {Record<string, string>} [define]  esbuild `define`: identifiers replaced at build
 */

/**
 * @typedef {object} BuildInfo
 * @property {number} startedAt
 * @property {Record<string, string>} [entries]
 * @property {string[]} [outputs]
 * @property {string[]} inputs
 */

/**
 * Built in this order: each imports the bundles before it.
 * @type {ServerBuild[]}
 */
export const serverBuilds = [
  {
    name: 'contracts',
    packageDir: contractsDir,
    entryPoints: {
      ...CONTRACTS_ENTRIES,
      ...Object.fromEntries(
        Object.entries(TYPEBOX_ENTRIES).map(([file, specifier]) => [file, `reexport:${specifier}`]),
      ),
    },
    bundled: ['typebox'],
    aliases: {},
  },
  {
    name: 'simulator',
    packageDir: simulatorDir,
    entryPoints: {
      server: 'src/server.ts',
      index: 'src/index.ts',
      env: 'src/server-env.ts',
      'solver-worker': 'src/services/fleet-planning/solver-worker.ts',
      'report-file-worker': 'src/modules/reports/report-file-worker.ts',
      'pglite-worker': 'src/store/pglite-worker.ts',
    },
    // The solver is TypeScript sources only (its package exports src/index.ts).
    bundled: ['@armada/route-solver'],
    aliases: sharedAliases,
    // Tells the solver pool it runs from this bundle, and the worker bundle's name.
    define: {
      ARMADA_SOLVER_WORKER_BUNDLE: JSON.stringify('solver-worker.mjs'),
      // The reports' file writer thread (apps/simulator/src/modules/reports/report-file-thread.ts).
      ARMADA_REPORT_WORKER_BUNDLE: JSON.stringify('report-file-worker.mjs'),
      // The store's PGlite thread (apps/simulator/src/store/pglite-thread.ts, STORE-12).
      ARMADA_PGLITE_WORKER_BUNDLE: JSON.stringify('pglite-worker.mjs'),
    },
  },
  {
    name: 'gateway',
    packageDir: gatewayDir,
    entryPoints: { server: 'src/server.ts' },
    bundled: [],
    // The simulator's own bundle, whose imports resolve from apps/simulator/node_modules.
    aliases: {
      ...sharedAliases,
      '@armada/simulator': '../../simulator/dist/index.mjs',
      '@armada/simulator/env': '../../simulator/dist/env.mjs',
    },
  },
];

/** Besides the bundled sources: what changes the output or what the bundles import. */
const EXTRA_INPUTS = [
  'scripts/build-server.mjs',
  'pnpm-lock.yaml',
  'node_modules/.modules.yaml',
  'apps/gateway/package.json',
  'apps/simulator/package.json',
  'packages/contracts/package.json',
  'tsconfig.base.json',
];

const distDir = (/** @type {ServerBuild} */ build) => join(build.packageDir, 'dist');

/** @param {string} path */
function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * @param {ServerBuild} build
 * @returns {BuildInfo | undefined}
 */
function readBuildInfo(build) {
  try {
    return JSON.parse(readFileSync(join(distDir(build), BUILD_INFO), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why the bundles must be rebuilt, or undefined when every bundle is newer than its inputs. */
export function serverBuildStaleReason() {
  for (const build of serverBuilds) {
    const info = readBuildInfo(build);
    const where = relative(repoRoot, distDir(build));
    if (!info) return `${where} has no build`;
    for (const file of Object.values(info.entries ?? {})) {
      if (!existsSync(join(distDir(build), file))) return `${where}/${file} is missing`;
    }
    for (const input of [...info.inputs, ...EXTRA_INPUTS]) {
      const mtime = mtimeOf(join(repoRoot, input));
      if (mtime === undefined) {
        if (EXTRA_INPUTS.includes(input)) continue;
        return `${input} is gone`;
      }
      if (mtime > info.startedAt) return `${input} changed since the last build`;
    }
  }
  return undefined;
}

/**
 * `import.meta.url` in a source file is its own location (e.g. the gateway finds the repository
 * root from it); in a bundle it would be the bundle's. Every output lands directly in dist/, so
 * the source's URL is the bundle's URL plus a fixed relative path.
 * @param {string} outdir
 * @returns {import('esbuild').Plugin}
 */
function sourceUrlPlugin(outdir) {
  return {
    name: 'armada-source-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename)\b/.test(text)) {
          return {
            errors: [
              { text: "use import.meta.url: import.meta.dirname/filename would be the bundle's" },
            ],
          };
        }
        if (!text.includes('import.meta.url')) return undefined;
        const fromDist = relative(outdir, args.path).split(sep).join('/');
        return {
          contents: text.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

const isPackage = (/** @type {string} */ specifier, /** @type {string} */ name) =>
  specifier === name || specifier.startsWith(`${name}/`);

/**
 * Bare imports: an alias (another bundle) or a `bundled` package is compiled in; any other
 * import of typebox is an error (it would load a second copy from node_modules); everything
 * else stays an import.
 * @param {ServerBuild} build
 * @returns {import('esbuild').Plugin}
 */
function importsPlugin({ aliases, bundled }) {
  return {
    name: 'armada-imports',
    setup(build) {
      build.onResolve({ filter: /^reexport:/ }, (args) => ({
        path: args.path.slice('reexport:'.length),
        namespace: 'armada-reexport',
      }));
      build.onLoad({ filter: /.*/, namespace: 'armada-reexport' }, (args) => ({
        contents: `export * from '${args.path}';\nexport { default } from '${args.path}';\n`,
        resolveDir: build.initialOptions.absWorkingDir ?? repoRoot,
        loader: 'js',
      }));
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (aliases[args.path]) return { path: aliases[args.path], external: true };
        if (bundled.some((name) => isPackage(args.path, name))) return undefined;
        if (isPackage(args.path, 'typebox')) {
          return {
            errors: [
              { text: `${args.path} is not re-exported by the contracts bundle (TYPEBOX_ENTRIES)` },
            ],
          };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Writes next to the target, then renames: a server starting meanwhile reads old or new.
 * @param {string} path
 * @param {string | Uint8Array} contents
 */
function writeAtomically(path, contents) {
  const temporary = `${path}.tmp-${process.pid}`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * @param {typeof import('esbuild')} esbuild
 * @param {ServerBuild} build
 */
async function buildOne(esbuild, build) {
  const outdir = distDir(build);
  const startedAt = Date.now();
  const result = await esbuild.build({
    absWorkingDir: build.packageDir,
    entryPoints: build.entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    sourcesContent: false,
    // Function and class names as in the sources (stack traces, Fastify's plugin names).
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [importsPlugin(build), sourceUrlPlugin(outdir)],
    define: build.define ?? {},
  });

  mkdirSync(outdir, { recursive: true });
  const entryFiles = new Set(Object.keys(build.entryPoints).map((name) => `${name}.mjs`));
  const files = result.outputFiles.map((file) => ({
    name: relative(outdir, file.path).split(sep).join('/'),
    contents: file.contents,
  }));
  // Chunks first, entries last: an entry never points at a chunk that is not there yet.
  files.sort((a, b) => Number(entryFiles.has(a.name)) - Number(entryFiles.has(b.name)));
  for (const file of files) writeAtomically(join(outdir, file.name), file.contents);

  // Keep this build's files and the previous build's (a server started from it a moment ago
  // may still import one of its chunks); remove anything older.
  const previous = readBuildInfo(build);
  const keep = new Set([BUILD_INFO, ...files.map((f) => f.name), ...(previous?.outputs ?? [])]);
  for (const name of readdirSync(outdir)) {
    if (!keep.has(name) && !name.includes('.tmp-')) rmSync(join(outdir, name), { force: true });
  }

  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('armada-reexport:'))
    .map((input) => relative(repoRoot, resolve(build.packageDir, input)).split(sep).join('/'))
    .filter((input) => !input.split('/').includes('node_modules'));
  const info = {
    startedAt,
    entries: Object.fromEntries(Object.keys(build.entryPoints).map((n) => [n, `${n}.mjs`])),
    outputs: files.map((f) => f.name),
    inputs: [...new Set(inputs)].sort(),
  };
  writeAtomically(join(outdir, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
  return {
    name: build.name,
    where: relative(repoRoot, outdir),
    outputs: files.length,
    inputs: info.inputs.length,
  };
}

/** Builds every server bundle; resolves with one line per package. */
export async function buildServers() {
  const esbuild = await import('esbuild');
  const summary = [];
  for (const build of serverBuilds) summary.push(await buildOne(esbuild, build));
  return summary;
}

/**
 * Builds when a bundle is missing or older than its sources; `log` is told why.
 * @param {(message: string) => void} [log]
 */
export async function ensureServerBuild(log = () => undefined) {
  const reason = serverBuildStaleReason();
  if (!reason) return false;
  log(`building the servers (${reason})`);
  const started = performance.now();
  await buildServers();
  log(`servers built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

const isMain = process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  const log = (/** @type {string} */ message) =>
    process.stdout.write(`[build-server] ${message}\n`);
  const run = process.argv.includes('--if-stale')
    ? ensureServerBuild(log).then((built) => built || log('up to date'))
    : buildServers().then((summary) => {
        for (const { name, where, outputs, inputs } of summary) {
          log(`${name}: ${outputs} files in ${where} from ${inputs} sources`);
        }
      });
  run.catch((error) => {
    process.stderr.write(`[build-server] failed: ${error?.message ?? error}\n`);
    process.exit(1);
  });
}
