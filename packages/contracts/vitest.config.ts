import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Test files share one module graph per worker: the schemas are built and compiled once, not
    // once per file. No file mocks modules or changes global state.
    isolate: false,
  },
});
