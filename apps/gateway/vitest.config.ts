import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Test files share one module graph per worker: importing Fastify and its plugins once.
    isolate: false,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
