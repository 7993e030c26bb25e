import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SESSION_COOKIE_NAME, wsTokenRoute } from '@armada/contracts/auth';
import { listDeliveryOrdersRoute, type DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationRun,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { PG_URL, postgresReachable } from '../../testing/sql-backends';
import { bossSchemaOf } from './run-queue-pg-boss';

/**
 * PLAN-4 with DATABASE_URL (ADR 0011): two standalone simulator processes on one PostgreSQL
 * schema share the run queue through pg-boss. Eight runs submitted to one of them are all
 * solved, each exactly once, both processes solve some, and the first process's live channel
 * announces every one of them SOLVED exactly once, also those the second solved (through the
 * process bus, ADR 0063: the queue relays nothing). Skipped with a warning when the
 * local PostgreSQL does not answer. Its own vitest config (vitest.processes.config.ts; step
 * `simulator:shared-queue` of `npm test`), as it starts real servers.
 */

const simulatorDir = fileURLToPath(new URL('../../..', import.meta.url));
const BASE = '/fleet-planning/api/web/v1/route-optimization';
const HOUR = 3_600_000;
/** Both servers' clocks start here (ARMADA_CLOCK_START): 09:00 WIB on a Monday. */
const CLOCK_START = Date.parse('2026-11-23T02:00:00Z');
const RUNS = 8;

const enabled = await postgresReachable(PG_URL);
if (!enabled) {
  console.warn(`PostgreSQL at ${PG_URL} is unreachable; the shared-queue test is skipped.`);
}

const schema = `shared_queue_${process.pid}_${randomBytes(3).toString('hex')}`;

interface Server {
  child: ChildProcess;
  origin: string;
  log: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `2026-11-23T11:00:00+07:00` for an epoch millisecond. */
function wib(ms: number): string {
  return `${new Date(ms + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

async function startServer(clockStart: number): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: simulatorDir,
    env: {
      ...process.env,
      SIMULATOR_PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      ARMADA_CLOCK_START: new Date(clockStart).toISOString(),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  // A hang bound like the test runner's (300 s, scripts/lib/servers.mjs): under load a start
  // through tsx has taken more than a minute.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, origin, log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the simulator on port ${port} did not start:\n${log.join('')}`);
}

/**
 * SIGTERM, then the exit code (a graceful stop also stops pg-boss); SIGKILL after 15 s (then
 * the code is null).
 */
async function stopServer(server: Server | undefined): Promise<number | null> {
  if (!server) return null;
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  return code;
}

class Client {
  private cookie = '';
  constructor(private readonly origin: string) {}

  async login(username: string): Promise<void> {
    const response = await fetch(`${this.origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const session = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (!session) throw new Error('no session cookie');
    this.cookie = session;
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<[number, T]> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return [response.status, (await response.json()) as T];
  }
}

/** The origin with the most orders a run may take, and those orders. */
async function routable(client: Client): Promise<{ origin: number; orders: DeliveryOrder[] }> {
  const query = new URLSearchParams({ limit: '500', sorts: 'id asc' });
  query.append('filters', 'status.name in CONFIRMED,RESCHEDULED');
  query.append('filters', 'vendor.id is null');
  const [status, body] = await client.call<ListResponse<DeliveryOrder>>(
    'GET',
    `${listDeliveryOrdersRoute.url}?${query.toString()}`,
  );
  expect(status).toBe(200);
  const byOrigin = new Map<number, DeliveryOrder[]>();
  for (const order of body.data.paginated_result) {
    const list = byOrigin.get(order.origin_address.id) ?? [];
    byOrigin.set(order.origin_address.id, [...list, order]);
  }
  const [origin, orders] = [...byOrigin].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (origin === undefined || !orders) throw new Error('no routable delivery orders');
  return { origin, orders };
}

describe.runIf(enabled)('the run queue shared by two processes (pg-boss)', () => {
  let first: Server | undefined;
  let second: Server | undefined;
  let db: pg.Client;

  beforeAll(async () => {
    const started = performance.now();
    // The first process creates the schema, the world and pg-boss's schema; the second
    // starts on them with its clock where the first one's is now.
    first = await startServer(CLOCK_START);
    second = await startServer(CLOCK_START + (performance.now() - started));
    db = new pg.Client({ connectionString: PG_URL });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled([stopServer(first), stopServer(second)]);
    if (db) {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.query(`DROP SCHEMA IF EXISTS ${bossSchemaOf(schema)} CASCADE`);
      await db.end();
    }
  });

  it('solves every run once, some in each process', async () => {
    if (!first || !second) throw new Error('servers not started');
    const client = new Client(first.origin);
    await client.login('admin');
    const { origin, orders } = await routable(client);
    expect(orders.length).toBeGreaterThanOrEqual(3);
    const [, vehicles] = await client.call<ListResponse<{ id: number }>>(
      'GET',
      '/api/vehicle?parent_only=true&limit=3&sorts=id%20asc',
    );
    // The submitting process's live channel, as the dispatcher's browser would hold it.
    const { token } = (await client.call<{ token: string }>('GET', wsTokenRoute.url))[1];
    const socket = new WebSocket(
      `${first.origin.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`,
    );
    const announced = new Set<number>();
    /** SOLVED messages by run: a run's message crosses processes once (the process bus). */
    const solvedMessages = new Map<number, number>();
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type?: string;
        payload?: { id?: number; status?: string };
      };
      if (
        /^route-optimization-\d+$/.test(message.type ?? '') &&
        message.payload?.status === 'SOLVED'
      ) {
        const id = message.payload.id ?? 0;
        announced.add(id);
        solvedMessages.set(id, (solvedMessages.get(id) ?? 0) + 1);
      }
    });
    await once(socket, 'open');
    const departure = CLOCK_START + 2 * HOUR;
    const ids: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const body: RouteOptimizationSubmit = {
        type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
        start_address_id: origin,
        expected_departure_on: wib(departure),
        expected_end_on: wib(departure + 9 * HOUR),
        vehicle_ids: vehicles.data.paginated_result.map((v) => v.id),
        // Three orders each, a different three per run where there are enough.
        delivery_orders: [0, 1, 2].map((k) => ({
          id: orders[(3 * i + k) % orders.length]?.id ?? 0,
          priority: 'regular' as const,
        })),
        options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
      };
      const [status, answer] = await client.call<{ data: { id: number } }>('POST', BASE, body);
      expect(status, JSON.stringify(answer)).toBe(202);
      ids.push(answer.data.id);
    }

    // Polled on the second process: the run table is shared, whoever solved it.
    const reader = new Client(second.origin);
    await reader.login('admin');
    const statuses = new Map<number, string>();
    for (let poll = 0; poll < 400; poll++) {
      for (const id of ids) {
        const [, run] = await reader.call<ItemResponse<RouteOptimizationRun>>(
          'GET',
          `${BASE}/${id}`,
        );
        statuses.set(
          id,
          run.data.failure_reason === null
            ? run.data.status
            : `${run.data.status}: ${run.data.failure_reason}`,
        );
      }
      if ([...statuses.values()].every((s) => s !== 'QUEUED' && s !== 'SOLVING')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...statuses.values()]).toEqual(ids.map(() => 'SOLVED'));

    const { rows } = await db.query<{ run_id: number; versions: string; solvers: string[] }>(
      `SELECT run_id, count(*) AS versions, array_agg(solved_by) AS solvers
       FROM ${schema}.route_run_versions WHERE run_id = ANY($1::int[]) GROUP BY run_id`,
      [ids],
    );
    expect(rows).toHaveLength(RUNS);
    for (const row of rows) {
      // One plan a run: no run was solved twice.
      expect(Number(row.versions), `run ${row.run_id}`).toBe(1);
      expect(row.solvers[0], `run ${row.run_id}`).toMatch(/^sim-/);
    }
    const solvers = new Set(rows.map((row) => row.solvers[0]));
    // Two processes, and each solved at least one run.
    expect(solvers.size).toBe(2);

    // Every job completed: none failed, none left waiting (pg-boss completes a job just after
    // its handler returns, so the last one may still be active for a moment).
    let states: Record<string, number> = {};
    for (let poll = 0; poll < 50; poll++) {
      const jobs = await db.query<{ state: string; n: string }>(
        `SELECT state, count(*) AS n FROM ${bossSchemaOf(schema)}.job GROUP BY state`,
      );
      states = Object.fromEntries(jobs.rows.map((r) => [r.state, Number(r.n)]));
      if (Object.keys(states).every((state) => state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Object.keys(states)).toEqual(['completed']);
    expect(states.completed).toBeGreaterThanOrEqual(RUNS);

    // The first process announced every run SOLVED, those the second solved too, each once
    // (the process bus relays it; the queue has no relay of its own since ADR 0063).
    for (let poll = 0; poll < 50 && !ids.every((id) => announced.has(id)); poll++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    socket.close();
    expect(ids.filter((id) => !announced.has(id))).toEqual([]);
    expect(ids.map((id) => solvedMessages.get(id))).toEqual(ids.map(() => 1));

    // No process holds the old route-run LISTEN connection (application_name of ADR 0011's
    // relay): the only LISTEN connections are the process bus's.
    const { rows: relays } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity
       WHERE application_name = 'armada-simulator-live-relay' AND query ILIKE $1`,
      [`%route_runs_${schema}%`],
    );
    expect(Number(relays[0]?.n)).toBe(0);

    // Both stop gracefully (pg-boss with them).
    expect(await stopServer(first)).toBe(0);
    expect(await stopServer(second)).toBe(0);
  }, 300_000);
});
