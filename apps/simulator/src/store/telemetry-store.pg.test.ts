import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../modules/assembly';
import { migrate } from './migrations';
import { openSqlClient, type SqlClient } from './sql-client';
import { sqlBackends } from '../testing/sql-backends';
import { TelemetryStore, type PositionRow, type TelemetryEventRow } from './telemetry-store';

/** The telemetry tables on embedded PGlite and on the local PostgreSQL server (STORE-1). */

const T = Date.parse('2026-11-20T03:00:00Z');
const MINUTE = 60_000;

function fix(
  vehicleId: number,
  minutes: number,
  overrides: Partial<PositionRow> = {},
): PositionRow {
  return {
    vehicleId,
    companyId: 1001,
    recordedAt: T + minutes * MINUTE,
    latitude: -6.2 + minutes / 1000,
    longitude: 106.8,
    speedKmh: 40,
    heading: 90,
    status: 'moving',
    ...overrides,
  };
}

function event(
  vehicleId: number,
  minutes: number,
  overrides: Partial<TelemetryEventRow> = {},
): TelemetryEventRow {
  return {
    companyId: 1001,
    vehicleId,
    driverId: 40 + vehicleId,
    type: 'overspeed',
    at: T + minutes * MINUTE,
    latitude: -6.2,
    longitude: 106.8,
    value: 96.5,
    threshold: 80,
    durationMs: 75_000,
    data: { startedAt: T + minutes * MINUTE - 75_000 },
    ...overrides,
  };
}

const backends = await sqlBackends('armada_tele_test');

describe.each(backends)('telemetry store on %s', (_name, target, enabled) => {
  let db: SqlClient;
  let store: TelemetryStore;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    await migrate(db, MIGRATIONS);
    store = new TelemetryStore(db);
  });
  afterAll(async () => {
    if (!enabled || !db) return;
    if (target.kind === 'postgres') await db.exec(`DROP SCHEMA ${target.schema} CASCADE`);
    await db.close();
  });

  it.skipIf(!enabled)('TELE-1 keeps the newest state of each vehicle across batches', async () => {
    await store.saveStates([
      { vehicleId: 1, companyId: 1001, recordedAt: T, state: { odometerKm: 10 } },
      { vehicleId: 2, companyId: 1001, recordedAt: T, state: { odometerKm: 20 } },
    ]);
    await store.saveStates([
      { vehicleId: 1, companyId: 1001, recordedAt: T + 1000, state: { odometerKm: 11 } },
      // An older state arriving late does not overwrite a newer one.
      { vehicleId: 2, companyId: 1001, recordedAt: T - 1000, state: { odometerKm: 19 } },
    ]);
    const states = await store.loadStates<{ odometerKm: number }>();
    expect(states.map((s) => [s.vehicleId, s.recordedAt, s.state.odometerKm])).toEqual([
      [1, T + 1000, 11],
      [2, T, 20],
    ]);
  });

  it.skipIf(!enabled)('TELE-1 writes 10,000 states in one batch', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      vehicleId: 100 + i,
      companyId: 1001,
      recordedAt: T,
      state: { odometerKm: i },
    }));
    await store.saveStates(many);
    expect((await store.loadStates()).length).toBe(2 + 10_000);
  });

  it.skipIf(!enabled)(
    'TELE-2 appends positions, reads a trail in time order and prunes past the retention',
    async () => {
      await store.appendPositions([fix(7, 0), fix(7, 1), fix(8, 1), fix(7, 2)]);
      // The same vehicle and time again is ignored, not an error.
      await store.appendPositions([fix(7, 2, { latitude: 0 })]);
      const trail = await store.trail(7, T + MINUTE);
      expect(trail.map((p) => p.recordedAt)).toEqual([T + MINUTE, T + 2 * MINUTE]);
      expect(trail[1]?.latitude).toBeCloseTo(-6.198, 6);
      // The most recent `limit` fixes, still oldest first.
      expect((await store.trail(7, T, 2)).map((p) => p.recordedAt)).toEqual([
        T + MINUTE,
        T + 2 * MINUTE,
      ]);

      // Kept: 30 s back from the newest fix; the three older ones go.
      expect(await store.prune(T + 2 * MINUTE, 30_000)).toBe(3);
      expect((await store.trail(7, 0)).map((p) => p.recordedAt)).toEqual([T + 2 * MINUTE]);
      expect(await store.trail(8, 0)).toEqual([]);
    },
  );

  it.skipIf(!enabled)(
    'TELE-3 appends events, lists them newest first by company, vehicle and type, prunes them',
    async () => {
      await store.appendEvents([
        event(1, 0),
        event(1, 5, { type: 'harsh-braking', value: 0.52, threshold: 0.4, durationMs: null }),
        event(2, 10, { driverId: null, data: null, value: null, threshold: null }),
        event(3, 15, { companyId: 1449 }),
        event(1, 20, { type: 'device-offline' }),
      ]);
      // A replayed tick (same vehicle, time and type) adds nothing.
      await store.appendEvents([event(1, 0, { value: 1 })]);

      const all = await store.listEvents({ companyId: 1001, from: T, to: T + 60 * MINUTE });
      expect(all.map((e) => [e.vehicleId, e.at, e.type])).toEqual([
        [1, T + 20 * MINUTE, 'device-offline'],
        [2, T + 10 * MINUTE, 'overspeed'],
        [1, T + 5 * MINUTE, 'harsh-braking'],
        [1, T, 'overspeed'],
      ]);
      const first = all[3];
      expect(first).toMatchObject({
        companyId: 1001,
        driverId: 41,
        value: 96.5,
        threshold: 80,
        durationMs: 75_000,
        data: { startedAt: T - 75_000 },
      });
      expect(typeof first?.id).toBe('number');
      expect(all[1]).toMatchObject({ driverId: null, value: null, threshold: null, data: null });
      expect(all[2]?.durationMs).toBeNull();

      // [from, to): the end is excluded.
      const window = await store.listEvents({ companyId: 1001, from: T, to: T + 10 * MINUTE });
      expect(window.map((e) => e.at)).toEqual([T + 5 * MINUTE, T]);
      const ofVehicle = await store.listEvents({
        companyId: 1001,
        from: T,
        to: T + 60 * MINUTE,
        vehicleId: 1,
        types: ['overspeed', 'device-offline'],
      });
      expect(ofVehicle.map((e) => e.type)).toEqual(['device-offline', 'overspeed']);
      const limited = await store.listEvents({ companyId: 1001, from: 0, to: T * 2, limit: 1 });
      expect(limited.map((e) => e.type)).toEqual(['device-offline']);
      expect(await store.listEvents({ companyId: 1001, from: 0, to: T * 2, types: [] })).toEqual(
        [],
      );

      // Kept: the last 8 minutes before T + 20 min; vehicle 1's first two and vehicle 2's go.
      expect(await store.pruneEvents(T + 20 * MINUTE, 8 * MINUTE)).toBe(3);
      const left = await store.listEvents({ companyId: 1001, from: 0, to: T * 2 });
      expect(left.map((e) => e.type)).toEqual(['device-offline']);
      expect(await store.listEvents({ companyId: 1449, from: 0, to: T * 2 })).toHaveLength(1);
    },
  );

  it.skipIf(!enabled)(
    'TELE-3 events are indexed by company, vehicle and type with time',
    async () => {
      const rows = await db.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'telemetry_events' ORDER BY indexname`,
      );
      const defs = rows.map((r) => r.indexdef.replace(/^.* USING btree /, ''));
      expect(defs).toEqual([
        '(company_id, at DESC)',
        '(id)',
        '(at)',
        '(type, at)',
        '(vehicle_id, at DESC, type)',
      ]);
    },
  );
});
