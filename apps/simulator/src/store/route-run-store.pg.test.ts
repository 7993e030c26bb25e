import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlBackends } from '../testing/sql-backends';
import { MIGRATIONS } from '../modules/assembly';
import { migrate } from './migrations';
import { RouteRunStore, type NewRun } from './route-run-store';
import { openSqlClient, type SqlClient } from './sql-client';

/** The run queue on embedded PGlite and on the local PostgreSQL server (PLAN-4, STORE-1). */

const T = Date.parse('2026-11-20T03:00:00Z');
const COMPANY = 1001;

const submit: RouteOptimizationSubmit = {
  type: 'SINGLE_PICK-MULTI_DROP',
  start_address_id: 1,
  expected_departure_on: '2026-11-20T12:00:00+07:00',
  vehicle_ids: [1],
  delivery_orders: [{ id: 1, priority: 'regular' }],
  options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
};

function newRun(at: number): NewRun {
  return {
    companyId: COMPANY,
    numberPrefix: 'RO/2611',
    status: 'QUEUED',
    parentId: null,
    startAddress: { id: 1, name: 'Gudang Cakung' },
    departureAt: T,
    endAt: null,
    submit,
    input: { orders: [] },
    createdById: 7,
    createdBy: 'Dimas',
    at,
  };
}

describe.each(await sqlBackends('route_runs'))('route runs on %s', (_name, target, enabled) => {
  let db: SqlClient;
  let store: RouteRunStore;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    await migrate(db, MIGRATIONS);
    store = new RouteRunStore(db);
  });
  afterAll(async () => {
    if (!enabled) return;
    if (target.kind === 'postgres') await db.exec(`DROP SCHEMA "${target.schema}" CASCADE`);
    await db.close();
  });

  it.runIf(enabled)(
    'numbers runs from their id and claims the oldest queued run once',
    async () => {
      const a = await store.transaction((tx) => tx.insertRun(newRun(T)));
      const b = await store.transaction((tx) => tx.insertRun(newRun(T + 1)));
      expect(a.number).toBe(`RO/2611/${String(a.id).padStart(5, '0')}`);
      const claims = await Promise.all([
        store.claimNext('w1', T + 10),
        store.claimNext('w2', T + 10),
        store.claimNext('w3', T + 10),
      ]);
      // Which of the three concurrent claims comes back empty is up to the server.
      const claimed = claims.filter((run) => run !== undefined);
      expect(claimed.map((run) => run.id).sort()).toEqual([a.id, b.id].sort());
      expect(claims.filter((run) => run === undefined)).toHaveLength(1);
      expect(claimed[0]?.status).toBe('SOLVING');
      expect(claimed[0]?.attempts).toBe(1);
    },
  );

  it.runIf(enabled)('requeues stale claims and fails runs out of attempts', async () => {
    const stale = await store.transaction((tx) => tx.insertRun(newRun(T + 2)));
    const claimed = await store.claimNext('dead', T + 20);
    expect(claimed?.id).toBe(stale.id);
    expect(await store.heartbeat(stale.id, 'dead', T + 30, null)).toBe(true);
    expect(await store.heartbeat(stale.id, 'other', T + 30, null)).toBe(false);
    const first = await store.recoverStale({
      staleBefore: T + 1000,
      deadWorkers: [],
      maxAttempts: 2,
      at: T + 1000,
      failureReason: 'stopped',
    });
    // Every claim above is older than the cut: the first test's two runs and this one.
    expect(first.requeued.map((r) => r.id)).toContain(stale.id);
    await store.claimNext('dead', T + 2000);
    await store.claimNext('dead', T + 2000);
    await store.claimNext('dead', T + 2000);
    const second = await store.recoverStale({
      staleBefore: T + 1000,
      deadWorkers: ['dead'],
      maxAttempts: 2,
      at: T + 3000,
      failureReason: 'stopped',
    });
    const failed = second.failed.find((r) => r.id === stale.id);
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'stopped' });
  });
});
