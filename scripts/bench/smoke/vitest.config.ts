import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm bench:smoke` (npm test's step bench:smoke): every bench of scripts/bench in its smallest
 * configuration, two at a time (most of a bench is waiting on its server or browser). The
 * timeouts only catch a hung bench; the step's time is kept in check by the benches' smoke sizes.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['*.smoke.ts'],
    environment: 'node',
    maxConcurrency: 3,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
