import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  fromThreadError,
  type FromPgliteThread,
  type PgliteThreadStart,
  type ToPgliteThread,
} from './pglite-thread-protocol';
import type { PreparedSchema, SqlClient, SqlExecutor } from './sql-client';
import { templateDir } from './pglite-template';

/**
 * Set by scripts/build-server.mjs (esbuild `define`) in the simulator's bundle, where the worker
 * is dist/pglite-worker.mjs; absent when this file runs as TypeScript (tsx, vitest).
 */
declare const ARMADA_PGLITE_WORKER_BUNDLE: string | undefined;

/**
 * The worker to start: the bundle's file, or from the sources a bootstrap that registers tsx's
 * loader first. A worker inherits no loader, and Node 20 does not apply `--import tsx` given
 * in a worker's `execArgv` to the worker's own entry (the report and solver threads get away
 * with it because Piscina imports their files later).
 */
function workerEntry(): string | URL {
  if (typeof ARMADA_PGLITE_WORKER_BUNDLE === 'string') {
    return fileURLToPath(new URL(`../../dist/${ARMADA_PGLITE_WORKER_BUNDLE}`, import.meta.url));
  }
  // tsx's ESM API; `require.resolve` finds its CommonJS twin beside it.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const worker = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(tsx)});
    register();
    await import(${JSON.stringify(worker)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

type Request = ToPgliteThread extends infer M ? (M extends { id: number } ? M : never) : never;
type Answer = { rows?: unknown[]; tx?: number };
/** A request as the caller writes it: the id is given when it is sent. */
type Unsent = Request extends infer M ? (M extends unknown ? Omit<M, 'id'> : never) : never;

/**
 * STORE-12: a PGlite store whose database runs in a thread of its own (pglite-worker.ts), so a
 * long statement (a report's export, a month's count) no longer holds this thread's requests
 * and live messages. The same `SqlClient` as in-thread PGlite: statements, parameters, rows and
 * errors (with their `code`) cross as structured clones; a transaction is held open in the
 * thread until its work here ends, and PGlite's own locks order everything else behind it.
 */
export async function openPgliteThread(
  dataDir: string,
  prepared?: PreparedSchema,
): Promise<SqlClient> {
  const start: PgliteThreadStart = {
    dataDir,
    templateDir: templateDir(),
    ...(prepared ? { preparedKey: prepared.key } : {}),
  };
  const worker = new Worker(workerEntry(), { workerData: start });
  const pending = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | undefined;
  let isOpen = false;

  // Once open, the thread keeps the process alive only while a request waits on it, as a
  // socket would.
  const settled = () => {
    if (isOpen && pending.size === 0) worker.unref();
  };
  const call = (request: Unsent): Promise<Answer> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<Answer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id } as ToPgliteThread);
    });
  };
  const failAll = (error: Error) => {
    gone ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker.unref();
  };

  let opened!: () => void;
  let openFailed!: (error: Error) => void;
  const open = new Promise<void>((resolve, reject) => {
    opened = resolve;
    openFailed = reject;
  });

  const executor = (tx?: number): SqlExecutor => ({
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      const answer = await call({
        type: 'query',
        sql,
        params: [...params],
        ...(tx === undefined ? {} : { tx }),
      });
      return (answer.rows ?? []) as R[];
    },
    async exec(sql: string) {
      await call({ type: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    },
  });

  const client: SqlClient = {
    kind: 'pglite',
    ...executor(),
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const { tx } = await call({ type: 'begin' });
      if (tx === undefined) throw new Error('The store thread opened no transaction.');
      let result: T;
      try {
        result = await work(executor(tx));
      } catch (error) {
        await call({ type: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ type: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (gone) return;
      await call({ type: 'close' });
      gone = new Error('The store is closed.');
      await worker.terminate();
    },
  };

  worker.on('message', (message: FromPgliteThread) => {
    switch (message.type) {
      case 'open':
        opened();
        return;
      case 'open-failed':
        openFailed(fromThreadError(message.error));
        return;
      case 'prepare':
        if (!prepared) return;
        prepared.prepare(client).then(
          () => worker.postMessage({ type: 'prepared' } satisfies ToPgliteThread),
          (error: unknown) => {
            openFailed(error instanceof Error ? error : new Error(String(error)));
            void worker.terminate();
          },
        );
        return;
      case 'done':
      case 'failed': {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        if (message.type === 'done') waiting.resolve(message);
        else waiting.reject(fromThreadError(message.error));
        settled();
        return;
      }
    }
  });
  worker.on('error', (error) => {
    openFailed(error);
    failAll(error);
  });
  worker.on('exit', (code) => {
    const error = new Error(`The store's thread ended (exit code ${code}).`);
    openFailed(error);
    failAll(error);
  });

  try {
    await open;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  isOpen = true;
  settled();
  return client;
}
