import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { dayOf } from './definitions/report-definition';
import type { RowValues } from './definitions/report-definition';
import type { ReportCaller, ReportFilters, ReportService } from './report-service';

/**
 * RPT-3 at fleet scale (ADR 0056): a report of one table's rows counts them without naming them
 * and picks a page in an indexed order off the table before naming its rows. Every page must be
 * the slice of the whole result the export reads (RPT-9: one query, numbered in the same order),
 * its count the result's size, and the charts grouped by day number the days `dayOf` words.
 * Rows are written in September 2026, before anything the world seeds, with ties on purpose:
 * the three vehicles start trips, stops and overspeed episodes at the same instants.
 */

const WIB = 7 * 3_600_000;
/** Epoch ms of a WIB wall time in September 2026. */
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 8, day, hour, minute) - WIB;
const PERIOD = { from: '2026-09-07', to: '2026-09-13' };
/** Instants of the rows: two days' edges (23:59 and 00:00 WIB) and repeated hours. */
const STARTS = [
  at(7, 0),
  at(7, 8),
  at(7, 8),
  at(8, 23, 59),
  at(9, 0),
  at(9, 12),
  at(10, 6),
  at(11, 23, 59),
  at(12, 0),
  at(13, 23, 30),
];

let t: TestSimulator;
let reports: ReportService;
let caller: ReportCaller;
let vehicles: { id: number; driverId: number | null }[];

beforeAll(async () => {
  t = await startTestSimulator();
  reports = t.simulator.services.reports;
  caller = {
    companyId: DEMO_COMPANY_ID,
    userId: 1,
    accessRight: reports.definitions.map((d) => d.info.permission),
    language: 'id',
  };
  vehicles = t.simulator.store
    .list('vehicles', DEMO_COMPANY_ID)
    .filter((v) => v.driver)
    .slice(0, 3)
    .map((v) => ({ id: v.id, driverId: v.driver?.id ?? null }));
  const db = reports.db;
  for (const [n, v] of vehicles.entries()) {
    for (const [i, start] of STARTS.entries()) {
      // A vehicle's two trips may not start together (its key): the repeated hour moves on.
      const started = start + (i === 2 ? 60_000 : 0);
      await db.query(
        `INSERT INTO history_trips (company_id, vehicle_id, driver_id, started_at, ended_at,
           ongoing, start_lat, start_lng, end_lat, end_lng, distance_m, moving_s, idle_s,
           max_speed_kmh)
         VALUES ($1, $2, $3, $4, $5, false, -6.2, 106.8, -6.3, 106.9, $6, 1800, 60, 70)`,
        [DEMO_COMPANY_ID, v.id, v.driverId, started, started + (20 + i) * 60_000, 1000 * (i + n)],
      );
      await db.query(
        `INSERT INTO history_stops (company_id, vehicle_id, driver_id, started_at, ended_at,
           ongoing, kind, latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, false, $6, -6.2, 106.8)`,
        [
          DEMO_COMPANY_ID,
          v.id,
          v.driverId,
          started,
          started + (5 + i) * 60_000,
          i % 2 ? 'IDLE' : 'PARKED',
        ],
      );
      await db.query(
        `INSERT INTO telemetry_events (company_id, vehicle_id, driver_id, type, at, latitude,
           longitude, value, threshold, duration_ms, data)
         VALUES ($1, $2, $3, 'overspeed', $4, -6.2, 106.8, $5, 80, 40000, '{}')`,
        [DEMO_COMPANY_ID, v.id, v.driverId, started, 90 + i],
      );
    }
  }
});

afterAll(async () => {
  await t.close();
});

/** Every page of `limit` rows, in order. */
async function pages(
  reportId: string,
  filters: ReportFilters,
  limit: number,
): Promise<{ rows: RowValues[]; totals: number[] }> {
  const run = reports.prepare(caller, reportId, filters, 'query');
  const rows: RowValues[] = [];
  const totals: number[] = [];
  for (let page = 1; page < 100; page++) {
    const answer = await reports.page(run, page, limit);
    totals.push(answer.metadata.total_count);
    const found = answer.data.paginated_result.map(({ id: _id, ...row }) => row);
    if (found.length === 0) break;
    rows.push(...found);
  }
  return { rows, totals };
}

/** The whole result as an export reads it (RPT-9). */
async function whole(reportId: string, filters: ReportFilters): Promise<RowValues[]> {
  const run = reports.prepare(caller, reportId, filters, 'query');
  const rows: RowValues[] = [];
  await reports.forEachChunk(
    run,
    async (chunk) => {
      rows.push(...chunk);
    },
    () => undefined,
    7,
  );
  return rows;
}

describe('pages of a table’s rows (RPT-3, ADR 0056)', () => {
  const cases: [string, string][] = [
    ['trips', 'started_at desc'],
    ['trips', 'started_at asc'],
    ['trips', 'ended_at desc'],
    // Not an indexed column: the whole named result is sorted.
    ['trips', 'vehicle asc'],
    ['trips', 'distance desc'],
    ['stops-idling', 'started_at desc'],
    ['stops-idling', 'ended_at asc'],
    ['stops-idling', 'kind asc'],
    ['overspeed', 'at desc'],
    ['overspeed', 'at asc'],
    ['overspeed', 'top_speed desc'],
  ];

  /** A sort of each report no index keeps: its export reads the numbered temporary table. */
  const UNINDEXED: Record<string, string> = {
    trips: 'vehicle asc',
    'stops-idling': 'kind asc',
    overspeed: 'top_speed desc',
  };
  const canonical = (rows: RowValues[]) => rows.map((row) => JSON.stringify(row)).sort();

  it.each(cases)('RPT-3: %s by %s: the pages are the export’s rows, in order', async (id, sort) => {
    const filters = { ...PERIOD, sort };
    const expected = await whole(id, filters);
    expect(expected).toHaveLength(vehicles.length * STARTS.length);
    // RPT-9: every row once, whichever way the export reads them, in the order asked.
    const reference = await whole(id, { ...PERIOD, sort: UNINDEXED[id] });
    expect(canonical(expected)).toEqual(canonical(reference));
    const [key, order] = sort.split(' ') as [string, string];
    const keys = expected.map((row) => row[key]);
    const sorted = [...keys].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : String(a).localeCompare(String(b), 'id'),
    );
    expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
    const { rows, totals } = await pages(id, filters, 4);
    expect(rows).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it('RPT-3, RPT-5: the count follows the vehicles and drivers asked for', async () => {
    const [a, b] = vehicles;
    for (const id of ['trips', 'stops-idling', 'overspeed']) {
      const some = { ...PERIOD, vehicles: [a?.id ?? 0] };
      const run = reports.prepare(caller, id, some, 'query');
      const first = await reports.page(run, 1, 2);
      expect(first.metadata.total_count).toBe((await whole(id, some)).length);
      expect(first.metadata.total_count).toBe(STARTS.length);
      expect(await reports.count(run)).toBe(first.metadata.total_count);
      const driver = { ...PERIOD, drivers: [b?.driverId ?? 0] };
      const byDriver = await reports.page(reports.prepare(caller, id, driver, 'query'), 1, 2);
      expect(byDriver.metadata.total_count).toBe((await whole(id, driver)).length);
      expect(byDriver.data.paginated_result).toHaveLength(2);
    }
  });

  it('RPT-3: a page past the end is empty and still counts the result', async () => {
    const run = reports.prepare(caller, 'trips', PERIOD, 'query');
    const far = await reports.page(run, 50, 25);
    expect(far.data.paginated_result).toEqual([]);
    expect(far.metadata.total_count).toBe(vehicles.length * STARTS.length);
  });

  it('RPT-3: the charts per day are the days dayOf words, with the same sums', async () => {
    const run = reports.prepare(caller, 'trips', PERIOD, 'query');
    const chart = (await reports.page(run, 1, 25)).report.chart;
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const day = dayOf('started_at', run.scope, param);
    const rows = await reports.db.query<{ x: string; distance: number }>(
      `SELECT ${day} AS x, round(sum(distance_m) / 100.0)::float8 / 10 AS distance
       FROM history_trips WHERE company_id = ${param(DEMO_COMPANY_ID)}
         AND started_at >= ${param(run.scope.fromMs)} AND started_at < ${param(run.scope.toMs)}
       GROUP BY 1 ORDER BY 1`,
      params,
    );
    expect(chart?.x).toEqual(rows.map((r) => r.x));
    expect(chart?.x).toEqual([
      '2026-09-07',
      '2026-09-08',
      '2026-09-09',
      '2026-09-10',
      '2026-09-11',
      '2026-09-12',
      '2026-09-13',
    ]);
    expect(chart?.series[0]?.values).toEqual(rows.map((r) => r.distance));
    const episodes = (
      await reports.page(reports.prepare(caller, 'overspeed', PERIOD, 'query'), 1, 25)
    ).report.chart;
    expect(episodes?.series[0]?.values).toEqual([9, 3, 6, 3, 3, 3, 3]);
  });
});
