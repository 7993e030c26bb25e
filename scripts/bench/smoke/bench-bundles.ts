// The benches of the smoke step run from bundles instead of through tsx (docs/adr/0049). A bench
// run through tsx compiles and loads hundreds of TypeScript files through tsx's loader hooks
// (about 3.5 s of CPU before it does anything when it imports the simulator, against 1 s for
// the same code as one bundle); the smoke step runs a score of benches on two cores.
//
// Every `bench:<name>` script of the form `tsx scripts/bench/<file>.ts` is bundled with esbuild
// into .tmp/bench-smoke/<file>.mjs, all in one build (code the benches share lands in shared
// chunks). Only the repository's own code is compiled in; each package import is resolved where
// the importing source file sits (as Node would resolve it from the source) and left an import
// of that file. `import.meta.url` (and dirname, filename) stay the source file's, so a bench
// finds its fixtures, the web build and the servers' bundles as when it runs from its sources.
// The simulator's worker threads (route solver, report files) run from the servers' own bundles
// in apps/simulator/dist (ensureServersBuilt runs first), as in the gateway.
//
// A bench whose script has another form runs as its script says. `pnpm bench:<name>` itself is
// untouched: full runs, and a bench run alone, still go through tsx.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { repoRoot } from '../../lib/setup.mjs';

/** Where the bundles go (under .tmp/, which git ignores). */
export const bundleDir = join(repoRoot, '.tmp', 'bench-smoke');

const BUILD_INFO = 'build-info.json';

/** The bench host (host.ts), bundled with the benches it runs. */
export const HOST_SOURCE = 'scripts/bench/smoke/host.ts';

/** A script the bundles can stand in for: `tsx <one .ts file>` and nothing else. */
const TSX_SCRIPT = /^tsx\s+(\S+\.ts)$/;

/** The bench's source file when its script is `tsx <file>.ts`, relative to the repository. */
export function benchSource(command: string): string | undefined {
  return TSX_SCRIPT.exec(command.trim())?.[1];
}

/** The bundle's output name for a source file: scripts/bench/live.ts -> live. */
function outputName(source: string): string {
  return basename(source, '.ts');
}

/**
 * The command that runs a bench's bundle, or the script's own command when it has no bundle.
 * Node's own flags only: no loader, no source maps to read at start (stack traces name the
 * bundle's lines, with the functions' own names).
 */
export function bundledCommand(command: string, bundles: ReadonlyMap<string, string>): string {
  const source = benchSource(command);
  const bundle = source ? bundles.get(source) : undefined;
  return bundle ? `node ${JSON.stringify(bundle)}` : command;
}

interface BuildInfo {
  startedAt: number;
  /** Source -> bundle, both relative to the repository. */
  entries: Record<string, string>;
  inputs: string[];
}

/** Besides the bundled sources: what changes the output. */
const EXTRA_INPUTS = [
  'scripts/bench/smoke/bench-bundles.ts',
  'pnpm-lock.yaml',
  'node_modules/.modules.yaml',
  'tsconfig.base.json',
  'scripts/tsconfig.json',
];

function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function readBuildInfo(): BuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(bundleDir, BUILD_INFO), 'utf8')) as BuildInfo;
  } catch {
    return undefined;
  }
}

/** Why the bundles of `sources` must be built, or undefined when they are newer than every input. */
export function bundlesStaleReason(sources: string[]): string | undefined {
  const info = readBuildInfo();
  if (!info) return 'no build yet';
  for (const source of sources) {
    const bundle = info.entries[source];
    if (!bundle) return `${source} is not in the build`;
    if (!existsSync(join(repoRoot, bundle))) return `${bundle} is missing`;
  }
  for (const input of [...info.inputs, ...EXTRA_INPUTS]) {
    const mtime = mtimeOf(join(repoRoot, input));
    if (mtime === undefined) {
      if (EXTRA_INPUTS.includes(input)) continue;
      return `${input} is gone`;
    }
    if (mtime > info.startedAt) return `${input} changed since the last build`;
  }
  return undefined;
}

/** The repository's own files (not a package's): compiled in, with their own import.meta. */
const ownFile = (path: string) =>
  path.startsWith(repoRoot + sep) && !path.includes(`${sep}node_modules${sep}`);

/**
 * `import.meta.url`, `.dirname` and `.filename` of a source file are its own location, as when it
 * runs from the sources; in a bundle they would be the bundle's. Each becomes a call of a
 * function declared at the end of the file (hoisted, so top-level code may call it; a name, so
 * the words in a string or a comment stay valid code).
 */
function sourceLocationPlugin(): Plugin {
  const META = /\bimport\.meta\.(url|dirname|filename)\b/g;
  const functions = {
    url: '__benchSourceUrl',
    dirname: '__benchSourceDir',
    filename: '__benchSourceFile',
  };
  return {
    name: 'bench-source-location',
    setup(build) {
      build.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, (args) => {
        if (!ownFile(args.path)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (text.search(META) < 0) return undefined;
        const values = {
          url: pathToFileURL(args.path).href,
          dirname: dirname(args.path),
          filename: args.path,
        };
        const declarations = Object.entries(functions)
          .map(
            ([key, name]) =>
              `function ${name}() { return ${JSON.stringify(values[key as keyof typeof values])}; }`,
          )
          .join('\n');
        const contents = `${text.replace(META, (_, key: keyof typeof functions) => `${functions[key]}()`)}\n${declarations}\n`;
        return { contents, loader: /\.m?ts$/.test(args.path) ? 'ts' : 'js' };
      });
    },
  };
}

const RESOLVING = Symbol('bench-bundles: resolving');

/**
 * A package import stays an import, of the file Node would load from the importing source
 * file's directory (the bundle's own directory has no node_modules of the packages'); the
 * workspace packages (@armada/*) are compiled in like the rest of the repository's code.
 */
function packageImportsPlugin(): Plugin {
  return {
    name: 'bench-package-imports',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === RESOLVING) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        });
        if (found.errors.length > 0) return { errors: found.errors };
        if (ownFile(found.path)) return { path: found.path };
        return { path: pathToFileURL(found.path).href, external: true };
      });
    },
  };
}

/**
 * Bundles the benches' source files (relative to the repository) when a bundle is missing or
 * older than its sources; resolves with source -> absolute bundle path.
 */
export async function ensureBenchBundles(
  sources: string[],
  log: (message: string) => void = () => undefined,
): Promise<Map<string, string>> {
  const wanted = [...new Set(sources)].sort();
  const reason = bundlesStaleReason(wanted);
  if (reason) {
    log(`bundling ${wanted.length} benches (${reason})`);
    const started = performance.now();
    await buildBenchBundles(wanted);
    log(`benches bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const info = readBuildInfo();
  return new Map(
    wanted.flatMap((source) => {
      const bundle = info?.entries[source];
      return bundle ? [[source, join(repoRoot, bundle)] as const] : [];
    }),
  );
}

/** One esbuild build of every bench in `sources`, replacing the previous build. */
export async function buildBenchBundles(sources: string[]): Promise<void> {
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const entryPoints = Object.fromEntries(
    sources.map((source) => [outputName(source), resolve(repoRoot, source)]),
  );
  if (Object.keys(entryPoints).length !== sources.length)
    throw new Error(`two benches share a file name: ${sources.join(', ')}`);
  rmSync(bundleDir, { recursive: true, force: true });
  mkdirSync(bundleDir, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints,
    outdir: bundleDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    // Function and class names as in the sources (stack traces, Fastify's plugin names).
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [packageImportsPlugin(), sourceLocationPlugin()],
    // The simulator's worker threads from the servers' bundles (scripts/build-server.mjs).
    define: {
      ARMADA_SOLVER_WORKER_BUNDLE: JSON.stringify('solver-worker.mjs'),
      ARMADA_REPORT_WORKER_BUNDLE: JSON.stringify('report-file-worker.mjs'),
    },
  });
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => relative(repoRoot, resolve(repoRoot, input)).split(sep).join('/'))
    .filter((input) => !input.split('/').includes('node_modules'));
  const info: BuildInfo = {
    startedAt,
    entries: Object.fromEntries(
      sources.map((source) => [
        source,
        relative(repoRoot, join(bundleDir, `${outputName(source)}.mjs`)),
      ]),
    ),
    inputs: [...new Set(inputs)].sort(),
  };
  writeFileSync(join(bundleDir, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
}
