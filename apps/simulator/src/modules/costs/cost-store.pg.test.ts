import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../assembly';
import { migrate } from '../../store/migrations';
import { openSqlClient, type SqlClient } from '../../store/sql-client';
import { sqlBackends } from '../../testing/sql-backends';
import { CostStore, type NewCost } from './cost-store';

/**
 * The cost tables (migration 38) on embedded PGlite and the local PostgreSQL server: the list
 * newest first with the sum of every match (COST-3), the sums per vehicle, month and kind
 * (COST-6), and a statement row refused the second time by its unique index (COST-5).
 */

const backends = await sqlBackends('armada_cost_store_test');
const COMPANY = 7101;

const entry = (overrides: Partial<NewCost>): NewCost => ({
  companyId: COMPANY,
  kind: 'FUEL',
  category: null,
  vehicleId: 1,
  licensePlate: 'B 1 CT',
  occurredAt: Date.UTC(2026, 10, 3, 1),
  day: '2026-11-03',
  amount: 300_000,
  litres: 44,
  place: 'SPBU Uji',
  reference: 'FC-1',
  notes: '',
  source: 'MANUAL',
  importId: null,
  statementKey: null,
  createdAt: 0,
  createdById: null,
  createdByName: null,
  ...overrides,
});

describe.each(backends)('cost store on %s', (_name, target, enabled) => {
  let db: SqlClient;
  let store: CostStore;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    await migrate(db, MIGRATIONS);
    await db.exec(`DELETE FROM cost_entries WHERE company_id = ${COMPANY}`);
    store = new CostStore(db);
    await store.insertMany([
      entry({}),
      entry({ kind: 'TOLL', litres: null, amount: 12_500, occurredAt: Date.UTC(2026, 10, 4) }),
      entry({ vehicleId: 2, licensePlate: 'B 2 CT', day: '2026-10-30', amount: 150_000 }),
      entry({
        kind: 'OTHER',
        category: 'PARKING',
        vehicleId: null,
        licensePlate: null,
        litres: null,
        amount: 20_000,
        day: '2026-11-05',
        occurredAt: Date.UTC(2026, 10, 5),
      }),
    ]);
  });
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(!enabled)('lists newest first with the total of every match (COST-3)', async () => {
    const all = await store.list(COMPANY, {}, 0, 2);
    expect(all.total).toBe(4);
    expect(all.totalAmount).toBe(482_500);
    expect(all.rows.map((r) => r.kind)).toEqual(['OTHER', 'TOLL']);
    const november = await store.list(
      COMPANY,
      { fromDay: '2026-11-01', untilDay: '2026-11-30' },
      0,
      10,
    );
    expect(november.total).toBe(3);
    const search = await store.list(COMPANY, { search: 'b 2' }, 0, 10);
    expect(search.rows.map((r) => r.vehicleId)).toEqual([2]);
  });

  it.skipIf(!enabled)('sums per vehicle, month and kind (COST-6)', async () => {
    const sums = await store.sums(COMPANY, '2026-10-01', '2026-11-30', undefined);
    const key = (s: { vehicleId: number | null; month: string; kind: string }) =>
      `${s.vehicleId ?? '-'}|${s.month}|${s.kind}`;
    expect(Object.fromEntries(sums.map((s) => [key(s), s.amount]))).toEqual({
      '1|2026-11|FUEL': 300_000,
      '1|2026-11|TOLL': 12_500,
      '2|2026-10|FUEL': 150_000,
      '-|2026-11|OTHER': 20_000,
    });
  });

  it.skipIf(!enabled)('refuses a statement row imported twice (COST-5)', async () => {
    const row = entry({ statementKey: `FUEL|1|${Date.UTC(2026, 10, 6)}|1|FC-9`, source: 'IMPORT' });
    await store.insertMany([row]);
    expect(await store.existingKeys(COMPANY, [row.statementKey ?? ''])).toEqual(
      new Set([row.statementKey]),
    );
    const again = store.transaction(COMPANY, (tx) => store.insertMany([row], tx));
    await expect(again).rejects.toThrow(/cost_entries_statement_idx/);
  });
});
