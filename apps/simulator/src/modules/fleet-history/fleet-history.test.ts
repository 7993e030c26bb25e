import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import {
  DailyRollupSchema,
  FuelEventSchema,
  HISTORY_ERROR_REASONS,
  HISTORY_LIMITS,
  HistoryStopSchema,
  HistoryTripSchema,
  VehicleTrackSchema,
  type DailyRollup,
  type HistoryPage,
  type HistoryStop,
  type HistoryTrip,
  type VehicleTrack,
} from '@armada/contracts/history';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import type { Vehicle } from '@armada/contracts/fleet';
import { SAVED_ROUTE_LIMITS, type LatLng, type SavedRoute } from '@armada/contracts/geofences';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import { TEST_NOW, startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { hasDoorSensor } from './door-sensor';
import { HISTORY_RULES } from './history-rules';
import { HISTORY_PARTITIONED_TABLES } from './partitions';

/**
 * The fleet history through its REST routes on an in-memory store with the seeded past
 * (TEST_NOW: Friday 2026-11-20 10:00 WIB; the past ends at 00:00 that day), then the live
 * recorder on a stepped clock (HIST-1 ... HIST-16).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const iso = (at: number) => new Date(at).toISOString();
const TODAY = startOfWibDay(TEST_NOW);
const checks = {
  track: Compile(VehicleTrackSchema),
  trip: Compile(HistoryTripSchema),
  stop: Compile(HistoryStopSchema),
  fuel: Compile(FuelEventSchema),
  daily: Compile(DailyRollupSchema),
};

let t: TestSimulator;
let admin: string;
let vehicles: Vehicle[];

beforeAll(async () => {
  t = await startTestSimulator({ drivingHistory: 'seed' });
  admin = await t.login('admin');
  const list = await t.as(admin, { method: 'GET', url: '/api/vehicle?limit=200' });
  vehicles = list.json<ListResponse<Vehicle>>().data.paginated_result;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = admin) => t.as(cookie, { method: 'GET', url });

async function page<T>(url: string, cookie = admin): Promise<HistoryPage<T>> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryPage<T>>();
}

const mainUnit = () =>
  vehicles.find((v) => v.parent_id === null && v.device !== null) ?? vehicles[0];

describe('reading the history (HIST-1 ... HIST-3)', () => {
  const week = `from=${iso(TODAY - 7 * DAY_MS)}&to=${iso(TODAY)}`;

  it('needs a report or playback permission: the driver account reads none of it', async () => {
    const driver = await t.login('driver');
    for (const url of [
      `/api/vehicle/${mainUnit()?.id}/track?${week}`,
      `/api/history/trips?${week}`,
      `/api/history/stops?${week}`,
      `/api/history/fuel-events?${week}`,
      '/api/history/daily?from=2026-11-01&to=2026-11-19',
    ])
      expect((await get(url, driver)).statusCode, url).toBe(403);
  });

  it('refuses a period longer than the read allows, or ending before it starts, naming why', async () => {
    const cases = [
      [
        `/api/vehicle/${mainUnit()?.id}/track?from=${iso(TODAY - 8 * DAY_MS)}&to=${iso(TODAY)}`,
        HISTORY_ERROR_REASONS.historyPeriodTooLong,
        HISTORY_LIMITS.trackMaxDays,
      ],
      [
        `/api/history/trips?from=${iso(TODAY - 32 * DAY_MS)}&to=${iso(TODAY)}`,
        HISTORY_ERROR_REASONS.historyPeriodTooLong,
        HISTORY_LIMITS.listMaxDays,
      ],
      [
        '/api/history/daily?from=2025-11-01&to=2026-11-19',
        HISTORY_ERROR_REASONS.historyPeriodTooLong,
        HISTORY_LIMITS.rollupMaxDays,
      ],
      [
        `/api/history/stops?from=${iso(TODAY)}&to=${iso(TODAY - DAY_MS)}`,
        HISTORY_ERROR_REASONS.historyPeriodReversed,
        undefined,
      ],
      [
        `/api/history/fuel-events?from=${iso(TODAY)}&to=${iso(TODAY)}`,
        HISTORY_ERROR_REASONS.historyPeriodReversed,
        undefined,
      ],
      [
        '/api/history/daily?from=2026-11-19&to=2026-11-01',
        HISTORY_ERROR_REASONS.historyPeriodReversed,
        undefined,
      ],
    ] as const;
    for (const [url, reason, max] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ reason: string; params?: { max?: number }; field?: string }>();
      expect(body.reason, url).toBe(reason);
      expect(body.field).toBe('querystring.to');
      if (max !== undefined) expect(body.params?.max).toBe(max);
    }
    expect((await get(`/api/history/trips?from=yesterday&to=${iso(TODAY)}`)).statusCode).toBe(400);
  });

  it("answers 404 for another company's vehicle or driver, as for one that does not exist", async () => {
    const lintas = await t.login(SECOND_COMPANY_ADMIN);
    const theirs = (await get('/api/vehicle?limit=5', lintas)).json<ListResponse<Vehicle>>().data
      .paginated_result[0];
    expect(theirs).toBeDefined();
    for (const id of [theirs?.id, 987_654]) {
      const track = await get(`/api/vehicle/${id}/track?${week}`);
      expect(track.statusCode).toBe(404);
      expect(track.json<{ reason: string }>().reason).toBe('vehicle.notFound');
      expect((await get(`/api/history/trips?${week}&vehicle_id=${id}`)).statusCode).toBe(404);
      expect(
        (await get(`/api/history/stops?${week}&vehicle_ids=${mainUnit()?.id},${id}`)).statusCode,
      ).toBe(404);
    }
    const driver = await get(`/api/history/daily?from=2026-11-01&to=2026-11-19&driver_id=987654`);
    expect(driver.statusCode).toBe(404);
    expect(driver.json<{ reason: string }>().reason).toBe(
      HISTORY_ERROR_REASONS.historyDriverNotFound,
    );
    // And a company never sees another's records.
    const mine = await page<HistoryTrip>(`/api/history/trips?${week}&limit=1000`, lintas);
    const ours = new Set(vehicles.map((v) => v.id));
    expect(mine.data.paginated_result.every((trip) => !ours.has(trip.vehicle.id))).toBe(true);
  });
});

describe('the seeded past (HIST-7, HIST-8, HIST-10, HIST-11, HIST-15)', () => {
  const month = `from=${iso(TODAY - 31 * DAY_MS)}&to=${iso(TODAY)}`;

  it('has trips over the retention period, newest first, paged', async () => {
    const first = await page<HistoryTrip>(`/api/history/trips?${month}&limit=50`);
    expect(first.metadata.total_count).toBeGreaterThan(500);
    expect(first.metadata.total_page).toBe(Math.ceil(first.metadata.total_count / 50));
    const trips = first.data.paginated_result;
    expect(trips).toHaveLength(50);
    for (const trip of trips) {
      expect(checks.trip.Check(trip)).toBe(true);
      expect(Date.parse(trip.started_on)).toBeGreaterThanOrEqual(
        TODAY - HISTORY_RULES.retentionDays * DAY_MS,
      );
      expect(Date.parse(trip.started_on)).toBeLessThan(TODAY);
      expect(trip.ongoing).toBe(false);
      expect(trip.started_on.endsWith('+07:00')).toBe(true);
      expect(trip.avg_speed_kmh).toBeLessThanOrEqual(trip.max_speed_kmh);
    }
    const starts = trips.map((trip) => Date.parse(trip.started_on));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const second = await page<HistoryTrip>(`/api/history/trips?${month}&limit=50&page=2`);
    expect(second.data.paginated_result[0]?.id).not.toBe(trips[0]?.id);
    const longest = await page<HistoryTrip>(
      `/api/history/trips?${month}&limit=5&sorts=distance_km desc`,
    );
    const km = longest.data.paginated_result.map((trip) => trip.distance_km);
    expect(km).toEqual([...km].sort((a, b) => b - a));
    const vehicle = mainUnit();
    const own = await page<HistoryTrip>(
      `/api/history/trips?${month}&vehicle_id=${vehicle?.id}&limit=1000`,
    );
    expect(own.data.paginated_result.every((trip) => trip.vehicle.id === vehicle?.id)).toBe(true);
  });

  it('has parked and idling stops, each filterable', async () => {
    const idle = await page<HistoryStop>(`/api/history/stops?${month}&kind=IDLE&limit=100`);
    expect(idle.metadata.total_count).toBeGreaterThan(0);
    for (const stop of idle.data.paginated_result) {
      expect(checks.stop.Check(stop)).toBe(true);
      expect(stop.kind).toBe('IDLE');
      expect(stop.ignition).toBe(true);
    }
    const long = await page<HistoryStop>(
      `/api/history/stops?${month}&min_duration_s=3600&sorts=duration_s desc`,
    );
    expect(
      long.data.paginated_result.every((s) => s.duration_s >= 3600 && s.kind === 'PARKED'),
    ).toBe(true);
  });

  it('has refills at the depots', async () => {
    const fuel = await page<unknown>(`/api/history/fuel-events?${month}&kind=REFILL&limit=100`);
    expect(fuel.metadata.total_count).toBeGreaterThan(0);
    for (const event of fuel.data.paginated_result) expect(checks.fuel.Check(event)).toBe(true);
  });

  it("draws a past day's positions on first read, once, and they match its trips", async () => {
    const vehicle = mainUnit();
    const from = TODAY - 3 * DAY_MS;
    const url = `/api/vehicle/${vehicle?.id}/track?from=${iso(from)}&to=${iso(from + DAY_MS)}`;
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    const track = response.json<ItemResponse<VehicleTrack>>().data;
    expect(checks.track.Check(track)).toBe(true);
    const positions = track.positions;
    expect(positions.count).toBeGreaterThan(100);
    for (const column of [
      positions.lat,
      positions.lng,
      positions.speed_kmh,
      positions.status,
      positions.ignition,
    ])
      expect(column).toHaveLength(positions.count);
    expect(positions.time_s).toEqual([...positions.time_s].sort((a, b) => a - b));
    expect(positions.fuel_level_pct).toHaveLength(positions.count);
    // Every trip of the day has moving positions between its start and end.
    for (const trip of track.trips) {
      const a = (Date.parse(trip.started_on) - from) / 1000;
      const b = (Date.parse(trip.ended_on) - from) / 1000;
      expect(
        positions.time_s.some((s, i) => s >= a && s <= b && positions.status[i] === 'moving'),
      ).toBe(true);
    }
    const again = (await get(url)).json<ItemResponse<VehicleTrack>>().data;
    expect(again.positions).toEqual(positions);
  });

  // The saved routes' rule, here for the seeded past this file starts with (geofences.md).
  it('gives a saved route the track of a past trip, thinned; an unknown trip is 404 (SRT-8)', async () => {
    const vehicle = mainUnit();
    const longest = await page<HistoryTrip>(
      `/api/history/trips?${month}&vehicle_id=${vehicle?.id}&limit=1&sorts=distance_km desc`,
    );
    const trip = longest.data.paginated_result[0];
    expect(trip).toBeDefined();
    const create = (body: object, cookie = admin) =>
      t.as(cookie, { method: 'POST', url: '/api/saved-route', payload: body });
    const given = { vehicle_id: vehicle?.id, started_on: trip?.started_on };
    const made = await create({ name: 'Rute perjalanan', tolerance_m: 150, trip: given });
    expect(made.statusCode, made.body).toBe(201);
    const route = made.json<ItemResponse<SavedRoute>>().data;
    expect(route).toMatchObject({
      source: 'TRIP',
      fleet_task: null,
      trip: { vehicle: { id: vehicle?.id }, started_on: trip?.started_on },
    });
    // The line runs from the trip's start to its end, within the point limit.
    const near = (a: LatLng | undefined, lat: number, lng: number) =>
      Math.abs((a?.[0] ?? 0) - lat) < 0.01 && Math.abs((a?.[1] ?? 0) - lng) < 0.01;
    expect(near(route.path[0], trip?.start.latitude ?? 0, trip?.start.longitude ?? 0)).toBe(true);
    expect(near(route.path.at(-1), trip?.end.latitude ?? 0, trip?.end.longitude ?? 0)).toBe(true);
    expect(route.path.length).toBeLessThanOrEqual(SAVED_ROUTE_LIMITS.maxPoints);
    expect(route.length_m / 1000).toBeGreaterThan((trip?.distance_km ?? 0) * 0.8);

    // No trip started then, another company's vehicle, two sources at once: refused.
    const later = new Date(Date.parse(trip?.started_on ?? '') + 1000).toISOString();
    const none = await create({
      name: 'x',
      tolerance_m: 150,
      trip: { ...given, started_on: later },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ reason: string }>().reason).toBe('savedRoute.tripNotFound');
    const lintas = await t.login(SECOND_COMPANY_ADMIN);
    const foreign = await create({ name: 'x', tolerance_m: 150, trip: given }, lintas);
    expect(foreign.statusCode).toBe(404);
    const both = await create({ name: 'x', tolerance_m: 150, trip: given, path: route.path });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ reason: string }>().reason).toBe('savedRoute.sourceRequired');
  });

  it('has daily rollups per vehicle and per driver that add up', async () => {
    const days = `from=2026-11-10&to=2026-11-19`;
    const perVehicle = await page<DailyRollup>(`/api/history/daily?${days}&limit=1000`);
    const perDriver = await page<DailyRollup>(`/api/history/daily?${days}&per=driver&limit=1000`);
    expect(perVehicle.metadata.total_count).toBeGreaterThan(0);
    for (const row of [...perVehicle.data.paginated_result, ...perDriver.data.paginated_result])
      expect(checks.daily.Check(row)).toBe(true);
    const sum = (rows: DailyRollup[], pick: (r: DailyRollup) => number) =>
      rows.reduce((total, r) => total + pick(r), 0);
    const withDriver = perVehicle.data.paginated_result.filter((r) => {
      const v = vehicles.find((x) => x.id === r.vehicle?.id);
      return v?.driver !== null && v?.driver !== undefined;
    });
    expect(sum(perDriver.data.paginated_result, (r) => r.driving_s)).toBe(
      sum(withDriver, (r) => r.driving_s),
    );
    expect(sum(perDriver.data.paginated_result, (r) => r.alert_count)).toBe(
      sum(withDriver, (r) => r.alert_count),
    );
    // Each vehicle's whole day is accounted for (the past has no device gaps).
    for (const row of perVehicle.data.paginated_result)
      expect(row.driving_s + row.idling_s + row.parking_s).toBe(86_400);
    expect(sum(perVehicle.data.paginated_result, (r) => r.alert_count)).toBeGreaterThan(0);
  });
});

describe('the live recorder (HIST-4, HIST-5, HIST-9 ... HIST-16)', () => {
  beforeAll(async () => {
    await t.simulator.services.liveFleet.start();
    for (let done = 0; done < 45 * MINUTE; done += SECOND) {
      t.clock.advance(SECOND);
      t.simulator.services.liveFleet.runDue();
    }
    await t.simulator.services.liveFleet.flush();
  }, 300_000);

  it('keeps a moving vehicle every 10 s at most and a standing one every 5 min at most', async () => {
    const rows = await t.simulator.services.fleetHistory.store.db.query<{
      vehicle_id: number;
      gap: string | number;
      moving: boolean;
    }>(
      `SELECT vehicle_id, gap, moving FROM (
         SELECT vehicle_id, lead(recorded_at) OVER w - recorded_at AS gap, (flags & 3) = 0 AS moving
         FROM history_positions WHERE recorded_at >= $1 WINDOW w AS (PARTITION BY vehicle_id ORDER BY recorded_at)
       ) g WHERE gap IS NOT NULL AND gap > 10000`,
      [TEST_NOW],
    );
    const kept = await t.simulator.services.fleetHistory.store.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM history_positions WHERE recorded_at >= $1',
      [TEST_NOW],
    );
    expect(Number(kept[0]?.n)).toBeGreaterThan(1000);
    // A device that drops out (MOTION-7, 1 to 12 minutes) leaves a gap of a minute or more.
    const dropout = MINUTE;
    for (const row of rows) {
      const gap = Number(row.gap);
      if (row.moving)
        expect(gap <= HISTORY_RULES.keepMovingEveryMs || gap >= dropout, `${gap}`).toBe(true);
      else expect(gap <= HISTORY_RULES.keepStandingEveryMs || gap >= dropout, `${gap}`).toBe(true);
    }
  });

  it('records box door openings of the vehicles with a door sensor only (HIST-17 ... HIST-19)', async () => {
    const db = t.simulator.services.fleetHistory.store.db;
    const rows = await db.query<{
      vehicle_id: number;
      opened_at: unknown;
      closed_at: unknown;
      at_stop: boolean;
    }>(
      'SELECT vehicle_id, opened_at, closed_at, at_stop FROM history_door_events WHERE opened_at >= $1',
      [TEST_NOW],
    );
    const recorder = t.simulator.services.doorRecorder;
    expect(recorder.stats.opened).toBeGreaterThan(0);
    expect(rows.length).toBe(recorder.stats.opened);
    expect(rows.some((r) => r.at_stop)).toBe(true);
    const world = t.simulator.services.liveFleet.runtime;
    const refrigerated = world.refrigerated;
    const byId = new Map(t.simulator.store.entries('vehicles').map((e) => [e.record.id, e.record]));
    for (const row of rows) {
      const vehicle = byId.get(row.vehicle_id);
      expect(vehicle).toBeDefined();
      expect(
        hasDoorSensor(
          t.simulator.world.seed,
          row.vehicle_id,
          vehicle?.fleet_category ?? 'Motor',
          refrigerated.has(row.vehicle_id),
        ),
      ).toBe(true);
      if (row.closed_at !== null)
        expect(Number(row.closed_at)).toBeGreaterThan(Number(row.opened_at));
    }
    // The seeded past has its openings too, at delivery stops mostly.
    const past = await db.query<{ stops: unknown; all: unknown }>(
      `SELECT count(*) FILTER (WHERE at_stop) AS stops, count(*) AS all
       FROM history_door_events WHERE opened_at < $1`,
      [TODAY],
    );
    expect(Number(past[0]?.stops)).toBeGreaterThan(Number(past[0]?.all) / 2);
  });

  it("writes today's trips and stops as they happen", async () => {
    const today = `from=${iso(TEST_NOW)}&to=${iso(TEST_NOW + DAY_MS)}`;
    const trips = await page<HistoryTrip>(`/api/history/trips?${today}&limit=1000`);
    expect(trips.metadata.total_count).toBeGreaterThan(0);
    expect(trips.data.paginated_result.some((trip) => trip.ongoing)).toBe(true);
    const stops = await page<HistoryStop>(`/api/history/stops?${today}&limit=1000`);
    expect(stops.metadata.total_count).toBeGreaterThan(0);
    // A vehicle's trips and stops never overlap.
    const byVehicle = new Map<number, [number, number][]>();
    for (const r of [...trips.data.paginated_result, ...stops.data.paginated_result]) {
      const list = byVehicle.get(r.vehicle.id) ?? [];
      list.push([Date.parse(r.started_on), Date.parse(r.ended_on)]);
      byVehicle.set(r.vehicle.id, list);
    }
    for (const spans of byVehicle.values()) {
      spans.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < spans.length; i++)
        expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? 0);
    }
  });

  it('rolls the day up as the raw positions add up (HIST-15, HIST-16)', async () => {
    const db = t.simulator.services.fleetHistory.store.db;
    const raw = await db.query<{
      vehicle_id: number;
      driving: unknown;
      idling: unknown;
      parking: unknown;
      km: unknown;
      top: unknown;
    }>(
      `SELECT vehicle_id,
              sum(CASE WHEN st = 0 AND dt <= $2 THEN dt ELSE 0 END) / 1000 AS driving,
              sum(CASE WHEN st = 1 AND dt <= $2 THEN dt ELSE 0 END) / 1000 AS idling,
              sum(CASE WHEN st = 2 AND dt <= $2 THEN dt ELSE 0 END) / 1000 AS parking,
              sum(CASE WHEN dt <= $2 THEN km ELSE 0 END) AS km, max(speed_kmh) AS top
       FROM (
         SELECT vehicle_id, flags & 3 AS st, speed_kmh,
                lead(recorded_at) OVER w - recorded_at AS dt,
                2 * 6371.0088 * asin(sqrt(
                  power(sin(radians((lead(lat_e5) OVER w - lat_e5) / 1e5) / 2), 2)
                  + cos(radians(lat_e5 / 1e5)) * cos(radians(lead(lat_e5) OVER w / 1e5))
                    * power(sin(radians((lead(lng_e5) OVER w - lng_e5) / 1e5) / 2), 2))) AS km
         FROM history_positions WHERE recorded_at >= $1
         WINDOW w AS (PARTITION BY vehicle_id ORDER BY recorded_at)
       ) p GROUP BY vehicle_id`,
      [TEST_NOW, HISTORY_RULES.maxGapMs],
    );
    const rollups = await page<DailyRollup>(
      '/api/history/daily?from=2026-11-20&to=2026-11-20&limit=1000',
    );
    expect(raw.length).toBeGreaterThan(10);
    const ours = new Set(vehicles.map((v) => v.id));
    for (const row of raw.filter((r) => ours.has(Number(r.vehicle_id)))) {
      const rollup = rollups.data.paginated_result.find(
        (r) => r.vehicle?.id === Number(row.vehicle_id),
      );
      expect(rollup, `vehicle ${row.vehicle_id}`).toBeDefined();
      // The last interval of each vehicle is still open in the rollup: within one keep of it.
      expect(Math.abs((rollup?.driving_s ?? 0) - Number(row.driving))).toBeLessThanOrEqual(10);
      expect(Math.abs((rollup?.idling_s ?? 0) - Number(row.idling))).toBeLessThanOrEqual(300);
      expect(Math.abs((rollup?.parking_s ?? 0) - Number(row.parking))).toBeLessThanOrEqual(300);
      expect(Math.abs((rollup?.distance_km ?? 0) - Number(row.km))).toBeLessThanOrEqual(
        0.01 * Number(row.km) + 0.05,
      );
      expect(rollup?.max_speed_kmh).toBe(Number(row.top));
      expect(rollup?.fuel_used_l).toBeGreaterThanOrEqual(0);
    }
  });

  it('drops whole day partitions past the retention period (HIST-4)', async () => {
    const store = t.simulator.services.fleetHistory.store;
    const before = await store.partitions.list(HISTORY_PARTITIONED_TABLES.positions);
    expect(before.length).toBeGreaterThan(1);
    const oldest = before[0];
    const dropped = await store.prune({
      positions: oldest?.to ?? 0,
      records: 0,
      rollupDay: 0,
    });
    expect(dropped).toEqual([oldest?.name]);
    const after = await store.partitions.list(HISTORY_PARTITIONED_TABLES.positions);
    expect(after.map((p) => p.name)).toEqual(before.slice(1).map((p) => p.name));
    // The trail still reads through the view of the kept positions (TELE-2).
    const vehicle = mainUnit();
    const trail = await get(`/api/vehicle/${vehicle?.id}/trail?minutes=30`);
    expect(trail.statusCode).toBe(200);
  });
});
