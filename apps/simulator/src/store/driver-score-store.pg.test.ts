import type { RawAlert } from '@armada/contracts/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlBackends } from '../testing/sql-backends';
import { AlertStore, type AlertRow } from './alert-store';
import { DriverScoreStore } from './driver-score-store';
import { MIGRATIONS } from '../modules/assembly';
import { migrate } from './migrations';
import { openSqlClient, type SqlClient } from './sql-client';
import { TelemetryStore } from './telemetry-store';

/** The driver-score reads on embedded PGlite and on the local PostgreSQL server (STORE-1). */

const T = Date.parse('2026-11-20T03:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const COMPANY = 1001;

function alertRow(id: number, vehicleId: number, code: number, minutes: number): AlertRow {
  const createdAt = T + minutes * MINUTE;
  const raw: RawAlert = {
    rawAlertId: String(id),
    alertCode: code,
    alertRuleIds: [2],
    alertFlag: 0,
    alert: { descriptionIdn: 'x', descriptionEng: 'x', iconUrl: null },
    vehicle: { id: vehicleId, licensePlate: 'B 9123 KXA' },
    vehicleId,
    childVehicleId: null,
    driver: { fullname: 'Budi Santoso' },
    createdOn: new Date(createdAt).toISOString(),
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: false,
    isImportant: false,
    alertData: null,
    alertTrigger: null,
    latitude: -6.2,
    longitude: 106.8,
    userLogs: [],
    lastUserFeedback: null,
  };
  return {
    id,
    companyId: COMPANY,
    vehicleId,
    code,
    isUrgent: false,
    isImportant: false,
    createdAt,
    raw,
  };
}

const backends = await sqlBackends('armada_driver_score_test');

describe.each(backends)('driver score store on %s', (_name, target, enabled) => {
  let db: SqlClient;
  let store: DriverScoreStore;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    await migrate(db, MIGRATIONS);
    store = new DriverScoreStore(db);
    const alerts = new AlertStore(db);
    await alerts.appendAlerts([
      alertRow(1, 7, 8, 0),
      alertRow(2, 7, 8, 5),
      alertRow(3, 7, 6, 10),
      alertRow(4, 8, 8, 1), // driver 21
      alertRow(5, 7, 8, 60), // after the range
      alertRow(6, 9, 8, 2), // a vehicle not asked for
      alertRow(7, 7, 49, 3), // not among the asked codes below
      { ...alertRow(8, 7, 8, 4), companyId: 2002 }, // another company
      alertRow(9, 7, 8, 6), // marked false below
    ]);
    await alerts.applyAction({
      companyId: COMPANY,
      userId: 1,
      userName: 'Admin',
      ids: [9],
      type: 'FalseAlert',
      data: 'test',
      at: T + 30 * MINUTE,
      createdWithin: { from: T, to: T + 60 * MINUTE },
    });
    const position = (vehicleId: number, minutes: number, latitude: number) => ({
      vehicleId,
      companyId: COMPANY,
      recordedAt: T + minutes * MINUTE,
      latitude,
      longitude: 106.8,
      speedKmh: 40,
      heading: 180,
      status: 'moving',
    });
    await new TelemetryStore(db).appendPositions([
      position(7, -5, -6.0), // before the range
      position(7, 0, -6.2),
      position(7, 10, -6.3),
      position(7, 20, -6.3),
      position(8, 5, -6.2),
      position(7, 60, -7.0), // after the range
    ]);
  });

  afterAll(async () => {
    if (!enabled) return;
    if (target.kind === 'postgres') {
      await db.exec(`DROP SCHEMA IF EXISTS "${target.schema}" CASCADE`);
    }
    await db.close();
  });

  it.skipIf(!enabled)(
    'DRIVER-8 groups a company range of scored alerts by the vehicles’ drivers, false alerts left out',
    async () => {
      const rows = await store.scoredAlerts({
        companyId: COMPANY,
        from: T,
        to: T + 60 * MINUTE,
        vehicleDrivers: [
          { vehicleId: 7, driverId: 20 },
          { vehicleId: 8, driverId: 21 },
        ],
        codes: [6, 8],
      });
      expect(rows).toEqual([
        { driverId: 20, code: 6, count: 1, times: [T + 10 * MINUTE] },
        { driverId: 20, code: 8, count: 2, times: [T, T + 5 * MINUTE] },
        { driverId: 21, code: 8, count: 1, times: [T + MINUTE] },
      ]);
      expect(
        await store.scoredAlerts({
          companyId: COMPANY,
          from: T,
          to: T + 60 * MINUTE,
          vehicleDrivers: [],
          codes: [8],
        }),
      ).toEqual([]);
    },
  );

  it.skipIf(!enabled)(
    'DRIVER-9 adds up kilometres between positions per span, not across spans',
    async () => {
      const rows = await store.driving({
        companyId: COMPANY,
        vehicleIds: [7, 8, 9],
        spans: [
          { from: T, to: T + 60 * MINUTE },
          { from: T, to: T + 10 * MINUTE },
          { from: T + 10 * MINUTE, to: T + 60 * MINUTE },
        ],
      });
      // 0.1 degree of latitude on a 6371.0088 km sphere: 11.1195 km (minutes 0 to 10); the
      // split spans lose that step; vehicle 8 has one position.
      expect(rows.map(({ vehicleId, span, lastAt }) => [vehicleId, span, lastAt])).toEqual([
        [7, 0, T + 20 * MINUTE],
        [7, 1, T],
        [7, 2, T + 20 * MINUTE],
        [8, 0, T + 5 * MINUTE],
        [8, 1, T + 5 * MINUTE],
      ]);
      expect(rows[0]?.km).toBeCloseTo(11.1195, 3);
      expect(rows[1]?.km).toBe(0);
      expect(rows[2]?.km).toBe(0);
      expect(rows[3]?.km).toBe(0);
    },
  );

  it.skipIf(!enabled)(
    'HISTORY-6 rolls a settled WIB day up from the positions once, and reads the rollup',
    async () => {
      // T is 10:00 WIB on 20 November; its WIB day starts at 17:00 UTC the day before.
      const day = T - 10 * 60 * MINUTE;
      expect(await store.rollup.settleDays([day], T + 2 * DAY)).toBe(1);
      expect(await store.rollup.settleDays([day], T + 2 * DAY)).toBe(0);
      const totals = await store.rollup.dayTotals({
        companyId: COMPANY,
        vehicleIds: [7, 8, 9],
        dayStarts: [day],
      });
      // Vehicle 7's day: -6.0, -6.2, -6.3, -6.3, -7.0: 1 degree of latitude, as DRIVER-9.
      expect(totals.get(7)?.km).toBeCloseTo(111.195, 2);
      expect(totals.get(7)?.lastAt).toBe(T + 60 * MINUTE);
      expect(totals.get(8)).toEqual({ km: 0, lastAt: T + 5 * MINUTE });
      expect(totals.has(9)).toBe(false);
      const [live] = await store.driving({
        companyId: COMPANY,
        vehicleIds: [7],
        spans: [{ from: day, to: day + DAY }],
      });
      expect(totals.get(7)?.km).toBeCloseTo(live?.km ?? -1, 6);
      // Another company's vehicles are not counted in this company's totals.
      expect(
        (await store.rollup.dayTotals({ companyId: 2002, vehicleIds: [7], dayStarts: [day] })).size,
      ).toBe(0);
    },
  );

  it.skipIf(!enabled)(
    'HISTORY-4 writes the seeded history once, with its marker, days settled',
    async () => {
      const day = T - 40 * DAY;
      const history = {
        marker: { seed: 7, startMs: T, alerts: 1 },
        alerts: [{ ...alertRow(100, 7, 8, -40 * 24 * 60), resolvedAt: T - 40 * DAY + MINUTE }],
        days: [{ companyId: COMPANY, vehicleId: 7, day, km: 123.45, lastReport: day + 3_600_000 }],
        dayStarts: [day],
      };
      expect(await store.rollup.historyMarker()).toBeNull();
      expect(await store.rollup.writeHistory(history)).toBe(true);
      expect(await store.rollup.writeHistory(history)).toBe(false);
      expect(await store.rollup.historyMarker()).toEqual(history.marker);
      expect(await store.rollup.settleDays([day], T)).toBe(0);
      expect(
        await store.rollup.dayTotals({ companyId: COMPANY, vehicleIds: [7], dayStarts: [day] }),
      ).toEqual(new Map([[7, { km: 123.45, lastAt: day + 3_600_000 }]]));
      const stored = await new AlertStore(db).listAlerts({ companyId: COMPANY, ids: [100] });
      expect(stored.alerts[0]?.resolvedAt).toBe(T - 40 * DAY + MINUTE);
    },
  );
});
