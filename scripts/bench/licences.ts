// The licences list's figures (docs/adr/0036-licence-documents-and-scans.md): with the seeded
// documents of a large fleet (every vehicle's STNK, insurance and KIR, every driver's SIM), the
// p95 of the first page the page asks for (a tab, a window), of a search (the list engine's
// path), of the summary cards and of the route planning flags for a page of vehicles.
//
//   pnpm exec tsx scripts/bench/licences.ts                        5,000 vehicles, PGlite in memory
//   BENCH_VEHICLES=1000 BENCH_RUNS=50 pnpm exec tsx scripts/bench/licences.ts
//
// Printed, not asserted: this is a benchmark.
import { ManualClock, createSimulator } from '@armada/simulator';
import { envNumber, printFigures, smokeSimulatorOptions, type FigureRow } from './figures';

const VEHICLES = envNumber('BENCH_VEHICLES', 5000, 20);
const RUNS = envNumber('BENCH_RUNS', 40, 3);
const NOW = Date.parse('2026-11-20T03:00:00Z'); // 10:00 WIB

const started = performance.now();
const sim = await createSimulator({
  inMemory: true,
  ...smokeSimulatorOptions,
  fleetSize: VEHICLES,
  clock: new ManualClock(NOW),
  useEnv: false,
  liveFleet: 'manual',
  routeQueue: 'manual',
  drivingHistory: 'none',
});
const startS = (performance.now() - started) / 1000;
const { auth } = await sim.services.auth.login('admin', 'demo');
const licences = sim.services.licences;

async function p95(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
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

const total = (await licences.summary(auth, 'VEHICLE')).data.total;
const vehicleIds = sim.store
  .list('vehicles', auth.company.id)
  .slice(0, 10)
  .map((v) => v.id);
const rows: FigureRow[] = [
  {
    name: 'first page, vehicle documents (25 rows)',
    ...(await p95(() => licences.list(auth, { holder_type: 'VEHICLE', limit: 25, page: 1 }))),
  },
  {
    name: 'first page, expiring within 30 days',
    ...(await p95(() =>
      licences.list(auth, { holder_type: 'VEHICLE', window: 'DAYS_30', limit: 25, page: 1 }),
    )),
  },
  {
    name: 'first page, expired',
    ...(await p95(() =>
      licences.list(auth, { holder_type: 'VEHICLE', window: 'EXPIRED', limit: 25, page: 1 }),
    )),
  },
  {
    name: 'first page, a search (list engine)',
    ...(await p95(() =>
      licences.list(auth, { holder_type: 'VEHICLE', search: 'B 1', limit: 25, page: 1 }),
    )),
  },
  {
    name: 'summary cards',
    ...(await p95(() => licences.summary(auth, 'VEHICLE'))),
  },
  {
    name: 'route planning flags, 10 vehicles',
    ...(await p95(() => licences.documentFlags(auth.company.id, '2026-11-20', vehicleIds))),
  },
];

process.stdout.write(
  `\nlicences bench: ${VEHICLES} vehicles, ${total} vehicle documents, started in ${startS.toFixed(1)} s, ${RUNS} runs each (ms)\n`,
);
for (const row of rows)
  process.stdout.write(`  ${row.name.padEnd(42)} p50 ${row.p50}  p95 ${row.p95}\n`);
printFigures('licences', rows);
await sim.close();
