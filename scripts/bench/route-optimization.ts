// `pnpm bench:route-optimization`: a 300-order run through the gateway (issue 10).
//
//   1. prepares a data directory: the demo world (default seed) with its clock at 08:00 WIB on a
//      Monday, plus CONFIRMED orders from the depot with the most routable orders until it has
//      BENCH_ORDERS (default 300) of them. The world has about 55 per depot, and no API creates
//      delivery orders, so the bench re-issues copies of that depot's own orders (same customer,
//      destination, weight and volume; new id and number) straight into the store, before the
//      gateway opens it. Nothing in the simulator changes for the bench;
//   2. starts the gateway on the embedded simulator (the built bundles, rebuilt if a source
//      changed) on that directory, signs in as the dispatcher, and listens on the live channel;
//   3. submits one run of BENCH_ORDERS orders and BENCH_VEHICLES (default 20) vehicles through
//      the gateway while asking for `/healthz` every 20 ms, until the live channel says SOLVED;
//   4. stops the gateway, reads the run's stored planning input, and solves the same input with
//      `buildPlanningProblem` on the road matrix (`roadPlanning`) + the route solver in this
//      process, same budget and seed.
//
// Prints the time from the submit to SOLVED against the run's budget (target: budget + 1 s), the
// plan's distance against the solver run alone, and `/healthz` latency during the solve
// (target: p99 under 50 ms). A bench prints numbers and the targets beside them; no verdict.
// `--smoke`: 10 orders, 2 vehicles, a 300 ms solve budget (npm test's bench:smoke step).
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import WebSocket from 'ws';
import { DEMO_PASSWORD, SESSION_COOKIE_NAME, wsTokenRoute } from '@armada/contracts/auth';
import { listDeliveryOrdersRoute, type DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationResult,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { solve } from '../../packages/route-solver/src/index';
import {
  buildPlanningProblem,
  planningSeed,
  solveTimeBudgetMs,
  type PlanningInput,
} from '../../apps/simulator/src/engine/route-planning/build-problem';
import { DEMO_COMPANY_ID } from '../../apps/simulator/src/domain/world/world-ids';
import {
  roadMatrixLegPath,
  roadPlanning,
} from '../../apps/simulator/src/services/fleet-planning/road-travel';
import { toPlanResult } from '../../apps/simulator/src/engine/route-planning/to-result';
import { SystemClock } from '../../apps/simulator/src/services/system-clock';
import { createSimulator } from '../../apps/simulator/src/simulator';
import { RouteRunStore } from '../../apps/simulator/src/store/route-run-store';
import { openSqlClient } from '../../apps/simulator/src/store/sql-client';
import { installSignalHandlers, stopAll } from '../lib/processes.mjs';
import { makeTempDir, startGateway } from '../lib/servers.mjs';
import { envNumber, printFigures, sized, smoke, smokeServerEnv } from './figures';

const ORDERS = envNumber('BENCH_ORDERS', 300, 10);
const VEHICLES = envNumber('BENCH_VEHICLES', 20, 2);
/** The smoke run's fixed solve budget (ARMADA_SOLVE_BUDGET_MS); the full run's is the product's. */
const SMOKE_BUDGET_MS = 300;
/** 08:00 WIB on a Monday; the run departs an hour later and may run until 19:00. */
const CLOCK_START = '2026-11-23T08:00:00+07:00';
const HOUR = 3_600_000;
const DEPARTURE = Date.parse(CLOCK_START) + HOUR;
const END = DEPARTURE + 10 * HOUR;
const HEALTH_EVERY_MS = 20;
const BASE = '/fleet-planning/api/web/v1/route-optimization';

/** `2026-11-23T09:00:00+07:00` for an epoch millisecond. */
function wib(ms: number): string {
  return `${new Date(ms + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const routable = (order: DeliveryOrder) =>
  ['CONFIRMED', 'RESCHEDULED'].includes(order.status.name) && order.vendor === null;

/**
 * Writes the world into `dataDir` and adds CONFIRMED copies of one depot's orders until it has
 * `ORDERS` routable ones. Returns the depot and how many orders were added.
 */
async function prepareStore(dataDir: string): Promise<{ depot: string; added: number }> {
  const simulator = await createSimulator({
    dataDir,
    useEnv: false,
    clock: new SystemClock(Date.parse(CLOCK_START)),
    liveFleet: 'manual',
    routeQueue: 'manual',
    // A smoke run's store has no past (its gateway starts with ARMADA_SEEDED_PAST=none): the
    // bench reads none of it, and the gateway would otherwise write two days of it at start.
    ...(smoke
      ? { historyRetentionDays: 2, drivingHistory: 'none' as const, seededRuns: 'none' as const }
      : {}),
  });
  try {
    const { store } = simulator;
    const companyId = simulator.world.demoCompanyId;
    const orders = store.list('delivery_orders', companyId);
    const byOrigin = new Map<number, DeliveryOrder[]>();
    for (const order of orders) {
      byOrigin.set(order.origin_address.id, [
        ...(byOrigin.get(order.origin_address.id) ?? []),
        order,
      ]);
    }
    const [, templates] =
      [...byOrigin].sort(
        (a, b) => b[1].filter(routable).length - a[1].filter(routable).length,
      )[0] ?? [];
    if (!templates) throw new Error('the world has no delivery orders');
    const missing = Math.max(0, ORDERS - templates.filter(routable).length);
    const createdOn = wib(Date.parse(CLOCK_START) - HOUR);
    await store.write((batch) => {
      for (let i = 0; i < missing; i++) {
        const template = templates[i % templates.length];
        if (!template) continue;
        const yymm = `${createdOn.slice(2, 4)}${createdOn.slice(5, 7)}`;
        batch.put('delivery_orders', companyId, {
          ...template,
          id: store.reserveId('delivery_orders'),
          number: `DO/ALN/${yymm}/${String(90_001 + i)}`,
          status: { ...template.status, name: 'CONFIRMED', color: confirmedColor(orders) },
          vendor: null,
          created_on: createdOn,
        });
      }
    });
    return { depot: templates[0]?.origin_address.name ?? '?', added: missing };
  } finally {
    await simulator.close();
  }
}

/** The colour the world gives CONFIRMED (one of its orders has it). */
function confirmedColor(orders: readonly DeliveryOrder[]): string {
  return orders.find((o) => o.status.name === 'CONFIRMED')?.status.color ?? '#2563eb';
}

class Session {
  private cookie = '';
  constructor(readonly origin: string) {}

  async login(username: string): Promise<void> {
    const response = await fetch(`${this.origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
    const pair = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((p) => p.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (!pair) throw new Error('no session cookie');
    this.cookie = pair;
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}

/** Every routable order of the company, a page of 100 at a time. */
async function routableOrders(session: Session): Promise<DeliveryOrder[]> {
  const all: DeliveryOrder[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ limit: '100', page: String(page), sorts: 'id asc' });
    query.append('filters', 'status.name in CONFIRMED,RESCHEDULED');
    query.append('filters', 'vendor.id is null');
    const body = await session.call<ListResponse<DeliveryOrder>>(
      'GET',
      `${listDeliveryOrdersRoute.url}?${query.toString()}`,
    );
    all.push(...body.data.paginated_result);
    if (page >= body.metadata.total_page) return all;
  }
}

interface LiveRun {
  /** performance.now() when a message with this status first came. */
  at: Map<string, number>;
  budgetMs: number | null;
  progressMessages: number;
}

function watchRun(
  socket: WebSocket,
  runId: () => number | null,
): LiveRun & { solved: Promise<void> } {
  const live: LiveRun = { at: new Map(), budgetMs: null, progressMessages: 0 };
  const solved = new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type?: string;
        payload?: { id?: number; status?: string; progress?: { budget_ms: number } | null };
      };
      const id = runId();
      if (!/^route-optimization-\d+$/.test(message.type ?? '') || id === null) return;
      const { payload } = message;
      if (payload?.id !== id || !payload.status) return;
      if (!live.at.has(payload.status)) live.at.set(payload.status, performance.now());
      if (payload.progress) {
        live.progressMessages += 1;
        live.budgetMs = payload.progress.budget_ms;
      }
      if (payload.status === 'SOLVED') resolve();
      if (payload.status === 'FAILED' || payload.status === 'CANCELLED')
        reject(new Error(`the run ended ${payload.status}`));
    });
  });
  return Object.assign(live, { solved });
}

interface HealthSample {
  /** performance.now() when the request was sent. */
  at: number;
  ms: number;
}

/** Asks `/healthz` every 20 ms (one at a time) until stopped. */
function sampleHealth(origin: string): { stop: () => Promise<HealthSample[]> } {
  const latencies: HealthSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${origin}/healthz`);
      await response.arrayBuffer();
      const took = performance.now() - started;
      latencies.push({ at: started, ms: took });
      if (took < HEALTH_EVERY_MS)
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS - took));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

async function main(): Promise<void> {
  installSignalHandlers();
  const dataDir = makeTempDir('bench-route-optimization');
  try {
    console.log(
      `machine: ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores, node ${process.version}`,
    );
    const prepared = await prepareStore(dataDir);
    console.log(
      `store: the demo world at ${CLOCK_START}, ${prepared.added} CONFIRMED copies of ${prepared.depot}'s orders added (the world has fewer than ${ORDERS} routable orders of one origin)`,
    );

    const gateway = await startGateway({
      dataDir,
      readyTimeoutMs: 240_000,
      extraEnv: {
        ARMADA_CLOCK_START: CLOCK_START,
        LOG_LEVEL: 'warn',
        ...(smoke
          ? { ARMADA_SOLVE_BUDGET_MS: String(SMOKE_BUDGET_MS), ARMADA_SEEDED_PAST: 'none' }
          : {}),
        ...smokeServerEnv,
      },
    });
    console.log(`gateway ready on ${gateway.origin} in ${(gateway.readyMs / 1000).toFixed(1)} s`);
    let runId: number | null = null;
    let submit: RouteOptimizationSubmit;
    let result: RouteOptimizationResult;
    let timeToSolvedMs: number;
    let live: LiveRun;
    let samples: HealthSample[];
    let submitted = 0;
    try {
      const session = new Session(gateway.origin);
      await session.login('dispatcher');
      const orders = await routableOrders(session);
      const byOrigin = new Map<number, DeliveryOrder[]>();
      for (const order of orders) {
        byOrigin.set(order.origin_address.id, [
          ...(byOrigin.get(order.origin_address.id) ?? []),
          order,
        ]);
      }
      const [origin, list] = [...byOrigin].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
      if (origin === undefined || !list || list.length < ORDERS)
        throw new Error(`no origin with ${ORDERS} routable orders`);
      const vehicles = await session.call<ListResponse<{ id: number }>>(
        'GET',
        `/api/vehicle?parent_only=true&limit=${VEHICLES}&sorts=id%20asc`,
      );
      submit = {
        type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
        start_address_id: origin,
        expected_departure_on: wib(DEPARTURE),
        expected_end_on: wib(END),
        vehicle_ids: vehicles.data.paginated_result.map((v) => v.id),
        delivery_orders: list
          .slice(0, ORDERS)
          .map((o, i) => ({ id: o.id, priority: i % 10 === 0 ? 'high' : 'regular' })),
        options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
      };

      const { token } = await session.call<{ token: string }>('GET', wsTokenRoute.url);
      const socket = new WebSocket(
        `${gateway.origin.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`,
      );
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const watched = watchRun(socket, () => runId);
      // A quiet moment before the measured part.
      await new Promise((resolve) => setTimeout(resolve, sized(2_000, 0)));
      const sampler = sampleHealth(gateway.origin);
      submitted = performance.now();
      const created = await session.call<{ data: { id: number } }>('POST', BASE, submit);
      runId = created.data.id;
      await Promise.race([
        watched.solved,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('not SOLVED within 60 s')), 60_000).unref(),
        ),
      ]);
      timeToSolvedMs = (watched.at.get('SOLVED') ?? performance.now()) - submitted;
      samples = await sampler.stop();
      live = watched;
      socket.close();
      result = (
        await session.call<ItemResponse<RouteOptimizationResult>>('GET', `${BASE}/${runId}/result`)
      ).data;
    } finally {
      await gateway.stop();
    }

    // The same input, read back from the store the gateway wrote, solved alone in this process.
    const db = await openSqlClient({ kind: 'pglite-dir', dataDir });
    let input: PlanningInput;
    try {
      const run = await new RouteRunStore(db).getRun(DEMO_COMPANY_ID, result.id);
      if (!run) throw new Error(`run ${result.id} is not in the store`);
      input = run.input as PlanningInput;
    } finally {
      await db.close();
    }
    const budgetMs = smoke ? SMOKE_BUDGET_MS : solveTimeBudgetMs(input.orders.length);
    // On the road network's matrix, as the service solves (MATRIX-1).
    const planning = roadPlanning(buildPlanningProblem(input), input);
    const alone = solve(planning.problem, {
      timeLimitMs: budgetMs,
      seed: planningSeed(result.id, 1),
    });
    // What the service does on its main thread once the worker returns: the result with each
    // leg's road path. Timed warm (the gateway's road network is built long before).
    const legPath = roadMatrixLegPath(input);
    toPlanResult(input, planning, alone, { legPath });
    const resultStarted = performance.now();
    toPlanResult(input, planning, alone, { legPath });
    const resultMs = performance.now() - resultStarted;

    const solvingAt = live.at.get('SOLVING');
    const solvedAt = live.at.get('SOLVED');
    console.log(
      `\nrun ${result.id}: ${submit.delivery_orders.length} orders, ${submit.vehicle_ids.length} vehicles, departs ${submit.expected_departure_on}, options: defaults (window time on, capacities off)`,
    );
    console.log(
      `time to SOLVED:            ${(timeToSolvedMs / 1000).toFixed(2)} s from the submit (budget ${(budgetMs / 1000).toFixed(1)} s; target budget + 1 s = ${((budgetMs + 1000) / 1000).toFixed(1)} s: ${timeToSolvedMs <= budgetMs + 1000 ? 'met' : 'NOT met'})`,
    );
    if (solvingAt !== undefined && solvedAt !== undefined)
      console.log(
        `  of which:                SOLVING after ${((solvingAt - (solvedAt - timeToSolvedMs)) / 1000).toFixed(2)} s, solve to SOLVED ${((solvedAt - solvingAt) / 1000).toFixed(2)} s; ${live.progressMessages} progress messages (budget on them ${live.budgetMs ?? '?'} ms)`,
      );
    const gatewayKm = result.summary.distance_m / 1000;
    const aloneKm = alone.distance / 1000;
    console.log(
      `plan through the gateway:  ${gatewayKm.toFixed(1)} km, ${result.summary.used_vehicles} vehicles, ${result.unassigned_delivery_orders.length} unassigned`,
    );
    console.log(
      `solver alone, same input:  ${aloneKm.toFixed(1)} km, ${alone.vehicles} vehicles, ${alone.unassigned.length} unassigned (${alone.iterations} iterations in ${(alone.elapsedMs / 1000).toFixed(1)} s, seed ${planningSeed(result.id, 1)}, this process's main thread)`,
    );
    console.log(
      `distance, gateway / alone: ${(gatewayKm / aloneKm).toFixed(3)} (${gatewayKm >= aloneKm ? '+' : ''}${(((gatewayKm - aloneKm) / aloneKm) * 100).toFixed(1)}%)`,
    );
    console.log(
      `main thread after solve:   ${resultMs.toFixed(0)} ms to build the result with road paths (toPlanResult, measured in this process on the same plan)`,
    );
    const health = samples.map((sample) => sample.ms);
    const p = (q: number) => percentile(health, q).toFixed(1);
    console.log(
      `/healthz while solving:    ${health.length} requests every ${HEALTH_EVERY_MS} ms; p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${Math.max(...health).toFixed(1)} ms (target p99 under 50 ms: ${percentile(health, 0.99) < 50 ? 'met' : 'NOT met'})`,
    );
    // Where the slow answers fell, against the run's own timeline (from the submit).
    const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const offset = (at: number | undefined) =>
      at === undefined ? '?' : `${((at - submitted) / 1000).toFixed(2)} s`;
    console.log(
      `  slowest 5:               ${slowest.map((s) => `${s.ms.toFixed(0)} ms at ${offset(s.at)}`).join(', ')} (SOLVING at ${offset(solvingAt)}, SOLVED at ${offset(solvedAt)})`,
    );
    printFigures('route-optimization', [
      {
        name: 'run',
        orders: submit.delivery_orders.length,
        vehicles: submit.vehicle_ids.length,
        budgetMs,
        timeToSolvedMs,
        gatewayKm,
        gatewayVehicles: result.summary.used_vehicles,
        gatewayUnassigned: result.unassigned_delivery_orders.length,
        aloneKm,
        aloneVehicles: alone.vehicles,
        aloneUnassigned: alone.unassigned.length,
        resultMs,
        healthRequests: health.length,
        healthP50Ms: percentile(health, 0.5),
        healthP99Ms: percentile(health, 0.99),
        healthMaxMs: Math.max(...health),
      },
    ]);
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Awaited at the top level: the smoke step's bench host (smoke/host.ts) runs it in its process.
try {
  await main();
} catch (error: unknown) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await stopAll();
  process.exit(1);
}
