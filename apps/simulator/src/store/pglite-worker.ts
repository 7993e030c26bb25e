/**
 * STORE-12: the thread that owns a PGlite database (started by pglite-thread.ts). PGlite runs
 * PostgreSQL in WebAssembly on the thread that calls it, so a long statement on the server's
 * thread held every request and live message behind it; here it holds only this thread.
 *
 * Requests are answered in the order PGlite runs them: PGlite's own locks still order
 * statements and keep a transaction's statements to themselves.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { analyzeChanged, AUTO_ANALYZE_INTERVAL_MS } from './auto-analyze';
import { createPglite, pgliteOptions } from './pglite-template';
import { pgliteSqlClient } from './sql-client';
import {
  toThreadError,
  type FromPgliteThread,
  type PgliteThreadStart,
  type ToPgliteThread,
} from './pglite-thread-protocol';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
const port = parentPort;
const start = workerData as PgliteThreadStart;

const send = (message: FromPgliteThread) => port.postMessage(message);

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

let db: PGlite | undefined;
let ended = false;
let nextTx = 1;
const transactions = new Map<number, Transaction>();
/** Per open transaction: how the owner's `end` request reaches it. */
const enders = new Map<number, (end: { id: number; commit: boolean }) => void>();
let prepared: (() => void) | undefined;

function executor(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) {
    if (!db) throw new Error('The store is not open.');
    return db;
  }
  const found = transactions.get(tx);
  if (!found) throw new Error(`Transaction ${tx} is not open.`);
  return found;
}

function begin(id: number): void {
  if (!db) throw new Error('The store is not open.');
  const tx = nextTx++;
  let endId: number | undefined;
  let began = false;
  db.transaction(async (handle) => {
    transactions.set(tx, handle);
    began = true;
    send({ type: 'done', id, tx });
    const end = await new Promise<{ id: number; commit: boolean }>((resolve) =>
      enders.set(tx, resolve),
    );
    endId = end.id;
    transactions.delete(tx);
    enders.delete(tx);
    if (!end.commit) throw ROLLBACK;
  }).then(
    () => {
      if (endId !== undefined) send({ type: 'done', id: endId });
    },
    (error: unknown) => {
      transactions.delete(tx);
      enders.delete(tx);
      const answer = began ? endId : id;
      if (answer === undefined) return;
      if (error === ROLLBACK) send({ type: 'done', id: answer });
      else send({ type: 'failed', id: answer, error: toThreadError(error) });
    },
  );
}

async function handle(message: ToPgliteThread): Promise<void> {
  switch (message.type) {
    case 'prepared':
      prepared?.();
      return;
    case 'begin':
      begin(message.id);
      return;
    case 'end': {
      const end = enders.get(message.tx);
      if (!end) throw new Error(`Transaction ${message.tx} is not open.`);
      end({ id: message.id, commit: message.commit });
      return;
    }
    case 'query': {
      const result = await executor(message.tx).query(message.sql, message.params);
      send({ type: 'done', id: message.id, rows: result.rows });
      return;
    }
    case 'exec':
      await executor(message.tx).exec(message.sql);
      send({ type: 'done', id: message.id });
      return;
    case 'close':
      ended = true;
      if (db && !db.closed) await db.close();
      send({ type: 'done', id: message.id });
      port.close();
      return;
  }
}

port.on('message', (message: ToPgliteThread) => {
  handle(message).catch((error: unknown) => {
    if ('id' in message) send({ type: 'failed', id: message.id, error: toThreadError(error) });
  });
});

try {
  const { preparedKey } = start;
  db = await createPglite(
    PGlite,
    pgliteOptions(PGlite),
    start.dataDir,
    start.templateDir,
    preparedKey === undefined
      ? undefined
      : {
          key: preparedKey,
          // The owner prepares a new database through its requests, then says so.
          prepare: (fresh) =>
            new Promise<void>((resolve) => {
              db = fresh;
              prepared = resolve;
              send({ type: 'prepare' });
            }),
        },
  );
  if (!ended) send({ type: 'open' });
  // STORE-13: the statistics autovacuum would keep, refreshed here, off the server's thread.
  const open = db;
  setInterval(() => {
    if (ended || open.closed) return;
    analyzeChanged(pgliteSqlClient(open)).catch(() => undefined);
  }, AUTO_ANALYZE_INTERVAL_MS).unref();
} catch (error) {
  send({ type: 'open-failed', error: toThreadError(error) });
  port.close();
}
