import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../assembly';
import { migrate } from '../../store/migrations';
import { openSqlClient, type SqlClient } from '../../store/sql-client';
import { sqlBackends } from '../../testing/sql-backends';
import { takeSequence } from './invoice-service';

/**
 * INV-3: invoice numbers from the counter row, on embedded PGlite and the local PostgreSQL
 * server: concurrent issuers get every number once, and an issue that fails after taking its
 * number gives it back, so the numbers kept have no gap and no duplicate.
 */

const backends = await sqlBackends('armada_invoice_numbering_test');

describe.each(backends)('invoice numbering on %s', (_name, target, enabled) => {
  let db: SqlClient;

  beforeAll(async () => {
    if (!enabled) return;
    db = await openSqlClient(target);
    await migrate(db, MIGRATIONS);
    await db.exec('DELETE FROM invoice_counters');
  });
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(!enabled)('gives 40 concurrent issuers 1..30 with 10 of them failing', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS numbering_kept (company_id int, n int)');
    await db.exec('DELETE FROM numbering_kept');
    const issue = (i: number) =>
      db
        .transaction(async (tx) => {
          const n = await takeSequence(tx, 7001, 2026);
          await tx.query('INSERT INTO numbering_kept (company_id, n) VALUES (7001, $1)', [n]);
          // Every fourth issue is refused after it took its number (an order already invoiced).
          if (i % 4 === 3) throw new Error('refused');
          return n;
        })
        .catch(() => null);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => issue(i)));
    const kept = results.filter((n): n is number => n !== null).sort((a, b) => a - b);
    expect(kept).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const stored = await db.query<{ n: number }>(
      'SELECT n FROM numbering_kept WHERE company_id = 7001 ORDER BY n',
    );
    expect(stored.map((r) => r.n)).toEqual(kept);
    const next = await db.transaction((tx) => takeSequence(tx, 7001, 2026));
    expect(next).toBe(31);
  });

  it.skipIf(!enabled)('counts each company and year on its own', async () => {
    const a = await db.transaction((tx) => takeSequence(tx, 7002, 2026));
    const b = await db.transaction((tx) => takeSequence(tx, 7002, 2027));
    const c = await db.transaction((tx) => takeSequence(tx, 7003, 2026));
    expect([a, b, c]).toEqual([1, 1, 1]);
  });
});
