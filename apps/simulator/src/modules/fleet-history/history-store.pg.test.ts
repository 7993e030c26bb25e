import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import { MIGRATIONS } from '../assembly';
import { migrate } from '../../store/migrations';
import { openSqlClient, type SqlClient } from '../../store/sql-client';
import { TelemetryStore } from '../../store/telemetry-store';
import { sqlBackends } from '../../testing/sql-backends';
import { HistoryStore, type StoredPosition, type TripRow } from './history-store';
import { HISTORY_PARTITIONED_TABLES as TABLES, HistoryPartitions } from './partitions';

/** The history's tables on embedded PGlite and on the local PostgreSQL server (HIST-4, STORE-1). */

const T = Date.parse('2026-11-20T03:00:00Z');
const DAY0 = startOfWibDay(T);
const MINUTE = 60_000;

const position = (
  vehicleId: number,
  at: number,
  over: Partial<StoredPosition> = {},
): StoredPosition => ({
  vehicleId,
  companyId: 1001,
  at,
  latE5: -620_000,
  lngE5: 10_680_000,
  speedKmh: 40,
  heading: 90,
  flags: 4,
  fuelPctE1: 553,
  tempCE1: null,
  ...over,
});

const trip = (vehicleId: number, startedAt: number, over: Partial<TripRow> = {}): TripRow => ({
  companyId: 1001,
  vehicleId,
  driverId: 40 + vehicleId,
  startedAt,
  endedAt: startedAt + 10 * MINUTE,
  ongoing: true,
  startLat: -6.2,
  startLng: 106.8,
  endLat: -6.21,
  endLng: 106.81,
  distanceM: 1000,
  movingS: 600,
  idleS: 0,
  maxSpeedKmh: 50,
  ...over,
});

const backends = await sqlBackends('armada_history_test');

describe.each(backends)('the fleet history store on %s', (_name, target, enabled) => {
  let db: SqlClient;
  let store: HistoryStore;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    // The store as it was before the history: 15 s samples in the old table (TELE-2).
    await migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 22),
    );
    await db.query(
      `INSERT INTO vehicle_positions (vehicle_id, company_id, recorded_at, latitude, longitude,
         speed_kmh, heading, status) VALUES (9, 1001, $1, -6.123456, 106.654321, 37.6, 181, 'idle')`,
      [T - 2 * DAY_MS],
    );
    await migrate(db, MIGRATIONS);
    store = new HistoryStore(db, new HistoryPartitions(db));
  }, 120_000);
  afterAll(async () => {
    if (!enabled || !db) return;
    if (target.kind === 'postgres') await db.exec(`DROP SCHEMA ${target.schema} CASCADE`);
    await db.close();
  });

  it.skipIf(!enabled)(
    'the old samples moved in, and the old table reads on as a view (ADR 0025)',
    async () => {
      const trail = await new TelemetryStore(db).trail(9, 0);
      expect(trail).toEqual([
        {
          vehicleId: 9,
          companyId: 1001,
          recordedAt: T - 2 * DAY_MS,
          latitude: -6.12346,
          longitude: 106.65432,
          speedKmh: 38,
          heading: 181,
          status: 'idle',
        },
      ]);
    },
  );

  it.skipIf(!enabled)(
    'HIST-4 positions go to day partitions; a stray row moves into its new one',
    async () => {
      await store.insertPositions([
        position(1, T),
        position(1, T + MINUTE),
        position(2, T + DAY_MS),
      ]);
      // A second fix of a vehicle at the same time is ignored.
      await store.insertPositions([position(1, T, { speedKmh: 99 })]);
      expect((await store.positions(1, T, T + DAY_MS)).map((p) => p.speedKmh)).toEqual([40, 40]);
      const names = (await store.partitions.list(TABLES.positions)).map((p) => p.name);
      expect(names).toEqual(['history_positions_p20261120', 'history_positions_p20261121']);
      // The sample moved in by the migration sat in the default partition; its day's partition
      // takes it in when made.
      const strays = await db.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM history_positions_default',
      );
      expect(Number(strays[0]?.n)).toBe(1);
      await store.partitions.ensure(TABLES.positions, [T - 2 * DAY_MS]);
      const left = await db.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM history_positions_default',
      );
      expect(Number(left[0]?.n)).toBe(0);
      expect((await store.positions(9, 0, T)).map((p) => p.flags)).toEqual([5]);
    },
  );

  it.skipIf(!enabled)(
    'HIST-4 pruning drops whole partitions, never rows of the ones it keeps',
    async () => {
      const before = await store.partitions.list(TABLES.positions);
      expect(before.map((p) => p.from)).toEqual([DAY0 - 2 * DAY_MS, DAY0, DAY0 + DAY_MS]);
      const dropped = await store.prune({ positions: DAY0, records: 0, rollupDay: 0 });
      expect(dropped).toEqual(['history_positions_p20261118']);
      expect((await store.partitions.list(TABLES.positions)).map((p) => p.from)).toEqual([
        DAY0,
        DAY0 + DAY_MS,
      ]);
      expect(await store.positions(1, 0, T + DAY_MS)).toHaveLength(2);
      // A new store object (another process) sees the same partitions.
      const other = new HistoryStore(db, new HistoryPartitions(db));
      await other.insertPositions([position(3, T + 2 * MINUTE)]);
      expect(await other.positions(3, 0, T + DAY_MS)).toHaveLength(1);
    },
  );

  it.skipIf(!enabled)(
    'a trip is rewritten by its vehicle and start until it ends (HIST-10)',
    async () => {
      const days = { trips: [], stops: [], fuelEvents: [], days: [] };
      await store.writeRecords({ ...days, trips: [trip(1, T)] });
      await store.writeRecords({
        ...days,
        trips: [
          trip(1, T, {
            ongoing: false,
            endedAt: T + 30 * MINUTE,
            distanceM: 9000,
            endLat: -6.3,
          }),
        ],
      });
      const trips = await store.tripsOverlapping(1, T, T + DAY_MS);
      expect(trips).toHaveLength(1);
      expect(trips[0]).toMatchObject({
        ongoing: false,
        distanceM: 9000,
        endLat: -6.3,
        startLat: -6.2,
      });
      const month = (await store.partitions.list(TABLES.trips)).map((p) => p.name);
      expect(month).toEqual(['history_trips_p202611']);
      const listed = await store.listTrips(
        {
          companyId: 1001,
          from: T - DAY_MS,
          to: T + DAY_MS,
          vehicleIds: null,
          driverId: null,
          minDistanceM: null,
        },
        'started_at DESC',
        { limit: 10, offset: 0 },
      );
      expect(listed.total).toBe(1);
    },
  );

  it.skipIf(!enabled)(
    'HIST-15 alerts are counted on each company clock; drivers sum their vehicles',
    async () => {
      // 23:30 WIB on the 19th is 00:30 WITA on the 20th.
      const late = DAY0 - 30 * MINUTE;
      await db.query(
        `INSERT INTO alerts (id, company_id, vehicle_id, code, is_urgent, is_important, created_at, alert)
       VALUES (1, 1001, 1, 8, false, false, $1, '{"rawAlertId":"1"}'),
              (2, 1001, 1, 8, false, false, $2, '{"rawAlertId":"2"}'),
              (3, 1449, 5, 8, false, false, $1, '{"rawAlertId":"3"}')`,
        [late, T],
      );
      const day = (n: number) => Math.floor((n + 7 * 3_600_000) / DAY_MS);
      await store.writeRecords({
        trips: [],
        stops: [],
        fuelEvents: [],
        days: [
          {
            vehicleId: 1,
            companyId: 1001,
            driverId: 41,
            day: day(T),
            distanceM: 1000,
            trips: 1,
            drivingS: 60,
            idlingS: 0,
            parkingS: 0,
            maxSpeedKmh: 50,
            fuelUsedMl: 100,
            fuelAddedMl: 0,
            fuelDroppedMl: 0,
          },
          {
            vehicleId: 4,
            companyId: 1001,
            driverId: 41,
            day: day(T),
            distanceM: 2000,
            trips: 2,
            drivingS: 30,
            idlingS: 0,
            parkingS: 0,
            maxSpeedKmh: 70,
            fuelUsedMl: 200,
            fuelAddedMl: 0,
            fuelDroppedMl: 0,
          },
        ],
      });
      await store.recountAlerts(
        new Map([
          [1001, 7 * 3_600_000],
          [1449, 8 * 3_600_000],
        ]),
        DAY0 - DAY_MS,
        T + DAY_MS,
        new Map([
          [1, 41],
          [4, 41],
          [5, null],
        ]),
      );
      const wib = await store.listDaily(
        { companyId: 1001, fromDay: day(T) - 1, toDay: day(T), vehicleIds: null, driverId: null },
        'vehicle',
        'day ASC, vehicle_id',
        { limit: 10, offset: 0 },
      );
      expect(wib.rows.map((r) => [r.day, r.vehicleId, r.alertCount, r.distanceM])).toEqual([
        [day(T) - 1, 1, 1, 0],
        [day(T), 1, 1, 1000],
        [day(T), 4, 0, 2000],
      ]);
      const wita = await store.listDaily(
        { companyId: 1449, fromDay: day(T) - 1, toDay: day(T), vehicleIds: null, driverId: null },
        'vehicle',
        'day ASC',
        { limit: 10, offset: 0 },
      );
      expect(wita.rows.map((r) => [r.day, r.alerts])).toEqual([[day(T), { 8: 1 }]]);
      const perDriver = await store.listDaily(
        { companyId: 1001, fromDay: day(T), toDay: day(T), vehicleIds: null, driverId: 41 },
        'driver',
        'day ASC',
        { limit: 10, offset: 0 },
      );
      expect(perDriver.rows).toEqual([
        expect.objectContaining({
          vehicleId: null,
          driverId: 41,
          distanceM: 3000,
          trips: 3,
          maxSpeedKmh: 70,
          alertCount: 1,
          alerts: { 8: 1 },
        }),
      ]);
    },
  );
});
