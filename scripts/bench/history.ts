// The fleet history's figures (docs/adr/0025-fleet-history-storage.md, 0029): start-up, the
// first read that writes a company's past, positions drawn and stored per vehicle-day, rows and
// bytes on disk, the reads playback and reports make, and what the live recorder keeps.
//
//   pnpm exec tsx scripts/bench/history.ts                       default fleet, PGlite in memory
//   ARMADA_SIM_VEHICLES=1000 pnpm exec tsx scripts/bench/history.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx scripts/bench/history.ts
//   BENCH_DRAWN=20 BENCH_LIVE_MINUTES=60 ...                     more drawn days, a longer live run
//
// Printed, not asserted: this is a benchmark.
import { randomBytes } from 'node:crypto';
import { ManualClock, createSimulator } from '@armada/simulator';
import { envNumber, printFigures, type FigureRow } from './figures';

const VEHICLES = process.env.ARMADA_SIM_VEHICLES ? Number(process.env.ARMADA_SIM_VEHICLES) : null;
const DRAWN = envNumber('BENCH_DRAWN', 10, 2);
const LIVE_MINUTES = envNumber('BENCH_LIVE_MINUTES', 30, 2);
const DATABASE_URL = process.env.DATABASE_URL;
const NOW = Date.parse('2026-11-20T03:00:00Z'); // 10:00 WIB
const DAY = 86_400_000;

const schema = `armada_bench_history_${randomBytes(3).toString('hex')}`;
const clock = new ManualClock(NOW);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (start: number) => Math.round(performance.now() - start);
async function timed(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return Math.round(median(times));
}

const started = performance.now();
// HIST-7 (ADR 0050): the start writes the seeded past before it answers; its own line says how long.
let pastLine = '';
const sim = await createSimulator({
  logger: {
    info: (message) => {
      if (message.startsWith('fleet history: the seeded past')) pastLine = message;
    },
    error: (error, message) => console.error(message, error),
  },
  ...(DATABASE_URL ? { databaseUrl: DATABASE_URL, databaseSchema: schema } : { inMemory: true }),
  ...(VEHICLES === null ? {} : { fleetSize: VEHICLES }),
  clock,
  useEnv: false,
  liveFleet: 'manual',
  routeQueue: 'manual',
});
const startMs = ms(started);
const backend = DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const history = sim.services.fleetHistory;
const db = history.store.db;
const { auth } = await sim.services.auth.login('admin', 'demo');
const companyId = auth.company.id;
const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: unknown }>(sql, params))[0]?.n ?? 0);

let start = performance.now();
await history.past(companyId);
const pastMs = ms(start);
const vehicleDays = await count(
  'SELECT count(*) AS n FROM history_backlog_days WHERE company_id = $1',
  [companyId],
);
const records = {
  trips: await count('SELECT count(*) AS n FROM history_trips WHERE company_id = $1', [companyId]),
  stops: await count('SELECT count(*) AS n FROM history_stops WHERE company_id = $1', [companyId]),
  fuel: await count('SELECT count(*) AS n FROM history_fuel_events WHERE company_id = $1', [
    companyId,
  ]),
};
const size = (like: string) =>
  count(
    `SELECT coalesce(sum(pg_relation_size(c.oid)), 0) AS n FROM pg_class c
     WHERE c.relname LIKE $1 AND c.relkind IN ('r', 'i')`,
    [like],
  );
const recordBytes =
  (await size('history_trips%')) +
  (await size('history_stops%')) +
  (await size('history_fuel_events%')) +
  (await size('history_daily%'));
const timelineBytes = await size('history_backlog_days%');

// Positions: the last 7 days of DRAWN vehicles, drawn and stored by their first read.
const vehicles = sim.store
  .list('vehicles', companyId)
  .filter((v) => v.parent_id === null)
  .slice(0, DRAWN);
const week = { from: new Date(NOW - 7 * DAY).toISOString(), to: new Date(NOW).toISOString() };
start = performance.now();
for (const vehicle of vehicles) await history.track(auth, vehicle.id, week);
const drawMs = ms(start);
const drawnRows = await count('SELECT count(*) AS n FROM history_positions');
const positionBytes = await size('history_positions%');
const drawnDays = vehicles.length * 7;

// Insert throughput of the recorder's batches (rows of a day 30 days back, its own partition).
const batch = Array.from({ length: 50_000 }, (_, i) => ({
  vehicleId: 900_000 + (i % 500),
  companyId,
  at: NOW - 30 * DAY + Math.floor(i / 500) * 10_000,
  latE5: -620_000 + i,
  lngE5: 10_680_000,
  speedKmh: 40,
  heading: 90,
  flags: 4,
  fuelPctE1: 500,
  tempCE1: null,
}));
start = performance.now();
for (let i = 0; i < batch.length; i += 500)
  await history.store.insertPositions(batch.slice(i, i + 500));
const insertRowsPerS = Math.round(batch.length / ((performance.now() - start) / 1000));

const first = vehicles[0];
const trackMs = first ? await timed(5, () => history.track(auth, first.id, week)) : 0;
const month = { from: new Date(NOW - 31 * DAY).toISOString(), to: new Date(NOW).toISOString() };
const tripsMs = await timed(5, () => history.trips(auth, { ...month, limit: 50 }));
const tripsVehicleMs = first
  ? await timed(5, () => history.trips(auth, { ...month, limit: 50, vehicle_id: first.id }))
  : 0;
const stopsMs = await timed(5, () => history.stops(auth, { ...month, limit: 50, kind: 'IDLE' }));
const dailyMs = await timed(5, () =>
  history.daily(auth, { from: '2025-11-21', to: '2026-11-20', limit: 50, per: 'driver' }),
);

// The live recorder: what it keeps per vehicle and hour of the moving fleet.
const before = await count('SELECT count(*) AS n FROM history_positions WHERE recorded_at >= $1', [
  NOW,
]);
await sim.services.liveFleet.start();
start = performance.now();
for (let done = 0; done < LIVE_MINUTES * 60_000; done += 1000) {
  clock.advance(1000);
  sim.services.liveFleet.runDue();
}
await sim.services.liveFleet.flush();
const liveMs = ms(start);
const kept =
  (await count('SELECT count(*) AS n FROM history_positions WHERE recorded_at >= $1', [NOW])) -
  before;
const moved = sim.services.liveFleet.runtime.rowOf.size;
const liveRowsPerVehicleDay = Math.round(((kept / moved) * (24 * 60)) / LIVE_MINUTES);

const rows: FigureRow[] = [
  { name: 'start-up (ms)', value: startMs },
  { name: 'start: the seeded past written', value: pastLine || 'none (already written)' },
  { name: 'first history read after the start (ms)', value: pastMs },
  { name: 'past vehicle-days', value: vehicleDays },
  {
    name: 'past trips / stops / fuel events',
    value: `${records.trips} / ${records.stops} / ${records.fuel}`,
  },
  {
    name: 'records + rollups bytes per vehicle-day',
    value: Math.round(recordBytes / Math.max(1, vehicleDays)),
  },
  {
    name: 'timeline bytes per vehicle-day',
    value: Math.round(timelineBytes / Math.max(1, vehicleDays)),
  },
  { name: 'drawn rows per vehicle-day', value: Math.round(drawnRows / Math.max(1, drawnDays)) },
  {
    name: 'first 7-day track read, drawing 7 days (ms)',
    value: Math.round(drawMs / Math.max(1, vehicles.length)),
  },
  {
    name: 'position bytes per row (heap + key)',
    value: Math.round(positionBytes / Math.max(1, drawnRows)),
  },
  {
    name: 'position bytes per drawn vehicle-day',
    value: Math.round(positionBytes / Math.max(1, drawnDays)),
  },
  { name: 'insert rows/s (batches of 500)', value: insertRowsPerS },
  { name: '7-day track read (ms, median of 5)', value: trackMs },
  { name: '31-day company trips, first page of 50 (ms)', value: tripsMs },
  { name: '31-day trips of one vehicle (ms)', value: tripsVehicleMs },
  { name: '31-day idling stops, first page (ms)', value: stopsMs },
  { name: '12-month rollups per driver, first page (ms)', value: dailyMs },
  { name: `live: ${LIVE_MINUTES} min of ${moved} vehicles stepped (ms)`, value: liveMs },
  { name: 'live: rows kept per vehicle-day', value: liveRowsPerVehicleDay },
];
console.log(`\nfleet history on ${backend}, ${VEHICLES ?? 'default'} vehicles`);
for (const row of rows) console.log(`  ${String(row.name).padEnd(48)} ${row.value}`);
printFigures(
  'history',
  rows.map((row) => ({ ...row, backend })),
);

await sim.services.liveFleet.stop();
// The bench's own schema goes with it (the fleet has stopped writing).
if (DATABASE_URL) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
await sim.close().catch(() => undefined);
process.exit(0);
