/**
 * The messages between a store's owner and its PGlite thread (STORE-12, pglite-thread.ts and
 * pglite-worker.ts). Every request carries an id answered by exactly one `done` or `failed`.
 */

/** What the thread is started with (`workerData`). */
export interface PgliteThreadStart {
  /** The database's data directory (a store in memory stays on its caller's thread). */
  dataDir: string;
  /** Folder of the initdb and prepared tarballs (STORE-9). */
  templateDir: string;
  /** Key of the prepared tarball, when the owner prepares new databases (the migrations). */
  preparedKey?: string;
}

export type ToPgliteThread =
  | { type: 'query'; id: number; sql: string; params: unknown[]; tx?: number }
  | { type: 'exec'; id: number; sql: string; tx?: number }
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'close'; id: number }
  /** The owner finished preparing a new database (answers `prepare`). */
  | { type: 'prepared' };

/** An error as it crosses the thread: its message and its own text and number fields. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

export type FromPgliteThread =
  /** The database is open; requests may follow. */
  | { type: 'open' }
  /** Opening failed; the thread ends. */
  | { type: 'open-failed'; error: ThreadError }
  /** A new database waits for the owner's preparation, through requests, then `prepared`. */
  | { type: 'prepare' }
  | { type: 'done'; id: number; rows?: unknown[]; tx?: number }
  | { type: 'failed'; id: number; error: ThreadError };

/** An error's message and its own text and number fields (a database error's code, detail...). */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on the owner's side, with the fields callers read (`code`, `constraint`). */
export function fromThreadError(error: ThreadError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}
