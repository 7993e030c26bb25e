import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Test files share one module graph per worker: importing Fastify and its plugins once.
    isolate: false,
    // A hang bound, not a target (docs/adr/0018): a busy machine is slow, not wrong.
    testTimeout: 120_000,
    hookTimeout: 30_000,
  },
});
