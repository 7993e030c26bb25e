/**
 * How much each part of the suite does. The defaults are what `npm test` runs (a fixed seed and
 * bounded counts, so the step stays within its time budget); the variables ask for more, e.g.
 * `RELIABILITY_FUZZ_CASES=100000 RELIABILITY_KILLS=50 npx vitest run --config
 * tests/reliability/vitest.config.ts`.
 */
function whole(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return value;
}

export const reliabilityOptions = {
  /** fast-check's seed: the same cases on every run unless changed. */
  seed: whole('RELIABILITY_SEED', 20261124),
  /** Fuzz cases in all (spread over the routes, GraphQL operations and live messages). */
  fuzzCases: whole('RELIABILITY_FUZZ_CASES', 10_000, 1),
  /** kill -9 rounds per store kind (PGlite, PostgreSQL). */
  kills: whole('RELIABILITY_KILLS', 2, 1),
  /**
   * Seconds of the 200 req/s mixed-list load. The step asserts no error and every request sent,
   * which 800 requests over the catalogue's list calls show as well as 2,000 did; the full size
   * (10 s) and its latency target are `pnpm bench:reliability-load` (docs/adr/0018).
   */
  loadSeconds: whole('RELIABILITY_LOAD_SECONDS', 4, 1),
  /**
   * Live-channel clients of the fan-out load: enough that one message fans out to hundreds of
   * sockets (nothing lost, nothing doubled); the bench runs 500 (docs/adr/0018).
   */
  liveClients: whole('RELIABILITY_LIVE_CLIENTS', 200, 1),
  /** Seconds of the 50 msg/s fan-out (30,000 deliveries at the default 200 clients). */
  liveSeconds: whole('RELIABILITY_LIVE_SECONDS', 3, 1),
} as const;
