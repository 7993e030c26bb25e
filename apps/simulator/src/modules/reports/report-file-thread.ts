import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ReportFormat } from '@armada/contracts/reports';
import type { RowValues } from './definitions/report-definition';
import type { FileWorkerMessage } from './report-file-worker';
import type { ReportFileMeta, ReportFileWriter } from './report-files';

/**
 * Set by scripts/build-server.mjs (esbuild `define`) in the simulator's bundle, where the worker
 * is dist/report-file-worker.mjs; absent when this file runs as TypeScript (tsx, vitest).
 */
declare const ARMADA_REPORT_WORKER_BUNDLE: string | undefined;

/** The worker's file and the Node options that load it (as the solver pool finds its own). */
function workerEntry(): { filename: string; execArgv: string[] } {
  if (typeof ARMADA_REPORT_WORKER_BUNDLE === 'string') {
    return {
      filename: fileURLToPath(
        new URL(`../../../dist/${ARMADA_REPORT_WORKER_BUNDLE}`, import.meta.url),
      ),
      execArgv: [],
    };
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    filename: fileURLToPath(new URL('./report-file-worker.ts', import.meta.url)),
    execArgv: ['--import', tsx],
  };
}

let pool: Piscina<FileWorkerMessage, true> | null = null;

/** One thread writes every file of this process; it ends 30 s after its last file. */
function filePool(): Piscina<FileWorkerMessage, true> {
  if (!pool) {
    const { filename, execArgv } = workerEntry();
    pool = new Piscina<FileWorkerMessage, true>({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 30_000,
    });
  }
  return pool;
}

/** Stops the writer thread (the simulator's stop). */
export async function closeFileThread(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}

/**
 * RPT-9: a file writer whose work runs in the writer thread (report-file-worker.ts). One chunk
 * is in flight at a time: the next `write` waits for the thread to finish the previous one, so
 * the rows read ahead stay bounded while reading the next chunk overlaps writing this one.
 */
export function threadWriter(
  format: ReportFormat,
  path: string,
  meta: ReportFileMeta,
): ReportFileWriter {
  const id = randomUUID();
  const threads = filePool();
  let pending: Promise<unknown> = threads.run({ id, type: 'open', format, path, meta });
  return {
    async write(rows: readonly RowValues[]) {
      await pending;
      pending = threads.run({ id, type: 'rows', rows: [...rows] });
    },
    async close() {
      await pending.catch(() => undefined);
      await threads.run({ id, type: 'close' });
    },
  };
}
