import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
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

export default defineConfig(({ command }) => ({
  plugins: [react(), buildIdFile()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and route module loads, read by
    // scripts/bench/web-bundle.mjs to measure what a page downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every response costs about 1 KB of headers: the libraries every signed-in page runs
        // travel as one file instead of a dozen small chunks. The app's own modules stay split
        // by route, so a page downloads only the features it shows.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store|typebox)[\\/]/,
            },
            {
              // Small shared modules every signed-in page runs anyway (each was its own file).
              name: 'app-shared',
              test: /(packages[\\/]contracts[\\/]src[\\/](permissions|constants|vehicle|filter-expression|api[\\/](auth-routes|route-definition))\.ts|src[\\/](config[\\/]|hooks[\\/]|lib[\\/]analytics\.ts|app[\\/]route-handle\.ts|components[\\/]ui[\\/]language-switch\.tsx|features[\\/]auth[\\/]components[\\/]identity-summary\.tsx)|vite[\\/]preload-helper)/,
            },
          ],
        },
      },
    },
  },
}));
