import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_ERROR_CODES,
  LiveErrorMessageSchema,
  PongMessageSchema,
  WsTokenResponseSchema,
  wsTokenRoute,
} from '@armada/contracts';
import { LiveConnection, adminClient, probeRefusal, type ApiClient } from './lib/client';
import { expectSchema, expectStatus } from './lib/schema';

/** The live message channel (spec 02 section 7): GET /ws?token= from GET /auth/ws-token. */

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
  ])('answers %s with an error message and keeps the connection', async (_what, frame, code) => {
    const live = await connect();
    live.send(frame);
    const error = await live.waitFor(isType('error'));
    expectSchema(LiveErrorMessageSchema, error, 'error message');
    expect((error as { code: string }).code).toBe(code);
    live.send({ type: 'PING' });
    await live.waitFor(isType('PONG'));
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
