// `pnpm exec tsx scripts/bench/maintenance.ts`: what the maintenance lists cost (issue 27's
// "cost of each list at 5,000 vehicles", docs/rules/maintenance.md MNT-5, MNT-6).
//
// A simulator in this process (PGlite in memory) with ARMADA_SIM_VEHICLES vehicles (default
// 5,000) and its moving fleet started (the odometers the due list reads), a plan per vehicle
// type plus one per vehicle for a tenth of them, and BENCH_ORDERS_PER_VEHICLE work orders per
// vehicle (default 4: 20,000) written in SQL. Then the first page of the work-order list (20),
// of the list filtered by status and by a text, and of the due list (50), each BENCH_RUNS times
// (default 30) through HTTP: p50 and p95 in ms. A bench prints numbers; it exits 0 whatever they
// are. `--smoke`: 60 vehicles, 3 runs.
import { performance } from 'node:perf_hooks';
import {
  startTestSimulator,
  type TestSimulator,
} from '../../apps/simulator/src/testing/test-simulator';
import type { MaintenanceStore } from '../../apps/simulator/src/modules/maintenance/maintenance-store';
import { envNumber, printFigures, smokeSimulatorOptions, type FigureRow } from './figures';

const VEHICLES = envNumber('ARMADA_SIM_VEHICLES', 5000, 60);
const PER_VEHICLE = envNumber('BENCH_ORDERS_PER_VEHICLE', 4, 2);
const RUNS = envNumber('BENCH_RUNS', 30, 3);

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
    // The bench writes its work orders straight into the module's table (its own SQL client).
    const { db } = (services.maintenance as unknown as { deps: { store: MaintenanceStore } }).deps
      .store;
    await services.liveFleet.start();
    const admin = await t.login('admin');
    const [company] = store.entries('companies');
    const companyId = company?.record.id ?? 1;
    const vehicles = store.list('vehicles', companyId).filter((v) => v.parent_id === null);
    const types = [...new Set(vehicles.map((v) => v.vehicle_type.id))];
    for (const type of types) {
      await t.as(admin, {
        method: 'POST',
        url: '/api/maintenance/plan',
        payload: {
          name: `Servis tipe ${type}`,
          vehicle_type_id: type,
          every_km: 10_000,
          every_months: 6,
          start_on: '2026-05-25',
        },
      });
    }
    for (const vehicle of vehicles.filter((_, i) => i % 10 === 0)) {
      await t.as(admin, {
        method: 'POST',
        url: '/api/maintenance/plan',
        payload: {
          name: 'Uji KIR',
          vehicle_id: vehicle.id,
          every_months: 6,
          start_on: '2026-05-10',
        },
      });
    }
    const started = performance.now();
    const statuses = ['DONE', 'DONE', 'OPEN', 'IN_PROGRESS'];
    for (let from = 0; from < vehicles.length; from += 500) {
      const chunk = vehicles.slice(from, from + 500);
      const rows = chunk.flatMap((vehicle, i) =>
        Array.from({ length: PER_VEHICLE }, (_, k) => {
          const day = new Date(Date.UTC(2025, 0, 1) + (k * 60 + ((from + i) % 50)) * 86_400_000)
            .toISOString()
            .slice(0, 10);
          return [
            vehicle.id,
            vehicle.license_plate,
            statuses[k % 4] ?? 'DONE',
            day,
            `WO/BENCH/${vehicle.id}-${k}`,
          ];
        }),
      );
      await db.query(
        `INSERT INTO maintenance_work_orders (company_id, number, status, vehicle_id, license_plate,
           workshop, start_day, end_day, tasks, parts, labour_cost, parts_cost, total_cost,
           created_at, updated_at)
         SELECT $1, u.number, u.status, u.vehicle_id, u.plate, 'Bengkel Bench', u.day, u.day,
           '[{"description":"Ganti oli","done":true}]',
           '[{"name":"Oli","part_number":"","quantity":6,"unit_price":95000}]',
           250000, 570000, 820000, 0, 0
         FROM unnest($2::integer[], $3::text[], $4::text[], $5::text[], $6::text[])
           AS u(vehicle_id, plate, status, day, number)`,
        [
          companyId,
          rows.map((r) => r[0]),
          rows.map((r) => r[1]),
          rows.map((r) => r[2]),
          rows.map((r) => r[3]),
          rows.map((r) => r[4]),
        ],
      );
    }
    const seeded = performance.now() - started;
    const rows: FigureRow[] = [
      {
        name: 'setup',
        vehicles: vehicles.length,
        work_orders: vehicles.length * PER_VEHICLE,
        plans: types.length + Math.ceil(vehicles.length / 10),
        insert_ms: Math.round(seeded),
      },
      await measure(t, admin, '/api/maintenance/work-order?page=1&limit=20'),
      await measure(t, admin, '/api/maintenance/work-order?page=1&limit=20&status=OPEN'),
      await measure(t, admin, '/api/maintenance/work-order?page=1&limit=20&search=bench'),
      await measure(t, admin, '/api/maintenance/due?page=1&limit=50'),
      await measure(t, admin, '/api/maintenance/plan?page=1&limit=20'),
    ];
    for (const row of rows) console.log(JSON.stringify(row));
    printFigures('maintenance', rows);
  } finally {
    await t.close();
  }
}

await main();
