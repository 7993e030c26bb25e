import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../assembly';
import { migrate } from '../../store/migrations';
import { openSqlClient, type SqlClient } from '../../store/sql-client';
import { sqlBackends } from '../../testing/sql-backends';
import { VisitStore, visitDay, type VisitOpen } from './visit-store';

/**
 * Geofence visits in day partitions and route deviations (docs/rules/geofences.md GEO-11,
 * docs/rules/saved-routes.md SRT-7), on embedded PGlite and the local PostgreSQL server.
 */

const T = Date.parse('2026-11-20T03:00:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;

function visit(geofenceId: number, vehicleId: number, enteredAt: number): VisitOpen {
  return {
    companyId: 1001,
    geofenceId,
    geofenceName: `Geofence ${geofenceId}`,
    category: 'CUSTOMER',
    vehicleId,
    licensePlate: `B ${vehicleId} XY`,
    enteredAt,
    entrySeen: true,
    latitude: -6.2,
    longitude: 106.8,
  };
}

const batch = (part: Partial<Parameters<VisitStore['write']>[0]>) => ({
  opened: [],
  dwelled: [],
  closed: [],
  deviated: [],
  deviationEnds: [],
  ...part,
});

const backends = await sqlBackends('armada_visit_test');

describe.each(backends)('visit store on %s', (_name, target, enabled) => {
  let db: SqlClient;
  let store: VisitStore;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    await migrate(db, MIGRATIONS);
    store = new VisitStore(db);
  });
  afterAll(async () => {
    if (!enabled || !db) return;
    if (target.kind === 'postgres') await db.exec(`DROP SCHEMA ${target.schema} CASCADE`);
    await db.close();
  });

  const partitions = async () =>
    (
      await db.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_inherits i
           JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
         WHERE p.relname = 'geofence_visits' AND pg_table_is_visible(p.oid) ORDER BY 1`,
      )
    ).map((row) => row.name);

  it.skipIf(!enabled)(
    'GEO-11 opens, marks and closes visits in one partition per WIB day',
    async () => {
      await store.write(batch({ opened: [visit(1, 11, T - 2 * DAY), visit(1, 12, T)] }));
      expect(await partitions()).toEqual([
        `geofence_visits_d${visitDay(T - 2 * DAY)}`,
        `geofence_visits_d${visitDay(T)}`,
      ]);
      await store.write(
        batch({
          dwelled: [{ geofenceId: 1, vehicleId: 12, enteredAt: T, at: T + 45 * MINUTE }],
          closed: [{ geofenceId: 1, vehicleId: 12, enteredAt: T, at: T + 50 * MINUTE, seen: true }],
          // A visit opened and closed within one batch.
          opened: [visit(2, 13, T + MINUTE)],
        }),
      );
      await store.write(
        batch({
          closed: [
            {
              geofenceId: 2,
              vehicleId: 13,
              enteredAt: T + MINUTE,
              at: T + 2 * MINUTE,
              seen: false,
            },
          ],
        }),
      );
      const ofOne = await store.visitsOf(1001, 1, 10);
      expect(ofOne.map((v) => [v.vehicleId, v.exitedAt, v.dwellAlertedAt])).toEqual([
        [12, T + 50 * MINUTE, T + 45 * MINUTE],
        [11, null, null],
      ]);
      expect((await store.visitsOf(1001, 2, 10))[0]).toMatchObject({ exitSeen: false });
      expect((await store.openVisits()).map((v) => v.vehicleId)).toEqual([11]);
      // Paging: entered before the newest one.
      expect((await store.visitsOf(1001, 1, 10, T)).map((v) => v.vehicleId)).toEqual([11]);
    },
  );

  it.skipIf(!enabled)('GEO-11 drops the days past the retention whole', async () => {
    const dropped = await store.dropBefore(visitDay(T - DAY));
    expect(dropped).toEqual([visitDay(T - 2 * DAY)]);
    expect(await partitions()).toEqual([`geofence_visits_d${visitDay(T)}`]);
    expect(await store.openVisits()).toEqual([]);
    // The day can come back (a late visit of it) and is made again.
    await store.write(batch({ opened: [visit(3, 14, T - 2 * DAY)] }));
    expect(await partitions()).toHaveLength(2);
  });

  it.skipIf(!enabled)('SRT-7 records a deviation and how it ended', async () => {
    await store.write(
      batch({
        deviated: [
          {
            companyId: 1001,
            routeId: 5,
            routeName: 'Cakung - Bekasi',
            vehicleId: 11,
            licensePlate: 'B 11 XY',
            leftAt: T,
            latitude: -6.2,
            longitude: 106.9,
            distanceM: 72.4,
          },
        ],
      }),
    );
    expect(await store.openDeviations()).toMatchObject([{ routeId: 5, maxDistanceM: 72 }]);
    await store.write(
      batch({
        deviationEnds: [
          {
            routeId: 5,
            vehicleId: 11,
            leftAt: T,
            endedAt: T + MINUTE,
            returned: true,
            maxDistanceM: 410,
          },
        ],
      }),
    );
    expect(await store.deviationsOf(1001, 5, 10)).toMatchObject([
      { endedAt: T + MINUTE, returned: true, maxDistanceM: 410 },
    ]);
    expect(await store.openDeviations()).toEqual([]);
  });
});
