// The fleet master data list's figures (docs/rules/master-fleet.md, ADR 0043): with a large
// fleet in the document store, the p95 of the first page the Master > Vehicles page asks for
// (`GET /api/master/vehicle`: active vehicles, 10 rows, the list engine over the stored records),
// of a plate search, and of
// the first page read right after a vehicle is saved (the store's list cache starts again).
//
//   pnpm bench:master-fleet                                       5,000 vehicles, PGlite in memory
//   BENCH_VEHICLES=1000 BENCH_RUNS=50 pnpm bench:master-fleet
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
const master = sim.services.vehicleMaster;
const total = sim.store.count('vehicles', auth.company.id);
const [first] = sim.store.list('vehicles', auth.company.id);
if (!first) throw new Error('the bench fleet is empty');

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

const page = { limit: 10, page: 1, filters: 'is_active eq true' };
const firstPage = () => master.list(auth, page);
let flip = false;
const rows: FigureRow[] = [
  { name: 'first page, active vehicles (10 rows)', ...(await p95(firstPage)) },
  {
    name: 'first page, a plate search',
    ...(await p95(() => master.list(auth, { ...page, search: first.license_plate.slice(0, 4) }))),
  },
  {
    // Time of the read only would hide the cost the write leaves behind: both are timed.
    name: 'first page after saving a vehicle',
    ...(await p95(async () => {
      flip = !flip;
      await master.setActive(auth, first.id, flip);
      firstPage();
    })),
  },
];

process.stdout.write(
  `\nmaster fleet bench: ${total} vehicles of the demo company, started in ${startS.toFixed(1)} s, ${RUNS} runs each (ms)\n`,
);
for (const row of rows)
  process.stdout.write(`  ${row.name.padEnd(42)} p50 ${row.p50}  p95 ${row.p95}\n`);
printFigures('master-fleet', rows);
await sim.close();
