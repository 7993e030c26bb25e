// The address book's list figures (docs/adr/0045-addresses-stay-in-the-document-store.md): with
// 20,000 addresses in one company, the p95 of the first page the page asks for (25 rows, the
// active ones, by name) and of a search, answered as the product does (the document store and
// the list engine, through AddressService), beside the same queries on an indexed SQL table of
// the same rows in the same engine (PGlite in memory), the alternative the ADR weighed.
//
//   pnpm bench:addresses                         20,000 addresses
//   BENCH_ADDRESSES=5000 BENCH_RUNS=50 pnpm bench:addresses
//
// Printed, not asserted: this is a benchmark.
import { ManualClock, createSimulator } from '@armada/simulator';
import type { Address } from '@armada/contracts/customers';
import { openSqlClient } from '../../apps/simulator/src/store/sql-client';
import { envNumber, printFigures, smokeSimulatorOptions, type FigureRow } from './figures';

const ADDRESSES = envNumber('BENCH_ADDRESSES', 20_000, 500);
const RUNS = envNumber('BENCH_RUNS', 40, 3);
const NOW = Date.parse('2026-11-20T03:00:00Z'); // 10:00 WIB
/** The answers' target for a list's first page (README, lists p99 < 250 ms through the gateway). */
const TARGET_MS = 100;

const STREETS = ['Jl. Melati', 'Jl. Kenanga', 'Jl. Raya Bekasi', 'Jl. Pemuda', 'Jl. Sudirman'];
const PLACES = [
  ['Cakung Barat', 'Cakung', 'Jakarta Timur', 'DKI Jakarta', '13910', -6.18, 106.94],
  ['Tebet Barat', 'Tebet', 'Jakarta Selatan', 'DKI Jakarta', '12810', -6.23, 106.85],
  ['Menteng', 'Menteng', 'Jakarta Pusat', 'DKI Jakarta', '10310', -6.19, 106.83],
  ['Harapan Mulya', 'Medan Satria', 'Bekasi', 'Jawa Barat', '17143', -6.17, 106.99],
  ['Cibodas', 'Cibodas', 'Tangerang', 'Banten', '15138', -6.2, 106.6],
] as const;

const sim = await createSimulator({
  inMemory: true,
  ...smokeSimulatorOptions,
  fleetSize: 20,
  clock: new ManualClock(NOW),
  useEnv: false,
  liveFleet: 'manual',
  routeQueue: 'manual',
  drivingHistory: 'none',
});
const { auth } = await sim.services.auth.login('admin', 'demo');
const companyId = auth.company.id;
const addresses = sim.services.addresses;

// Fill the company's book to ADDRESSES records, as the address book writes them.
const have = sim.store.count('addresses', companyId);
const created = new Date(NOW).toISOString();
await sim.store.write((batch) => {
  for (let i = have; i < ADDRESSES; i++) {
    const [village, district, city, province, postal, lat, lng] =
      PLACES[i % PLACES.length] ?? PLACES[0];
    const street = `${STREETS[i % STREETS.length]} No. ${1 + (i % 250)}`;
    const rt = String(1 + (i % 12)).padStart(3, '0');
    const rw = String(1 + (i % 9)).padStart(3, '0');
    const record: Address = {
      id: sim.store.reserveId('addresses'),
      name: `Toko ${i.toString(36).toUpperCase()} ${district}`,
      full_name: `${street}, RT ${rt}/RW ${rw}, ${village}, ${district}, ${city}, ${province} ${postal}`,
      street,
      rt,
      rw,
      village,
      district,
      city,
      province,
      postal_code: postal,
      latitude: lat + ((i % 97) - 48) / 5000,
      longitude: lng + ((i % 89) - 44) / 5000,
      landmark: i % 3 === 0 ? 'Seberang masjid' : '',
      is_depot: false,
      customer_id: null,
      is_active: i % 10 !== 0,
      created_on: created,
      updated_on: created,
    };
    batch.put('addresses', companyId, record);
  }
});
const all = sim.store.list('addresses', companyId);

// The alternative: the same rows in an indexed table, queried as a SQL list would be (the page,
// the count and every matching id, as the list answer carries them).
const db = await openSqlClient({ kind: 'pglite-memory' });
await db.exec(`
  CREATE TABLE addresses (
    id integer PRIMARY KEY, company_id integer NOT NULL, name text NOT NULL,
    full_name text NOT NULL, street text, rt text, rw text, village text, district text,
    city text, province text, postal_code text, latitude double precision,
    longitude double precision, landmark text, is_depot boolean, customer_id integer,
    is_active boolean NOT NULL, created_on text, updated_on text
  );
  CREATE INDEX addresses_list_idx ON addresses (company_id, is_active, lower(name), id);
  CREATE INDEX addresses_name_idx ON addresses (company_id, lower(name), id);
`);
for (let start = 0; start < all.length; start += 500) {
  const chunk = all.slice(start, start + 500);
  const values: unknown[] = [];
  const rows = chunk.map((a, i) => {
    values.push(a.id, companyId, a.name, a.full_name, a.village ?? '', a.district, a.city);
    values.push(a.postal_code, a.is_active ?? true);
    const o = i * 9;
    return `($${o + 1},$${o + 2},$${o + 3},$${o + 4},$${o + 5},$${o + 6},$${o + 7},$${o + 8},$${o + 9})`;
  });
  await db.query(
    `INSERT INTO addresses (id, company_id, name, full_name, village, district, city, postal_code, is_active) VALUES ${rows.join(',')}`,
    values,
  );
}
await db.exec('ANALYZE addresses');

const SEARCH = 'melati';
const sqlPage = async (search: string | null) => {
  const where =
    search === null
      ? 'company_id = $1 AND is_active'
      : `company_id = $1 AND is_active AND (name ILIKE $2 OR full_name ILIKE $2 OR city ILIKE $2
         OR district ILIKE $2 OR village ILIKE $2 OR postal_code ILIKE $2)`;
  const params = search === null ? [companyId] : [companyId, `%${search}%`];
  await db.query(
    `SELECT * FROM addresses WHERE ${where} ORDER BY lower(name), id LIMIT 25`,
    params,
  );
  await db.query(`SELECT id FROM addresses WHERE ${where} ORDER BY lower(name), id`, params);
};

async function p95(work: () => unknown): Promise<{ p50: number; p95: number }> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

const active = { filters: 'is_active eq true', limit: 25, page: 1 };
const rows: FigureRow[] = [
  {
    name: 'document store: first page (25 active, by name)',
    ...(await p95(() => addresses.list(auth, active))),
    targetMs: TARGET_MS,
  },
  {
    name: 'document store: a search',
    ...(await p95(() => addresses.list(auth, { ...active, search: SEARCH }))),
    targetMs: TARGET_MS,
  },
  {
    name: 'document store: first page after a write',
    ...(await p95(async () => {
      const first = all[0];
      if (first) await addresses.update(auth, first.id, { landmark: `L${performance.now()}` });
      return addresses.list(auth, active);
    })),
    targetMs: TARGET_MS,
  },
  {
    name: 'SQL table: first page (25 active, by name)',
    ...(await p95(() => sqlPage(null))),
    targetMs: TARGET_MS,
  },
  {
    name: 'SQL table: a search',
    ...(await p95(() => sqlPage(SEARCH))),
    targetMs: TARGET_MS,
  },
];

process.stdout.write(
  `\naddresses bench: ${all.length} addresses in one company, ${RUNS} runs each (ms, target ${TARGET_MS})\n`,
);
for (const row of rows)
  process.stdout.write(`  ${row.name.padEnd(50)} p50 ${row.p50}  p95 ${row.p95}\n`);
printFigures('addresses', rows);
await db.close();
await sim.close();
