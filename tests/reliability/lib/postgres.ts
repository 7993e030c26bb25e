import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL the PostgreSQL parts run on (STACK.md); TEST_DATABASE_URL overrides. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when the server at PG_URL answers a query; those parts are skipped otherwise. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
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

/** A fresh schema name for one file's run: `prefix`, the process id and a random suffix. */
export function freshSchema(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
}

/** Drops a simulator's schema and its pg-boss schema (`{schema}_boss`). */
export async function dropSimulatorSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (const name of [schema, `${schema}_boss`]) {
      await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    }
  } finally {
    await client.end();
  }
}
