import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { createPglite, pgliteOptions, templateDir } from './pglite-template';
import { openPgliteThread } from './pglite-thread';

/**
 * The one query interface the simulator uses, over embedded PGlite (default, on disk or in
 * memory) or a real PostgreSQL server (`DATABASE_URL`). The same SQL runs on both.
 */
export interface SqlExecutor {
  query<R extends object>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of it commits or none of it does. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A json column's value: PGlite hands it parsed, the PostgreSQL driver may hand the text; the
 * caller states what the column holds.
 */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export type SqlTarget =
  | { kind: 'pglite-memory' }
  /**
   * On disk. `thread` (default true): the database runs in a thread of its own (STORE-12);
   * false runs it on the caller's thread, as a store in memory does.
   */
  | { kind: 'pglite-dir'; dataDir: string; thread?: boolean }
  | { kind: 'postgres'; url: string; schema: string };

/**
 * What every new database gets before use (the migrations), named by a key of its content: a
 * new PGlite store loads it from a tarball when one with that key exists (STORE-9). PostgreSQL
 * ignores it; the caller prepares every database anyway, which is a no-op on a prepared one.
 */
export interface PreparedSchema {
  key: string;
  prepare(db: SqlClient): Promise<void>;
}

/**
 * Opens the store. Each driver is imported only when chosen: a PGlite start never loads `pg`,
 * a PostgreSQL start never loads PGlite's WebAssembly.
 */
export async function openSqlClient(
  target: SqlTarget,
  prepared?: PreparedSchema,
): Promise<SqlClient> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.schema);
  if (target.kind === 'pglite-dir') mkdirSync(target.dataDir, { recursive: true });
  if (target.kind === 'pglite-dir' && target.thread !== false) {
    return openPgliteThread(target.dataDir, prepared);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const template = prepared && {
    key: prepared.key,
    prepare: (db: PGlite) => prepared.prepare(pgliteSqlClient(db)),
  };
  const dataDir = target.kind === 'pglite-dir' ? target.dataDir : undefined;
  return pgliteSqlClient(
    await createPglite(PGlite, pgliteOptions(PGlite), dataDir, templateDir(), template),
  );
}

/** PGlite behind the `SqlClient` interface, on the thread that holds it. */
export function pgliteSqlClient(db: PGlite): SqlClient {
  return {
    kind: 'pglite',
    async query<R extends object>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<R>(text, [...params]);
      return result.rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
    transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) =>
        work({
          async query<R extends object>(text: string, params: readonly unknown[] = []) {
            const result = await tx.query<R>(text, [...params]);
            return result.rows;
          },
          async exec(text: string) {
            await tx.exec(text);
          },
        }),
      );
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(url: string, schema: string): Promise<SqlClient> {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}" (lowercase letters, digits, _)`);
  }
  const { default: pg } = await import('pg');
  // Create the schema before the pool pins search_path to it.
  const bootstrap = new pg.Client({ connectionString: url });
  await bootstrap.connect();
  try {
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await bootstrap.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    options: `-c search_path=${schema}`,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const executor = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<R extends object>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<R & pg.QueryResultRow>(text, [...params]);
      return result.rows;
    },
    async exec(text: string) {
      await client.query(text);
    },
  });
  return {
    kind: 'postgres',
    ...executor(pool),
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
