import type { ReportExport } from '@armada/contracts/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../assembly';
import { migrate } from '../../store/migrations';
import { openSqlClient, type SqlClient } from '../../store/sql-client';
import { sqlBackends } from '../../testing/sql-backends';
import { ExportJobStore, STALE_EXPORT_MS } from './export-job-store';

/**
 * RPT-10 on embedded PGlite and the local PostgreSQL server: an export written by one process is
 * read, with its file, by another on the same database (two clients on PostgreSQL); only its
 * owner reads it; a swept export is gone and hands back its file on disk.
 */
const backends = await sqlBackends('armada_report_exports_test');

const NOW = Date.parse('2026-11-20T03:00:00Z');

function running(id: string): ReportExport {
  return {
    id,
    report_id: 'overspeed',
    format: 'csv',
    status: 'RUNNING',
    rows_done: 0,
    rows_total: 0,
    file_name: 'overspeed.csv',
    bytes: null,
    error: null,
  };
}

describe.each(backends)('report exports on %s', (name, target, enabled) => {
  let maker: SqlClient;
  let reader: SqlClient;

  beforeAll(async () => {
    if (!enabled) return;
    maker = await openSqlClient(target);
    await migrate(maker, MIGRATIONS);
    // Another gateway on the same PostgreSQL; PGlite has one process, so one client.
    reader = name === 'PostgreSQL' ? await openSqlClient(target) : maker;
  });
  afterAll(async () => {
    if (reader !== maker) await reader?.close();
    await maker?.close();
  });

  it.skipIf(!enabled)('progress and the finished file reach another process', async () => {
    const made = new ExportJobStore(maker);
    const read = new ExportJobStore(reader);
    await made.insert(running('e-1'), 1, 10, NOW);
    await made.progress({ ...running('e-1'), rows_done: 500 }, NOW + 1_000);
    expect((await read.read('e-1', 1, 10, NOW + 1_000))?.view.rows_done).toBe(500);

    const done = { ...running('e-1'), status: 'DONE' as const, rows_done: 900, bytes: 3 };
    const file = made.filesInDatabase
      ? ({ kind: 'bytes', bytes: Buffer.from('a,b') } as const)
      : ({ kind: 'path', path: '/tmp/e-1.csv' } as const);
    await made.end(done, file, NOW + 2_000, NOW + 2_000 + 60_000);
    expect(made.filesInDatabase).toBe(name === 'PostgreSQL');
    expect((await read.read('e-1', 1, 10, NOW + 3_000))?.view).toEqual(done);
    const back = await read.file('e-1');
    if (file.kind === 'bytes') expect(back?.kind === 'bytes' && back.bytes.toString()).toBe('a,b');
    else expect(back).toEqual(file);
  });

  it.skipIf(!enabled)('another user, another company and an unknown id read nothing', async () => {
    const store = new ExportJobStore(maker);
    await store.insert(running('e-2'), 1, 10, NOW);
    expect(await store.read('e-2', 1, 11, NOW)).toBeUndefined();
    expect(await store.read('e-2', 2, 10, NOW)).toBeUndefined();
    expect(await store.read('e-unknown', 1, 10, NOW)).toBeUndefined();
  });

  it.skipIf(!enabled)('a progress write after the end changes nothing', async () => {
    const store = new ExportJobStore(maker);
    await store.insert(running('e-3'), 1, 10, NOW);
    const failed = { ...running('e-3'), status: 'FAILED' as const, error: 'no' };
    await store.end(failed, null, NOW + 10, NOW + 60_000);
    await store.progress({ ...running('e-3'), rows_done: 7 }, NOW + 20);
    expect((await store.read('e-3', 1, 10, NOW + 30))?.view).toEqual(failed);
    expect(await store.file('e-3')).toBeUndefined();
  });

  it.skipIf(!enabled)('keeps the time of the last progress, for a stopped maker', async () => {
    const store = new ExportJobStore(maker);
    await store.insert(running('e-4'), 1, 10, NOW);
    const stored = await store.read('e-4', 1, 10, NOW + STALE_EXPORT_MS + 1);
    expect(stored?.updatedAt).toBe(NOW);
    expect(stored?.expiresAt).toBeNull();
  });

  it.skipIf(!enabled)('sweeps ended exports kept long enough, answering their files', async () => {
    const store = new ExportJobStore(maker);
    await store.insert(running('e-5'), 1, 10, NOW);
    await store.end(
      { ...running('e-5'), status: 'DONE' },
      { kind: 'path', path: '/tmp/e-5.csv' },
      NOW,
      NOW + 1_000,
    );
    expect(await store.sweep(NOW + 500)).toEqual([]);
    expect(await store.read('e-5', 1, 10, NOW + 2_000)).toBeUndefined();
    expect(await store.sweep(NOW + 2_000)).toContain('/tmp/e-5.csv');
    expect(await store.file('e-5')).toBeUndefined();
    // A running export is never swept.
    expect((await store.read('e-4', 1, 10, NOW + 10 * STALE_EXPORT_MS))?.view.status).toBe(
      'RUNNING',
    );
  });
});
