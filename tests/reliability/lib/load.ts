import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS, wsTokenRoute } from '@armada/contracts/auth';
import { apiRoutes } from '@armada/contracts/catalogue';
import { listVehiclesRoute } from '@armada/contracts/fleet';
import { alertCenterTagType } from '@armada/contracts/live';
import { API_BASES } from '@armada/contracts/shared';
import { processCpuSeconds } from '../../../scripts/lib/proc-stat.mjs';
import { signIn } from './http';
import { raiseAlerts } from './live-client';
import type { StartedServer } from './servers';

/** The gateway a load runs against: its address, and its process for the CPU figures. */
export type LoadTarget = Pick<StartedServer, 'origin'> & {
  readonly child: { readonly pid?: number | undefined };
};

/**
 * The two loads of issue 12, shared by the reliability step (tests/reliability/load.test.ts,
 * which asserts what does not depend on the machine: nothing lost, nothing doubled, no errors)
 * and `pnpm bench:reliability-load` (scripts/bench/reliability-load.ts, which prints the
 * latencies against their targets):
 *
 * (a) live fan-out: `clients` live-channel clients over the gateway, `messagesPerSecond` alerts
 *     a second fanned out to all of them for `seconds`: per-delivery latency, lost and doubled
 *     deliveries. The messages go through a product path: the simulator control that raises an
 *     alert now (stored, then pushed by the live hub), on one vehicle whose tag
 *     (`alert-center-{vehicleId}`) every client holds, so each alert fans out to every client.
 *     The alert's rawAlertId is the marker: its delivery latency runs from the raise request's
 *     scheduled send time to the client's receipt. Normal-level alerts, so the same alert does
 *     not also come as `alert-center-new-{userId}`.
 * (b) lists: `rate` requests a second of mixed list calls for `seconds`, open loop (each request
 *     sent at its scheduled time, whatever the earlier ones do, and timed from that time, so a
 *     stall is not hidden): latencies and errors.
 */

/** Issue 12's target for live delivery (printed by the bench, not asserted by the test). */
export const LIVE_P99_TARGET_MS = 100;
/**
 * The list calls' bound. The issue sets no figure; a list that answers within 250 ms at p99
 * still feels immediate to an operator (a table's page change), and a gateway that queues
 * requests under 200 req/s blows far past it.
 */
export const LIST_P99_TARGET_MS = 250;
/** Keep-alive connections of the list load (a handful of browser tabs' worth). */
const LIST_CONNECTIONS = 32;
/** How many sockets open at once while the clients connect. */
const CONNECT_BATCH = 50;
/**
 * How long the last deliveries may take once every alert is raised. Only a hang reaches it: on a
 * slow machine the deliveries come late, and lateness is the bench's business, not a loss.
 */
const DRAIN_LIMIT_MS = 120_000;
/** The companies' demo users that follow the alert center (company 1001). */
export const COMPANY_USERS = DEMO_ACCOUNTS.filter((name) => name !== 'branded');

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** CPU milliseconds a process has used (user + system), from /proc (Linux). */
function processCpuMs(pid: number | undefined): number {
  const seconds = pid ? processCpuSeconds(pid) : null;
  return seconds === null ? Number.NaN : seconds * 1000;
}

export interface CpuUse {
  serverMs: number;
  testMs: number;
  wallMs: number;
}

/** CPU used by the gateway and by this process (the load generator) over `run`. */
async function cpuOf<T>(server: LoadTarget, run: () => Promise<T>): Promise<[T, CpuUse]> {
  const server0 = processCpuMs(server.child.pid);
  const test0 = process.cpuUsage();
  const wall0 = performance.now();
  const result = await run();
  const test = process.cpuUsage(test0);
  return [
    result,
    {
      serverMs: processCpuMs(server.child.pid) - server0,
      testMs: (test.user + test.system) / 1000,
      wallMs: performance.now() - wall0,
    },
  ];
}

/** CPU used per wall second, as a share of one core: "0.62 / 0.31 cores". */
export function cpuShare({ serverMs, testMs, wallMs }: CpuUse): string {
  return `${(serverMs / wallMs).toFixed(2)} / ${(testMs / wallMs).toFixed(2)} cores`;
}

export const loadAverage = () =>
  readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Fires `send(i)` at start + i / rate for `seconds`, never waiting for earlier sends. */
async function openLoop(
  rate: number,
  seconds: number,
  send: (index: number, scheduledAt: number) => Promise<void>,
): Promise<void> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      inFlight.push(send(next, start + next * interval));
      next += 1;
    }
    if (next < total) {
      const wait = start + next * interval - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
  }
  await Promise.all(inFlight);
}

/** Signs in every demo account of the load (the company's users and the other company's). */
export async function signInLoadUsers(origin: string): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (const name of [...COMPANY_USERS, 'branded']) cookies.set(name, await signIn(origin, name));
  return cookies;
}

function cookieOf(cookies: ReadonlyMap<string, string>, name: string): string {
  const cookie = cookies.get(name);
  if (!cookie) throw new Error(`no session for ${name}`);
  return cookie;
}

interface LiveLoadClient {
  socket: WebSocket;
  /** rawAlertId -> receipt time (performance.now()), first receipt only. */
  received: Map<string, number>;
  duplicates: number;
}

const RAW_ALERT_ID = /"rawAlertId":"([^"]+)"/;

async function openClient(origin: string, cookie: string, tag: string): Promise<LiveLoadClient> {
  const response = await fetch(`${origin}${wsTokenRoute.url}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`ws-token answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const socket = new WebSocket(
    `${origin.replace(/^http/, 'ws')}${API_BASES.liveChannel}?token=${token}`,
    { perMessageDeflate: false },
  );
  const client: LiveLoadClient = { socket, received: new Map(), duplicates: 0 };
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let subscribed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  socket.on('message', (data: Buffer) => {
    const at = performance.now();
    const text = data.toString();
    if (text === '{"type":"PONG"}') return subscribed();
    // Only the id is read: the clients must not be the bottleneck they measure.
    const id = RAW_ALERT_ID.exec(text)?.[1];
    if (!id) return;
    if (client.received.has(id)) client.duplicates += 1;
    else client.received.set(id, at);
  });
  // The PONG comes after the tags are set (frames are handled in order).
  socket.send(JSON.stringify({ type: 'update_tags', payload: { tags: [tag] } }));
  socket.send(JSON.stringify({ type: 'PING' }));
  await ready;
  return client;
}

export interface LiveFanOutResult {
  clients: number;
  messagesPerSecond: number;
  seconds: number;
  /** Alerts raised (each should reach every client). */
  sent: number;
  raiseErrors: number;
  /** Deliveries expected: sent × clients. */
  expected: number;
  lost: number;
  duplicates: number;
  connectMs: number;
  /** Delivery latencies, sorted (ms from the raise's scheduled time). */
  latencies: number[];
  /** The raise requests' latencies, sorted. */
  raiseMs: number[];
  cpu: CpuUse;
}

/** Load (a): see the file's comment. */
export async function liveFanOut(
  gateway: LoadTarget,
  cookies: ReadonlyMap<string, string>,
  { clients: clientCount, seconds, messagesPerSecond }: LiveLoadOptions,
): Promise<LiveFanOutResult> {
  const admin = cookieOf(cookies, 'admin');
  // A vehicle of the company that can raise a normal-level alert now.
  const vehicles = (await (
    await fetch(`${gateway.origin}${listVehiclesRoute.url}`, { headers: { cookie: admin } })
  ).json()) as { data: { paginated_result: { id: number }[] } };
  let vehicleId: number | undefined;
  for (const { id } of vehicles.data.paginated_result.slice(0, 20)) {
    const ok = await raiseAlerts(gateway.origin, admin, { vehicleId: id, level: 'normal' }).then(
      () => true,
      () => false,
    );
    if (ok) {
      vehicleId = id;
      break;
    }
  }
  if (vehicleId === undefined) throw new Error('no vehicle raises a normal alert');
  const tag = alertCenterTagType(vehicleId);

  const clients: LiveLoadClient[] = [];
  const connectStarted = performance.now();
  for (let i = 0; i < clientCount; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, clientCount - i) }, (_, k) =>
      openClient(
        gateway.origin,
        cookieOf(cookies, COMPANY_USERS[(i + k) % COMPANY_USERS.length] ?? 'admin'),
        tag,
      ),
    );
    clients.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - connectStarted;

  const sentAt = new Map<string, number>();
  const raiseMs: number[] = [];
  let raiseErrors = 0;
  const deliveredCount = () =>
    clients.reduce(
      (sum, client) => sum + [...sentAt.keys()].filter((id) => client.received.has(id)).length,
      0,
    );
  const [, cpu] = await cpuOf(gateway, async () => {
    await openLoop(messagesPerSecond, seconds, async (_, scheduledAt) => {
      try {
        const [alert] = await raiseAlerts(gateway.origin, admin, { vehicleId, level: 'normal' });
        raiseMs.push(performance.now() - scheduledAt);
        if (alert) sentAt.set(alert.rawAlertId, scheduledAt);
      } catch {
        raiseErrors += 1;
      }
    });
    // The last messages are still on their way: wait for every one of them (a busy machine
    // delivers late, not never), bounded only against a hang.
    const drainUntil = performance.now() + DRAIN_LIMIT_MS;
    while (deliveredCount() < sentAt.size * clients.length && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  const latencies: number[] = [];
  let lost = 0;
  let duplicates = 0;
  for (const client of clients) {
    duplicates += client.duplicates;
    for (const [id, sent] of sentAt) {
      const at = client.received.get(id);
      if (at === undefined) lost += 1;
      else latencies.push(at - sent);
    }
  }
  latencies.sort((a, b) => a - b);
  raiseMs.sort((a, b) => a - b);
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
  return {
    clients: clients.length,
    messagesPerSecond,
    seconds,
    sent: sentAt.size,
    raiseErrors,
    expected: sentAt.size * clients.length,
    lost,
    duplicates,
    connectMs,
    latencies,
    raiseMs,
    cpu,
  };
}

export interface LiveLoadOptions {
  clients: number;
  seconds: number;
  messagesPerSecond: number;
}

export interface ListLoadOptions {
  rate: number;
  seconds: number;
}

export interface ListLoadResult {
  rate: number;
  seconds: number;
  /** The different calls in the mix. */
  calls: number;
  requests: number;
  /** "routeId status" -> count, for every answer that was not 200. */
  errors: Map<string, number>;
  errorCount: number;
  /** Latencies, sorted (ms from the scheduled send time). */
  latencies: number[];
  cpu: CpuUse;
}

/** The query parameters a route cannot do without (a list that needs them is left out). */
function requiredQuery(route: (typeof apiRoutes)[number]): readonly string[] {
  const querystring = (route.schema as { querystring?: { required?: readonly string[] } })
    .querystring;
  return querystring?.required ?? [];
}

/** The catalogue's list routes (GET, signed in, no path parameter). */
export function listRoutes() {
  return apiRoutes.filter(
    (route) =>
      route.method === 'GET' &&
      route.id.startsWith('list') &&
      !route.url.includes(':') &&
      requiredQuery(route).length === 0,
  );
}

/** Load (b): see the file's comment. */
export async function listLoad(
  gateway: LoadTarget,
  cookies: ReadonlyMap<string, string>,
  { rate, seconds }: ListLoadOptions,
): Promise<ListLoadResult> {
  type Call = { name: string; init: () => [string, RequestInit] };
  // The company's admin may read every list (the driver, say, may not read orders).
  const admin = cookieOf(cookies, 'admin');
  const calls: Call[] = listRoutes().map((route) => ({
    name: route.id,
    init: () => [`${gateway.origin}${route.url}`, {}],
  }));
  calls.push({
    name: 'rawAlerts (GraphQL)',
    init: () => [
      `${gateway.origin}${API_BASES.graphql}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'query($f: RawAlertsFilter!) { rawAlerts(filter: $f) { isSuccessful list { rawAlertId } } }',
          variables: { f: { pagination: { page: 1, show: 20 } } },
        }),
      },
    ],
  });

  // Like a few browser tabs: a bounded pool of keep-alive connections (requests beyond it wait
  // their turn, and that wait is in their latency), not one new connection per request.
  const agent = new Agent({ keepAlive: true, maxSockets: LIST_CONNECTIONS });
  const send = (url: string, init: RequestInit) =>
    new Promise<number>((resolve, reject) => {
      const body = typeof init.body === 'string' ? init.body : undefined;
      const outgoing = request(
        url,
        {
          agent,
          method: init.method ?? 'GET',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: admin,
            'accept-encoding': 'gzip',
          },
        },
        (response) => {
          response.on('error', reject);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.resume();
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const [, cpu] = await cpuOf(gateway, () =>
    openLoop(rate, seconds, async (index, scheduledAt) => {
      const call = calls[index % calls.length];
      if (!call) return;
      const [url, init] = call.init();
      try {
        const status = await send(url, init);
        if (status !== 200) {
          const key = `${call.name} ${status}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        const why = error instanceof Error ? error.message : String(error);
        const key = `${call.name} ${code ?? why}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      latencies.push(performance.now() - scheduledAt);
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    seconds,
    calls: calls.length,
    requests: latencies.length,
    errors,
    errorCount: [...errors.values()].reduce((a, b) => a + b, 0),
    latencies,
    cpu,
  };
}

/** The first few kinds of error, for a figure: "3× listCustomers 500; …". */
export function firstErrors(errors: ReadonlyMap<string, number>): string {
  return [...errors]
    .slice(0, 3)
    .map(([key, count]) => `${count}× ${key}`)
    .join('; ');
}
