// `pnpm bench:delivery-import`: what importing delivery orders costs (docs/rules/deliveries.md
// §6, docs/adr/0021-delivery-order-import.md). A simulator in this process (in-memory PGlite, the
// seeded world) is sent a generated CSV of 10,000 orders, half of them to addresses of the book
// and half to new places found by district and city: `check` (parse and check, as the server
// times them, and the whole call), then `commit` (the check again plus one transaction). Issue
// 24's target: check + commit of 10,000 rows within 10 s. A bench prints numbers: it exits 0
// whatever they are. `--smoke`: 200 rows (npm test's bench:smoke step).
import { performance } from 'node:perf_hooks';
import {
  DELIVERY_ORDER_IMPORT_COLUMNS,
  type DeliveryOrderImportCommitResult,
  type DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
// The simulator's own test harness: it brings Fastify from the simulator's dependencies.
import { startTestSimulator } from '../../apps/simulator/src/testing/test-simulator';
import { envNumber, printFigures, smokeSimulatorOptions, type FigureRow } from './figures';

const ROWS = envNumber('BENCH_IMPORT_ROWS', 10_000, 200);
const TARGET_MS = 10_000;
const BASE = '/order/api/web/v1/delivery-order/import';
/** The demo company of the seeded world. */
const COMPANY_ID = 1001;
const PLACES = [
  ['Tebet', 'Jakarta Selatan'],
  ['Cakung', 'Jakarta Timur'],
  ['Kelapa Gading', 'Jakarta Utara'],
  ['Menteng', 'Jakarta Pusat'],
] as const;

const harness = await startTestSimulator(smokeSimulatorOptions);
const { simulator } = harness;

try {
  const cookie = await harness.login('admin');

  const customers = simulator.store.list('customers', COMPANY_ID);
  const addresses = simulator.store.list('addresses', COMPANY_ID);
  const depot = addresses.find((a) => a.is_depot) ?? addresses[0];
  const deliveries = addresses.filter((a) => !a.is_depot);
  if (!depot || customers.length === 0 || deliveries.length === 0) {
    throw new Error('the seeded world has no customers or addresses');
  }
  const lines = [DELIVERY_ORDER_IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < ROWS; i++) {
    const customer = customers[i % customers.length];
    const known = i % 2 === 0;
    const address = deliveries[i % deliveries.length];
    const [district, city] = PLACES[i % PLACES.length] ?? PLACES[0];
    const cells = [
      customer?.code ?? '',
      depot.name,
      known ? (address?.name ?? '') : `Toko Impor ${i % 500}`,
      known ? '' : district,
      known ? '' : city,
      `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
      '08:00',
      '17:00',
      String(50 + (i % 900)),
      (0.1 + (i % 40) / 10).toFixed(1),
      `Pesanan impor nomor ${i}`,
      i % 3 === 0 ? 'ya' : 'tidak',
    ];
    lines.push(cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','));
  }
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  const send = async (step: 'check' | 'commit') => {
    const started = performance.now();
    const response = await harness.as(cookie, {
      method: 'POST',
      url: `${BASE}/${step}`,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    const wallMs = performance.now() - started;
    if (response.statusCode >= 300)
      throw new Error(`${step}: ${response.statusCode} ${response.body.slice(0, 500)}`);
    return { wallMs, body: response.json<{ data: unknown }>().data };
  };

  const check = await send('check');
  const report = check.body as DeliveryOrderImportReport;
  const commit = await send('commit');
  const saved = commit.body as DeliveryOrderImportCommitResult;
  if (saved.created !== ROWS) throw new Error(`saved ${saved.created} of ${ROWS} rows`);

  const totalMs = check.wallMs + commit.wallMs;
  const row: FigureRow = {
    name: 'csv',
    rows: ROWS,
    fileKb: Math.round(csv.length / 1024),
    parseMs: report.timings_ms.parse,
    checkMs: report.timings_ms.check,
    checkCallMs: Math.round(check.wallMs),
    commitSaveMs: saved.timings_ms.commit,
    commitCallMs: Math.round(commit.wallMs),
    totalMs: Math.round(totalMs),
    geocoded: report.geocoded_destinations,
    addressesCreated: saved.addresses_created,
  };
  const table = [
    ['rows', 'file', 'parse', 'check', 'check call', 'commit save', 'commit call', 'total'],
    [
      String(ROWS),
      `${row.fileKb} KB`,
      `${report.timings_ms.parse} ms`,
      `${report.timings_ms.check} ms`,
      `${Math.round(check.wallMs)} ms`,
      `${saved.timings_ms.commit} ms`,
      `${Math.round(commit.wallMs)} ms`,
      `${Math.round(totalMs)} ms (target ${TARGET_MS} ms for 10,000 rows)`,
    ],
  ];
  const widths = table[0]?.map((_, i) => Math.max(...table.map((r) => r[i]?.length ?? 0))) ?? [];
  for (const line of table) {
    process.stdout.write(`${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`);
  }
  printFigures('delivery-import', [row]);
} finally {
  await harness.close();
}
