// `pnpm bench:process-bus`: what relaying the moving fleet's position batches between two
// simulator processes costs (STORE-15, docs/adr/0063-scale-out-two-simulators.md), through
// PostgreSQL (the process bus: NOTIFY, and a row of process_messages for a body over 7,900 bytes)
// and through Redis pub/sub, the alternative ADR 0063 weighed. Beside them, the same relay with
// no database at all (in process: the JSON round trip, the check and the delivery, which every
// path pays). One batch of `vehicles` changed positions a second, as the fleet publishes them,
// `batches` times each; sender and receiver are two live hubs in this process, the receiver with
// one subscribed connection, so the figures are the whole path: encode, send, store, notify,
// read, parse, check, deliver. Prints the median and largest latency (publish to the
// connection's frame) and the CPU per batch of both sides together.
//
// PostgreSQL (TEST_DATABASE_URL, default the local server) and Redis (REDIS_TEST_URL) are
// measured where they answer; a path whose server does not answer is skipped with the reason
// printed. A bench prints numbers: it exits 0 whatever they are.
//
//   pnpm bench:process-bus [vehicles] [batches]   default 5,000 vehicles, 20 batches a second apart
//   pnpm bench:process-bus --smoke                 20 vehicles, 3 batches 100 ms apart (npm test's
//                                                  bench:smoke step; in process always)
import type { LivePosition } from '@armada/contracts/live';
import { Redis } from 'ioredis';
import { redisAnswers } from '../../apps/gateway/src/plugins/login-attempts-redis';
import type { AuthContext } from '../../apps/simulator/src/services/auth-service';
import { LiveHub } from '../../apps/simulator/src/services/live-hub';
import { relayLive } from '../../apps/simulator/src/services/live-relay';
import { MIGRATIONS } from '../../apps/simulator/src/modules/assembly';
import { syntheticFleet } from '../../apps/simulator/src/testing/live-positions';
import {
  freshSchema,
  PG_URL,
  postgresReachable,
} from '../../apps/simulator/src/testing/sql-backends';
import { migrate } from '../../apps/simulator/src/store/migrations';
import {
  ProcessBus,
  type BusHandler,
  type BusTopic,
} from '../../apps/simulator/src/store/process-bus';
import { openSqlClient } from '../../apps/simulator/src/store/sql-client';
import { benchArgv, printFigures, sized, type FigureRow } from './figures';

const [vehiclesArg, batchesArg] = benchArgv();
const VEHICLES = Number(vehiclesArg ?? sized(5_000, 20));
const BATCHES = Number(batchesArg ?? sized(20, 3));
/** Batches are published this far apart (the fleet's tick: one a second). */
const SPACING_MS = sized(1000, 100);
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const COMPANY = 1001;
const batch = (tick: number): LivePosition[] =>
  syntheticFleet(VEHICLES, tick, () => 1_796_000_000_000 + tick * 1000);

const auth = { sessionHash: 'bench', user: { id: 1 }, company: { id: COMPANY } } as AuthContext;

interface Result {
  path: string;
  medianMs: number;
  maxMs: number;
  cpuMsPerBatch: number;
  bytes: number;
}

/** Publishes BATCHES batches SPACING_MS apart on `sender`; `receiver`'s connection times them. */
async function measure(path: string, sender: LiveHub, receiver: LiveHub): Promise<Result> {
  let arrived: () => void = () => undefined;
  const connection = receiver.attach(
    { send: (text) => text.includes('positions_batch') && arrived() },
    auth,
  );
  receiver.subscribePositions(connection);
  const latencies: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  for (let tick = 1; tick <= BATCHES; tick++) {
    const changed = batch(tick);
    bytes = Buffer.byteLength(JSON.stringify(changed));
    const done = new Promise<void>((resolve) => (arrived = resolve));
    const at = performance.now();
    sender.publishPositions(COMPANY, tick * 1000, changed);
    await done;
    latencies.push(performance.now() - at);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, SPACING_MS - (performance.now() - at))),
    );
  }
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    path,
    medianMs: latencies[Math.floor(latencies.length / 2)] ?? Number.NaN,
    maxMs: latencies.at(-1) ?? Number.NaN,
    cpuMsPerBatch: (used.user + used.system) / 1000 / BATCHES,
    bytes,
  };
}

/**
 * Two ends of a bus with no database: what one sends, the other's handlers get after a JSON
 * round trip, as off a wire.
 */
function inProcessBuses(): Pick<ProcessBus, 'send' | 'sent' | 'on'>[] {
  const handlers = [new Map<BusTopic, BusHandler>(), new Map<BusTopic, BusHandler>()];
  return [0, 1].map((side) => {
    const other = handlers[1 - side] as Map<BusTopic, BusHandler>;
    const sent = async (topic: BusTopic, body: unknown): Promise<void> => {
      const text = JSON.stringify(body);
      await new Promise((resolve) => setImmediate(resolve));
      await other.get(topic)?.(JSON.parse(text), `sim-${1 - side}`);
    };
    return {
      on: (topic: BusTopic, handler: BusHandler) =>
        void (handlers[side] as Map<BusTopic, BusHandler>).set(topic, handler),
      sent,
      send: (topic: BusTopic, body: unknown) => void sent(topic, body),
    };
  });
}

async function inProcess(): Promise<Result> {
  const hubs = [new LiveHub(() => true), new LiveHub(() => true)];
  inProcessBuses().forEach((bus, i) => relayLive(bus, hubs[i] as LiveHub));
  return measure('in process (no database)', hubs[0] as LiveHub, hubs[1] as LiveHub);
}

async function viaPostgres(): Promise<Result> {
  const schema = freshSchema('armada_bus_bench');
  const db = await openSqlClient({ kind: 'postgres', url: PG_URL, schema });
  const report = (error: unknown) => console.error(error);
  const buses: ProcessBus[] = [];
  try {
    await migrate(db, MIGRATIONS);
    buses.push(...[0, 1].map(() => new ProcessBus({ url: PG_URL, schema, db, report })));
    const hubs = [new LiveHub(() => true), new LiveHub(() => true)];
    buses.forEach((bus, i) => relayLive(bus, hubs[i] as LiveHub));
    for (const bus of buses) await bus.listen();
    return await measure('PostgreSQL NOTIFY + row', hubs[0] as LiveHub, hubs[1] as LiveHub);
  } finally {
    for (const bus of buses) await bus.close();
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.close();
  }
}

async function viaRedis(): Promise<Result> {
  const channel = `armada-bench-${process.pid}`;
  const publisher = new Redis(REDIS_URL);
  const subscriber = new Redis(REDIS_URL);
  const [sender, receiver] = [new LiveHub(() => true), new LiveHub(() => true)];
  sender.relayTo({
    message: () => undefined,
    endSession: () => undefined,
    positions: (companyId, at, changed, gone) =>
      void publisher.publish(channel, JSON.stringify({ companyId, at, changed, gone })),
  });
  subscriber.on('message', (_channel: string, text: string) => {
    const body = JSON.parse(text) as {
      companyId: number;
      at: number;
      changed: LivePosition[];
      gone: number[];
    };
    receiver.receivePositions(body.companyId, body.at, body.changed, body.gone);
  });
  try {
    await subscriber.subscribe(channel);
    return await measure('Redis pub/sub', sender, receiver);
  } finally {
    publisher.disconnect();
    subscriber.disconnect();
  }
}

const results: Result[] = [await inProcess()];
const skipped: string[] = [];
if (await postgresReachable(PG_URL)) results.push(await viaPostgres());
else skipped.push(`PostgreSQL NOTIFY + row: skipped, PostgreSQL at ${PG_URL} does not answer`);
if (await redisAnswers(REDIS_URL)) results.push(await viaRedis());
else skipped.push(`Redis pub/sub: skipped, Redis at ${REDIS_URL} does not answer`);

process.stdout.write(
  `${VEHICLES.toLocaleString('en')} vehicles a batch, ${BATCHES} batches ${SPACING_MS} ms apart (${(
    (results[0]?.bytes ?? 0) / 1024
  ).toFixed(1)} KiB of positions each); Node ${process.version}\n`,
);
const header = ['path', 'median ms', 'max ms', 'CPU ms per batch'];
const rows = results.map((r) => [
  r.path,
  r.medianMs.toFixed(1),
  r.maxMs.toFixed(1),
  r.cpuMsPerBatch.toFixed(1),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
process.stdout.write(`${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
for (const row of rows) process.stdout.write(`${line(row)}\n`);
for (const reason of skipped) process.stdout.write(`${reason}\n`);

printFigures(
  'process-bus',
  results.map((r): FigureRow => ({
    name: r.path,
    vehicles: VEHICLES,
    batches: BATCHES,
    batchKb: r.bytes / 1024,
    medianMs: r.medianMs,
    maxMs: r.maxMs,
    cpuMsPerBatch: r.cpuMsPerBatch,
  })),
);
