import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlClient, type SqlClient } from './sql-client';

/**
 * STORE-12: a PGlite store on disk runs its database in a thread of its own. The same client
 * as in-thread PGlite: these check what crosses the thread (values, errors, transactions) and
 * that the caller's thread stays free while a statement runs.
 */

const tempDir = () => mkdtempSync(join(tmpdir(), 'armada-pglite-thread-'));
/** A thread loads PGlite and its template: seconds on a busy machine. A hang bound only. */
const slow = { timeout: 5 * 60_000 };

describe('STORE-12 a PGlite store on disk runs in its own thread', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openSqlClient({ kind: 'pglite-dir', dataDir: tempDir() });
    await db.exec(`
      CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL, at timestamptz,
        big bigint, data jsonb, raw bytea);
    `);
  }, slow.timeout);
  afterAll(async () => {
    await db?.close();
  });

  it('hands parameters and rows across with their types', async () => {
    const at = new Date('2026-11-20T03:00:00.000Z');
    await db.query(
      'INSERT INTO things (id, name, at, big, data, raw) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        1,
        'Truk B 1234 XY',
        at,
        9_007_199_254_740_993n,
        { rt: '003', rw: '007' },
        Buffer.from([1, 2, 3]),
      ],
    );
    const [row] = await db.query<Record<string, unknown>>(
      'SELECT * FROM things WHERE id = $1',
      [1],
    );
    expect(row?.name).toBe('Truk B 1234 XY');
    expect(row?.at).toEqual(at);
    expect(String(row?.big)).toBe('9007199254740993');
    expect(row?.data).toEqual({ rt: '003', rw: '007' });
    expect([...(row?.raw as Uint8Array)]).toEqual([1, 2, 3]);
  });

  it("refuses a statement with the database's error, code included, and stays usable", async () => {
    await db.query("INSERT INTO things (id, name) VALUES (2, 'a')");
    const error = await db.query("INSERT INTO things (id, name) VALUES (2, 'b')").catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe('23505');
    expect((error as Error).message).toMatch(/duplicate key/);
    await expect(db.exec('SELEC nonsense')).rejects.toThrow(/syntax error/);
    expect(await db.query('SELECT name FROM things WHERE id = 2')).toEqual([{ name: 'a' }]);
  });

  it('commits a transaction whole, and leaves nothing of one whose work threw', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, name) VALUES (10, 'kept')");
      await tx.exec("INSERT INTO things (id, name) VALUES (11, 'kept too')");
      return 'done';
    });
    expect(result).toBe('done');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO things (id, name) VALUES (12, 'lost')");
        throw new Error('the plan failed');
      }),
    ).rejects.toThrow('the plan failed');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO things (id, name) VALUES (13, 'lost')");
        await tx.query("INSERT INTO things (id, name) VALUES (10, 'twice')");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const ids = await db.query<{ id: number }>('SELECT id FROM things WHERE id >= 10 ORDER BY id');
    expect(ids.map((r) => r.id)).toEqual([10, 11]);
  });

  it('keeps an open transaction to itself: a statement from outside runs after it ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, name) VALUES (20, 'inside')");
      order.push('inside written');
      await held;
      order.push('inside ends');
    });
    // Wait until the transaction holds the database, then ask from outside.
    while (!order.includes('inside written')) await new Promise((r) => setImmediate(r));
    const outside = db
      .query<{ n: number }>('SELECT count(*)::int AS n FROM things WHERE id = 20')
      .then((rows) => {
        order.push('outside read');
        return rows;
      });
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['inside written', 'inside ends', 'outside read']);
  });

  it("leaves the caller's thread free while a long statement runs", async () => {
    let settled = false;
    const long = db
      .query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 1000000) g')
      .then((rows) => {
        settled = true;
        return rows;
      });
    // On the caller's thread the whole statement would run before any of these turns.
    let turns = 0;
    for (; turns < 50 && !settled; turns++) await new Promise((r) => setImmediate(r));
    expect(turns).toBe(50);
    expect(await long).toEqual([{ n: 1_000_000 }]);
  });

  it(
    'answers every call after close with an error, and a new client reopens the data',
    async () => {
      const dataDir = tempDir();
      const first = await openSqlClient({ kind: 'pglite-dir', dataDir });
      await first.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)');
      await first.close();
      await expect(first.query('SELECT 1')).rejects.toThrow(/closed/);
      const again = await openSqlClient({ kind: 'pglite-dir', dataDir });
      expect(await again.query('SELECT id FROM kept')).toEqual([{ id: 7 }]);
      await again.close();
    },
    slow.timeout,
  );

  it(
    'prepares a new database through the same client, once per schema',
    async () => {
      const key = `thread-test-${process.pid}-${Date.now()}`;
      const prepared: string[] = [];
      const schema = {
        key,
        async prepare(client: SqlClient) {
          prepared.push('prepare');
          await client.transaction(async (tx) => {
            await tx.exec('CREATE TABLE prepared_here (id int)');
          });
        },
      };
      const a = await openSqlClient({ kind: 'pglite-dir', dataDir: tempDir() }, schema);
      expect(await a.query('SELECT count(*)::int AS n FROM prepared_here')).toEqual([{ n: 0 }]);
      await a.close();
      // The second fresh store loads the prepared tarball: no preparation again.
      const b = await openSqlClient({ kind: 'pglite-dir', dataDir: tempDir() }, schema);
      expect(await b.query('SELECT count(*)::int AS n FROM prepared_here')).toEqual([{ n: 0 }]);
      await b.close();
      expect(prepared).toEqual(['prepare']);
    },
    slow.timeout,
  );
});
