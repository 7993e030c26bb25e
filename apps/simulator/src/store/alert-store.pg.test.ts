import type { RawAlert } from '@armada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlBackends } from '../testing/sql-backends';
import { AlertStore, type AlertRow } from './alert-store';
import { migrate } from './migrations';
import { openSqlClient, type SqlClient } from './sql-client';

/** The alerts table on embedded PGlite and on the local PostgreSQL server (STORE-1). */

const T = Date.parse('2026-11-20T03:00:00Z');
const MINUTE = 60_000;

function makeAlertRow(id: number, minutes: number, overrides: Partial<AlertRow> = {}): AlertRow {
  const vehicleId = overrides.vehicleId ?? 7;
  const code = overrides.code ?? 8;
  const createdAt = T + minutes * MINUTE;
  const raw: RawAlert = {
    rawAlertId: String(id),
    alertCode: code,
    alertRuleIds: [2],
    alertFlag: 0,
    alert: {
      descriptionIdn: 'Kecepatan berlebih: 92 km/jam (batas 80 km/jam)',
      descriptionEng: 'Overspeed: 92 km/h (limit 80 km/h)',
      iconUrl: null,
    },
    vehicle: { id: vehicleId, licensePlate: 'B 9123 KXA' },
    vehicleId,
    childVehicleId: null,
    driver: { fullname: 'Budi Santoso' },
    createdOn: new Date(createdAt).toISOString(),
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: overrides.isUrgent ?? false,
    isImportant: overrides.isImportant ?? true,
    alertData: '92',
    alertTrigger: 80,
    latitude: -6.2,
    longitude: 106.8,
    userLogs: [],
    lastUserFeedback: null,
  };
  return {
    id,
    companyId: 1001,
    vehicleId,
    code,
    isUrgent: false,
    isImportant: true,
    createdAt,
    raw,
    ...overrides,
  };
}

const backends = await sqlBackends('armada_alert_test');

describe.each(backends)('alert store on %s', (_name, target, enabled) => {
  let db: SqlClient;
  let store: AlertStore;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    await migrate(db);
    store = new AlertStore(db);
  });

  afterAll(async () => {
    if (!enabled) return;
    if (target.kind === 'postgres') {
      await db.exec(`DROP SCHEMA IF EXISTS "${target.schema}" CASCADE`);
    }
    await db.close();
  });

  it.skipIf(!enabled)(
    'STORE-7 appends in chunks, ignores a repeated id, continues ids, lists newest first with filters, counts unresolved, prunes by age',
    async () => {
      expect(await store.nextId()).toBe(1);
      await store.appendAlerts([]);

      // A storm batch larger than one statement's chunk.
      const storm = Array.from({ length: 4500 }, (_, i) =>
        makeAlertRow(i + 1, i / 100, {
          vehicleId: 10 + (i % 5),
          code: i % 3 === 0 ? 49 : 8,
          isUrgent: i % 3 === 0,
          isImportant: i % 3 !== 0,
        }),
      );
      await store.appendAlerts(storm);
      // Replaying part of the batch (a restart between append and save) adds nothing.
      await store.appendAlerts(storm.slice(100, 200).map((r) => ({ ...r, code: 999 })));
      expect(await store.nextId()).toBe(4501);

      const all = await store.listAlerts({ companyId: 1001, limit: 1000 });
      expect(all.total).toBe(4500);
      expect(all.alerts).toHaveLength(1000);
      expect(all.alerts[0]?.id).toBe(4500);
      expect(all.alerts[0]?.raw).toEqual({ ...storm[4499]?.raw, isResolved: false });
      const times = all.alerts.map((a) => a.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(all.alerts.every((a) => a.code !== 999)).toBe(true);

      const page = await store.listAlerts({
        companyId: 1001,
        from: T,
        to: T + 10 * MINUTE,
        vehicleIds: [10, 11],
        codes: [8],
        limit: 5,
        offset: 5,
      });
      const matching = storm.filter(
        (r) => r.createdAt < T + 10 * MINUTE && [10, 11].includes(r.vehicleId) && r.code === 8,
      );
      expect(page.total).toBe(matching.length);
      expect(page.alerts.map((a) => a.id)).toEqual(
        matching
          .map((r) => r.id)
          .reverse()
          .slice(5, 10),
      );
      expect((await store.listAlerts({ companyId: 2002 })).total).toBe(0);
      expect((await store.listAlerts({ companyId: 1001, urgency: 'urgent' })).total).toBe(1500);

      expect(await store.countUnresolved(1001)).toEqual({ urgent: 1500, important: 3000 });
      expect(await store.setResolved([1, 2, 3, 4], T)).toBe(4);
      expect(await store.setResolved([1], T)).toBe(0);
      expect(await store.countUnresolved(1001)).toEqual({ urgent: 1498, important: 2998 });
      expect(await store.countUnresolved(1001, { from: T, to: T + MINUTE })).toEqual({
        urgent: 34 - 2,
        important: 66 - 2,
      });
      const unresolved = await store.listAlerts({
        companyId: 1001,
        to: T + 5 * 0.01 * MINUTE,
        unresolvedOnly: true,
      });
      expect(unresolved.alerts.map((a) => a.id)).toEqual([5]);
      const resolved = await store.listAlerts({ companyId: 1001, to: T + 0.01 * MINUTE });
      expect(resolved.alerts[0]?.resolvedAt).toBe(T);
      expect(resolved.alerts[0]?.raw.isResolved).toBe(true);

      expect(await store.prune(T + 10 * MINUTE)).toBe(1000);
      expect((await store.listAlerts({ companyId: 1001 })).total).toBe(3500);
      expect(await store.nextId()).toBe(4501);
    },
  );
});
