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
  /** Seconds of the 200 req/s mixed-list load. */
  loadSeconds: whole('RELIABILITY_LOAD_SECONDS', 10, 1),
  /** Live-channel clients of the fan-out load. */
  liveClients: whole('RELIABILITY_LIVE_CLIENTS', 500, 1),
  /** Seconds of the 50 msg/s fan-out. */
  liveSeconds: whole('RELIABILITY_LIVE_SECONDS', 5, 1),
} as const;
