import type { RawAlert } from '@armada/contracts/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlBackends } from '../testing/sql-backends';
import { AlertStore, type AlertRow } from './alert-store';
import { MIGRATIONS } from '../modules/assembly';
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
    await migrate(db, MIGRATIONS);
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

  it.skipIf(!enabled)(
    'STORE-8 applies actions all or nothing, logs them, reads per user, false alert resolves and recheck un-resolves',
    async () => {
      const base = 10_000;
      await store.appendAlerts([
        makeAlertRow(base + 1, 0, { vehicleId: 21 }),
        makeAlertRow(base + 2, 1, { vehicleId: 21 }),
        makeAlertRow(base + 3, 2, { vehicleId: 22, companyId: 2002 }),
      ]);
      const at = T + 10 * MINUTE;
      const wide = { from: T - MINUTE, to: T + 5 * MINUTE };
      const action = (over: Partial<Parameters<AlertStore['applyAction']>[0]>) =>
        store.applyAction({
          companyId: 1001,
          userId: 5,
          userName: 'Rina Operator',
          ids: [base + 1],
          type: 'Read',
          data: null,
          at,
          createdWithin: wide,
          ...over,
        });
      const one = async (id: number, readerId?: number) =>
        (
          await store.listAlerts({
            companyId: 1001,
            ids: [id],
            ...(readerId === undefined ? {} : { readerId }),
          })
        ).alerts[0];

      // Another company's alert, or one outside the range: refused, nothing logged.
      expect(await action({ ids: [base + 1, base + 3] })).toEqual({
        ok: false,
        problem: 'notFound',
        ids: [base + 3],
      });
      expect(
        await action({ ids: [base + 1], createdWithin: { from: T + MINUTE, to: T + 2 * MINUTE } }),
      ).toEqual({ ok: false, problem: 'outsideRange', ids: [base + 1] });
      expect((await one(base + 1, 5))?.raw.userLogs).toEqual([]);

      // Read is per user and logged once.
      expect(await action({})).toMatchObject({ ok: true, insertedAlertLogs: 1 });
      expect(await action({})).toMatchObject({ ok: true, insertedAlertLogs: 0 });
      expect((await one(base + 1, 5))?.raw.isRead).toBe(true);
      expect((await one(base + 1, 6))?.raw.isRead).toBe(false);

      // A note becomes the last feedback.
      await action({ type: 'Feedback', data: 'Sopir sudah dihubungi' });
      const noted = await one(base + 1, 5);
      expect(noted?.raw.lastUserFeedback).toEqual({
        createdOn: new Date(at).toISOString(),
        feedback: 'Sopir sudah dihubungi',
        userId: 5,
      });

      // A false alert is resolved; the recheck un-resolves; counts follow.
      const before = await store.countUnresolved(1001);
      expect(
        await action({ type: 'FalseAlert', data: 'Tidak ada kejadian', ids: [base + 1, base + 2] }),
      ).toMatchObject({
        ok: true,
        updatedAlerts: 2,
        updatedAlertStatuses: 2,
        insertedAlertLogs: 2,
      });
      const flagged = await one(base + 1);
      expect(flagged).toMatchObject({ isFalseAlert: true });
      expect(flagged?.raw).toMatchObject({ isFalseAlert: true, isResolved: true });
      expect((await store.countUnresolved(1001)).important).toBe(before.important - 2);
      expect(
        (await store.listAlerts({ companyId: 1001, falseAlert: true, resolved: true })).total,
      ).toBe(2);

      await action({ type: 'CancelFalseAlert', ids: [base + 2] });
      expect((await one(base + 2))?.raw).toMatchObject({ isFalseAlert: false, isResolved: false });

      // Resolve and un-resolve; only changed rows count as status updates.
      expect(await action({ type: 'Resolve', ids: [base + 2] })).toMatchObject({
        updatedAlertStatuses: 1,
      });
      expect(await action({ type: 'Resolve', ids: [base + 2] })).toMatchObject({
        updatedAlertStatuses: 0,
      });
      await action({ type: 'Unresolve', ids: [base + 2] });
      expect((await one(base + 2))?.raw.isResolved).toBe(false);

      const logs = (await one(base + 2, 5))?.raw.userLogs.map((log) => log.typeField);
      expect(logs).toEqual(['FalseAlert', 'CancelFalseAlert', 'Resolve', 'Resolve', 'Unresolve']);
      expect((await one(base + 1, 5))?.raw.userLogs[0]?.user.fullname).toBe('Rina Operator');

      // Urgent-or-important filter.
      expect(
        (await store.listAlerts({ companyId: 1001, ids: [base + 1], urgency: 'either' })).total,
      ).toBe(1);
    },
  );
});
