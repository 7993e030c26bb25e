import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens one store (PGlite starts in about 3 s, far longer on a busy machine).
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
