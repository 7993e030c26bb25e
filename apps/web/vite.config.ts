import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const GATEWAY_URL = process.env.ARMADA_GATEWAY_URL ?? 'http://127.0.0.1:8080';

/** Paths the gateway answers; in `vite dev` they are proxied so the app stays same-origin. */
const GATEWAY_PATHS = [
  '/api',
  '/auth',
  '/order',
  '/fleet-planning',
  '/graphql',
  '/app-config.json',
  '/docs',
  '/healthz',
  '/readyz',
];

/**
 * One id per build, shared by the bundle (`import.meta.env.VITE_BUILD_ID`) and
 * `dist/build-id.txt`. The gateway reports the file's id in /app-config.json, so a tab running
 * an older bundle can see that a newer build is being served and offer a reload.
 */
const buildId =
  process.env.ARMADA_BUILD_ID ??
  `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}-${randomBytes(4).toString('hex')}`;

function buildIdFile(): Plugin {
  return {
    name: 'armada-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: `${buildId}\n` });
    },
  };
}

/** The TypeBox builders contracts uses (`Type.Object(...)`): calls without side effects. */
const TYPE_BUILDERS = [
  'Array',
  'Boolean',
  'Enum',
  'Integer',
  'Literal',
  'Null',
  'Number',
  'Object',
  'Omit',
  'Pick',
  'Record',
  'String',
  'Tuple',
  'Union',
  'Unknown',
  'Unsafe',
  'Optional',
];

/**
 * Building a schema has no side effect: a schema the app never reads (most of contracts, whose
 * answers are checked by the compiled code in src/lib/contract) is left out, and TypeBox with it
 * on pages that do not use it. The same for the workers' bundles (the live map's, ADR 0058),
 * which import the binary positions decoder from contracts' live barrel.
 */
const TREESHAKE = {
  propertyReadSideEffects: false,
  // TypeBox's hashing and guards (a compiled check of `uniqueItems` imports them) are plain
  // functions: a page that imports a barrel of checks but runs none of those must not keep them,
  // nor the app chunk they sit in (the public tracking page, TRK-15).
  moduleSideEffects: (id: string) => !/[\\/]typebox[\\/]build[\\/](system|guard)[\\/]/.test(id),
  manualPureFunctions: [
    ...TYPE_BUILDERS.map((name) => `Type.${name}`),
    'Object.values',
    'ListResponseSchema',
    'ItemResponseSchema',
    'GraphqlResultSchema',
    'defineRoute',
  ],
} as const;

/** Text files a browser downloads; fonts and images are compressed already, maps rarely read. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the best
 * levels: the gateway serves them as they are (@fastify/static `preCompressed`), so a page costs
 * fewer bytes than compression per request gives and no CPU per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'armada-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * The public tracking page (TRK-15) gets its own copies of the compiled checks it runs and of
 * their formats module: the app's copies sit in its `app-shared` chunk, which imports the
 * framework, and would bring React to a page that has none. A check imported from
 * src/public-tracking (and what that copy imports) resolves to the same file under another id,
 * which the chunk groups below leave alone.
 */
const PUBLIC_COPY = '?public-tracking';
function publicTrackingCopies(): Plugin {
  const fromPage = (importer: string) =>
    /[\\/]src[\\/]public-tracking[\\/]/.test(importer) || importer.endsWith(PUBLIC_COPY);
  return {
    name: 'armada-public-tracking-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !fromPage(importer) || !/\.generated\.js$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}${PUBLIC_COPY}` : null;
    },
  };
}

/**
 * Each page's bundle holds the contract checks it names, and only those. Source files read a
 * check as `validators.<name>` from `import * as validators from '…/checks.generated.js'` (the
 * module re-exporting all of them); the bundler then placed every check a page used beside that
 * module, in the entry chunk, so the first page carried all of them (about 30 KB gzip). This
 * rewrites such a file, in the build, to import each check it names from its own module
 * (`checks/<name>.generated.js`), which the bundler places with the pages that use it. The
 * imports go on the line of the namespace import, so line numbers stay.
 */
const CHECKS_NAMESPACE_IMPORT =
  /import \* as validators from '((?:@\/lib\/contract|\.{1,2}(?:\/[\w.-]+)*)\/)?(contract\/)?checks\.generated\.js';/;
/** Where the hub module takes each check from: name -> [module file name, exported name]. */
function checkModules(): Map<string, [string, string]> {
  const hub = readFileSync(
    fileURLToPath(new URL('./src/lib/contract/checks.generated.js', import.meta.url)),
    'utf8',
  );
  const modules = new Map<string, [string, string]>();
  for (const [, names = '', file = ''] of hub.matchAll(
    /export \{([^}]*)\} from '\.\/checks\/([\w.-]+)';/g,
  )) {
    for (const part of names.split(',')) {
      const [exported = '', alias] = part.trim().split(/\s+as\s+/);
      if (exported) modules.set(alias ?? exported, [file, exported]);
    }
  }
  return modules;
}

function directContractChecks(): Plugin {
  let modules = new Map<string, [string, string]>();
  return {
    name: 'armada-direct-contract-checks',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      modules = checkModules();
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      const match = CHECKS_NAMESPACE_IMPORT.exec(code);
      if (!match) return null;
      const folder = `${match[1] ?? './'}${match[2] ?? ''}checks/`;
      // Names the typechecker accepted; a `validators.x` that is not a check is prose.
      const names = new Set(
        [...code.matchAll(/\bvalidators\.([A-Za-z_$][\w$]*)/g)]
          .map((found) => found[1] ?? '')
          .filter((name) => modules.has(name)),
      );
      const imports = [...names].map((name) => {
        const [file, exported] = modules.get(name) ?? ['', ''];
        return `import { ${exported} as __check_${name} } from '${folder}${file}';`;
      });
      return {
        code: code
          .replace(match[0], imports.join(' '))
          .replace(/\bvalidators\.([A-Za-z_$][\w$]*)/g, (found, name: string) =>
            names.has(name) ? `__check_${name}` : found,
          ),
        map: null,
      };
    },
  };
}

/** `react-router` and `react-router/dom` resolved to the package's dist/production files. */
function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  // Not a direct dependency: found from react-router-dom, which re-exports it.
  const fromDom = createRequire(
    createRequire(import.meta.url).resolve('react-router-dom/package.json'),
  );
  const packageDir = dirname(fromDom.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') },
    {
      find: /^react-router\/dom$/,
      replacement: join(packageDir, 'dist/production/dom-export.mjs'),
    },
  ];
}

/**
 * A build is always a production build: started from a process that set NODE_ENV (vitest sets
 * `test`; the bench smoke step builds from inside it), Vite would keep that value and bundle
 * React's development files, 180 KB of JavaScript more on every page.
 */
function productionBuild(command: 'build' | 'serve'): void {
  if (command === 'build' && process.env.NODE_ENV !== 'production')
    process.env.NODE_ENV = 'production';
}

export default defineConfig(({ command }) => {
  productionBuild(command);
  return {
    plugins: [
      react(),
      buildIdFile(),
      precompress(),
      publicTrackingCopies(),
      directContractChecks(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router 7 lists only its development files in `exports`; the build takes the
        // production files it ships beside them (the same code without the dev warnings).
        ...(command === 'build' ? reactRouterProduction() : []),
      ],
    },
    define: {
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId : 'dev'),
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: {
        ...Object.fromEntries(GATEWAY_PATHS.map((path) => [path, { target: GATEWAY_URL }])),
        '/ws': { target: GATEWAY_URL, ws: true },
      },
    },
    preview: { host: '127.0.0.1', port: 4173 },
    // Module workers (`new Worker(new URL(...), { type: 'module' })`), each its own chunk.
    worker: { format: 'es', rolldownOptions: { treeshake: TREESHAKE } },
    build: {
      target: 'es2022',
      sourcemap: true,
      // dist/.vite/manifest.json: which chunks each entry and route module loads, for looking
      // into what a page downloads (scripts/bench/web.ts measures it in Chromium).
      manifest: true,
      rolldownOptions: {
        // Two pages: the app, and the public tracking page of a link (`/t/<token>`, TRK-7), which
        // shares none of the app's start-up code (its budget is its own, TRK-15).
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          'public-tracking': fileURLToPath(new URL('./public-tracking.html', import.meta.url)),
        },
        treeshake: TREESHAKE,
        output: {
          // Every response costs about 1 KB of headers: the libraries every signed-in page runs
          // travel as one file instead of a dozen small chunks. The app's own modules stay split
          // by route, so a page downloads only the features it shows. Only the TanStack packages
          // every page runs: the live view's virtualiser stays in its route's file.
          advancedChunks: {
            groups: [
              {
                // Vite's preload helper runs on both pages: kept apart from `app-shared` (which
                // needs the framework) in the one small file both pages load anyway.
                name: 'modulepreload-polyfill',
                test: /vite[\\/](modulepreload-polyfill|preload-helper)/,
              },
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](?:query-core|react-query)|i18next|react-i18next|use-sync-external-store)[\\/]|rolldown[\\/:]runtime/,
              },
              {
                // Small shared modules every signed-in page runs anyway (each was its own file).
                name: 'app-shared',
                test: /(packages[\\/]contracts[\\/]src[\\/](auth[\\/]permissions|shared[\\/](constants|values|server-errors|filter-expression))\.ts|src[\\/](config[\\/]|hooks[\\/]|lib[\\/]contract[\\/](routes\.generated\.ts|checks[\\/](formats|code-points)\.generated\.js$)|lib[\\/]analytics\.ts|app[\\/]route-handle\.ts|components[\\/]ui[\\/]language-switch\.tsx|features[\\/]auth[\\/]components[\\/]identity-summary\.tsx))/,
              },
            ],
          },
        },
      },
    },
  };
});
