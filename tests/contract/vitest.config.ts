import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The contract suite runs against a live server named by CONTRACT_BASE_URL (the standalone
 * simulator, the gateway in either mode, or a real backend). Files run one after another: some
 * cases sign out or change data, and the server is shared.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One module graph for all files (contracts and TypeBox compiled once, not per file); no
    // file mocks modules or keeps state in a shared module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./lib/global-setup.ts'],
  },
});
