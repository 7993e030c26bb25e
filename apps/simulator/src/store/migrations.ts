import { createHash } from 'node:crypto';
import type { PreparedSchema, SqlClient } from './sql-client';

/**
 * Versioned schema changes, applied in order, each once (STORE-2). Never edit a shipped
 * migration: add the next version.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The store's own tables: documents, the world marker, sessions. Modules bring the rest
 * (`migrations` in their module.ts); modules/assembly.ts collects every version in order.
 */
export const STORE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'documents and world marker',
    sql: `
      CREATE TABLE documents (
        collection text NOT NULL,
        id integer NOT NULL,
        company_id integer NOT NULL,
        -- json, not jsonb: keeps the key order, so answers read like the contracts.
        doc json NOT NULL,
        updated_at bigint NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE INDEX documents_company_idx ON documents (collection, company_id);
      CREATE TABLE world_meta (
        key text PRIMARY KEY,
        value json NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'sessions and live-channel tokens',
    sql: `
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id integer NOT NULL,
        company_id integer NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL
      );
      CREATE INDEX sessions_user_idx ON sessions (user_id);
      CREATE TABLE ws_tokens (
        token_hash text PRIMARY KEY,
        session_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
        user_id integer NOT NULL,
        expires_at bigint NOT NULL
      );
    `,
  },
  {
    version: 53,
    name: 'messages between processes too long for NOTIFY',
    // STORE-15 (store/process-bus.ts): PostgreSQL only; a PGlite store never writes a row.
    // Unlogged: a message lives for seconds and is worth nothing after a crash, so it costs no
    // WAL (660 KiB a second of positions at 5,000 vehicles).
    sql: `
      CREATE UNLOGGED TABLE process_messages (
        id bigserial PRIMARY KEY,
        sender text NOT NULL,
        body text NOT NULL,
        created_at bigint NOT NULL
      );
      CREATE INDEX process_messages_created_idx ON process_messages (created_at);
    `,
  },
];

export interface MigrationReport {
  applied: number[];
  current: number;
}

/** Brings the database to the latest version; safe to run concurrently and on every start. */
export async function migrate(
  db: SqlClient,
  migrations: readonly Migration[],
): Promise<MigrationReport> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  return db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => Number(r.version)));
    const latest = Math.max(0, ...migrations.map((m) => m.version));
    const newest = Math.max(0, ...done);
    if (newest > latest) {
      throw new Error(
        `The database schema is at version ${newest}, newer than this simulator knows (${latest}). Use a newer simulator or another ARMADA_DATA_DIR.`,
      );
    }
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return { applied, current: latest };
  });
}

/**
 * The migrations as a store's preparation step: a fresh PGlite store with the same migrations
 * (same versions, names and SQL) starts from the tarball of a migrated one (STORE-9).
 */
export function preparedSchema(migrations: readonly Migration[]): PreparedSchema {
  const hash = createHash('sha256');
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    hash.update(`${m.version}\0${m.name}\0${m.sql}\0`);
  }
  return {
    key: `schema-${hash.digest('hex').slice(0, 16)}`,
    prepare: async (db) => {
      await migrate(db, migrations);
    },
  };
}
