import { beforeAll, describe, expect, it } from 'vitest';
import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import { listVehiclesRoute, type Vehicle } from '@armada/contracts/fleet';
import { getVehicleTrailRoute, type VehicleTrail } from '@armada/contracts/live';
import {
  DailyRollupSchema,
  FuelEventSchema,
  HISTORY_ERROR_REASONS,
  HISTORY_LIMITS,
  HistoryStopSchema,
  HistoryTripSchema,
  VehicleTrackSchema,
  getVehicleTrackRoute,
  listDailyRollupsRoute,
  listFuelEventsRoute,
  listVehicleStopsRoute,
  listVehicleTripsRoute,
  type HistoryPage,
  type HistoryTrip,
  type VehicleTrack,
} from '@armada/contracts/history';
import type { ListResponse } from '@armada/contracts/shared';
import { ApiClient, adminClient } from './lib/client';
import { fillPath } from './lib/routes';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * The fleet history over HTTP (docs/rules/history.md HIST-1 ... HIST-16), on a server started
 * now: the seeded past covers the days before today, the live fleet today. Every route in its
 * contract shape, its periods' limits, and another company's vehicle answered as unknown.
 */

const DAY = 86_400_000;
const iso = (at: number) => new Date(at).toISOString();
/**
 * 00:00 WIB today on the server's clock (the demo company is on WIB), never the machine's: a
 * server may run on a pinned clock. Its now is the end of a vehicle's live trail.
 */
let today = 0;
const wibDate = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

let admin: ApiClient;
let vehicle: Vehicle;

beforeAll(async () => {
  admin = adminClient();
  const vehicles = await admin.get(listVehiclesRoute.url, { query: { limit: 50 } });
  expectStatus(vehicles, 200);
  // The seeded fleet first (lowest ids): a vehicle another suite added has no history yet.
  const list = [...(vehicles.body as ListResponse<Vehicle>).data.paginated_result].sort(
    (a, b) => a.id - b.id,
  );
  const found = list.find((v) => v.parent_id === null) ?? list[0];
  if (!found) throw new Error('the demo company has no vehicle');
  vehicle = found;
  const trail = await admin.get(fillPath(getVehicleTrailRoute.url, { id: vehicle.id }), {
    query: { minutes: 1 },
  });
  expectStatus(trail, 200);
  const serverNow = Date.parse((trail.body as { data: VehicleTrail }).data.to);
  today = Math.floor((serverNow + 7 * 3_600_000) / DAY) * DAY - 7 * 3_600_000;
});

describe('every history route answers its contract (HIST-6, HIST-10, HIST-11, HIST-13, HIST-15)', () => {
  it("a vehicle's track of yesterday: columns of one length, trips, stops and alerts", async () => {
    const response = await admin.get(fillPath(getVehicleTrackRoute.url, { id: vehicle.id }), {
      query: { from: iso(today - DAY), to: iso(today) },
    });
    expectStatus(response, 200);
    const track = (response.body as { data: VehicleTrack }).data;
    expectSchema(VehicleTrackSchema, track, 'track');
    const p = track.positions;
    expect(p.count).toBeGreaterThan(0);
    for (const column of [p.time_s, p.lat, p.lng, p.speed_kmh, p.heading, p.ignition, p.status])
      expect(column).toHaveLength(p.count);
    if (p.fuel_level_pct) expect(p.fuel_level_pct).toHaveLength(p.count);
    expect(track.time_zone).toBe('Asia/Jakarta');
  });

  it('trips of the last 31 days, paged, and of one vehicle', async () => {
    const query = { from: iso(today - 30 * DAY), to: iso(today + DAY), limit: 20 };
    const response = await admin.get(listVehicleTripsRoute.url, { query });
    expectStatus(response, 200);
    const page = response.body as HistoryPage<HistoryTrip>;
    expect(page.metadata.total_count).toBeGreaterThan(0);
    expect(page.data.paginated_result.length).toBe(Math.min(20, page.metadata.total_count));
    for (const trip of page.data.paginated_result) expectSchema(HistoryTripSchema, trip, 'trip');
    const own = await admin.get(listVehicleTripsRoute.url, {
      query: { ...query, vehicle_id: vehicle.id, sorts: 'distance_km desc' },
    });
    expectStatus(own, 200);
    const trips = (own.body as HistoryPage<HistoryTrip>).data.paginated_result;
    expect(trips.every((trip) => trip.vehicle.id === vehicle.id)).toBe(true);
  });

  it('stops, fuel events and daily rollups', async () => {
    const period = { from: iso(today - 7 * DAY), to: iso(today) };
    const cases = [
      [listVehicleStopsRoute.url, period, HistoryStopSchema],
      [listFuelEventsRoute.url, { from: iso(today - 31 * DAY), to: iso(today) }, FuelEventSchema],
      [
        listDailyRollupsRoute.url,
        { from: wibDate(today - 30 * DAY), to: wibDate(today) },
        DailyRollupSchema,
      ],
      [
        listDailyRollupsRoute.url,
        { from: wibDate(today - 30 * DAY), to: wibDate(today), per: 'driver' },
        DailyRollupSchema,
      ],
    ] as const;
    for (const [url, query, schema] of cases) {
      const response = await admin.get(url, { query: { ...query, limit: 50 } });
      expectStatus(response, 200);
      const page = response.body as HistoryPage<unknown>;
      expect(page.metadata.total_count, url).toBeGreaterThan(0);
      for (const item of page.data.paginated_result) expectSchema(schema, item, url);
    }
  });
});

describe('bad input (HIST-2, HIST-3)', () => {
  const refused = (response: Awaited<ReturnType<ApiClient['get']>>, reason: string) => {
    expectError(response, 400);
    expect((response.body as { reason?: string }).reason).toBe(reason);
  };

  it('a period over the limit, or ending before it starts: 400 with the reason', async () => {
    refused(
      await admin.get(fillPath(getVehicleTrackRoute.url, { id: vehicle.id }), {
        query: { from: iso(today - (HISTORY_LIMITS.trackMaxDays + 1) * DAY), to: iso(today) },
      }),
      HISTORY_ERROR_REASONS.historyPeriodTooLong,
    );
    refused(
      await admin.get(listVehicleTripsRoute.url, {
        query: { from: iso(today - (HISTORY_LIMITS.listMaxDays + 1) * DAY), to: iso(today) },
      }),
      HISTORY_ERROR_REASONS.historyPeriodTooLong,
    );
    refused(
      await admin.get(listDailyRollupsRoute.url, {
        query: { from: wibDate(today - HISTORY_LIMITS.rollupMaxDays * DAY), to: wibDate(today) },
      }),
      HISTORY_ERROR_REASONS.historyPeriodTooLong,
    );
    refused(
      await admin.get(listVehicleStopsRoute.url, {
        query: { from: iso(today), to: iso(today - DAY) },
      }),
      HISTORY_ERROR_REASONS.historyPeriodReversed,
    );
    expectError(
      await admin.get(listFuelEventsRoute.url, { query: { from: 'kemarin', to: iso(today) } }),
      400,
    );
  });

  it("another company's vehicle is 404, as an unknown one", async () => {
    const other = new ApiClient();
    expectStatus(await other.login(SECOND_COMPANY_ADMIN), 200);
    const theirs = await other.get(listVehiclesRoute.url, { query: { limit: 1 } });
    const id = (theirs.body as ListResponse<Vehicle>).data.paginated_result[0]?.id ?? 987_654;
    const query = { from: iso(today - DAY), to: iso(today) };
    expectError(await admin.get(fillPath(getVehicleTrackRoute.url, { id }), { query }), 404);
    expectError(
      await admin.get(listVehicleTripsRoute.url, { query: { ...query, vehicle_id: id } }),
      404,
    );
  });
});
