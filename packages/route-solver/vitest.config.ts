import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
    environment: 'node',
    // A hang bound, not a target (docs/adr/0018): the property tests run hundreds of solves,
    // which on a busy 2-core machine once took longer than vitest's default 5 s.
    testTimeout: 120_000,
  },
});
