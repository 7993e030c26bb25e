import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Real server processes: their own config (vitest.processes.config.ts).
    exclude: ['src/**/*.processes.test.ts', '**/node_modules/**'],
    environment: 'node',
    // Vitest keeps a core free by default (one worker on two cores); eight files each start
    // their own store, mostly WebAssembly start-up, so every core takes files.
    maxWorkers: Math.max(1, availableParallelism()),
    // Test files share one module graph per worker: the world, the road network and PGlite's
    // WebAssembly are loaded once per worker, not once per file. No file mocks modules; the two
    // that fake timers restore them after each test.
    isolate: false,
    // Each file opens one store (PGlite starts in about 3 s, far longer on a busy machine). A
    // hang bound, not a target (docs/adr/0018): at load average 22 five tests that pass in a few
    // seconds alone (a restart on PGlite, the 20,000-vehicle world) went past 30 s.
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
