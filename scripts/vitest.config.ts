import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,mjs}'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    // A hang bound, not a target (docs/adr/0018): the smoke-runner tests start Node processes,
    // which on a busy 2-core machine once took longer than vitest's default 5 s.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
