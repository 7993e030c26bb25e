import { defineRouteFixtures } from '../route-fixtures';

/**
 * The history domain's routes in the test suites (route-fixtures.ts). Every read needs a
 * period; these are fixed ones (a day, a week, a month), valid whatever the server's clock
 * says. tests/contract/history.test.ts reads periods around the server's own now.
 */
const day = { from: '2026-03-02T00:00:00+07:00', to: '2026-03-03T00:00:00+07:00' };
const DAY_MS = 86_400_000;
/** The `days` before the server's now: the seeded past holds trips, stops and refills there. */
const lastDays =
  (days: number) =>
  (serverNow: number): Record<string, string> => ({
    from: new Date(serverNow - days * DAY_MS).toISOString(),
    to: new Date(serverNow).toISOString(),
  });

export const routeFixtures = defineRouteFixtures({
  getVehicleTrack: { example: { query: day } },
  listVehicleTrips: {
    example: { query: { from: '2026-03-01T00:00:00+07:00', to: '2026-03-08T00:00:00+07:00' } },
    tenant: { listQuery: lastDays(3) },
  },
  listVehicleStops: { example: { query: day }, tenant: { listQuery: lastDays(3) } },
  listFuelEvents: {
    example: { query: { from: '2026-03-01T00:00:00+07:00', to: '2026-04-01T00:00:00+07:00' } },
    tenant: { listQuery: lastDays(30) },
  },
  listDailyRollups: { example: { query: { from: '2026-03-01', to: '2026-03-31' } } },
});
