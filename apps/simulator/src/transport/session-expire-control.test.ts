import type { AddressInfo } from 'node:net';
import type { WsTokenResponse } from '@armada/contracts/auth';
import type { ErrorResponse } from '@armada/contracts/shared';
import {
  ExpireSessionResponseSchema,
  expireSessionRoute,
  type ExpireSessionResponse,
} from '@armada/contracts/simulator-control';
import Fastify from 'fastify';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SessionStore } from '../store/session-store';
import { TEST_NOW, startTestSimulator, type TestSimulator } from '../testing/test-simulator';

/** CTRL-2: ending the calling session's validity now, without moving the clock. */
let t: TestSimulator;
let origin: string;
const server = Fastify({ logger: false });

beforeAll(async () => {
  t = await startTestSimulator({ controls: true });
  await server.register(t.simulator.plugin);
  await server.listen({ port: 0, host: '127.0.0.1' });
  origin = `ws://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  await t?.close();
});

const expire = (cookie: string, payload: object = {}) =>
  t.as(cookie, { method: 'POST', url: expireSessionRoute.url, payload });

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgradeStatus(token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin}/ws?token=${encodeURIComponent(token)}`);
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

describe('CTRL-2 the expire-session control', () => {
  it('CTRL-2 AUTH-2 ends the calling session now: the row stays, the next request takes the expired path and gets 401', async () => {
    const cookie = await t.login('operator');
    const other = await t.login('operator');
    const response = await expire(cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<ExpireSessionResponse>();
    expect(Compile(ExpireSessionResponseSchema).Check(body)).toBe(true);
    expect(body.data).toEqual({ what: 'session', expiresAt: TEST_NOW, expired: 1 });

    // The clock has not moved: the session is refused because its expiry is now. The lookup
    // finds the row, expired, on every use (it is read-only), unlike an unknown token.
    const found = vi.spyOn(SessionStore.prototype, 'find');
    try {
      for (let i = 0; i < 2; i++) {
        const refused = await t.as(cookie, { method: 'GET', url: '/api/whoami' });
        expect(refused.statusCode).toBe(401);
        expect(refused.json<ErrorResponse>()).toMatchObject({
          statusCode: 401,
          code: 'UNAUTHORIZED',
        });
      }
      const store = found.mock.instances[0] as SessionStore | undefined;
      const hash = found.mock.calls[0]?.[0];
      if (!store || !hash) return expect.fail('the session was not looked up');
      expect(found.mock.calls.every(([h]) => h === hash)).toBe(true);
      expect(await store.row(hash)).toMatchObject({ expiresAt: TEST_NOW });
    } finally {
      found.mockRestore();
    }
    expect(t.clock.now()).toBe(TEST_NOW);
    // Only the calling session ended.
    expect((await t.as(other, { method: 'GET', url: '/api/whoami' })).statusCode).toBe(200);
  });

  it('CTRL-2 AUTH-5 ws-tokens: the session goes on, the tokens issued so far are refused before the upgrade', async () => {
    const cookie = await t.login('operator');
    const token = (
      await t.as(cookie, { method: 'GET', url: '/auth/ws-token' })
    ).json<WsTokenResponse>().token;
    const response = await expire(cookie, { what: 'ws-tokens' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ExpireSessionResponse>().data).toEqual({
      what: 'ws-tokens',
      expiresAt: TEST_NOW,
      expired: 1,
    });
    expect(await upgradeStatus(token)).toBe(401);
    expect((await t.as(cookie, { method: 'GET', url: '/api/whoami' })).statusCode).toBe(200);
    const fresh = (
      await t.as(cookie, { method: 'GET', url: '/auth/ws-token' })
    ).json<WsTokenResponse>().token;
    expect(await upgradeStatus(fresh)).toBe(101);
  });

  it('CTRL-2 a token issued before the session was expired dies with it', async () => {
    const cookie = await t.login('operator');
    const token = (
      await t.as(cookie, { method: 'GET', url: '/auth/ws-token' })
    ).json<WsTokenResponse>().token;
    expect((await expire(cookie)).statusCode).toBe(200);
    expect(await upgradeStatus(token)).toBe(401);
  });

  it('CTRL-2 needs a session and a valid body', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: expireSessionRoute.url,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await t.login('operator');
    const bad = await expire(cookie, { what: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().message).toContain('what');
    expect((await t.as(cookie, { method: 'GET', url: '/api/whoami' })).statusCode).toBe(200);
  });
});

describe('LIVE-7 signing out closes the session’s open sockets', () => {
  it('LIVE-7 AUTH-3 a socket open when its session signs out is closed with 1008 and gets nothing more; other sessions’ stay', async () => {
    const open = async (cookie: string) => {
      const token = (
        await t.as(cookie, { method: 'GET', url: '/auth/ws-token' })
      ).json<WsTokenResponse>().token;
      const socket = new WebSocket(`${origin}/ws?token=${encodeURIComponent(token)}`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return socket;
    };
    const leaving = await t.login('operator');
    const staying = await t.login('operator');
    const [mine, other] = await Promise.all([open(leaving), open(staying)]);
    const closed = new Promise<number>((resolve) => mine.once('close', (code) => resolve(code)));
    expect((await t.as(leaving, { method: 'POST', url: '/auth/logout' })).statusCode).toBe(200);
    expect(await closed).toBe(1008);
    // The other session's socket is still attached: it answers PING.
    const pong = new Promise<string>((resolve) =>
      other.once('message', (data: Buffer) => resolve(data.toString())),
    );
    other.send(JSON.stringify({ type: 'PING' }));
    expect(JSON.parse(await pong)).toEqual({ type: 'PONG' });
    other.close();
  });
});

describe('without ARMADA_SIM_CONTROLS', () => {
  it('CTRL-2 the control does not exist', async () => {
    const plain = await startTestSimulator();
    try {
      const response = await plain.as(await plain.login('operator'), {
        method: 'POST',
        url: expireSessionRoute.url,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
