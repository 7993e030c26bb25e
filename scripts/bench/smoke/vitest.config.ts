import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm bench:smoke` (npm test's step bench:smoke): every bench of scripts/bench in its smallest
 * configuration, from bundles, the in-process ones in two bench hosts, the browser benches on
 * one shared gateway and Chromium (benches.smoke.ts, docs/adr/0049). The benches are scheduled
 * there, not by vitest: every test starts at once and waits for its bench's run. The timeouts
 * only catch a hung bench; the step's time is kept in check by the benches' smoke sizes, the
 * bundles, the hosts and the sharing. BENCH_SMOKE_ONLY=live,web runs only those benches.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['*.smoke.ts'],
    environment: 'node',
    maxConcurrency: 64,
    // Hang bounds: a fresh-clone run at load average 22 took 481 s for bench:delivery-day, and
    // every test starts at once, so the last hosted bench waits for those before it in its host
    // (ten of them were past 600 s in a fresh-clone run beside the browser tests). Below the
    // step's own bound in scripts/test.mjs.
    testTimeout: 1_080_000,
    hookTimeout: 300_000,
  },
});
