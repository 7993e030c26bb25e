import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import {
  ReportCatalogueSchema,
  ReportExportSchema,
  ReportOutboxItemSchema,
  ReportPageSchema,
  ReportScheduleSchema,
  type ReportExport,
  type ReportInfo,
  type ReportOutboxItem,
  type ReportPage,
  type ReportSchedule,
} from '@armada/contracts/reports';
import { SERVER_ERROR_REASONS, type ItemResponse } from '@armada/contracts/shared';
import ExcelJS from 'exceljs';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRIDORS } from '../../domain/roads/network-data';
import { ManualClock } from '../../domain/clock';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { ExportJobStore, STALE_EXPORT_MS } from './export-job-store';
import { ReportExportService } from './export-service';
import { OUTBOX_ONLY } from './report-mailer';
import { ReportScheduleService } from './schedule-service';

/**
 * The reports (docs/rules/reports.md) through their routes on an in-memory store: rows written
 * straight into the tables each definition reads, in October 2026 (before anything the world
 * seeds), then read back through the catalogue, pages, exports and schedules.
 */

const WIB = 7 * 3_600_000;
/** Epoch ms of a WIB wall time in October 2026. */
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 9, day, hour, minute) - WIB;
const PERIOD = 'from=2026-10-05&to=2026-10-11';

const checkCatalogue = Compile(ReportCatalogueSchema);
const checkPage = Compile(ReportPageSchema);
const checkExport = Compile(ReportExportSchema);
const checkSchedule = Compile(ReportScheduleSchema);
const checkOutbox = Compile(ReportOutboxItemSchema);

let t: TestSimulator;
let admin: string;
let operator: string;
let driver: string;
let other: string;
let vehicles: { id: number; plate: string; driverId: number | null; driverName: string }[];

const get = (url: string, cookie = admin) => t.as(cookie, { method: 'GET', url });
const post = (url: string, payload: object, cookie = admin) =>
  t.as(cookie, { method: 'POST', url, payload });
const db = () => t.simulator.services.reports.db;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  operator = await t.login('operator');
  driver = await t.login('driver');
  other = await t.login(SECOND_COMPANY_ADMIN);
  vehicles = t.simulator.store
    .list('vehicles', DEMO_COMPANY_ID)
    .filter((v) => v.driver)
    .slice(0, 3)
    .map((v) => ({
      id: v.id,
      plate: v.license_plate,
      driverId: v.driver?.id ?? null,
      driverName: v.driver?.fullname ?? '',
    }));
  const [a, b] = vehicles;
  if (!a || !b) throw new Error('the demo company has no driven vehicles');
  // Alerts: 3 overspeed (code of the catalogue's first) on a, one of them urgent and resolved.
  const alert = (id: number, v: typeof a, code: number, when: number, urgent: boolean) =>
    db().query(
      `INSERT INTO alerts (id, company_id, vehicle_id, code, is_urgent, is_important, created_at,
         resolved_at, alert) VALUES ($1, $2, $3, $4, $5, false, $6, $7, $8)`,
      [
        id,
        DEMO_COMPANY_ID,
        v.id,
        code,
        urgent,
        when,
        urgent ? when + 60_000 : null,
        JSON.stringify({
          vehicle: { id: v.id, licensePlate: v.plate },
          driver: { fullname: v.driverName },
        }),
      ],
    );
  await alert(9_000_001, a, 4, at(5, 8), true);
  await alert(9_000_002, a, 4, at(6, 9), false);
  await alert(9_000_003, a, 4, at(7, 10), false);
  await alert(9_000_004, b, 4, at(7, 11), false);
  // Overspeed on the first corridor's second point, and one out of the period.
  const point = CORRIDORS[0]?.points[1] ?? [0, 0];
  const event = (
    v: typeof a,
    type: string,
    when: number,
    value: number,
    threshold: number,
    data: object,
  ) =>
    db().query(
      `INSERT INTO telemetry_events (company_id, vehicle_id, driver_id, type, at, latitude,
         longitude, value, threshold, duration_ms, data) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [
        DEMO_COMPANY_ID,
        v.id,
        v.driverId,
        type,
        when,
        point[0],
        point[1],
        value,
        threshold,
        95_000,
        JSON.stringify(data),
      ],
    );
  await event(a, 'overspeed', at(6, 14, 30), 104, 80, {
    startedAt: at(6, 14, 28),
    minDurationMs: 30_000,
  });
  await event(b, 'overspeed', at(20, 14), 90, 80, { startedAt: at(20, 14), minDurationMs: 30_000 });
  // Rollup: two days of a, one of b.
  for (const [v, day, km] of [
    [a, 5, 120.44],
    [a, 6, 80],
    [b, 5, 33.3],
  ] as const) {
    await db().query(
      `INSERT INTO vehicle_day_distance (company_id, vehicle_id, wib_day, km, last_report)
       VALUES ($1, $2, $3, $4, $5)`,
      [DEMO_COMPANY_ID, v.id, at(day, 0), km, at(day, 18)],
    );
  }
  // Fleet task with three stops: one on time, one late, one failed.
  const [task] = await db().query<{ id: number }>(
    `INSERT INTO fleet_tasks (company_id, vehicle_id, driver_id, day, status, created_at, route,
       task_status, planned_start_at) VALUES ($1,$2,$3,'2026-10-08','ACTIVE',$4,'{}','DONE',$4)
     RETURNING id`,
    [DEMO_COMPANY_ID, a.id, a.driverId, at(8, 7)],
  );
  const stop = (
    seq: number,
    status: string,
    planned: number,
    arrived: number | null,
    windowEnd: number | null,
    reason: string | null,
  ) =>
    db().query(
      `INSERT INTO fleet_task_stops (task_id, company_id, sequence, status, address,
         delivery_orders, window_end_at, planned_arrival_at, planned_departure_at, service_s,
         arrived_at, reason) VALUES ($1,$2,$3,$4,'{}','[]',$5,$6,$6,600,$7,$8)`,
      [task?.id, DEMO_COMPANY_ID, seq, status, windowEnd, planned, arrived, reason],
    );
  await stop(1, 'DELIVERED', at(8, 9), at(8, 9, 10), at(8, 10), null);
  await stop(2, 'DELIVERED', at(8, 11), at(8, 12, 30), null, null);
  await stop(3, 'FAILED', at(8, 13), at(8, 13), null, 'RECIPIENT_ABSENT');
  // Two visits to a depot (GEO-11), one still going on, in a day partition of their own.
  const visitDay = Math.floor((at(9, 0) + WIB) / 86_400_000);
  await db().exec(
    `CREATE TABLE IF NOT EXISTS report_test_visits_${visitDay} PARTITION OF geofence_visits
       FOR VALUES FROM (${visitDay}) TO (${visitDay + 1})`,
  );
  for (const [entered, exited] of [
    [at(9, 7), at(9, 7, 40)],
    [at(9, 16), null],
  ] as const) {
    await db().query(
      `INSERT INTO geofence_visits (day, company_id, geofence_id, geofence_name, category,
         vehicle_id, license_plate, entered_at, entry_seen, entry_latitude, entry_longitude,
         exited_at) VALUES ($1, $2, 77, 'Depo Cakung', 'DEPOT', $3, $4, $5, true, -6.2, 106.9, $6)`,
      [visitDay, DEMO_COMPANY_ID, a.id, a.plate, entered, exited],
    );
  }
  // The fleet history (HIST-9 … HIST-15): a trip, a parked and an idle stop, a refill and a drop,
  // and two days of rollups of vehicle a.
  await db().query(
    `INSERT INTO history_trips (company_id, vehicle_id, driver_id, started_at, ended_at, ongoing,
       start_lat, start_lng, end_lat, end_lng, distance_m, moving_s, idle_s, max_speed_kmh)
     VALUES ($1, $2, $3, $4, $5, false, $6, $7, $6, $7, 42500, 3000, 600, 88)`,
    [DEMO_COMPANY_ID, a.id, a.driverId, at(9, 8), at(9, 9), point[0], point[1]],
  );
  for (const [kind, from, minutes] of [
    ['PARKED', at(9, 9), 45],
    ['IDLE', at(9, 10), 20],
  ] as const) {
    await db().query(
      `INSERT INTO history_stops (company_id, vehicle_id, driver_id, started_at, ended_at, ongoing,
         kind, latitude, longitude) VALUES ($1, $2, $3, $4, $5, false, $6, $7, $8)`,
      [DEMO_COMPANY_ID, a.id, a.driverId, from, from + minutes * 60_000, kind, point[0], point[1]],
    );
  }
  for (const [kind, when, litres, before, after] of [
    ['REFILL', at(9, 12), 60, 20, 80],
    ['DROP', at(10, 3), 25, 70, 50],
  ] as const) {
    await db().query(
      `INSERT INTO history_fuel_events (company_id, vehicle_id, driver_id, at, kind, litres,
         before_pct, after_pct, latitude, longitude) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [DEMO_COMPANY_ID, a.id, a.driverId, when, kind, litres, before, after, point[0], point[1]],
    );
  }
  // Box door openings (HIST-19): at a delivery stop, inside the depot's visit, outside both,
  // and one still open inside the depot's visit still going on.
  for (const [opened, closed, atStop] of [
    [at(9, 9, 2), at(9, 9, 8), true],
    [at(9, 7, 10), at(9, 7, 13), false],
    [at(9, 14), at(9, 14, 4), false],
    [at(10, 5), null, false],
  ] as const) {
    await db().query(
      `INSERT INTO history_door_events (company_id, vehicle_id, driver_id, opened_at, closed_at,
         at_stop, latitude, longitude) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [DEMO_COMPANY_ID, a.id, a.driverId, opened, closed, atStop, point[0], point[1]],
    );
  }
  for (const [day, metres, used, added, driving, idling, parking] of [
    ['2026-10-09', 150_000, 45_000, 60_000, 4 * 3600, 1800, 14 * 3600],
    ['2026-10-10', 50_000, 12_000, 0, 3600, 600, 20 * 3600],
  ] as const) {
    await db().query(
      `INSERT INTO history_daily (vehicle_id, day, company_id, driver_id, distance_m, trips,
         driving_s, idling_s, parking_s, fuel_used_ml, fuel_added_ml, fuel_dropped_ml)
       VALUES ($1, $2::date, $3, $4, $5, 2, $6, $7, $8, $9, $10, $11)`,
      [
        a.id,
        day,
        DEMO_COMPANY_ID,
        a.driverId,
        metres,
        driving,
        idling,
        parking,
        used,
        added,
        day === '2026-10-10' ? 25_000 : 0,
      ],
    );
  }
});

afterAll(async () => {
  await t?.close();
});

async function page(reportId: string, query = PERIOD, cookie = admin): Promise<ReportPage> {
  const response = await get(`/api/report/${reportId}?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ReportPage>();
  expect(checkPage.Check(body)).toBe(true);
  return body;
}

async function exported(
  reportId: string,
  body: object,
): Promise<{ job: ReportExport; bytes: Buffer }> {
  const started = await post(`/api/report/${reportId}/export`, body);
  expect(started.statusCode, started.body).toBe(202);
  let job = started.json<ItemResponse<ReportExport>>().data;
  expect(checkExport.Check(job)).toBe(true);
  // The first export starts the writer thread (with tsx's loader here): allow it a while.
  for (let i = 0; i < 600 && job.status === 'RUNNING'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = (await get(`/api/report-export/${job.id}`)).json<ItemResponse<ReportExport>>().data;
  }
  expect(job.status).toBe('DONE');
  const file = await get(`/api/report-export/${job.id}/file`);
  expect(file.statusCode).toBe(200);
  return { job, bytes: file.rawPayload };
}

describe('the catalogue (RPT-1, RPT-2)', () => {
  it('lists what each user may open, and nothing else opens', async () => {
    const all = (await get('/api/report')).json<{ data: ReportInfo[] }>();
    expect(checkCatalogue.Check(all)).toBe(true);
    expect(all.data.map((r) => r.id)).toEqual([
      'vehicle-history',
      'trips',
      'stops-idling',
      'idling',
      'geofence-visits',
      'overspeed',
      'alerts-summary',
      'video-events',
      'fuel-consumption',
      'fuel-events',
      'distance-per-day',
      'utilisation',
      'engine-hours',
      'temperature-compliance',
      'delivery-performance',
      'fleet-tasks',
      'door-events',
      'driver-score-summary',
      'driver-behaviour',
      'maintenance',
      'costs',
      'notification-log',
    ]);
    const log = all.data.find((r) => r.id === 'notification-log');
    expect(log?.href).toBe('/report/notification-log');
    const none = (await get('/api/report', driver)).json<{ data: ReportInfo[] }>();
    expect(none.data).toEqual([]);
    const closed = await get(`/api/report/delivery-performance?${PERIOD}`, driver);
    expect(closed.statusCode).toBe(404);
    expect(closed.json<{ reason: string }>().reason).toBe(SERVER_ERROR_REASONS.reportNotFound);
    expect((await get(`/api/report/no-such-report?${PERIOD}`)).statusCode).toBe(404);
  });
});

describe('the reports against their data', () => {
  it('RPT-20: alerts by type, vehicle and driver', async () => {
    const [a, b] = vehicles;
    const body = await page('alerts-summary', `${PERIOD}&vehicles=${a?.id},${b?.id}`);
    expect(body.metadata.total_count).toBe(2);
    const first = body.data.paginated_result[0];
    expect(first).toMatchObject({
      id: 1,
      vehicle: a?.plate,
      driver: a?.driverName,
      alerts: 3,
      urgent: 1,
      resolved: 1,
    });
    expect(first?.first_at).toBe(at(5, 8));
    expect(first?.last_at).toBe(at(7, 10));
    expect(typeof first?.alert_type).toBe('string');
    expect(body.report.chart?.x).toEqual(['2026-10-05', '2026-10-06', '2026-10-07']);
    expect(body.report.chart?.series[0]?.values).toEqual([1, 1, 2]);
    // RPT-5: drivers narrow by the driver the alert names.
    const byDriver = await page('alerts-summary', `${PERIOD}&drivers=${b?.driverId}`);
    expect(byDriver.data.paginated_result.map((r) => r.vehicle)).toEqual([b?.plate]);
  });

  it('RPT-21: overspeed with the road and its limit, only in the period', async () => {
    const [a] = vehicles;
    const body = await page(
      'overspeed',
      `${PERIOD}&vehicles=${vehicles.map((v) => v.id).join(',')}`,
    );
    expect(body.data.paginated_result).toHaveLength(1);
    expect(body.data.paginated_result[0]).toMatchObject({
      at: at(6, 14, 30),
      vehicle: a?.plate,
      road: CORRIDORS[0]?.name,
      speed_limit: 80,
      top_speed: 104,
      excess: 24,
      duration: 95,
    });
  });

  it('RPT-23: kilometres per vehicle per day from the rollup, and a year is allowed', async () => {
    const [a, b] = vehicles;
    const body = await page(
      'distance-per-day',
      `from=2025-11-01&to=2026-10-31&vehicles=${a?.id},${b?.id}&sort=distance desc`,
    );
    expect(body.data.paginated_result.map((r) => [r.day, r.vehicle, r.distance])).toEqual([
      ['2026-10-05', a?.plate, 120.4],
      ['2026-10-06', a?.plate, 80],
      ['2026-10-05', b?.plate, 33.3],
    ]);
    expect(body.report.chart?.series[0]?.values).toEqual([153.7, 80]);
  });

  it('RPT-24: on time by the window or 30 minutes, failures with their reason', async () => {
    const [a] = vehicles;
    const body = await page('delivery-performance', `${PERIOD}&vehicles=${a?.id}`);
    expect(body.data.paginated_result[0]).toMatchObject({
      vehicle: a?.plate,
      stops: 3,
      delivered: 2,
      on_time: 1,
      on_time_share: 50,
      failed: 1,
      failed_reasons: 'Penerima tidak ada ×1',
    });
  });

  it('RPT-22: every refrigerated vehicle, compliant when it never left its range', async () => {
    const body = await page('temperature-compliance');
    for (const row of body.data.paginated_result) expect(row.compliance).toBe(100);
  });

  it('RPT-25: the driver score summary answers each driver', async () => {
    const body = await page('driver-score-summary', `${PERIOD}&drivers=${vehicles[0]?.driverId}`);
    expect(body.data.paginated_result).toHaveLength(1);
    expect(body.data.paginated_result[0]?.driver).toBe(vehicles[0]?.driverName);
  });
});

describe('the history and geofence reports (RPT-27 … RPT-34)', () => {
  const only = () => `${PERIOD}&vehicles=${vehicles[0]?.id}`;

  it('RPT-29: trips with their places, distance, duration and speeds', async () => {
    const body = await page('trips', only());
    expect(body.data.paginated_result).toHaveLength(1);
    expect(body.data.paginated_result[0]).toMatchObject({
      started_at: at(9, 8),
      ended_at: at(9, 9),
      vehicle: vehicles[0]?.plate,
      distance: 42.5,
      duration: 3600,
      idle: 600,
      max_speed: 88,
      avg_speed: 51,
    });
    expect(typeof body.data.paginated_result[0]?.start_place).toBe('string');
  });

  it('RPT-30: stops parked and idling, with how long', async () => {
    const body = await page('stops-idling', `${only()}&sort=started_at asc`);
    expect(body.data.paginated_result.map((r) => [r.kind, r.duration])).toEqual([
      ['Parkir (mesin mati)', 2700],
      ['Diam (mesin hidup)', 1200],
    ]);
    expect(body.report.chart?.series[0]?.values).toContain(0.3);
  });

  it('RPT-31: litres per 100 km from the rollups, refills apart, never negative', async () => {
    const body = await page('fuel-consumption', only());
    expect(body.data.paginated_result[0]).toMatchObject({
      vehicle: vehicles[0]?.plate,
      distance: 200,
      used: 57,
      per_100km: 28.5,
      added: 60,
      dropped: 25,
      days: 2,
    });
  });

  it('RPT-32: refills and drops with their time, litres and levels', async () => {
    const body = await page('fuel-events', `${only()}&sort=at asc`);
    expect(
      body.data.paginated_result.map((r) => [r.kind, r.litres, r.before_pct, r.after_pct]),
    ).toEqual([
      ['Pengisian', 60, 20, 80],
      ['Penurunan tak wajar', 25, 70, 50],
    ]);
  });

  it('RPT-34: geofence visits with the time inside, none yet for a visit going on', async () => {
    const body = await page('geofence-visits', `${only()}&sort=entered_at asc`);
    expect(
      body.data.paginated_result.map((r) => [r.geofence, r.category, r.exited_at, r.duration]),
    ).toEqual([
      ['Depo Cakung', 'Depo', at(9, 7, 40), 2400],
      ['Depo Cakung', 'Depo', null, null],
    ]);
  });

  it('RPT-43: door openings with how long, where, and those outside stops and geofences flagged', async () => {
    const body = await page('door-events', `${only()}&sort=opened_at asc`);
    expect(
      body.data.paginated_result.map((r) => [
        r.opened_at,
        r.closed_at,
        r.duration,
        r.location,
        r.outside,
      ]),
    ).toEqual([
      [at(9, 7, 10), at(9, 7, 13), 180, 'Geofence: Depo Cakung', 'Tidak'],
      [at(9, 9, 2), at(9, 9, 8), 360, 'Titik pengantaran', 'Tidak'],
      [at(9, 14), at(9, 14, 4), 240, 'Di luar titik pengantaran dan geofence', 'Ya'],
      // Still open, while the vehicle is inside the depot (a visit still going on).
      [at(10, 5), null, null, 'Geofence: Depo Cakung', 'Tidak'],
    ]);
    expect(body.data.paginated_result.every((r) => typeof r.place === 'string')).toBe(true);
    expect(body.data.paginated_result[0]?.driver).toBe(vehicles[0]?.driverName);
    const flagged = await page('door-events', `${only()}&sort=outside desc`);
    expect(flagged.data.paginated_result.map((r) => [r.opened_at, r.outside])).toEqual([
      [at(9, 14), 'Ya'],
      // Ties in the order the rows were written (RPT-3).
      ...[at(9, 9, 2), at(9, 7, 10), at(10, 5)].map((when) => [when, 'Tidak']),
    ]);
    expect(body.report.chart?.x).toEqual(['2026-10-09', '2026-10-10']);
    expect(body.report.chart?.series.map((s) => [s.key, s.values])).toEqual([
      ['at_stops', [1, 0]],
      ['elsewhere', [2, 1]],
    ]);
    // Another vehicle has none of them.
    const other = await page('door-events', `${PERIOD}&vehicles=${vehicles[1]?.id}`);
    expect(other.metadata.total_count).toBe(0);
  });

  it('RPT-33: moving, idling and parked hours per vehicle per day', async () => {
    const body = await page('utilisation', `${only()}&sort=day asc`);
    expect(
      body.data.paginated_result.map((r) => [r.day, r.moving, r.idling, r.parked, r.moving_share]),
    ).toEqual([
      ['2026-10-09', 4 * 3600, 1800, 14 * 3600, 16.7],
      ['2026-10-10', 3600, 600, 20 * 3600, 4.2],
    ]);
    expect(body.report.chart?.series.map((s) => s.key)).toEqual([
      'moving_h',
      'idling_h',
      'parked_h',
    ]);
  });
});

describe('bad input (RPT-4, RPT-5)', () => {
  it.each([
    ['overspeed', 'from=2026-10-01&to=2026-11-01', SERVER_ERROR_REASONS.reportPeriodTooLong],
    ['distance-per-day', 'from=2025-10-01&to=2026-10-01', SERVER_ERROR_REASONS.reportPeriodTooLong],
    ['overspeed', 'from=2026-10-09&to=2026-10-08', SERVER_ERROR_REASONS.reportPeriodReversed],
    ['overspeed', `${PERIOD}&vehicles=987654321`, SERVER_ERROR_REASONS.reportUnknownVehicle],
    ['overspeed', `${PERIOD}&groups=987654321`, SERVER_ERROR_REASONS.reportUnknownGroup],
    ['overspeed', `${PERIOD}&drivers=987654321`, SERVER_ERROR_REASONS.reportUnknownDriver],
    ['overspeed', `${PERIOD}&sort=plate asc`, SERVER_ERROR_REASONS.reportUnknownColumn],
    ['overspeed', `${PERIOD}&sort=road asc`, SERVER_ERROR_REASONS.reportUnknownColumn],
  ])('%s?%s is 400 %s', async (reportId, query, reason) => {
    const response = await get(`/api/report/${reportId}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ reason: string }>().reason).toBe(reason);
  });

  it('refuses another company’s vehicle like an unknown one', async () => {
    const response = await get(
      `/api/report/overspeed?${PERIOD}&vehicles=${vehicles[0]?.id}`,
      other,
    );
    expect(response.statusCode).toBe(400);
  });

  it.each(['from=2026-10-5&to=2026-10-11', `${PERIOD}&vehicles=1;2`, `${PERIOD}&limit=1000`])(
    'a malformed query (%s) is 400',
    async (query) => {
      expect((await get(`/api/report/overspeed?${query}`)).statusCode).toBe(400);
    },
  );

  it('a malformed export format is 400 and starts nothing', async () => {
    const response = await post('/api/report/overspeed/export', {
      from: '2026-10-05',
      to: '2026-10-11',
      format: 'docx',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('exports (RPT-8..13)', () => {
  it('XLSX parses back to the rows of the table, typed, with a frozen styled header', async () => {
    const [a, b] = vehicles;
    const query = { from: '2026-10-05', to: '2026-10-11', vehicles: `${a?.id},${b?.id}` };
    const table = await page(
      'distance-per-day',
      `from=2026-10-05&to=2026-10-11&vehicles=${a?.id},${b?.id}`,
    );
    const { job, bytes } = await exported('distance-per-day', { ...query, format: 'xlsx' });
    expect(job.rows_done).toBe(3);
    const book = new ExcelJS.Workbook();
    // ExcelJS types its input as its own ArrayBuffer-like `Buffer`.
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
    );
    const sheet = book.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet?.getRow(1);
    expect(header?.values).toEqual([
      undefined,
      'Tanggal',
      'Kendaraan',
      'Jarak',
      'Laporan terakhir',
    ]);
    expect(header?.font?.bold).toBe(true);
    const rows = [2, 3, 4].map((n) => sheet?.getRow(n).values as unknown[]);
    expect(
      rows.map((r) => [
        (r[1] as Date).toISOString().slice(0, 10),
        r[2],
        r[3],
        (r[4] as Date).getTime() - WIB,
      ]),
    ).toEqual(
      table.data.paginated_result.map((r) => [r.day, r.vehicle, r.distance, r.last_report]),
    );
    expect(sheet?.getRow(2).getCell(3).numFmt).toBe('#,##0.0" km"');
  });

  it('CSV has a BOM, the header in the language asked and plain values', async () => {
    const [a] = vehicles;
    const { bytes } = await exported('overspeed', {
      from: '2026-10-05',
      to: '2026-10-11',
      vehicles: `${a?.id}`,
      format: 'csv',
      language: 'en',
    });
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFTime,Vehicle,Driver,Road,Limit,Top speed,Over by,Duration')).toBe(
      true,
    );
    expect(text).toContain(`2026-10-06 14:30,${a?.plate}`);
    expect(text).toContain(',80,104,24,95');
  });

  it('PDF has its pages, numbered', async () => {
    const { bytes } = await exported('alerts-summary', {
      from: '2026-10-05',
      to: '2026-10-11',
      format: 'pdf',
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
  });

  it('another user’s export is 404, an unknown one too', async () => {
    const { job } = await exported('overspeed', {
      from: '2026-10-05',
      to: '2026-10-11',
      format: 'csv',
    });
    expect((await get(`/api/report-export/${job.id}`, operator)).statusCode).toBe(404);
    expect((await get(`/api/report-export/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('another process on the database answers the export; a stopped maker’s is FAILED', async () => {
    const { job, bytes } = await exported('overspeed', {
      from: '2026-10-05',
      to: '2026-10-11',
      format: 'csv',
    });
    const services = t.simulator.services;
    // Its own clock: stepping it past the stale bound leaves the rest of this file's day alone.
    const secondClock = new ManualClock(t.clock.now());
    const second = new ReportExportService({
      reports: services.reports,
      store: t.simulator.store,
      db: db(),
      clock: secondClock,
      dir: mkdtempSync(join(tmpdir(), 'armada-second-exports-')),
    });
    const adminUser = t.simulator.store
      .list('users', DEMO_COMPANY_ID)
      .find((user) => user.username === 'admin');
    const caller = {
      companyId: DEMO_COMPANY_ID,
      userId: adminUser?.id ?? 0,
      accessRight: [],
      language: 'id' as const,
    };
    expect(await second.get(caller, job.id)).toMatchObject({
      status: 'DONE',
      rows_done: job.rows_done,
    });
    const download = await second.file(caller, job.id);
    const served =
      download.file.kind === 'bytes' ? download.file.bytes : readFileSync(download.file.path);
    expect(served.equals(bytes)).toBe(true);

    // A RUNNING export whose maker has written nothing for STALE_EXPORT_MS: no one will end it.
    const orphan = { ...job, id: randomUUID(), status: 'RUNNING' as const, bytes: null };
    await new ExportJobStore(db()).insert(orphan, caller.companyId, caller.userId, t.clock.now());
    expect((await second.get(caller, orphan.id)).status).toBe('RUNNING');
    secondClock.advance(STALE_EXPORT_MS + 1_000);
    expect(await second.get(caller, orphan.id)).toMatchObject({ status: 'FAILED' });
    second.close();
  });
});

describe('scheduled reports (RPT-14..17)', () => {
  it('sends a due period once, also with two processes, into the outbox', async () => {
    const created = await post('/api/report-schedule', {
      report_id: 'alerts-summary',
      name: 'Harian',
      frequency: 'DAILY',
      hour: 0,
      format: 'xlsx',
      language: 'id',
      recipients: ['Ops@Contoh.co.id'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json<ItemResponse<ReportSchedule>>().data;
    expect(checkSchedule.Check(schedule)).toBe(true);
    expect(schedule.recipients).toEqual(['ops@contoh.co.id']);

    const services = t.simulator.services;
    const second = new ReportScheduleService({
      db: services.reports.db,
      store: t.simulator.store,
      clock: t.clock,
      reports: services.reports,
      exports: services.reportExports,
      mailer: async () => OUTBOX_ONLY,
      processId: 'second',
    });
    const [one, two] = await Promise.all([services.reportSchedules.pass(), second.pass()]);
    expect(one + two).toBe(1);
    expect(await services.reportSchedules.pass()).toBe(0);

    const outbox = (await get('/api/report-outbox')).json<{ data: ReportOutboxItem[] }>().data;
    const mail = outbox.find((m) => m.schedule_id === schedule.id);
    expect(mail && checkOutbox.Check(mail)).toBe(true);
    expect(mail).toMatchObject({
      delivery: 'OUTBOX',
      period_from: '2026-11-19',
      period_to: '2026-11-19',
    });
    const file = await get(`/api/report-outbox/${mail?.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(`/api/report-outbox/${mail?.id}/file`, other)).statusCode).toBe(404);
  });

  it('refuses a schedule with an unknown vehicle and another company’s schedule', async () => {
    const bad = await post('/api/report-schedule', {
      report_id: 'overspeed',
      name: 'X',
      frequency: 'WEEKLY',
      weekday: 1,
      hour: 7,
      format: 'csv',
      language: 'id',
      recipients: ['a@b.co'],
      vehicles: [987654321],
    });
    expect(bad.statusCode).toBe(400);
    const list = (await get('/api/report-schedule')).json<{ data: ReportSchedule[] }>().data;
    const theirs = await t.as(other, {
      method: 'DELETE',
      url: `/api/report-schedule/${list[0]?.id}`,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the reports of engine hours, idling, maintenance, costs, tasks and behaviour (RPT-35 … RPT-40)', () => {
  let dispatcher: string;
  const only = () => `${PERIOD}&vehicles=${vehicles[0]?.id}`;

  beforeAll(async () => {
    dispatcher = await t.login('dispatcher');
    const [a, b, c] = vehicles;
    if (!a || !b || !c) throw new Error('the demo company has too few driven vehicles');
    // Work orders: a's done one in the period, b's open one, and a's of September.
    const order = (
      number: string,
      v: typeof a,
      status: string,
      start: string,
      end: string,
      costs: [number, number],
    ) =>
      db().query(
        `INSERT INTO maintenance_work_orders (company_id, number, status, vehicle_id,
           license_plate, workshop, start_day, end_day, tasks, parts, labour_cost, parts_cost,
           total_cost, completed_at, created_at, updated_at)
         VALUES ($1,$2,$3,$4,$5,'Bengkel Maju',$6,$7,$8,$9,$10,$11,$12,$13,$14,$14)`,
        [
          DEMO_COMPANY_ID,
          number,
          status,
          v.id,
          v.plate,
          start,
          end,
          JSON.stringify([
            { description: 'Ganti oli', done: true },
            { description: 'Cek rem', done: status === 'DONE' },
          ]),
          JSON.stringify([{ name: 'Oli mesin', quantity: 3, unit_price: 150_000 }]),
          costs[0],
          costs[1],
          costs[0] + costs[1],
          status === 'DONE' ? at(7, 15) : null,
          at(1, 8),
        ],
      );
    await order('WO-RPT-1', a, 'DONE', '2026-10-06', '2026-10-07', [250_000, 450_000]);
    await order('WO-RPT-2', b, 'OPEN', '2026-10-10', '2026-10-12', [100_000, 0]);
    await order('WO-RPT-0', a, 'DONE', '2026-09-20', '2026-09-21', [50_000, 0]);
    // Costs: a's fuel twice and a toll in October, one in September, one with no vehicle.
    const cost = (v: typeof a | null, kind: string, day: string, amount: number) =>
      db().query(
        `INSERT INTO cost_entries (company_id, kind, vehicle_id, license_plate, occurred_at, day,
           amount, source, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,'MANUAL',$5)`,
        [DEMO_COMPANY_ID, kind, v?.id ?? null, v?.plate ?? null, Date.parse(day), day, amount],
      );
    await cost(a, 'FUEL', '2026-10-05', 500_000);
    await cost(a, 'FUEL', '2026-10-20', 300_000);
    await cost(a, 'TOLL', '2026-10-06', 25_500);
    await cost(a, 'FUEL', '2026-09-15', 400_000);
    await cost(null, 'OTHER', '2026-10-08', 100_000);
    // Driving behaviour: c braked hard twice, sped off once and sped once over 200 km.
    const alert = (id: number, code: number, when: number) =>
      db().query(
        `INSERT INTO alerts (id, company_id, vehicle_id, code, is_urgent, is_important,
           created_at, alert) VALUES ($1, $2, $3, $4, false, false, $5, $6)`,
        [
          id,
          DEMO_COMPANY_ID,
          c.id,
          code,
          when,
          JSON.stringify({
            vehicle: { id: c.id, licensePlate: c.plate },
            driver: { fullname: c.driverName },
          }),
        ],
      );
    await alert(9_000_101, 6, at(7, 8));
    await alert(9_000_102, 6, at(7, 9));
    await alert(9_000_103, 5, at(7, 10));
    await alert(9_000_104, 8, at(7, 11));
    await alert(9_000_105, 6, at(20, 11));
    await db().query(
      `INSERT INTO history_daily (vehicle_id, day, company_id, driver_id, distance_m, trips,
         driving_s, idling_s, parking_s) VALUES ($1, '2026-10-07', $2, $3, 200000, 3, 0, 0, 0)`,
      [c.id, DEMO_COMPANY_ID, c.driverId],
    );
  });

  it('RPT-35: engine hours are driving plus idling per vehicle per day', async () => {
    const body = await page('engine-hours', `${only()}&sort=day asc`);
    expect(
      body.data.paginated_result.map((r) => [
        r.day,
        r.vehicle,
        r.driving,
        r.idling,
        r.engine_hours,
        r.idle_share,
      ]),
    ).toEqual([
      ['2026-10-09', vehicles[0]?.plate, 4 * 3600, 1800, 4.5, 11.1],
      ['2026-10-10', vehicles[0]?.plate, 3600, 600, 1.17, 14.3],
    ]);
    expect(body.report.chart?.series[0]?.values).toEqual([4.5, 1.2]);
    // A rollup report: a year is allowed.
    await page('engine-hours', `from=2025-11-01&to=2026-10-31&vehicles=${vehicles[0]?.id}`);
    // The operator may open it; the dispatcher may not (RPT-2).
    await page('engine-hours', only(), operator);
    expect((await get(`/api/report/engine-hours?${PERIOD}`, dispatcher)).statusCode).toBe(404);
  });

  it('RPT-36: only the stops with the engine running, with how long and where', async () => {
    const body = await page('idling', only());
    expect(body.data.paginated_result).toHaveLength(1);
    expect(body.data.paginated_result[0]).toMatchObject({
      started_at: at(9, 10),
      ended_at: at(9, 10, 20),
      vehicle: vehicles[0]?.plate,
      duration: 1200,
    });
    expect(typeof body.data.paginated_result[0]?.place).toBe('string');
    expect(body.report.chart?.series[0]?.values).toEqual([0.3]);
    expect((await get(`/api/report/idling?${PERIOD}`, driver)).statusCode).toBe(404);
  });

  it('RPT-37: work orders planned in the period with their tasks, parts and Rupiah', async () => {
    const [a, b] = vehicles;
    const body = await page(
      'maintenance',
      `from=2026-10-01&to=2026-10-31&vehicles=${a?.id},${b?.id}&sort=start_day asc`,
    );
    expect(body.data.paginated_result).toMatchObject([
      {
        number: 'WO-RPT-1',
        vehicle: a?.plate,
        workshop: 'Bengkel Maju',
        status: 'Selesai',
        tasks_done: 2,
        tasks: 2,
        parts: 3,
        labour_cost: 250_000,
        parts_cost: 450_000,
        total_cost: 700_000,
        completed_at: at(7, 15),
      },
      {
        number: 'WO-RPT-2',
        vehicle: b?.plate,
        status: 'Terbuka',
        tasks_done: 1,
        total_cost: 100_000,
      },
    ]);
    expect(body.report.chart).toEqual({
      x: ['Bengkel Maju'],
      series: [{ key: 'total_cost', values: [800_000] }],
    });
    const closed = await get(`/api/report/maintenance?${PERIOD}`, dispatcher);
    expect(closed.statusCode).toBe(404);
  });

  it('RPT-38: costs per vehicle per month by kind, maintenance from finished work orders', async () => {
    const body = await page('costs', 'from=2026-09-01&to=2026-10-31&sort=month asc&limit=200');
    const mine = body.data.paginated_result.filter(
      (r) => r.vehicle === vehicles[0]?.plate || r.vehicle === 'Tanpa kendaraan',
    );
    expect(
      mine.map((r) => [r.month, r.vehicle, r.fuel, r.toll, r.other, r.maintenance, r.total]),
    ).toEqual([
      ['2026-09', vehicles[0]?.plate, 400_000, 0, 0, 50_000, 450_000],
      ['2026-10', vehicles[0]?.plate, 800_000, 25_500, 0, 700_000, 1_525_500],
      ['2026-10', 'Tanpa kendaraan', 0, 0, 100_000, 0, 100_000],
    ]);
    // Chosen vehicles leave the costs of no vehicle out.
    const chosen = await page('costs', `from=2026-10-01&to=2026-10-31&vehicles=${vehicles[0]?.id}`);
    expect(chosen.data.paginated_result.map((r) => r.total)).toEqual([1_525_500]);
    expect(chosen.report.chart?.x).toEqual(['2026-10']);
    expect((await get(`/api/report/costs?${PERIOD}`, dispatcher)).statusCode).toBe(404);
  });

  it('RPT-39: each fleet task with its stops planned, delivered and on time', async () => {
    const body = await page('fleet-tasks', only(), dispatcher);
    expect(body.data.paginated_result).toHaveLength(1);
    expect(body.data.paginated_result[0]).toMatchObject({
      planned_start: at(8, 7),
      vehicle: vehicles[0]?.plate,
      driver: vehicles[0]?.driverName,
      status: 'Selesai',
      stops: 3,
      delivered: 2,
      failed: 1,
      skipped: 0,
      on_time_share: 50,
    });
    expect(body.report.chart?.series.map((s) => s.values)).toEqual([[1], [1]]);
    expect((await get(`/api/report/fleet-tasks?${PERIOD}`, driver)).statusCode).toBe(404);
  });

  it('RPT-40: behaviour alerts per driver per 100 km of the rollups', async () => {
    const c = vehicles[2];
    const body = await page('driver-behaviour', `${PERIOD}&drivers=${c?.driverId}`, operator);
    expect(body.data.paginated_result).toEqual([
      {
        id: 1,
        driver: c?.driverName,
        distance: 200,
        braking: 2,
        acceleration: 1,
        cornering: 0,
        overspeed: 1,
        events: 4,
        events_per_100km: 2,
        braking_per_100km: 1,
      },
    ]);
    expect(body.report.chart).toEqual({
      x: [c?.driverName],
      series: [{ key: 'events_per_100km', values: [2] }],
    });
    // A driver with kilometres and no alert has none per 100 km, not a gap.
    const a = await page('driver-behaviour', `${PERIOD}&drivers=${vehicles[0]?.driverId}`);
    expect(a.data.paginated_result[0]).toMatchObject({
      distance: 200,
      events: 0,
      events_per_100km: 0,
    });
    expect((await get(`/api/report/driver-behaviour?${PERIOD}`, dispatcher)).statusCode).toBe(404);
  });
});

describe('video events (RPT-41)', () => {
  it('each camera alert with its camera and what became of its clip', async () => {
    const camera = t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID)
      .find((v) => v.device?.has_camera && v.driver);
    if (!camera) throw new Error('the demo company has no dashcam vehicle');
    const raise = (id: number, code: number, when: number) =>
      db().query(
        `INSERT INTO alerts (id, company_id, vehicle_id, code, is_urgent, is_important,
           created_at, alert) VALUES ($1, $2, $3, $4, false, false, $5, $6)`,
        [
          id,
          DEMO_COMPANY_ID,
          camera.id,
          code,
          when,
          JSON.stringify({
            vehicle: { id: camera.id, licensePlate: camera.license_plate },
            driver: { fullname: camera.driver?.fullname },
          }),
        ],
      );
    // Eyes closed (DMS) whose clip came by itself, a lane departure (ADAS) the device never
    // sent, and a harsh braking (no camera alert).
    await raise(9_000_201, 49, at(8, 8));
    await raise(9_000_202, 91, at(8, 9));
    await raise(9_000_203, 6, at(8, 10));
    await t.simulator.store.write((batch) => {
      batch.put('media_overrides', DEMO_COMPANY_ID, { id: 9_000_201, outcome: 'ready' });
      batch.put('media_overrides', DEMO_COMPANY_ID, { id: 9_000_202, outcome: 'not-sent' });
    });
    const body = await page('video-events', `${PERIOD}&vehicles=${camera.id}&sort=at asc`);
    expect(
      body.data.paginated_result.map((r) => [r.at, r.vehicle, r.alert_type, r.camera, r.media]),
    ).toEqual([
      [
        at(8, 8),
        camera.license_plate,
        'Pengemudi memejamkan mata',
        'Kamera pengemudi (DMS)',
        'Video tersedia',
      ],
      [
        at(8, 9),
        camera.license_plate,
        'Keluar jalur',
        'Kamera depan (ADAS)',
        'Tidak dikirim perangkat',
      ],
    ]);
    expect(body.data.paginated_result[0]?.available_at).toBeGreaterThan(at(8, 8));
    expect(body.data.paginated_result[1]?.available_at).toBeNull();
    expect(body.report.chart?.series[0]?.values).toEqual([2]);
    // The clip's state is worded after SQL: the table cannot sort by it.
    expect((await get(`/api/report/video-events?${PERIOD}&sort=media asc`)).statusCode).toBe(400);
    expect((await get(`/api/report/video-events?${PERIOD}`, driver)).statusCode).toBe(404);
  });
});

describe('vehicle history (RPT-42)', () => {
  it('one vehicle over one day, a position per 5 minutes and at each ignition change', async () => {
    const a = vehicles[0];
    if (!a) throw new Error('no vehicle');
    // flags: status (0 moving, 1 idle, 2 parked) plus 4 with the ignition on.
    for (const [minute, flags, speed] of [
      [0, 2, 0],
      [1, 5, 0],
      [2, 4, 30],
      [3, 4, 50],
      [6, 4, 60],
      [10, 2, 0],
      [11, 2, 0],
    ] as const) {
      await db().query(
        `INSERT INTO history_positions (vehicle_id, company_id, recorded_at, lat_e5, lng_e5,
           speed_kmh, heading, flags) VALUES ($1, $2, $3, -620000, 10690000, $4, 90, $5)`,
        [a.id, DEMO_COMPANY_ID, at(9, 8, minute), speed, flags],
      );
    }
    const day = `from=2026-10-09&to=2026-10-09&vehicles=${a.id}`;
    const body = await page('vehicle-history', day);
    expect(
      body.data.paginated_result.map((r) => [r.at, r.vehicle, r.status, r.ignition, r.speed]),
    ).toEqual([
      [at(9, 8, 0), a.plate, 'Parkir', 'Mati', 0],
      [at(9, 8, 1), a.plate, 'Diam mesin hidup', 'Hidup', 0],
      [at(9, 8, 6), a.plate, 'Bergerak', 'Hidup', 60],
      [at(9, 8, 10), a.plate, 'Parkir', 'Mati', 0],
    ]);
    expect(typeof body.data.paginated_result[0]?.place).toBe('string');
    expect(body.report.chart).toEqual({
      x: ['08:00'],
      series: [{ key: 'top_speed', values: [60] }],
    });
    // Exactly one vehicle, exactly one day.
    for (const [query, reason] of [
      ['from=2026-10-09&to=2026-10-09', SERVER_ERROR_REASONS.reportOneVehicle],
      [
        `from=2026-10-09&to=2026-10-09&vehicles=${a.id},${vehicles[1]?.id}`,
        SERVER_ERROR_REASONS.reportOneVehicle,
      ],
      [`from=2026-10-09&to=2026-10-10&vehicles=${a.id}`, SERVER_ERROR_REASONS.reportPeriodTooLong],
    ] as const) {
      const refused = await get(`/api/report/vehicle-history?${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ reason: string }>().reason).toBe(reason);
    }
    expect((await get(`/api/report/vehicle-history?${day}`, driver)).statusCode).toBe(404);
    // Sent daily only: a week is longer than the report takes.
    const weekly = await post('/api/report-schedule', {
      report_id: 'vehicle-history',
      name: 'Mingguan',
      frequency: 'WEEKLY',
      weekday: 1,
      hour: 7,
      format: 'csv',
      language: 'id',
      recipients: ['a@b.co'],
      vehicles: [a.id],
    });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json<{ reason: string }>().reason).toBe(SERVER_ERROR_REASONS.reportPeriodTooLong);
  });
});
