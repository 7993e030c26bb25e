import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  API_BASES,
  DEMO_ACCOUNTS,
  alertCenterTagType,
  apiRoutes,
  listVehiclesRoute,
  wsTokenRoute,
} from '@armada/contracts';
import { recordFigure } from './lib/figures';
import { signIn } from './lib/http';
import { raiseAlerts, whoami } from './lib/live-client';
import { reliabilityOptions } from './lib/options';
import { startGateway, type StartedServer } from './lib/servers';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

/** CPU milliseconds a process has used (user + system), from /proc (Linux). */
function processCpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** CPU used by the gateway and by this process (the load generator) over `run`. */
async function cpuOf<T>(
  server: StartedServer,
  run: () => Promise<T>,
): Promise<{ result: T; serverMs: number; testMs: number; wallMs: number }> {
  const server0 = processCpuMs(server.child.pid);
  const test0 = process.cpuUsage();
  const wall0 = performance.now();
  const result = await run();
  const test = process.cpuUsage(test0);
  return {
    result,
    serverMs: processCpuMs(server.child.pid) - server0,
    testMs: (test.user + test.system) / 1000,
    wallMs: performance.now() - wall0,
  };
}

/** CPU used per wall second, as a share of one core: "0.62 / 0.31 cores". */
function cpuShare({
  serverMs,
  testMs,
  wallMs,
}: {
  serverMs: number;
  testMs: number;
  wallMs: number;
}) {
  return `${(serverMs / wallMs).toFixed(2)} / ${(testMs / wallMs).toFixed(2)} cores`;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Load (issue 12): (a) `liveClients` live-channel clients over the gateway, 50 messages per
 * second fanned out to all of them for `liveSeconds`: per-delivery latency p50/p99 and lost
 * messages; (b) 200 requests per second of mixed list calls for `loadSeconds`, open loop
 * (each request sent at its scheduled time, whatever the earlier ones do, and timed from that
 * time, so a stall is not hidden): p50/p99 and errors.
 *
 * The messages go through a product path: the simulator control that raises an alert now
 * (stored, then pushed by the live hub), on one vehicle whose tag (`alert-center-{vehicleId}`)
 * every client holds, so each alert fans out to every client. The alert's rawAlertId is the
 * marker: its delivery latency is from the raise request's send time to the client's receipt.
 * Normal-level alerts, so the same alert does not also come as `alert-center-new-{userId}`.
 */

const MESSAGES_PER_SECOND = 50;
const LIST_REQUESTS_PER_SECOND = 200;
/** Issue 12's target for live delivery. */
const LIVE_P99_TARGET_MS = 100;
/**
 * The list calls' bound. The issue sets no figure; a list that answers within 250 ms at p99
 * still feels immediate to an operator (a table's page change), and a gateway that queues
 * requests under 200 req/s blows far past it, so the bound catches a real regression while the
 * noise of this shared 2-core machine (other test steps, the load generator itself in the
 * same process) stays under it.
 */
const LIST_P99_BOUND_MS = 250;
/** Keep-alive connections of the list load (a handful of browser tabs' worth). */
const LIST_CONNECTIONS = 32;
/** How many sockets open at once while the clients connect. */
const CONNECT_BATCH = 50;
/** The companies' demo users that follow the alert center (company 1001). */
const COMPANY_USERS = DEMO_ACCOUNTS.filter((name) => name !== 'branded');

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

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

interface LiveLoadClient {
  socket: WebSocket;
  /** rawAlertId -> receipt time (performance.now()), first receipt only. */
  received: Map<string, number>;
  duplicates: number;
}

/** The query parameters a route cannot do without (a list that needs them is left out). */
function requiredQuery(route: (typeof apiRoutes)[number]): readonly string[] {
  const querystring = (route.schema as { querystring?: { required?: readonly string[] } })
    .querystring;
  return querystring?.required ?? [];
}

const RAW_ALERT_ID = /"rawAlertId":"([^"]+)"/;

describe('load', () => {
  const fileStarted = performance.now();
  let gateway: StartedServer;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    gateway = await startGateway({
      backend: 'simulator',
      // Only the alerts the test raises: the fleet's own stream would add noise to the figures.
      extraEnv: { ARMADA_SIM_ALERT_RATE: '0' },
    });
    for (const name of [...COMPANY_USERS, 'branded'])
      cookies.set(name, await signIn(gateway.origin, name));
  });

  afterAll(async () => {
    await gateway?.stop();
    recordFigure({
      area: 'load',
      name: 'load file wall time',
      value: `${((performance.now() - fileStarted) / 1000).toFixed(1)} s`,
      target: '≤ 35 s',
    });
  });

  function cookieOf(name: string): string {
    const cookie = cookies.get(name);
    if (!cookie) throw new Error(`no session for ${name}`);
    return cookie;
  }

  async function openClient(user: string, tag: string): Promise<LiveLoadClient> {
    const origin = gateway.origin;
    const response = await fetch(`${origin}${wsTokenRoute.url}`, {
      headers: { cookie: cookieOf(user) },
    });
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

  it(`fans ${MESSAGES_PER_SECOND} messages per second out to ${reliabilityOptions.liveClients} live clients: p99 delivery < ${LIVE_P99_TARGET_MS} ms, none lost`, async () => {
    const admin = cookieOf('admin');
    // A vehicle of the company that can raise a normal-level alert now.
    const vehicles = (await (
      await fetch(`${gateway.origin}${listVehiclesRoute.url}`, { headers: { cookie: admin } })
    ).json()) as { data: { paginated_result: { id: number }[] } };
    let vehicleId: number | undefined;
    for (const { id } of vehicles.data.paginated_result.slice(0, 20)) {
      const ok = await raiseAlerts(gateway.origin, admin, {
        vehicleId: id,
        level: 'normal',
      }).then(
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
    expect((await whoami(gateway.origin, admin)).companyId).toBeGreaterThan(0);

    const clients: LiveLoadClient[] = [];
    const connectStarted = performance.now();
    for (let i = 0; i < reliabilityOptions.liveClients; i += CONNECT_BATCH) {
      const batch = Array.from(
        { length: Math.min(CONNECT_BATCH, reliabilityOptions.liveClients - i) },
        (_, k) => openClient(COMPANY_USERS[(i + k) % COMPANY_USERS.length] ?? 'admin', tag),
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
    const cpu = await cpuOf(gateway, async () => {
      await openLoop(
        MESSAGES_PER_SECOND,
        reliabilityOptions.liveSeconds,
        async (_, scheduledAt) => {
          try {
            const [alert] = await raiseAlerts(gateway.origin, admin, {
              vehicleId,
              level: 'normal',
            });
            raiseMs.push(performance.now() - scheduledAt);
            if (alert) sentAt.set(alert.rawAlertId, scheduledAt);
          } catch {
            raiseErrors += 1;
          }
        },
      );
      // The last messages are still on their way: wait for them (bounded), then count.
      const drainUntil = performance.now() + 2000;
      while (deliveredCount() < sentAt.size * clients.length && performance.now() < drainUntil) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const expected = sentAt.size * clients.length;

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
    await Promise.all(
      clients.map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.close();
          }),
      ),
    );

    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const prefix = `${clients.length} clients × ${MESSAGES_PER_SECOND} msg/s × ${reliabilityOptions.liveSeconds} s`;
    recordFigure({ area: 'load', name: `live: ${prefix}: connect all`, value: ms(connectMs) });
    raiseMs.sort((a, b) => a - b);
    recordFigure({
      area: 'load',
      name: `live: ${prefix}: raise request (the sender) p50 / p99`,
      value: `${ms(percentile(raiseMs, 50))} / ${ms(percentile(raiseMs, 99))}`,
    });
    recordFigure({
      area: 'load',
      name: `live: ${prefix}: CPU gateway / test process (load average)`,
      value: `${cpuShare(cpu)} (${loadAverage()})`,
    });
    recordFigure({
      area: 'load',
      name: `live: ${prefix}: gateway CPU per message (raise + fan-out to ${clients.length})`,
      value: ms(cpu.serverMs / Math.max(1, sentAt.size)),
    });
    recordFigure({ area: 'load', name: `live: ${prefix}: delivery p50`, value: ms(p50) });
    recordFigure({
      area: 'load',
      name: `live: ${prefix}: delivery p99`,
      value: ms(p99),
      target: `< ${LIVE_P99_TARGET_MS} ms`,
    });
    recordFigure({
      area: 'load',
      name: `live: ${prefix}: lost / duplicated deliveries`,
      value: `${lost} / ${duplicates} of ${expected}`,
      target: '0 / 0',
    });
    expect(raiseErrors).toBe(0);
    expect(sentAt.size).toBe(MESSAGES_PER_SECOND * reliabilityOptions.liveSeconds);
    expect(lost).toBe(0);
    expect(duplicates).toBe(0);
    expect(p99).toBeLessThan(LIVE_P99_TARGET_MS);
  });

  it(`answers ${LIST_REQUESTS_PER_SECOND} mixed list calls per second, open loop: 0 errors, p99 < ${LIST_P99_BOUND_MS} ms`, async () => {
    // The catalogue's list routes (GET, signed in, no path parameter), and the alert list.
    const listRoutes = apiRoutes.filter(
      (route) =>
        route.method === 'GET' &&
        route.id.startsWith('list') &&
        !route.url.includes(':') &&
        requiredQuery(route).length === 0,
    );
    expect(listRoutes.length).toBeGreaterThanOrEqual(5);
    type Call = { name: string; init: () => [string, RequestInit] };
    // The company's admin may read every list (the driver, say, may not read orders).
    const admin = cookieOf('admin');
    const calls: Call[] = listRoutes.map((route) => ({
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

    // Like a few browser tabs: a bounded pool of keep-alive connections (requests beyond it
    // wait their turn, and that wait is in their latency), not one new connection per request.
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
    const cpu = await cpuOf(gateway, () =>
      openLoop(
        LIST_REQUESTS_PER_SECOND,
        reliabilityOptions.loadSeconds,
        async (index, scheduledAt) => {
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
        },
      ),
    );
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const prefix = `lists: ${LIST_REQUESTS_PER_SECOND} req/s × ${reliabilityOptions.loadSeconds} s, ${calls.length} calls`;
    recordFigure({ area: 'load', name: `${prefix}: p50`, value: ms(percentile(latencies, 50)) });
    recordFigure({
      area: 'load',
      name: `${prefix}: CPU gateway / test process (load average)`,
      value: `${cpuShare(cpu)} (${loadAverage()})`,
    });
    recordFigure({
      area: 'load',
      name: `${prefix}: p99`,
      value: ms(percentile(latencies, 99)),
      target: `< ${LIST_P99_BOUND_MS} ms`,
    });
    recordFigure({
      area: 'load',
      name: `${prefix}: gateway CPU per request`,
      value: ms(cpu.serverMs / Math.max(1, latencies.length)),
    });
    const firstErrors = [...errors]
      .slice(0, 3)
      .map(([key, count]) => `${count}× ${key}`)
      .join('; ');
    recordFigure({
      area: 'load',
      name: `${prefix}: errors`,
      value: `${errorCount} of ${latencies.length}${firstErrors ? ` (${firstErrors})` : ''}`,
      target: '0',
    });
    expect(Object.fromEntries(errors)).toEqual({});
    expect(percentile(latencies, 99)).toBeLessThan(LIST_P99_BOUND_MS);
  });
});
