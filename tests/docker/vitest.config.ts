import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The docker-compose check: static, no Docker engine needed. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['*.test.ts'], environment: 'node' },
});
