import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Two projects, because most of the time went into building environments, not into tests
 * (`vitest run` on 2 cores: environment 98 s, imports 24 s, tests 39 s of 203 s):
 *
 * - `logic`: the `.test.ts` files, plain functions, run in Node: no jsdom to build per file,
 *   no Testing Library to load. A `.test.ts` that needs `window` or `localStorage` is listed
 *   in DOM_LOGIC_TESTS (or becomes a `.test.tsx`).
 * - `dom`: the components (`.test.tsx`) and the listed files, in jsdom, one environment per
 *   worker (`isolate: false`): each file still gets a clean DOM and storage from
 *   src/testing/setup-tests.ts; none of them mocks modules (`vi.mock`), which is what a
 *   shared module registry would leak.
 * - `mocking`: the few files that do mock modules, isolated.
 *
 * All use every core (the default leaves one idle).
 */
/**
 * Files that mock modules (`vi.mock`): in a worker whose module registry is shared, a module an
 * earlier file imported stays unmocked, so these run in a project of their own, isolated.
 */
const MOCKING_TESTS = [
  'src/features/alerts/utils/live-alert-journal.test.ts',
  'src/features/driver-score/components/driver-score-page.test.tsx',
  'src/app/use-session-live-channel.test.ts',
  // Not mocking, but the two longest page files (a minute each on a busy machine): in a shared
  // worker they once failed to load with vitest's EnvironmentTeardownError (a module of the
  // shared graph asked for after another file's environment was gone); alone they cannot.
  'src/features/route-optimization/runs/runs-page.test.tsx',
  'src/features/route-optimization/detail/run-detail-page.test.tsx',
  // The same, seen in a fresh-clone run once five modules had joined the shared graph: the
  // deliveries import dialog failed to load with EnvironmentTeardownError, and the whole app's
  // routing (every feature's routes, loaded lazily) then waited on a page loader for 45 s.
  'src/features/deliveries/components/import-dialog.test.tsx',
  'src/app/app.test.tsx',
];

const DOM_LOGIC_TESTS = [
  'src/components/ui/list-table/column-visibility.test.ts',
  'src/features/alerts/utils/display-storage.test.ts',
  'src/features/alerts/utils/stored-counts.test.ts',
  'src/features/shell/stores/layout-settings.test.ts',
  'src/features/survey/utils/survey-schedule.test.ts',
  'src/lib/analytics.test.ts',
  'src/lib/local-storage.test.ts',
  'src/features/alerts/utils/reminder-interval.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    restoreMocks: true,
    // A bound for a hung test, not a speed target: a busy machine may take seconds per render.
    testTimeout: 60_000,
    unstubGlobals: true,
    maxWorkers: Math.max(1, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...DOM_LOGIC_TESTS, ...MOCKING_TESTS],
          // One module graph per worker (contracts, i18n catalogues and the GraphQL schema
          // parsed once); no test mocks modules, and mocks and stubbed globals are restored.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_LOGIC_TESTS],
          exclude: MOCKING_TESTS,
          setupFiles: ['src/testing/setup-tests.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'mocking',
          environment: 'jsdom',
          include: MOCKING_TESTS,
          setupFiles: ['src/testing/setup-tests.ts'],
          isolate: true,
        },
      },
    ],
  },
});
