import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChanged } from './auto-analyze';
import { openSqlClient, type SqlClient } from './sql-client';

/** The statistics system sees a commit within a second; tests ask it to flush at once. */
const flushed = (db: SqlClient) => db.query('SELECT pg_stat_force_next_flush()');

const planOf = async (db: SqlClient, sql: string): Promise<string> =>
  (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`))
    .map((row) => row['QUERY PLAN'])
    .join('\n');

describe("STORE-13 PGlite's statistics follow the tables' growth", () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openSqlClient({ kind: 'pglite-memory' });
    await db.exec(`
      CREATE TABLE events (id int PRIMARY KEY, type text NOT NULL, at bigint NOT NULL);
      CREATE INDEX events_type_time_idx ON events (type, at);
      CREATE TABLE quiet (id int);
    `);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("analyses a table once its changes pass autovacuum's rule, and no other", async () => {
    // Statistics taken while the tables were empty, as after a fresh start's migrations.
    await db.exec('ANALYZE events, quiet');
    await db.exec(`
      INSERT INTO events SELECT i, CASE WHEN i % 10 = 0 THEN 'door' ELSE 'overspeed' END, i
        FROM generate_series(1, 20000) i;
      INSERT INTO quiet SELECT i FROM generate_series(1, 50) i;
    `);
    await flushed(db);
    // 20,000 changed rows against 50 + 0 for events; 50 is not over 50 for quiet.
    expect(await analyzeChanged(db)).toEqual(['public.events']);
    await flushed(db);
    expect(await analyzeChanged(db)).toEqual([]);

    // Now 50 plus a tenth of 20,000 rows: 2,000 changes are not enough, 2,051 are.
    await db.exec(`UPDATE events SET at = at + 1 WHERE id <= 2000`);
    await flushed(db);
    expect(await analyzeChanged(db)).toEqual([]);
    await db.exec(`UPDATE events SET at = at + 1 WHERE id > 19949`);
    await flushed(db);
    expect(await analyzeChanged(db)).toEqual(['public.events']);
  });

  it('turns a chunk of the newest rows into an index range instead of a scan and sort of all', async () => {
    await db.exec(`
      CREATE TABLE episodes (id int PRIMARY KEY, type text NOT NULL, at bigint NOT NULL);
      CREATE INDEX episodes_type_time_idx ON episodes (type, at);
      ANALYZE episodes;
      INSERT INTO episodes SELECT i, 'overspeed', i FROM generate_series(1, 50000) i;
    `);
    const chunk = `SELECT * FROM episodes WHERE type = 'overspeed' AND at < 40000
      ORDER BY at DESC, id LIMIT 500`;
    // The empty table's statistics: every matching row read, then sorted for the 500.
    expect(await planOf(db, chunk)).toMatch(/Sort/);
    await flushed(db);
    expect(await analyzeChanged(db)).toContain('public.episodes');
    const plan = await planOf(db, chunk);
    expect(plan).toMatch(/Index Scan Backward using episodes_type_time_idx/);
  });
});
