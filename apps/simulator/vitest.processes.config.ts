import { defineConfig } from 'vitest/config';

/**
 * Tests that start real simulator processes (`*.processes.test.ts`): the run queue shared by
 * two processes on the local PostgreSQL (ADR 0011). Kept out of the unit run, which opens
 * stores in parallel on every core; `npm test` runs them as the step `simulator:shared-queue`.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.processes.test.ts'],
    environment: 'node',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
