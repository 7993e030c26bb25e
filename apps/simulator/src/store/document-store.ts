import {
  COLLECTION_NAMES,
  recordId,
  type CollectionName,
  type CollectionRecords,
} from '../domain/records';
import { jsonColumn, type SqlClient, type SqlExecutor } from './sql-client';

/**
 * Every record of the world, in memory for fast list queries, written through to SQL
 * (`documents`: collection, id, company_id, doc json). Writes are planned on a `WriteBatch`,
 * committed in one transaction, and only then applied to memory: an acknowledged change is in
 * the database, and a failed commit leaves memory as it was (STORE-4, STORE-5).
 *
 * Records handed out are frozen: a service that wants a change must write it.
 */
interface Entry<K extends CollectionName> {
  companyId: number;
  record: CollectionRecords[K];
}

type Tables = { [K in CollectionName]: Map<number, Entry<K>> };

type PutOperation = {
  op: 'put';
  collection: CollectionName;
  id: number;
  companyId: number;
  record: object;
};
type Operation = PutOperation | { op: 'delete'; collection: CollectionName; id: number };

export class WriteBatch {
  readonly operations: Operation[] = [];

  put<K extends CollectionName>(
    collection: K,
    companyId: number,
    record: CollectionRecords[K],
  ): void {
    this.operations.push({
      op: 'put',
      collection,
      id: recordId(collection, record),
      companyId,
      record: structuredClone(record),
    });
  }

  delete(collection: CollectionName, id: number): void {
    this.operations.push({ op: 'delete', collection, id });
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class DocumentStore {
  private readonly tables: Tables;
  private readonly nextIds = new Map<CollectionName, number>();
  private readonly listCache = new Map<string, readonly unknown[]>();
  private tail: Promise<unknown> = Promise.resolve();
  /** STORE-16: tells the other processes, inside each write's transaction, what it changed. */
  private announce: ((tx: SqlExecutor, keys: DocumentKey[]) => Promise<void>) | null = null;

  private constructor(
    private readonly db: SqlClient,
    private readonly now: () => number,
    private readonly names: readonly CollectionName[],
  ) {
    this.tables = Object.fromEntries(names.map((name) => [name, new Map()])) as Tables;
  }

  /** The collections this store holds. */
  get collections(): readonly CollectionName[] {
    return this.names;
  }

  /**
   * Reads every document into memory. As one JSON text of `[collection, id, company_id, doc]`
   * rows, in the table's order: a single value crosses the driver instead of a few thousand
   * rows of four columns, which takes PGlite about half the time at start-up.
   */
  static async load(
    db: SqlClient,
    now: () => number,
    /** The world's collections and those the modules add (modules/assembly.ts). */
    names: readonly CollectionName[] = COLLECTION_NAMES,
  ): Promise<DocumentStore> {
    const store = new DocumentStore(db, now, names);
    const [result] = await db.query<{ documents: string | null }>(
      `SELECT json_agg(json_build_array(collection, id, company_id, doc))::text AS documents
       FROM documents`,
    );
    const rows = result?.documents
      ? (JSON.parse(result.documents) as [string, number, number, unknown][])
      : [];
    for (const [name, id, companyId, doc] of rows) {
      const collection = name as CollectionName;
      const table = store.tables[collection] as Map<number, Entry<CollectionName>> | undefined;
      if (!table) continue; // a collection a newer version wrote; not ours to read
      const record = doc as CollectionRecords[CollectionName];
      table.set(Number(id), { companyId: Number(companyId), record: deepFreeze(record) });
    }
    for (const name of names) {
      const ids = [...store.tables[name].keys()];
      store.nextIds.set(name, Math.max(0, ...ids) + 1);
    }
    return store;
  }

  /** The records of one company, in id order (cached until the next write). */
  list<K extends CollectionName>(
    collection: K,
    companyId: number,
  ): readonly CollectionRecords[K][] {
    const key = `${collection}/${companyId}`;
    const cached = this.listCache.get(key);
    if (cached) return cached as readonly CollectionRecords[K][];
    const table = this.tables[collection] as Map<number, Entry<K>>;
    const records = [...table.entries()]
      .filter(([, entry]) => entry.companyId === companyId)
      .sort(([a], [b]) => a - b)
      .map(([, entry]) => entry.record);
    this.listCache.set(key, records);
    return records;
  }

  get<K extends CollectionName>(
    collection: K,
    companyId: number,
    id: number,
  ): CollectionRecords[K] | undefined {
    const entry = (this.tables[collection] as Map<number, Entry<K>>).get(id);
    return entry && entry.companyId === companyId ? entry.record : undefined;
  }

  /** Every record of a collection with its company, in id order (engines read the whole world). */
  entries<K extends CollectionName>(
    collection: K,
  ): { companyId: number; record: CollectionRecords[K] }[] {
    return [...(this.tables[collection] as Map<number, Entry<K>>).entries()]
      .sort(([a], [b]) => a - b)
      .map(([, entry]) => ({ companyId: entry.companyId, record: entry.record }));
  }

  /** First record of any company matching `predicate` (e.g. a user by username). */
  find<K extends CollectionName>(
    collection: K,
    predicate: (record: CollectionRecords[K], companyId: number) => boolean,
  ): Entry<K> | undefined {
    for (const entry of (this.tables[collection] as Map<number, Entry<K>>).values()) {
      if (predicate(entry.record, entry.companyId)) return entry;
    }
    return undefined;
  }

  count(collection: CollectionName, companyId?: number): number {
    const table = this.tables[collection] as Map<number, Entry<CollectionName>>;
    if (companyId === undefined) return table.size;
    let n = 0;
    for (const entry of table.values()) if (entry.companyId === companyId) n++;
    return n;
  }

  /**
   * STORE-16 (PostgreSQL, several processes): from now on each write's transaction also runs
   * `announce` with the (collection, id) of every record it put or deleted; the other processes
   * `refresh` those when it commits.
   */
  announceWrites(announce: (tx: SqlExecutor, keys: DocumentKey[]) => Promise<void>): void {
    this.announce = announce;
  }

  /**
   * STORE-16: reads these records again (another process committed them): a stored row replaces
   * the one in memory, a missing row removes it. Runs between this process's writes, never in
   * the middle of one. Answers how many records changed in memory.
   */
  refresh(keys: readonly DocumentKey[]): Promise<number> {
    const run = async (): Promise<number> => {
      const known = keys.filter(([collection]) => Object.hasOwn(this.tables, collection));
      if (known.length === 0) return 0;
      const rows = await this.db.query<{
        collection: string;
        id: number;
        company_id: number;
        doc: unknown;
      }>(
        `SELECT d.collection, d.id, d.company_id, d.doc
         FROM documents d
         JOIN json_to_recordset($1::json) AS k(collection text, id integer)
           ON d.collection = k.collection AND d.id = k.id`,
        [JSON.stringify(known.map(([collection, id]) => ({ collection, id })))],
      );
      const found = new Set<string>();
      for (const row of rows) {
        const collection = row.collection as CollectionName;
        const id = Number(row.id);
        found.add(`${collection}/${id}`);
        this.putRow(collection, row);
      }
      let gone = 0;
      for (const [collection, id] of known) {
        if (found.has(`${collection}/${id}`)) continue;
        if (!(this.tables[collection] as Map<number, unknown>).has(id)) continue;
        this.applyMemory({ op: 'delete', collection, id });
        gone++;
      }
      return rows.length + gone;
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /**
   * STORE-16 after notices may have been missed (the listening connection was lost): every record
   * read again, as at load; records no longer stored leave memory. Between this process's writes.
   */
  refreshAll(): Promise<number> {
    const run = async (): Promise<number> => {
      const [result] = await this.db.query<{ documents: string | null }>(
        `SELECT json_agg(json_build_array(collection, id, company_id, doc))::text AS documents
         FROM documents`,
      );
      const rows = result?.documents
        ? (JSON.parse(result.documents) as [string, number, number, object][])
        : [];
      const stored = new Set<string>();
      for (const [name, id, companyId, record] of rows) {
        if (!Object.hasOwn(this.tables, name)) continue;
        const collection = name as CollectionName;
        stored.add(`${collection}/${Number(id)}`);
        this.applyMemory({
          op: 'put',
          collection,
          id: Number(id),
          companyId: Number(companyId),
          record,
        });
      }
      for (const collection of this.names) {
        for (const id of [...this.tables[collection].keys()]) {
          if (!stored.has(`${collection}/${id}`))
            this.applyMemory({ op: 'delete', collection, id });
        }
      }
      return rows.length;
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** A fresh id; never handed out twice in this process, even if the write then fails. */
  reserveId(collection: CollectionName): number {
    const id = this.nextIds.get(collection) ?? 1;
    this.nextIds.set(collection, id + 1);
    return id;
  }

  /**
   * Runs `plan` alone (writes are serialised), commits what it put on the batch in one
   * transaction, then updates memory. If `plan` throws, nothing is written.
   *
   * A record put under an id this process does not hold is inserted, never upserted: another
   * simulator process on the same PostgreSQL (ADR 0011, 0013) may have taken that id since this
   * one loaded, and an upsert would silently replace its record (STORE-10). On such a collision
   * nothing is written, the other process's newer records of that collection are read into
   * memory, the ids move past them, and the plan runs again (a few times at most).
   */
  write<T>(plan: (batch: WriteBatch) => T | Promise<T>): Promise<T> {
    return this.writeWithSql(plan);
  }

  /**
   * `write`, with `sql` run inside the same transaction before the batch is stored: a module's
   * own tables and the documents it keeps in step commit together, or not at all (the delivery
   * order import, DLV-31). `sql` may still put records on the batch; it runs again on a retry.
   */
  writeWithSql<T>(
    plan: (batch: WriteBatch) => T | Promise<T>,
    sql?: (tx: SqlExecutor, batch: WriteBatch, planned: T) => Promise<void>,
  ): Promise<T> {
    const run = async (): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        const batch = new WriteBatch();
        const result = await plan(batch);
        if (batch.operations.length === 0 && !sql) return result;
        const at = this.now();
        try {
          await this.db.transaction(async (tx) => {
            if (sql) await sql(tx, batch, result);
            const inserted = new Set<string>();
            // New records go in chunks, one statement each: an import's ten thousand orders
            // are ten thousand round trips otherwise (DLV-32).
            const fresh: PutOperation[] = [];
            for (const operation of batch.operations) {
              const key = `${operation.collection}/${operation.id}`;
              const update = this.holds(operation) || inserted.has(key);
              if (operation.op === 'put' && !update) {
                fresh.push(operation);
                if (fresh.length >= INSERT_CHUNK) await insertNew(tx, fresh.splice(0), at);
              } else {
                if (fresh.length > 0) await insertNew(tx, fresh.splice(0), at);
                await applySql(tx, operation, at, update);
              }
              if (operation.op === 'put') inserted.add(key);
            }
            if (fresh.length > 0) await insertNew(tx, fresh.splice(0), at);
            if (this.announce && batch.operations.length > 0) {
              await this.announce(
                tx,
                batch.operations.map((operation) => [operation.collection, operation.id]),
              );
            }
          });
        } catch (error) {
          if (!(error instanceof IdTakenError) || attempt >= MAX_WRITE_ATTEMPTS) throw error;
          await this.catchUp(error.collection, error.id);
          continue;
        }
        for (const operation of batch.operations) this.applyMemory(operation);
        return result;
      }
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Whether this process holds the record an operation names (an update, not a new record). */
  private holds(operation: Operation): boolean {
    return (this.tables[operation.collection] as Map<number, unknown>).has(operation.id);
  }

  /** Reads the records of `collection` from `fromId` on that another process wrote. */
  private async catchUp(collection: CollectionName, fromId: number): Promise<void> {
    const rows = await this.db.query<{ id: number; company_id: number; doc: unknown }>(
      'SELECT id, company_id, doc FROM documents WHERE collection = $1 AND id >= $2 ORDER BY id',
      [collection, fromId],
    );
    const table = this.tables[collection] as Map<number, Entry<CollectionName>>;
    for (const row of rows) {
      const id = Number(row.id);
      if (table.has(id)) continue;
      this.putRow(collection, row);
    }
  }

  /** A stored row of `documents` into memory. */
  private putRow(
    collection: CollectionName,
    row: { id: number; company_id: number; doc: unknown },
  ): void {
    this.applyMemory({
      op: 'put',
      collection,
      id: Number(row.id),
      companyId: Number(row.company_id),
      record: jsonColumn<object>(row.doc),
    });
  }

  private applyMemory(operation: Operation): void {
    const table = this.tables[operation.collection] as Map<number, Entry<CollectionName>>;
    if (operation.op === 'put') {
      table.set(operation.id, {
        companyId: operation.companyId,
        record: deepFreeze(operation.record) as CollectionRecords[CollectionName],
      });
      if (operation.id >= (this.nextIds.get(operation.collection) ?? 1)) {
        this.nextIds.set(operation.collection, operation.id + 1);
      }
    } else {
      table.delete(operation.id);
    }
    for (const key of this.listCache.keys()) {
      if (key.startsWith(`${operation.collection}/`)) this.listCache.delete(key);
    }
  }
}

/** A record's address: its collection and id (STORE-16). */
export type DocumentKey = [collection: CollectionName, id: number];

/** Attempts of one write whose new ids another process took meanwhile (STORE-10). */
const MAX_WRITE_ATTEMPTS = 5;

/** A new record's id is already stored: another process took it (STORE-10). */
export class IdTakenError extends Error {
  constructor(
    readonly collection: CollectionName,
    readonly id: number,
  ) {
    super(`${collection} ${id} was stored by another process`);
  }
}

/** New records per INSERT statement. */
const INSERT_CHUNK = 500;

/** Inserts new records in one statement; an id another process took is an IdTakenError. */
async function insertNew(tx: SqlExecutor, operations: PutOperation[], at: number): Promise<void> {
  const inserted = await tx.query<{ collection: string; id: number }>(
    `INSERT INTO documents (collection, id, company_id, doc, updated_at)
     SELECT collection, id, company_id, doc, $2
     FROM json_to_recordset($1::json) AS x(collection text, id integer, company_id integer, doc json)
     ON CONFLICT (collection, id) DO NOTHING
     RETURNING collection, id`,
    [
      JSON.stringify(
        operations.map((o) => ({
          collection: o.collection,
          id: o.id,
          company_id: o.companyId,
          doc: o.record,
        })),
      ),
      at,
    ],
  );
  if (inserted.length === operations.length) return;
  const stored = new Set(inserted.map((row) => `${row.collection}/${Number(row.id)}`));
  const taken = operations.find((o) => !stored.has(`${o.collection}/${o.id}`));
  if (taken) throw new IdTakenError(taken.collection, taken.id);
}

async function applySql(
  tx: SqlExecutor,
  operation: Operation,
  at: number,
  update: boolean,
): Promise<void> {
  if (operation.op === 'put' && !update) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO documents (collection, id, company_id, doc, updated_at)
       VALUES ($1, $2, $3, $4::json, $5)
       ON CONFLICT (collection, id) DO NOTHING
       RETURNING id`,
      [
        operation.collection,
        operation.id,
        operation.companyId,
        JSON.stringify(operation.record),
        at,
      ],
    );
    if (inserted.length === 0) throw new IdTakenError(operation.collection, operation.id);
  } else if (operation.op === 'put') {
    await tx.query(
      `INSERT INTO documents (collection, id, company_id, doc, updated_at)
       VALUES ($1, $2, $3, $4::json, $5)
       ON CONFLICT (collection, id) DO UPDATE
         SET company_id = EXCLUDED.company_id, doc = EXCLUDED.doc, updated_at = EXCLUDED.updated_at`,
      [
        operation.collection,
        operation.id,
        operation.companyId,
        JSON.stringify(operation.record),
        at,
      ],
    );
  } else {
    await tx.query('DELETE FROM documents WHERE collection = $1 AND id = $2', [
      operation.collection,
      operation.id,
    ]);
  }
}
