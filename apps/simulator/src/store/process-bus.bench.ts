// `pnpm --filter @armada/simulator exec tsx src/store/process-bus.bench.ts [vehicles] [batches]`:
// what relaying the moving fleet's position batches between two simulator processes costs
// (STORE-15, docs/adr/0063-scale-out-two-simulators.md), through PostgreSQL (the process bus:
// NOTIFY, and a row of process_messages for a body over 7,900 bytes) and through Redis pub/sub,
// the alternative. One batch of `vehicles` changed positions (default 5,000) a second, as the
// fleet publishes them, `batches` times (default 20) each; sender and receiver are two hubs in
// this process, the receiver with one subscribed connection, so the figures are the whole path:
// encode, send, store, notify, read, parse, check, deliver. Prints the median and largest
// latency (publish to the connection's frame) and the CPU per batch of both sides together.
// Needs the local PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_TEST_URL); a bench prints
// numbers and exits 0 whatever they are.
import type { LivePosition } from '@armada/contracts/live';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { AuthContext } from '../services/auth-service';
import { LiveHub } from '../services/live-hub';
import { relayLive } from '../services/live-relay';
import { MIGRATIONS } from '../modules/assembly';
import { syntheticFleet } from '../testing/live-positions';
import { freshSchema, PG_URL } from '../testing/sql-backends';
import { migrate } from './migrations';
import { ProcessBus } from './process-bus';
import { openSqlClient } from './sql-client';

const VEHICLES = Number(process.argv[2] ?? 5_000);
const BATCHES = Number(process.argv[3] ?? 20);
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

/** Publishes BATCHES batches a second apart on `sender`; `receiver`'s connection times them. */
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
      setTimeout(resolve, Math.max(0, 1000 - (performance.now() - at))),
    );
  }
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    path,
    medianMs: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    cpuMsPerBatch: Math.round((used.user + used.system) / 1000 / BATCHES),
    bytes,
  };
}

async function viaPostgres(): Promise<Result> {
  const schema = freshSchema('armada_bus_bench');
  const db = await openSqlClient({ kind: 'postgres', url: PG_URL, schema });
  await migrate(db, MIGRATIONS);
  const report = (error: unknown) => console.error(error);
  const buses = [0, 1].map(() => new ProcessBus({ url: PG_URL, schema, db, report }));
  const hubs = [0, 1].map(() => new LiveHub(() => true));
  buses.forEach((bus, i) => relayLive(bus, hubs[i] as LiveHub));
  for (const bus of buses) await bus.listen();
  try {
    return await measure('PostgreSQL NOTIFY + row', hubs[0] as LiveHub, hubs[1] as LiveHub);
  } finally {
    for (const bus of buses) await bus.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
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
  await subscriber.subscribe(channel);
  try {
    return await measure('Redis pub/sub', sender, receiver);
  } finally {
    publisher.disconnect();
    subscriber.disconnect();
  }
}

const results = [await viaPostgres(), await viaRedis()];
console.log(
  `${VEHICLES} vehicles a batch, ${BATCHES} batches a second apart (${Math.round(
    (results[0]?.bytes ?? 0) / 1024,
  )} KiB of positions each)`,
);
console.table(results);
