// `pnpm bench:reports`: what the reports cost (docs/rules/reports.md, issue 26's Performance).
//
// For each store, PGlite on disk and PostgreSQL (DATABASE_URL, default the local server; left
// out when none answers), side by side:
//   1. a simulator in this process with ARMADA_SIM_VEHICLES vehicles (default 1,000) and the
//      seeded 30 days of driving (HISTORY-4: alerts and daily kilometres); the seeded history
//      writes no telemetry events, so the bench adds BENCH_EVENTS overspeed episodes (default
//      100,000) and a tenth as many reefer excursions over the same 30 days, in SQL;
//   2. each report's first page over its filters (none, 10 vehicles, a group, a driver; 5 runs
//      each): p50 and p95 (target: p95 at most 1 s);
//   3. the whole overspeed report (100,000 rows) exported to XLSX through the routes, start to
//      file (target at most 10 s), while a worker thread asks an HTTP /healthz of this process
//      every 10 ms: its p99 (target under 50 ms) says whether the event loop stayed free;
//   4. the store's size on disk per vehicle per day.
// Then the XLSX writers side by side on the same 100,000 rows (ADR 0032): ExcelJS's streaming
// writer and write-excel-file, time and the longest event-loop stall.
// `BENCH_PGLITE_THREAD=0` runs PGlite on the bench's own thread instead of its store thread
// (STORE-12), to compare the two.
// A bench prints numbers; it exits 0 whatever they are. `--smoke`: 30 vehicles, 2,000 events,
// PGlite only (npm test's bench:smoke step).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ReportExport, ReportInfo, ReportPage } from '@armada/contracts/reports';
// The simulator's own harness: it brings Fastify and the drivers from the simulator's packages.
import {
  startTestSimulator,
  type TestSimulator,
} from '../../apps/simulator/src/testing/test-simulator';
import { ManualClock } from '../../apps/simulator/src/domain/clock';
import { REPORT_LIMITS } from '@armada/contracts/reports';
import { pdfWriter } from '../../apps/simulator/src/modules/reports/report-files';
import { makeTempDir } from '../lib/servers.mjs';
import { envNumber, printFigures, smoke, smokeSimulatorOptions, type FigureRow } from './figures';

const VEHICLES = envNumber('ARMADA_SIM_VEHICLES', 1000, 30);
const EVENTS = envNumber('BENCH_EVENTS', 100_000, 2_000);
const RUNS = envNumber('BENCH_RUNS', 5, 1);
const HISTORY_DAYS = 30;
/** 10:00 WIB on a Friday: the seeded history ends here. */
const NOW = Date.parse('2026-11-20T10:00:00+07:00');
const DAY_MS = 86_400_000;
const COMPANY_ID = 1001;
const PAGE_TARGET_MS = 1_000;
const EXPORT_TARGET_MS = 10_000;
const HEALTH_TARGET_MS = 50;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** `BENCH_PGLITE_THREAD=0`: PGlite on the bench's own thread, as before STORE-12 (ADR 0061). */
const PGLITE_THREAD = process.env.BENCH_PGLITE_THREAD !== '0';

const fromSimulator = createRequire(new URL('../../apps/simulator/package.json', import.meta.url));

// What this bench uses of two of the simulator's packages, loaded from its folder.
interface PgLike {
  Client: new (config: string | { connectionString: string; connectionTimeoutMillis?: number }) => {
    connect(): Promise<unknown>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  };
}
interface SheetLike {
  columns: { header: string; key: string; width: number }[];
  getRow(n: number): { font: { bold: boolean }; commit(): void };
  addRow(values: unknown[]): { commit(): void };
  commit(): void;
}
interface ExcelJsLike {
  stream: {
    xlsx: {
      WorkbookWriter: new (options: Record<string, unknown>) => {
        addWorksheet(name: string, options?: unknown): SheetLike;
        commit(): Promise<void>;
      };
    };
  };
}

function day(ms: number): string {
  return new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
}
const TO = day(NOW - DAY_MS);
const FROM = day(NOW - HISTORY_DAYS * DAY_MS);

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function directoryBytes(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : statSync(full).size;
  }
  return total;
}

/** A /healthz of this process and a worker that asks it every 10 ms: the answers' latencies. */
async function healthProbe() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const http = require('node:http');
     const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
     const times = [];
     let running = true;
     parentPort.on('message', () => { running = false; });
     const ask = () => new Promise((resolve) => {
       const started = performance.now();
       http.get({ host: '127.0.0.1', port: workerData.port, path: '/healthz', agent }, (res) => {
         res.resume();
         res.on('end', () => { times.push(performance.now() - started); resolve(); });
       }).on('error', () => resolve());
     });
     (async () => {
       while (running) {
         await ask();
         await new Promise((resolve) => setTimeout(resolve, 10));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: { port } },
  );
  return {
    async stop(): Promise<number[]> {
      const times = new Promise<number[]>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const result = await times;
      await worker.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return result;
    },
  };
}

/** Overspeed episodes and reefer excursions over the history's 30 days, in one SQL each. */
async function addTelemetry(t: TestSimulator): Promise<void> {
  const vehicles = t.simulator.store.list('vehicles', COMPANY_ID);
  const ids = vehicles.map((v) => v.id);
  const drivers = vehicles.map((v) => v.driver?.id ?? null);
  const db = t.simulator.services.reports.db;
  const span = HISTORY_DAYS * DAY_MS;
  const start = NOW - span;
  const insert = (type: string, count: number, value: string, threshold: string, data: string) =>
    db.query(
      `INSERT INTO telemetry_events (company_id, vehicle_id, driver_id, type, at, latitude,
         longitude, value, threshold, duration_ms, data)
       SELECT $1, ($2::int[])[1 + i % cardinality($2::int[])],
              ($3::int[])[1 + i % cardinality($3::int[])], $4,
              $5::bigint + (i::bigint * $6::bigint / $7::bigint) + (i % 997),
              -6.2 + (i % 100) / 1000.0, 106.8 + (i % 89) / 1000.0,
              ${value}, ${threshold}, 30000 + (i % 200) * 1000, ${data}
       FROM generate_series(0, $7::int - 1) AS i
       ON CONFLICT DO NOTHING`,
      [COMPANY_ID, ids, drivers, type, start, span, count],
    );
  await insert(
    'overspeed',
    EVENTS,
    '80 + (i % 40)',
    '80',
    `json_build_object('startedAt', $5::bigint + (i::bigint * $6::bigint / $7::bigint) - 20000, 'minDurationMs', 30000)`,
  );
  await insert(
    'temperature-out-of-range',
    Math.max(10, Math.round(EVENTS / 10)),
    '9 + (i % 5)',
    '8',
    `json_build_object('lowC', 2, 'highC', 8, 'since', $5::bigint)`,
  );
}

interface StoreRun {
  name: string;
  open: () => Promise<{
    t: TestSimulator;
    cleanup: () => Promise<void>;
    bytes: () => Promise<number>;
  }>;
}

function stores(): StoreRun[] {
  const pglite: StoreRun = {
    name: PGLITE_THREAD ? 'PGlite' : 'PGlite on the server thread',
    open: async () => {
      // On disk in a full run, whose figures include the store's files; in memory (when
      // /dev/shm has room) in a smoke run, as the smoke step's servers have it.
      const dir = makeTempDir('bench-reports', { onDisk: !smoke });
      const t = await startTestSimulator({
        inMemory: false,
        dataDir: dir,
        pgliteThread: PGLITE_THREAD,
        fleetSize: VEHICLES,
        clock: new ManualClock(NOW),
        drivingHistory: 'seed',
        ...smokeSimulatorOptions,
        // A smoke run keeps two days of seeded trips and positions, as its servers do
        // (smokeServerEnv): the reports still read their 30 days of alerts, figures and events.
        ...(smoke ? { historyRetentionDays: 2 } : {}),
      });
      return {
        t,
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
        bytes: async () => {
          // Flushes what PGlite holds in memory before the files are measured.
          await t.simulator.services.reports.db.exec('CHECKPOINT');
          return directoryBytes(dir);
        },
      };
    },
  };
  if (smoke) return [pglite];
  const schema = `bench_reports_${process.pid}`;
  const postgres: StoreRun = {
    name: 'PostgreSQL',
    open: async () => {
      const t = await startTestSimulator({
        inMemory: false,
        databaseUrl: DATABASE_URL,
        databaseSchema: schema,
        fleetSize: VEHICLES,
        clock: new ManualClock(NOW),
        drivingHistory: 'seed',
      });
      const db = t.simulator.services.reports.db;
      return {
        t,
        cleanup: async () => {
          const pg = fromSimulator('pg') as PgLike;
          const client = new pg.Client(DATABASE_URL);
          await client.connect();
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await client.end();
        },
        bytes: async () => {
          const [row] = await db.query<{ bytes: string | number }>(
            `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS bytes
             FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = $1 AND c.relkind IN ('r', 'm')`,
            [schema],
          );
          return Number(row?.bytes ?? 0);
        },
      };
    },
  };
  return [pglite, postgres];
}

async function postgresAnswers(): Promise<boolean> {
  try {
    const pg = fromSimulator('pg') as PgLike;
    const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function measureStore(store: StoreRun): Promise<FigureRow[]> {
  const openStarted = performance.now();
  const { t, cleanup, bytes } = await store.open();
  const rows: FigureRow[] = [];
  try {
    await addTelemetry(t);
    const setupS = Math.round((performance.now() - openStarted) / 100) / 10;
    const cookie = await t.login('admin');
    const get = async <T>(url: string) => {
      const response = await t.as(cookie, { method: 'GET', url });
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const catalogue = (await get<{ data: ReportInfo[] }>('/api/report')).data.filter(
      (r) => r.href === null,
    );
    const vehicles = t.simulator.store.list('vehicles', COMPANY_ID);
    const group = t.simulator.store.list('vehicle_groups', COMPANY_ID)[0]?.id;
    const driver = vehicles.find((v) => v.driver)?.driver?.id;
    const ten = vehicles
      .slice(0, 10)
      .map((v) => v.id)
      .join(',');

    for (const report of catalogue) {
      // A one-vehicle report (RPT-42) runs for one vehicle over its one day.
      const from =
        report.period === 'months' ? day(NOW - 365 * DAY_MS) : report.period === 'day' ? TO : FROM;
      const variants = report.one_vehicle
        ? [`&vehicles=${vehicles[0]?.id}`]
        : [
            '',
            ...(report.filters.includes('vehicles') ? [`&vehicles=${ten}`] : []),
            ...(report.filters.includes('groups') && group ? [`&groups=${group}`] : []),
            ...(report.filters.includes('drivers') && driver ? [`&drivers=${driver}`] : []),
          ];
      const times: number[] = [];
      let total = 0;
      for (const variant of variants) {
        for (let run = 0; run < RUNS; run++) {
          const started = performance.now();
          const page = await get<ReportPage>(
            `/api/report/${report.id}?from=${from}&to=${TO}${variant}`,
          );
          times.push(performance.now() - started);
          if (variant === variants[0]) total = page.metadata.total_count;
        }
      }
      rows.push({
        name: `${store.name}: ${report.id}`,
        store: store.name,
        report: report.id,
        rows: total,
        runs: times.length,
        p50Ms: Math.round(percentile(times, 50)),
        p95Ms: Math.round(percentile(times, 95)),
        targetMs: PAGE_TARGET_MS,
      });
    }

    // The whole overspeed report to XLSX, with the event loop watched from a worker.
    const probe = await healthProbe();
    // The worker's first answers carry its start and the connection: they are left out below.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const start = await t.as(cookie, {
      method: 'POST',
      url: '/api/report/overspeed/export',
      payload: { from: FROM, to: TO, format: 'xlsx' },
    });
    if (start.statusCode !== 202) throw new Error(`export: ${start.statusCode} ${start.body}`);
    let job = start.json<{ data: ReportExport }>().data;
    while (job.status === 'RUNNING') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await get<{ data: ReportExport }>(`/api/report-export/${job.id}`)).data;
    }
    const exportMs = performance.now() - started;
    loop.disable();
    const health = (await probe.stop()).slice(5);
    rows.push({
      name: `${store.name}: xlsx export`,
      store: store.name,
      rows: job.rows_done,
      fileKb: Math.round((job.bytes ?? 0) / 1024),
      exportMs: Math.round(exportMs),
      targetMs: EXPORT_TARGET_MS,
      healthRequests: health.length,
      healthP50Ms: Math.round(percentile(health, 50) * 10) / 10,
      healthP99Ms: Math.round(percentile(health, 99) * 10) / 10,
      healthMaxMs: Math.round(Math.max(0, ...health) * 10) / 10,
      healthTargetMs: HEALTH_TARGET_MS,
      loopMaxStallMs: Math.round(loop.max / 1e6),
    });

    const size = await bytes();
    const fleet = t.simulator.store.list('vehicles', COMPANY_ID).length;
    const allVehicles = [...new Set(t.simulator.store.entries('vehicles').map((e) => e.record.id))]
      .length;
    rows.push({
      name: `${store.name}: store`,
      store: store.name,
      vehicles: allVehicles,
      companyVehicles: fleet,
      days: HISTORY_DAYS,
      setupS,
      storeMb: Math.round(size / 1024 / 102.4) / 10,
      bytesPerVehicleDay: Math.round(size / Math.max(1, allVehicles * HISTORY_DAYS)),
    });
  } finally {
    await t.close();
    await cleanup();
  }
  return rows;
}

/** ADR 0032: the two XLSX writers on the same rows. */
async function compareXlsxWriters(count: number): Promise<FigureRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-xlsx-'));
  const ExcelJS = fromSimulator('exceljs') as ExcelJsLike;
  const columns = ['started', 'vehicle', 'driver', 'road', 'limit', 'top', 'excess', 'seconds'];
  const rowOf = (i: number) => [
    new Date(NOW - i * 60_000),
    `B ${1000 + (i % 9000)} XY`,
    `Pengemudi ${i % 700}`,
    'Tol Jakarta - Cikampek',
    80,
    80 + (i % 40),
    i % 40,
    (30 + (i % 200)) / 86_400,
  ];
  const out: FigureRow[] = [];
  const measure = async (name: string, work: () => Promise<void>, rows = count) => {
    // The longest gap between ticks of a 5 ms timer: how long the event loop was held at once
    // (a writer that never yields shows its whole run here once the loop turns again).
    const rss = process.memoryUsage().rss;
    let peak = rss;
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    await work();
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    await new Promise((resolve) => setTimeout(resolve, 30));
    clearInterval(ticker);
    out.push({
      name: name.includes('PDF') ? `pdf writer: ${name}` : `xlsx writer: ${name}`,
      rows,
      ms: Math.round(ms),
      loopMaxStallMs: Math.round(longest),
      rssGrowthMb: Math.round((peak - rss) / 1024 / 1024),
    });
    // The next writer starts from a collected heap when node runs with --expose-gc.
    (globalThis as { gc?: () => void }).gc?.();
  };
  try {
    await measure('exceljs stream', async () => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        filename: join(dir, 'exceljs.xlsx'),
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('r', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((key) => ({ header: key, key, width: 14 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for (let i = 0; i < count; i++) {
        sheet.addRow(rowOf(i)).commit();
        if (i % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
      }
      sheet.commit();
      await workbook.commit();
    });
    const writeXlsxFile = (
      (await import(fromSimulator.resolve('write-excel-file/node'))) as {
        default: (data: unknown[][], options: Record<string, unknown>) => Promise<void>;
      }
    ).default;
    await measure('write-excel-file', async () => {
      const header = columns.map((value) => ({ value, fontWeight: 'bold' }));
      const data = [header];
      for (let i = 0; i < count; i++) {
        const row = rowOf(i);
        data.push(
          row.map((value) =>
            value instanceof Date
              ? { value, type: Date, format: 'dd/mm/yyyy hh:mm' }
              : { value, type: typeof value === 'number' ? Number : String },
          ) as never,
        );
      }
      await writeXlsxFile(data, { filePath: join(dir, 'wef.xlsx'), stickyRowsCount: 1 });
    });
    // The PDF writer of the exports (pdfkit, ADR 0032) at the PDF's row limit.
    const pdfRows = Math.min(count, REPORT_LIMITS.maxPdfRows);
    await measure(
      'pdfkit (PDF)',
      async () => {
        const writer = pdfWriter(join(dir, 'report.pdf'), {
          title: 'Kecepatan berlebih',
          companyName: 'PT Armada Demo',
          logo: null,
          fromDay: FROM,
          toDay: TO,
          zone: 'Asia/Jakarta',
          language: 'id',
          columns: [
            { key: 'at', type: 'datetime', label: { id: 'Waktu', en: 'Time' } },
            { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
            { key: 'road', type: 'text', label: { id: 'Jalan', en: 'Road' } },
            { key: 'top', type: 'speed_kmh', label: { id: 'Tertinggi', en: 'Top' } },
            { key: 'duration', type: 'duration_s', label: { id: 'Lama', en: 'Duration' } },
          ],
          madeAt: NOW,
        });
        for (let i = 0; i < pdfRows; i += 500) {
          await writer.write(
            Array.from({ length: Math.min(500, pdfRows - i) }, (_, k) => ({
              at: NOW - (i + k) * 60_000,
              vehicle: `B ${1000 + ((i + k) % 9000)} XY`,
              road: 'Tol Jakarta - Cikampek',
              top: 80 + ((i + k) % 40),
              duration: 30 + ((i + k) % 200),
            })),
          );
        }
        await writer.close();
      },
      pdfRows,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

async function main(): Promise<void> {
  const runs = stores();
  const withPostgres = runs.length > 1 && (await postgresAnswers());
  const chosen = withPostgres ? runs : runs.slice(0, 1);
  if (!smoke && !withPostgres)
    console.log(`[bench:reports] no PostgreSQL at ${DATABASE_URL}: PGlite only`);
  const rows: FigureRow[] = [];
  for (const store of chosen) {
    console.log(
      `[bench:reports] ${store.name}: ${VEHICLES} vehicles, ${HISTORY_DAYS} days, ${EVENTS} overspeed episodes`,
    );
    rows.push(...(await measureStore(store)));
  }
  rows.push(...(await compareXlsxWriters(smoke ? 2_000 : 100_000)));

  for (const row of rows) {
    const { name, ...figures } = row;
    const text = Object.entries(figures)
      .filter(([key]) => key !== 'store' && key !== 'report')
      .map(([key, value]) => `${key} ${String(value)}`)
      .join(', ');
    process.stdout.write(`${name.padEnd(44)} ${text}\n`);
  }
  printFigures('reports', rows);
}

await main();
