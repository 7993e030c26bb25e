// Webhook throughput (docs/rules/integrations.md WHK-3 … WHK-7, ADR 0052): events handed to the
// simulator's webhook events as the fleet hands them, routed to an endpoint on a local receiver,
// written to the deliveries table, claimed, signed and POSTed. Printed per case: events per
// second delivered (first event handed over to the last one received) and the delay from an
// event handed over to its arrival (p50, p99, max). The second case adds another company's
// endpoint that never answers (held until the end): the first company's figures should not move
// (WHK-7: it holds at most two of the dispatcher's slots).
//
//   pnpm bench:webhooks                       2,000 events a case, PGlite in memory
//   BENCH_EVENTS=10000 pnpm bench:webhooks
//   pnpm bench:webhooks --smoke               50 events a case (npm test's bench smoke step)
//
// Printed, not asserted: this is a benchmark.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import { ManualClock, createSimulator } from '@armada/simulator';
import { envNumber, printFigures, smokeSimulatorOptions, type FigureRow } from './figures';

const EVENTS = envNumber('BENCH_EVENTS', 2000, 50);
const NOW = Date.parse('2026-11-20T03:00:00Z'); // 10:00 WIB

const sim = await createSimulator({
  inMemory: true,
  ...smokeSimulatorOptions,
  fleetSize: 20,
  clock: new ManualClock(NOW),
  useEnv: false,
  controls: true, // WHK-2: loopback http for the local receiver
  liveFleet: 'manual',
  routeQueue: 'manual',
  drivingHistory: 'none',
});
const { webhooks, webhookEvents } = sim.services;

/** A receiver: answers 200 at once (or never, `hang`), and notes when each event arrived. */
async function receiver(hang: boolean) {
  const arrived = new Map<string, number>();
  let onArrival: (() => void) | null = null;
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const at = performance.now();
      const { event_id: eventId } = JSON.parse(body) as { event_id: string };
      arrived.set(eventId, at);
      onArrival?.();
      if (hang) held.push(() => res.writeHead(200).end());
      else res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrived,
    /** Resolves once `n` events have arrived. */
    until: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (arrived.size >= n) {
            onArrival = null;
            resolve();
          }
        };
        onArrival = check;
        check();
      }),
    close: () => {
      for (const release of held.splice(0)) release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const admin = (await sim.services.auth.login('admin', 'demo')).auth;
const other = (await sim.services.auth.login(SECOND_COMPANY_ADMIN, 'demo')).auth;

async function run(name: string, withHanging: boolean): Promise<FigureRow> {
  const fast = await receiver(false);
  const slow = withHanging ? await receiver(true) : null;
  const mine = await webhooks.create(admin, { url: fast.url, events: ['stop.delivered'] });
  const theirs = slow
    ? await webhooks.create(other, { url: slow.url, events: ['stop.delivered'] })
    : null;
  const handed = new Map<string, number>();
  const tag = name.replace(/\W+/g, '-');
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < EVENTS; i++) {
    for (const auth of theirs ? [other, admin] : [admin]) {
      const eventId = `stop.delivered:${tag}:${auth.company.id}:${i}`;
      if (auth === admin) handed.set(eventId, performance.now());
      webhookEvents.push({
        companyId: auth.company.id,
        event: 'stop.delivered',
        eventId,
        at: NOW,
        data: { stop_id: i + 1, task_id: 1, vehicle_id: 1, sequence: 1, status: 'DELIVERED' },
      });
    }
    // As the fleet hands events over: in bursts, between ticks.
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
  }
  await fast.until(EVENTS);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const delays = [...handed]
    .map(([id, at]) => (fast.arrived.get(id) ?? at) - at)
    .sort((a, b) => a - b);
  const q = (p: number) =>
    Math.round((delays[Math.min(delays.length - 1, Math.floor(p * delays.length))] ?? 0) * 10) / 10;
  await webhooks.remove(admin, mine.data.id);
  if (theirs) await webhooks.remove(other, theirs.data.id);
  await fast.close();
  await slow?.close();
  return {
    name,
    events: EVENTS,
    eventsPerSecond: Math.round(EVENTS / seconds),
    p50DelayMs: q(0.5),
    p99DelayMs: q(0.99),
    maxDelayMs: Math.round((delays.at(-1) ?? 0) * 10) / 10,
    // What one event costs this process (routing, SQL, signing, sending, receiving): the
    // figure that does not depend on how busy the machine is.
    cpuMsPerEvent: Math.round(((used.user + used.system) / 1000 / EVENTS) * 100) / 100,
  };
}

const rows = [await run('one endpoint', false), await run('beside a hanging endpoint', true)];
process.stdout.write(
  `\nwebhooks bench: ${EVENTS} events a case to a local receiver (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)\n`,
);
for (const row of rows)
  process.stdout.write(
    `  ${row.name.padEnd(28)} ${String(row.eventsPerSecond).padStart(6)} events/s  delay p50 ${row.p50DelayMs} ms  p99 ${row.p99DelayMs} ms  max ${row.maxDelayMs} ms  CPU ${row.cpuMsPerEvent} ms/event\n`,
  );
printFigures('webhooks', rows);
await sim.close();
