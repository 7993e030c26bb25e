// `pnpm bench:delivery-day`: a whole delivery day, in process (issue 24, "Performance").
//
//   1. starts the simulator in this process (an in-memory store, the demo world, a ManualClock
//      at 07:00 WIB on a Monday), like the runner's tests do, with a fleet of BENCH_VEHICLES
//      (default 60) active vehicles with drivers besides the ones the seeded tasks (TASK-2) use;
//   2. import: BENCH_ORDERS (default 600) orders of today from the Cakung depot to the
//      company's delivery points in Jabodetabek (weights and volumes of the world's own orders),
//      in through the product as CONFIRMED orders: written as an XLSX file (the template's
//      columns), checked and committed by the import routes (`importOrders`, DLV-25 ... DLV-31);
//   3. plan: one route optimization run of those orders and vehicles, leaving at 08:00 and back
//      by 19:00, solved with the product's budget (or BENCH_SOLVE_MS), then "create fleet task"
//      (one task per used vehicle, TASK-1);
//   4. execute: the clock steps one second at a time with the moving fleet's due ticks
//      (`runDue`, so the fleet ticks as it does at 1x and the runner's steering, TASK-9, is
//      driven), and every BENCH_ROUND_S (default 30) simulated seconds one runner round and a
//      reading of every stop's estimate, until every task is DONE or CANCELLED or midnight.
//
// Prints the import time, the plan time, the on-time share (arrived by the promised window's
// end, FT-12), the estimate's mean absolute error 60 and 15 minutes before each arrival (target:
// at most 5 minutes at 15 minutes), the ratio of driven to planned leg durations, and the
// simulator's CPU share at 1x: CPU seconds of the loop per simulated second, the rounds counted
// as if every 10 s (TASK-3's real-time round) instead of every BENCH_ROUND_S. A bench prints
// numbers and the targets beside them; no verdict.
// `--smoke`: 2 vehicles, 10 orders, a 300 ms solve budget, leaving at 07:10, until the first
// stop is reached (08:40 at the latest).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkDeliveryOrderImportRoute,
  commitDeliveryOrderImportRoute,
  DELIVERY_ORDER_IMPORT_COLUMNS,
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
  type CreateDeliveryOrderRequest,
  type DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationResult,
  type RouteOptimizationRun,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import type { Address } from '@armada/contracts/customers';
import { haversineM } from '@armada/contracts/geofences';
import type { ItemResponse } from '@armada/contracts/shared';
import { ManualClock } from '../../apps/simulator/src/domain/clock';
import { toWibIso } from '../../apps/simulator/src/domain/wib-time';
import { solveTimeBudgetMs } from '../../apps/simulator/src/engine/route-planning/build-problem';
import type {
  StopRow,
  TaskRow,
} from '../../apps/simulator/src/modules/fleet-tasks/fleet-task-store';
import { importXlsxOf } from '../../apps/simulator/src/modules/delivery-order-import/import-service';
import type { RunningSimulator } from '../../apps/simulator/src/simulator';
import { DEFAULT_SEED } from '../../apps/simulator/src/domain/world/world-ids';
import {
  startTestSimulator,
  type TestSimulator,
} from '../../apps/simulator/src/testing/test-simulator';
import { envNumber, printFigures, sized, smoke, smokeSimulatorOptions } from './figures';

const VEHICLES = envNumber('BENCH_VEHICLES', 60, 2);
const ORDERS = envNumber('BENCH_ORDERS', 600, 10);
/** Distinct delivery points the orders go to (the world's, plus added ones when too few). */
const POINTS = envNumber('BENCH_POINTS', ORDERS, ORDERS);
/** The run's solve budget; 0: the product's (solveTimeBudgetMs). */
const SOLVE_MS = envNumber('BENCH_SOLVE_MS', 0, 300);
/** Simulated seconds between runner rounds (and estimate readings). */
const ROUND_S = envNumber('BENCH_ROUND_S', 30, 120);
/** TASK-3: at 1x the runner runs a round every 10 s of real time. */
const ROUND_AT_1X_S = 10;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** 07:00 WIB on a Monday. */
const CLOCK_START = Date.parse('2026-11-23T07:00:00+07:00');
const DAY = '2026-11-23';
/** 08:00, or 07:10 in a smoke run (its short day need not step through an idle hour first). */
const DEPARTURE = CLOCK_START + sized(HOUR, 10 * MINUTE);
const PLAN_END = CLOCK_START + 12 * HOUR;
/** The last simulated moment: midnight, or 08:40 in a smoke run (a stop or two reached). */
const DAY_END = sized(CLOCK_START + 17 * HOUR, DEPARTURE + 1.5 * HOUR);
/** The depot the day leaves from, and the cities its deliveries go to. */
const DEPOT = 'Gudang Utama Cakung';
const METRO =
  /^(Jakarta (Pusat|Utara|Barat|Selatan|Timur)|Bekasi|Depok|Bogor|Tangerang|Tangerang Selatan)$/;
const RO_BASE = '/fleet-planning/api/web/v1/route-optimization';
/** The estimate's lead times the bench scores (minutes before the actual arrival). */
const LEADS_MIN = [60, 15] as const;

/** A request as `TestSimulator.as` takes it (fastify's inject options). */
type InjectOptions = Parameters<TestSimulator['as']>[1];

interface Harness {
  t: TestSimulator;
  simulator: RunningSimulator;
  /** The simulator's clock (the test harness's own `t.clock` is not it). */
  clock: ManualClock;
  call<T>(options: InjectOptions, expected: number): Promise<T>;
}

/** The simulator in this process on a stepped clock, as the runner's tests start it. */
async function startHarness(mediaDir: string): Promise<Harness> {
  const clock = new ManualClock(CLOCK_START);
  const t = await startTestSimulator({
    clock,
    ...smokeSimulatorOptions,
    // The demo world the other benches and a fresh start use.
    seed: DEFAULT_SEED,
    // Room for the seeded tasks' vehicles, the inactive ones and those without a driver; a
    // smoke run's 2 vehicles need fewer, and every vehicle of the world ticks each second.
    fleetSize: Math.max(sized(60, 10), Math.ceil(VEHICLES * 1.2) + 2),
    media: { dir: mediaDir, tools: null },
    ...(SOLVE_MS > 0 ? { solveBudgetMs: SOLVE_MS } : {}),
  });
  const cookie = await t.login('dispatcher');
  return {
    t,
    simulator: t.simulator,
    clock,
    async call<T>(options: InjectOptions, expected: number): Promise<T> {
      const response = await t.as(cookie, options);
      if (response.statusCode !== expected)
        throw new Error(
          `${options.method} ${options.url}: ${response.statusCode} ${response.body.slice(0, 500)}`,
        );
      return response.json<T>();
    },
  };
}

/** xorshift32 in [0, 1): the added points are the same every run. */
function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

/** Up to this far (degrees, about 1.3 km) from the world's point an added point lies. */
const POINT_SPREAD_DEG = 0.012;

/**
 * The day's delivery points: the company's customer addresses in Jabodetabek (about 140 in the
 * demo world) and, when there are fewer than BENCH_POINTS (default: one per order), more of
 * them, written straight into the store before anything reads it: each near one of the world's
 * points (a seeded spread of up to about 1.3 km) with its customer, named after it. Without
 * them 600 orders go to 140 addresses, route optimization groups them into 140 stops
 * (`group_order`) and a handful of vehicles serves the whole day.
 */
async function deliveryPoints(
  h: Harness,
): Promise<{ depotId: number; points: Address[]; added: number }> {
  const { store } = h.simulator;
  const companyId = h.simulator.world.demoCompanyId;
  const addresses = store.list('addresses', companyId);
  const depot = addresses.find((a) => a.is_depot && a.name === DEPOT);
  if (!depot) throw new Error(`no depot ${DEPOT}`);
  const fromDepot = (a: Address) =>
    haversineM([depot.latitude, depot.longitude], [a.latitude, a.longitude]);
  // A smoke run's figures come once a stop is reached: its orders go to the points nearest
  // the depot, so the first arrival is minutes after departure, not most of an hour.
  const world = addresses
    .filter((a) => !a.is_depot && a.customer_id !== null && METRO.test(a.city))
    .sort(smoke ? (a, b) => fromDepot(a) - fromDepot(b) : (a, b) => a.id - b.id);
  if (world.length === 0) throw new Error('the world has no delivery points in Jabodetabek');
  const random = seeded(24);
  const missing = Math.max(0, POINTS - world.length);
  const added = await store.write((batch) =>
    Array.from({ length: missing }, (_, i): Address => {
      const base = world[i % world.length] ?? world[0];
      if (!base) throw new Error('no point');
      const point: Address = {
        ...base,
        id: store.reserveId('addresses'),
        name: `${base.name} - Titik ${Math.floor(i / world.length) + 2}`,
        latitude: base.latitude + (random() * 2 - 1) * POINT_SPREAD_DEG,
        longitude: base.longitude + (random() * 2 - 1) * POINT_SPREAD_DEG,
        created_on: toWibIso(CLOCK_START - HOUR),
      };
      batch.put('addresses', companyId, point);
      return point;
    }),
  );
  return { depotId: depot.id, points: [...world, ...added].slice(0, POINTS), added: missing };
}

/**
 * The rows of the day's order file: one order each, from the depot to the day's points in turn,
 * its customer the point's, its weight and volume those of one of the world's orders.
 */
function orderRows(
  h: Harness,
  depotId: number,
  points: readonly Address[],
): CreateDeliveryOrderRequest[] {
  const companyId = h.simulator.world.demoCompanyId;
  const loads = [...h.simulator.store.list('delivery_orders', companyId)].sort(
    (a, b) => a.id - b.id,
  );
  if (loads.length === 0) throw new Error('the world has no orders');
  return Array.from({ length: ORDERS }, (_, i): CreateDeliveryOrderRequest => {
    const point = points[i % points.length] ?? points[0];
    const load = loads[(i * 7) % loads.length] ?? loads[0];
    return {
      shipped_customer_id: point?.customer_id ?? 0,
      origin_address_id: depotId,
      destination_address_id: point?.id ?? 0,
      planned_date: DAY,
      load_weight: load?.load_weight ?? 100,
      load_volume: load?.load_volume ?? 1,
      notes: `bench:delivery-day row ${i + 2}`,
      confirm: true,
    };
  });
}

/**
 * The orders in through the product's import, CONFIRMED (DLV-25 ... DLV-31): the rows written
 * as an XLSX file, checked, then committed in one transaction; answers the new orders' ids (the
 * ids after the largest one before, DLV-13).
 */
async function importOrders(
  h: Harness,
  rows: CreateDeliveryOrderRequest[],
): Promise<{ ids: number[]; checkMs: number; commitMs: number; fileKb: number }> {
  const companyId = h.simulator.world.demoCompanyId;
  const before = Math.max(
    0,
    ...h.simulator.store.list('delivery_orders', companyId).map((o) => o.id),
  );
  const file = await importXlsxOf(
    rows.map((row) =>
      DELIVERY_ORDER_IMPORT_COLUMNS.map((column) => {
        switch (column) {
          case 'customer':
            return String(row.shipped_customer_id);
          case 'origin':
            return String(row.origin_address_id);
          case 'destination':
            return String(row.destination_address_id);
          case 'planned_date':
            return row.planned_date ?? '';
          case 'weight_kg':
            return String(row.load_weight ?? '');
          case 'volume_m3':
            return String(row.load_volume ?? '');
          case 'notes':
            return row.notes ?? '';
          case 'confirm':
            return 'ya';
          default:
            return '';
        }
      }),
    ),
  );
  const upload = (url: string) => ({
    method: 'POST' as const,
    url,
    headers: { 'content-type': DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx },
    payload: file,
  });
  let at = performance.now();
  const check = await h.call<ItemResponse<DeliveryOrderImportReport>>(
    upload(checkDeliveryOrderImportRoute.url),
    200,
  );
  const checkMs = performance.now() - at;
  if (check.data.invalid_rows > 0)
    throw new Error(`import check: ${JSON.stringify(check.data.problems.slice(0, 3))}`);
  at = performance.now();
  await h.call(upload(commitDeliveryOrderImportRoute.url), 201);
  const commitMs = performance.now() - at;
  const ids = h.simulator.store
    .list('delivery_orders', companyId)
    .map((o) => o.id)
    .filter((id) => id > before)
    .sort((a, b) => a - b);
  if (ids.length !== rows.length) throw new Error(`imported ${ids.length} of ${rows.length}`);
  return { ids, checkMs, commitMs, fileKb: file.length / 1024 };
}

/** Active vehicles with a driver and no open task, those of the depot first, then the nearest. */
async function pickVehicles(h: Harness, depotId: number): Promise<number[]> {
  const { store, services } = h.simulator;
  const companyId = h.simulator.world.demoCompanyId;
  const busy = new Set(
    (await services.fleetTaskRunner.deps.tasks.openTasks()).map((t) => t.vehicleId),
  );
  const depot = store.get('addresses', companyId, depotId);
  const away = (v: { position?: { latitude: number; longitude: number } | null }) =>
    v.position && depot
      ? (v.position.latitude - depot.latitude) ** 2 + (v.position.longitude - depot.longitude) ** 2
      : Infinity;
  const vehicles = store
    .list('vehicles', companyId)
    .filter((v) => v.parent_id === null && v.is_active && v.driver !== null && !busy.has(v.id))
    .sort(
      (a, b) =>
        Number(b.depot?.id === depotId) - Number(a.depot?.id === depotId) ||
        away(a) - away(b) ||
        a.id - b.id,
    );
  if (vehicles.length < VEHICLES)
    throw new Error(`only ${vehicles.length} free active vehicles with drivers`);
  return vehicles.slice(0, VEHICLES).map((v) => v.id);
}

interface Plan {
  runId: number;
  planMs: number;
  budgetMs: number;
  usedVehicles: number;
  unassigned: number;
  distanceKm: number;
  taskIds: number[];
}

async function plan(
  h: Harness,
  depotId: number,
  orderIds: number[],
  vehicleIds: number[],
): Promise<Plan> {
  const submit: RouteOptimizationSubmit = {
    type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
    start_address_id: depotId,
    expected_departure_on: toWibIso(DEPARTURE),
    expected_end_on: toWibIso(PLAN_END),
    vehicle_ids: vehicleIds,
    delivery_orders: orderIds.map((id) => ({ id, priority: 'regular' })),
    options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
  };
  const started = performance.now();
  const created = await h.call<{ data: { id: number } }>(
    { method: 'POST', url: RO_BASE, payload: submit },
    202,
  );
  const runId = created.data.id;
  await h.simulator.services.fleetPlanning.drain();
  const run = (
    await h.call<ItemResponse<RouteOptimizationRun>>(
      { method: 'GET', url: `${RO_BASE}/${runId}` },
      200,
    )
  ).data;
  const planMs = performance.now() - started;
  if (run.status !== 'SOLVED') throw new Error(`run ${runId} ended ${run.status}`);
  const result = (
    await h.call<ItemResponse<RouteOptimizationResult>>(
      { method: 'GET', url: `${RO_BASE}/${runId}/result` },
      200,
    )
  ).data;
  const tasks = await h.call<{ data: { fleet_task_ids: number[] } }>(
    { method: 'POST', url: `${RO_BASE}/${runId}/fleet-task` },
    201,
  );
  return {
    runId,
    planMs,
    budgetMs: SOLVE_MS > 0 ? SOLVE_MS : solveTimeBudgetMs(orderIds.length),
    usedVehicles: result.summary.used_vehicles,
    unassigned: result.unassigned_delivery_orders.length,
    distanceKm: result.summary.distance_m / 1000,
    taskIds: tasks.data.fleet_task_ids,
  };
}

interface Day {
  tasks: TaskRow[];
  stops: StopRow[];
  /** Per stop id: every [time read, estimate] while the stop was ahead. */
  estimates: Map<number, [number, number][]>;
  simulatedS: number;
  rounds: number;
  ticks: number;
  tickCpuS: number;
  roundCpuS: number;
  wallS: number;
}

const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

/** Steps the clock through the day: the fleet's ticks each second, a round every ROUND_S. */
async function executeDay(h: Harness, taskIds: readonly number[]): Promise<Day> {
  const { services } = h.simulator;
  const runner = services.fleetTaskRunner;
  const store = runner.deps.tasks;
  const companyId = h.simulator.world.demoCompanyId;
  const estimates = new Map<number, [number, number][]>();
  await services.liveFleet.start();
  const fleet = services.liveFleet.runtime;
  const loopStart = h.clock.now();
  const wallStart = performance.now();
  let tickCpuS = 0;
  let roundCpuS = 0;
  let rounds = 0;
  let ticks = 0;
  let lastReport = loopStart;
  for (;;) {
    const tickCpu = process.cpuUsage();
    for (let s = 0; s < ROUND_S; s++) {
      h.clock.advance(1000);
      ticks += services.liveFleet.runDue();
    }
    await fleet.writes.idle();
    tickCpuS += cpuSeconds(process.cpuUsage(tickCpu));
    const roundCpu = process.cpuUsage();
    await runner.round();
    roundCpuS += cpuSeconds(process.cpuUsage(roundCpu));
    rounds += 1;
    // The reading is the bench's, not the simulator's: outside the measured CPU.
    const now = h.clock.now();
    const stops = await store.stopsOf(taskIds);
    for (const stop of stops) {
      if (stop.etaAt === null || stop.arrivedAt !== null) continue;
      let list = estimates.get(stop.id);
      if (!list) estimates.set(stop.id, (list = []));
      list.push([now, stop.etaAt]);
    }
    const open = (await store.openTasks()).filter((t) => taskIds.includes(t.id)).length;
    if (now - lastReport >= HOUR || open === 0 || now >= DAY_END) {
      lastReport = now;
      const settled = stops.filter((s) => !['PENDING', 'EN_ROUTE', 'ARRIVED'].includes(s.status));
      console.log(
        `  ${toWibIso(now).slice(11, 16)} WIB: ${open} of ${taskIds.length} tasks open, ${settled.length} of ${stops.length} stops settled, ${((performance.now() - wallStart) / 1000).toFixed(0)} s`,
      );
    }
    // A smoke run has its figures once a stop is reached.
    const reached = smoke && stops.some((stop) => stop.arrivedAt !== null);
    if (open === 0 || now >= DAY_END || reached) break;
  }
  const wallS = (performance.now() - wallStart) / 1000;
  const tasks: TaskRow[] = [];
  for (const id of taskIds) {
    const task = await store.getTask(companyId, id);
    if (task) tasks.push(task);
  }
  return {
    tasks,
    stops: await store.stopsOf(taskIds),
    estimates,
    simulatedS: (h.clock.now() - loopStart) / 1000,
    rounds,
    ticks,
    tickCpuS,
    roundCpuS,
    wallS,
  };
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface EtaScore {
  leadMin: number;
  stops: number;
  maeMin: number | null;
  biasMin: number | null;
  p90Min: number | null;
}

/**
 * For each arrived stop, the estimate read closest to `leadMin` before its arrival (within one
 * round either side; a stop reached sooner than that after its task started has none): its
 * absolute error, and its signed error (positive: the estimate was late).
 */
function etaScore(day: Day, leadMin: number): EtaScore {
  const errors: number[] = [];
  for (const stop of day.stops) {
    if (stop.arrivedAt === null) continue;
    const target = stop.arrivedAt - leadMin * MINUTE;
    let best: [number, number] | null = null;
    for (const reading of day.estimates.get(stop.id) ?? []) {
      if (reading[0] > stop.arrivedAt) continue;
      if (!best || Math.abs(reading[0] - target) < Math.abs(best[0] - target)) best = reading;
    }
    if (!best || Math.abs(best[0] - target) > ROUND_S * 1000) continue;
    errors.push((best[1] - stop.arrivedAt) / MINUTE);
  }
  const absolute = errors.map(Math.abs).sort((a, b) => a - b);
  return {
    leadMin,
    stops: errors.length,
    maeMin: mean(absolute),
    biasMin: mean(errors),
    p90Min: absolute.length ? (absolute[Math.floor(0.9 * (absolute.length - 1))] ?? null) : null,
  };
}

/** Driven over planned duration of every leg that was driven (TASK-3's legs). */
function legRatios(day: Day): number[] {
  const ratios: number[] = [];
  const byTask = new Map<number, StopRow[]>();
  for (const stop of day.stops) byTask.set(stop.taskId, [...(byTask.get(stop.taskId) ?? []), stop]);
  for (const task of day.tasks) {
    const stops = (byTask.get(task.id) ?? []).sort((a, b) => a.sequence - b.sequence);
    let plannedFrom = task.plannedStartAt;
    let drivenFrom = task.startedAt;
    for (const stop of stops) {
      if (stop.arrivedAt !== null && drivenFrom !== null) {
        const planned = stop.plannedArrivalAt - plannedFrom;
        if (planned > 0) ratios.push((stop.arrivedAt - drivenFrom) / planned);
      }
      plannedFrom = stop.plannedDepartureAt;
      drivenFrom = stop.departedAt;
    }
  }
  return ratios;
}

const fixed = (value: number | null, digits = 2) =>
  value === null ? 'n/a' : value.toFixed(digits);

async function main(): Promise<void> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'armada-bench-delivery-day-'));
  let h: Harness | null = null;
  try {
    console.log(
      `machine: ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores, node ${process.version}`,
    );
    const opened = performance.now();
    h = await startHarness(mediaDir);
    console.log(
      `simulator: in process, in-memory store, clock at ${toWibIso(CLOCK_START)}, ready in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
    );

    const { depotId, points, added } = await deliveryPoints(h);
    console.log(
      `points: ${points.length} delivery points in Jabodetabek from ${DEPOT} (${added} added near the world's own)`,
    );
    const rows = orderRows(h, depotId, points);
    const importStarted = performance.now();
    const imported = await importOrders(h, rows);
    const orderIds = imported.ids;
    const importMs = performance.now() - importStarted;
    console.log(
      `import: ${orderIds.length} orders from a ${imported.fileKb.toFixed(0)} KB XLSX in ${(importMs / 1000).toFixed(2)} s (write, check ${(imported.checkMs / 1000).toFixed(2)} s, commit ${(imported.commitMs / 1000).toFixed(2)} s)`,
    );

    const vehicleIds = await pickVehicles(h, depotId);
    const planned = await plan(h, depotId, orderIds, vehicleIds);
    console.log(
      `plan: run ${planned.runId}, ${orderIds.length} orders on ${vehicleIds.length} vehicles, SOLVED in ${(planned.planMs / 1000).toFixed(2)} s (budget ${planned.budgetMs} ms): ${planned.usedVehicles} vehicles used, ${planned.unassigned} orders unassigned, ${planned.distanceKm.toFixed(0)} km; ${planned.taskIds.length} fleet tasks`,
    );

    console.log(
      `execute: 1 s ticks, a round every ${ROUND_S} s, until every task ends or ${toWibIso(DAY_END).slice(11, 16)} WIB`,
    );
    const day = await executeDay(h, planned.taskIds);
    const count = (status: string) => day.stops.filter((s) => s.status === status).length;
    const arrived = day.stops.filter((s) => s.arrivedAt !== null);
    const windowed = arrived.filter((s) => s.windowEndAt !== null);
    const onTime = windowed.filter((s) => (s.arrivedAt ?? 0) <= (s.windowEndAt ?? 0)).length;
    const onTimeShare = windowed.length ? onTime / windowed.length : null;
    const [eta60, eta15] = LEADS_MIN.map((lead) => etaScore(day, lead)) as [EtaScore, EtaScore];
    const ratios = legRatios(day);
    const roundCpu1xS = day.roundCpuS * (ROUND_S / ROUND_AT_1X_S);
    const cpuShare1x = (day.tickCpuS + roundCpu1xS) / day.simulatedS;
    const cpuShareMeasured = (day.tickCpuS + day.roundCpuS) / day.simulatedS;
    const tasksDone = day.tasks.filter((t) => t.status === 'DONE').length;
    const tasksCancelled = day.tasks.filter((t) => t.status === 'CANCELLED').length;

    console.log('');
    console.log(
      `import                      ${(importMs / 1000).toFixed(2)} s for ${orderIds.length} orders`,
    );
    console.log(
      `plan                        ${(planned.planMs / 1000).toFixed(2)} s (budget ${(planned.budgetMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `tasks                       ${day.tasks.length}: ${tasksDone} DONE, ${tasksCancelled} CANCELLED, ${day.tasks.length - tasksDone - tasksCancelled} open`,
    );
    console.log(
      `stops                       ${day.stops.length}: ${count('DELIVERED')} delivered, ${count('FAILED')} failed, ${count('SKIPPED')} skipped, ${arrived.length} arrived`,
    );
    console.log(
      `on time                     ${fixed(onTimeShare === null ? null : onTimeShare * 100, 1)} % of ${windowed.length} arrived stops (by the window's end)`,
    );
    for (const score of [eta60, eta15])
      console.log(
        `ETA error ${String(score.leadMin).padStart(2)} min before     MAE ${fixed(score.maeMin)} min, bias ${fixed(score.biasMin)} min, p90 ${fixed(score.p90Min)} min over ${score.stops} stops${score.leadMin === 15 ? ' (target: MAE at most 5 min)' : ''}`,
      );
    console.log(
      `driven / planned leg        median ${fixed(median(ratios))}, mean ${fixed(mean(ratios))} over ${ratios.length} legs`,
    );
    console.log(
      `simulator CPU share at 1x   ${fixed(cpuShare1x, 4)} CPU s per simulated s (ticks ${fixed(day.tickCpuS / day.simulatedS, 4)}, rounds ${fixed(roundCpu1xS / day.simulatedS, 4)} as if every ${ROUND_AT_1X_S} s; measured ${fixed(cpuShareMeasured, 4)} with a round every ${ROUND_S} s)`,
    );
    console.log(
      `day                         ${(day.simulatedS / 3600).toFixed(2)} simulated hours, ${day.ticks} ticks, ${day.rounds} rounds, ${day.wallS.toFixed(0)} s wall (${(day.simulatedS / day.wallS).toFixed(0)}x)`,
    );

    printFigures('delivery-day', [
      { name: 'import', orders: orderIds.length, importMs, msPerOrder: importMs / orderIds.length },
      {
        name: 'plan',
        orders: orderIds.length,
        vehicles: vehicleIds.length,
        budgetMs: planned.budgetMs,
        planMs: planned.planMs,
        usedVehicles: planned.usedVehicles,
        unassigned: planned.unassigned,
        distanceKm: planned.distanceKm,
        tasks: planned.taskIds.length,
      },
      {
        name: 'day',
        tasks: day.tasks.length,
        tasksDone,
        tasksCancelled,
        stops: day.stops.length,
        arrived: arrived.length,
        delivered: count('DELIVERED'),
        failed: count('FAILED'),
        skipped: count('SKIPPED'),
        onTimeShare,
        etaMae60Min: eta60.maeMin,
        etaBias60Min: eta60.biasMin,
        etaStops60: eta60.stops,
        etaMae15Min: eta15.maeMin,
        etaBias15Min: eta15.biasMin,
        etaStops15: eta15.stops,
        legRatioMedian: median(ratios),
        legRatioMean: mean(ratios),
        legs: ratios.length,
        simulatedHours: day.simulatedS / 3600,
        rounds: day.rounds,
        ticks: day.ticks,
        cpuShare1x,
        cpuShareMeasured,
        wallS: day.wallS,
      },
    ]);
  } finally {
    await h?.t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

// Awaited at the top level: the smoke step's bench host (smoke/host.ts) runs it in its process.
try {
  await main();
} catch (error: unknown) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}
