import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlBackends } from '../../testing/sql-backends';
import { MIGRATIONS } from '../assembly';
import { migrate } from '../../store/migrations';
import { openSqlClient, type SqlClient } from '../../store/sql-client';
import { rangeDays } from './availability-days';
import { AvailabilityStore, DAY_MS } from './availability-store';

/**
 * FA-3 in SQL on embedded PGlite and on the local PostgreSQL server: which days each task books,
 * clipped to the day, across midnight and in the three zones.
 */

const COMPANY = 1001;
const OTHER_COMPANY = 1449;
const HOUR = 3_600_000;
/** 00:00 WIB of Monday 2026-11-16. */
const MONDAY_WIB = Date.parse('2026-11-16T00:00:00+07:00');

describe.each(await sqlBackends('fleet_availability'))(
  'fleet availability on %s',
  (_name, target, enabled) => {
    let db: SqlClient;
    let store: AvailabilityStore;
    let nextVehicle = 500;

    beforeAll(async () => {
      if (!enabled) return;
      db = await openSqlClient(target);
      await migrate(db, MIGRATIONS);
      store = new AvailabilityStore(db);
    });
    afterAll(async () => {
      if (!enabled) return;
      if (target.kind === 'postgres') await db.exec(`DROP SCHEMA "${target.schema}" CASCADE`);
      await db.close();
    });

    /** A task row as the fleet-task module keeps it; returns its id. */
    async function task(
      vehicleId: number,
      start: number,
      end: number,
      status = 'PLANNED',
      companyId = COMPANY,
    ): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO fleet_tasks (company_id, vehicle_id, day, status, created_at, route,
           number, source, task_status, planned_start_at, planned_end_at, updated_at)
         VALUES ($1, $2, '2026-11-16', 'ACTIVE', $3, '{}', $4, 'MANUAL', $5, $3, $6, $3)
         RETURNING id`,
        [companyId, vehicleId, start, `FT/2611/${vehicleId}`, status, end],
      );
      return Number(row?.id);
    }

    const week = (vehicleIds: number[] | null = null, startAt = MONDAY_WIB) =>
      store.bookings({ companyId: COMPANY, startAt, days: 7, vehicleIds });

    it.runIf(enabled)('books the day of a task, clipped to its planned times', async () => {
      const vehicle = nextVehicle++;
      const id = await task(
        vehicle,
        MONDAY_WIB + DAY_MS + 8 * HOUR,
        MONDAY_WIB + DAY_MS + 12 * HOUR,
      );
      const [booking, ...rest] = await week([vehicle]);
      expect(rest).toEqual([]);
      expect(booking).toMatchObject({
        vehicleId: vehicle,
        dayIndex: 1,
        fromMs: 8 * HOUR,
        untilMs: 12 * HOUR,
      });
      expect(booking?.tasks.map((t) => [t.id, t.fromMs, t.untilMs])).toEqual([
        [id, 8 * HOUR, 12 * HOUR],
      ]);
    });

    it.runIf(enabled)(
      'merges overlapping tasks of one day into one span, both listed',
      async () => {
        const vehicle = nextVehicle++;
        const a = await task(vehicle, MONDAY_WIB + 9 * HOUR, MONDAY_WIB + 13 * HOUR);
        const b = await task(vehicle, MONDAY_WIB + 7 * HOUR, MONDAY_WIB + 10 * HOUR);
        const c = await task(vehicle, MONDAY_WIB + 15 * HOUR, MONDAY_WIB + 16 * HOUR, 'DONE');
        const [booking] = await week([vehicle]);
        expect(booking).toMatchObject({ dayIndex: 0, fromMs: 7 * HOUR, untilMs: 16 * HOUR });
        // Earliest first.
        expect(booking?.tasks.map((t) => t.id)).toEqual([b, a, c]);
      },
    );

    it.runIf(enabled)('books both days of a task that crosses midnight', async () => {
      const vehicle = nextVehicle++;
      await task(vehicle, MONDAY_WIB + 2 * DAY_MS + 21 * HOUR, MONDAY_WIB + 3 * DAY_MS + 3 * HOUR);
      const bookings = await week([vehicle]);
      expect(bookings.map((b) => [b.dayIndex, b.fromMs, b.untilMs])).toEqual([
        [2, 21 * HOUR, DAY_MS],
        [3, 0, 3 * HOUR],
      ]);
      expect(bookings[0]?.tasks[0]?.untilMs).toBe(DAY_MS);
      expect(bookings[1]?.tasks[0]?.fromMs).toBe(0);
    });

    it.runIf(enabled)('reads the days on the company clock: WIB, WITA and WIT', async () => {
      const vehicle = nextVehicle++;
      // 23:30 WIB on Monday is 00:30 WITA and 01:30 WIT on Tuesday.
      const start = MONDAY_WIB + 23 * HOUR + HOUR / 2;
      await task(vehicle, start, start + HOUR);
      for (const [zone, dayIndex, fromMs] of [
        ['Asia/Jakarta', 0, 23.5 * HOUR],
        ['Asia/Makassar', 1, 0.5 * HOUR],
        ['Asia/Jayapura', 1, 1.5 * HOUR],
      ] as const) {
        const [first] = rangeDays('2026-11-16', 7, zone);
        const bookings = await week([vehicle], first?.startAt);
        expect(bookings[0], zone).toMatchObject({ dayIndex, fromMs });
        // In WIB the hour spills into Tuesday.
        expect(bookings.length, zone).toBe(zone === 'Asia/Jakarta' ? 2 : 1);
      }
    });

    it.runIf(enabled)(
      'leaves out cancelled tasks, tasks outside the range and other companies',
      async () => {
        const vehicle = nextVehicle++;
        await task(vehicle, MONDAY_WIB + 8 * HOUR, MONDAY_WIB + 9 * HOUR, 'CANCELLED');
        await task(vehicle, MONDAY_WIB - 5 * HOUR, MONDAY_WIB - HOUR);
        await task(vehicle, MONDAY_WIB + 7 * DAY_MS, MONDAY_WIB + 7 * DAY_MS + HOUR);
        await task(vehicle, MONDAY_WIB + 8 * HOUR, MONDAY_WIB + 9 * HOUR, 'PLANNED', OTHER_COMPANY);
        expect(await week([vehicle])).toEqual([]);
        // Ending exactly at the range's midnight does not book its first day either.
        await task(vehicle, MONDAY_WIB - 2 * HOUR, MONDAY_WIB);
        expect(await week([vehicle])).toEqual([]);
      },
    );

    it.runIf(enabled)('gives a task planned with no length one minute of its day', async () => {
      const vehicle = nextVehicle++;
      await task(vehicle, MONDAY_WIB + 10 * HOUR, MONDAY_WIB + 10 * HOUR, 'STARTED');
      const [booking] = await week([vehicle]);
      expect(booking).toMatchObject({ fromMs: 10 * HOUR, untilMs: 10 * HOUR + 60_000 });
      expect(booking?.tasks[0]?.plannedEndAt).toBe(MONDAY_WIB + 10 * HOUR);
    });

    it.runIf(enabled)('reads every vehicle of the company without a vehicle list', async () => {
      const all = await week(null);
      const vehicles = new Set(all.map((b) => b.vehicleId));
      expect(vehicles.size).toBeGreaterThanOrEqual(5);
      const one = await week([[...vehicles][0] ?? 0]);
      expect(new Set(one.map((b) => b.vehicleId)).size).toBe(1);
    });

    it.runIf(enabled)('keeps one working week per company (FA-5)', async () => {
      expect(await store.shift(COMPANY)).toBeUndefined();
      await store.saveShift(
        COMPANY,
        { workDays: [1, 2, 3], startMinute: 360, endMinute: 1020 },
        1,
        'A',
      );
      await store.saveShift(
        COMPANY,
        { workDays: [1, 5], startMinute: 420, endMinute: 960 },
        2,
        'B',
      );
      expect(await store.shift(COMPANY)).toEqual({
        workDays: [1, 5],
        startMinute: 420,
        endMinute: 960,
      });
      expect(await store.shift(OTHER_COMPANY)).toBeUndefined();
    });
  },
);
