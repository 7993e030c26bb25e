import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WsTokenResponseSchema, wsTokenRoute } from '@armada/contracts/auth';
import { listVehiclesRoute } from '@armada/contracts/fleet';
import {
  LIVE_ERROR_CODES,
  LiveErrorMessageSchema,
  PongMessageSchema,
  PositionStore,
  PositionsBatchMessageSchema,
  PositionsSnapshotMessageSchema,
  type PositionsBatchMessage,
  type PositionsSnapshotMessage,
} from '@armada/contracts/live';
import { LiveConnection, adminClient, probeRefusal, type ApiClient } from './lib/client';
import { expectSchema, expectStatus } from './lib/schema';

/**
 * The live message channel (docs/rules/alert-center.md §7): GET /ws?token= from GET /auth/ws-token.
 */

const isType = (type: string) => (message: unknown) =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

let admin: ApiClient;
const open: LiveConnection[] = [];

beforeAll(() => {
  admin = adminClient();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
});

async function token(client: ApiClient = admin): Promise<string> {
  const response = await client.get(wsTokenRoute.url);
  expectStatus(response, 200);
  expectSchema(WsTokenResponseSchema, response.body, wsTokenRoute.url);
  return (response.body as { token: string }).token;
}

async function connect(): Promise<LiveConnection> {
  const connection = await LiveConnection.open(admin.wsUrl(await token()));
  open.push(connection);
  return connection;
}

describe('live channel', () => {
  it('answers PING with PONG', async () => {
    const live = await connect();
    live.send({ type: 'PING' });
    const pong = await live.waitFor(isType('PONG'));
    expectSchema(PongMessageSchema, pong, 'PONG message');
  });

  it('accepts update_tags without an error (the PING after it is answered first)', async () => {
    const live = await connect();
    live.send({ type: 'update_tags', payload: { tags: [] } });
    live.send({ type: 'update_tags', payload: { tags: ['alert-center-12'] } });
    live.send({ type: 'PING' });
    await live.waitFor(isType('PONG'));
    expect(live.messages.filter(isType('error')), 'errors after update_tags').toEqual([]);
  });

  it.each([
    ['text that is not JSON', 'PING please', LIVE_ERROR_CODES.invalidJson],
    ['an unknown message type', { type: 'SUBSCRIBE_ALL' }, LIVE_ERROR_CODES.unknownType],
    [
      'update_tags without tags',
      { type: 'update_tags', payload: {} },
      LIVE_ERROR_CODES.invalidMessage,
    ],
    [
      'positions_subscribe with vehicleIds that are not ids',
      { type: 'positions_subscribe', payload: { vehicleIds: ['B 1234 XY'] } },
      LIVE_ERROR_CODES.invalidMessage,
    ],
  ])('answers %s with an error message and keeps the connection', async (_what, frame, code) => {
    const live = await connect();
    live.send(frame);
    const error = await live.waitFor(isType('error'));
    expectSchema(LiveErrorMessageSchema, error, 'error message');
    expect((error as { code: string }).code).toBe(code);
    live.send({ type: 'PING' });
    await live.waitFor(isType('PONG'));
  });

  it("answers positions_subscribe with a snapshot of the company's vehicles, then of a filter", async () => {
    const list = await admin.get(listVehiclesRoute.url, {
      query: { limit: 1000, parent_only: true },
    });
    expectStatus(list, 200);
    const ids = (
      list.body as { data: { paginated_result: { id: number }[] } }
    ).data.paginated_result
      .map((vehicle) => vehicle.id)
      .sort((a, b) => a - b);
    expect(ids.length).toBeGreaterThan(0);

    const live = await connect();
    live.send({ type: 'positions_subscribe', payload: {} });
    const snapshot = await live.waitFor(isType('positions_snapshot'));
    expectSchema(PositionsSnapshotMessageSchema, snapshot, 'positions_snapshot message');
    const store = new PositionStore();
    expect(store.apply(snapshot as PositionsSnapshotMessage)).toBe('applied');
    expect([...store.vehicles.keys()].sort((a, b) => a - b)).toEqual(ids);

    const [first] = ids;
    live.messages.length = 0;
    live.send({ type: 'positions_subscribe', payload: { vehicleIds: [first, 999_999] } });
    const filtered = (await live.waitFor(isType('positions_snapshot'))) as PositionsSnapshotMessage;
    expect(filtered.seq).toBeGreaterThan((snapshot as PositionsSnapshotMessage).seq);
    expect(store.apply(filtered)).toBe('applied');
    // Another company's id (or none) never appears.
    expect([...store.vehicles.keys()]).toEqual([first]);
  });

  it('sends a batch per tick after the snapshot, in seq order, and the fleet moves', async () => {
    const live = await connect();
    live.send({ type: 'positions_subscribe', payload: {} });
    const snapshot = (await live.waitFor(isType('positions_snapshot'))) as PositionsSnapshotMessage;
    const store = new PositionStore();
    expect(store.apply(snapshot)).toBe('applied');
    const before = new Map(store.vehicles);
    // The fleet ticks once a simulated second: a few seconds show batches and movement.
    const batches: PositionsBatchMessage[] = [];
    for (let i = 0; i < 4; i++) {
      const batch = (await live.waitFor(
        (m) => isType('positions_batch')(m) && !batches.includes(m as PositionsBatchMessage),
        8_000,
      )) as PositionsBatchMessage;
      expectSchema(PositionsBatchMessageSchema, batch, 'positions_batch message');
      batches.push(batch);
      expect(store.apply(batch)).toBe('applied');
    }
    expect(batches.map((b) => b.seq)).toEqual([1, 2, 3, 4].map((n) => snapshot.seq + n));
    const moved = [...store.vehicles.values()].filter((p) => {
      const was = before.get(p.id);
      return was && (was.latitude !== p.latitude || was.longitude !== p.longitude);
    });
    expect(moved.length).toBeGreaterThan(0);
    expect(store.vehicles.size).toBe(before.size);
  });

  it('serves two connections of one session independently', async () => {
    const first = await connect();
    const second = await connect();
    first.send({ type: 'PING' });
    await first.waitFor(isType('PONG'));
    second.send({ type: 'PING' });
    await second.waitFor(isType('PONG'));
  });

  it.each([
    ['a forged token', 'forged-token-0123456789abcdef'],
    ['an empty token', ''],
    ['no token', undefined],
  ])('refuses %s with 401', async (_what, value) => {
    const result = await probeRefusal(admin.wsUrl(value));
    expect(result.refused, result.detail).toBe(true);
    expect(result.status, result.detail).toBe(401);
  });

  it('refuses a session cookie in place of a token', async () => {
    const result = await probeRefusal(admin.wsUrl(admin.sessionCookie ?? 'x'));
    expect(result.status, result.detail).toBe(401);
  });
});
