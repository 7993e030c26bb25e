import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SqlTarget } from '../store/sql-client';

/**
 * The two backends every store test runs on (STORE-1): embedded PGlite, and the local
 * PostgreSQL server in a fresh schema (`prefix` plus the process id and a random suffix) when
 * it answers; otherwise that run is skipped with a warning.
 */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when the PostgreSQL server at `url` answers a query. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh schema name for one run: `prefix`, the process id and a random suffix. */
export function freshSchema(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
}

/** `[name, target, enabled]` rows for `describe.each`. */
export async function sqlBackends(prefix: string): Promise<[string, SqlTarget, boolean][]> {
  const schema = freshSchema(prefix);
  const pgReachable = await postgresReachable(PG_URL);
  if (!pgReachable) {
    console.warn(`PostgreSQL at ${PG_URL} is unreachable; the ${prefix} run on it is skipped.`);
  }
  return [
    ['PGlite', { kind: 'pglite-memory' }, true],
    ['PostgreSQL', { kind: 'postgres', url: PG_URL, schema }, pgReachable],
  ];
}
