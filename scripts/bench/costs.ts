// `pnpm exec tsx scripts/bench/costs.ts`: what the cost list costs (issue 27's "p95 of the first
// page of the cost list at 5,000 vehicles", docs/rules/costs.md COST-3, COST-8).
//
// A simulator in this process (PGlite in memory) with ARMADA_SIM_VEHICLES vehicles (default
// 5,000) and BENCH_COSTS_PER_VEHICLE cost entries per vehicle (default 24: 120,000, fuel, toll
// and other over the last 90 days) written in SQL. Then the first page of the cost list (20),
// of the list filtered by kind and by a text, and the three-month summary, each BENCH_RUNS times
// (default 30) through HTTP: p50 and p95 in ms. A bench prints numbers; it exits 0 whatever they
// are. `--smoke`: 60 vehicles, 3 runs.
import { performance } from 'node:perf_hooks';
import {
  startTestSimulator,
  TEST_NOW,
  type TestSimulator,
} from '../../apps/simulator/src/testing/test-simulator';
import type { CostStore } from '../../apps/simulator/src/modules/costs/cost-store';
import { envNumber, printFigures, smokeSimulatorOptions, type FigureRow } from './figures';

const VEHICLES = envNumber('ARMADA_SIM_VEHICLES', 5000, 60);
const PER_VEHICLE = envNumber('BENCH_COSTS_PER_VEHICLE', 24, 6);
const RUNS = envNumber('BENCH_RUNS', 30, 3);
const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(t: TestSimulator, cookie: string, url: string): Promise<FigureRow> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await t.as(cookie, { method: 'GET', url });
    times.push(performance.now() - started);
    status = response.statusCode;
  }
  return {
    name: url,
    runs: RUNS,
    status,
    p50_ms: round(quantile(times, 0.5)),
    p95_ms: round(quantile(times, 0.95)),
  };
}

async function main(): Promise<void> {
  const t = await startTestSimulator({ fleetSize: VEHICLES, ...smokeSimulatorOptions });
  try {
    const { services, store } = t.simulator;
    // The bench writes its entries straight into the module's table (its own SQL client).
    const { db } = (services.costs as unknown as { deps: { store: CostStore } }).deps
      .store as unknown as { db: { query: (sql: string, params: unknown[]) => Promise<unknown> } };
    const admin = await t.login('admin');
    const [company] = store.entries('companies');
    const companyId = company?.record.id ?? 1;
    const vehicles = store.list('vehicles', companyId).filter((v) => v.parent_id === null);
    const kinds = ['FUEL', 'TOLL', 'TOLL', 'OTHER'];
    const started = performance.now();
    for (let from = 0; from < vehicles.length; from += 500) {
      const chunk = vehicles.slice(from, from + 500);
      const rows = chunk.flatMap((vehicle, i) =>
        Array.from({ length: PER_VEHICLE }, (_, k) => {
          const at = TEST_NOW - ((k * 90) / PER_VEHICLE + ((from + i) % 3)) * DAY_MS - k * 60_000;
          const day = new Date(at + WIB_MS).toISOString().slice(0, 10);
          const kind = kinds[k % 4] ?? 'TOLL';
          return {
            vehicleId: vehicle.id,
            plate: vehicle.license_plate,
            kind,
            category: kind === 'OTHER' ? 'PARKING' : null,
            at,
            day,
            amount: kind === 'FUEL' ? 450_000 + k * 1000 : 12_500,
            litres: kind === 'FUEL' ? 65 : null,
          };
        }),
      );
      await db.query(
        `INSERT INTO cost_entries (company_id, kind, category, vehicle_id, license_plate,
           occurred_at, day, amount, litres, place, reference, source, created_at)
         SELECT $1, u.kind, u.category, u.vehicle_id, u.plate, u.at, u.day, u.amount, u.litres,
           'SPBU Bench', 'BENCH', 'MANUAL', 0
         FROM unnest($2::integer[], $3::text[], $4::text[], $5::text[], $6::bigint[],
           $7::text[], $8::bigint[], $9::float8[])
           AS u(vehicle_id, plate, kind, category, at, day, amount, litres)`,
        [
          companyId,
          rows.map((r) => r.vehicleId),
          rows.map((r) => r.plate),
          rows.map((r) => r.kind),
          rows.map((r) => r.category),
          rows.map((r) => r.at),
          rows.map((r) => r.day),
          rows.map((r) => r.amount),
          rows.map((r) => r.litres),
        ],
      );
    }
    const seeded = performance.now() - started;
    const rows: FigureRow[] = [
      {
        name: 'setup',
        vehicles: vehicles.length,
        entries: vehicles.length * PER_VEHICLE,
        insert_ms: Math.round(seeded),
      },
      await measure(t, admin, '/api/cost/entry?page=1&limit=20'),
      await measure(t, admin, '/api/cost/entry?page=1&limit=20&kind=FUEL'),
      await measure(t, admin, '/api/cost/entry?page=1&limit=20&search=bench'),
      await measure(t, admin, '/api/cost/summary?from=2026-09&until=2026-11'),
    ];
    for (const row of rows) console.log(JSON.stringify(row));
    printFigures('costs', rows);
  } finally {
    await t.close();
  }
}

await main();
