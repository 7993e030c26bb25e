import type { AddressInfo } from 'node:net';
import {
  IdentityResponseSchema,
  SESSION_COOKIE_NAME,
  WS_TOKEN_TTL_SECONDS,
  type IdentityResponse,
  type WsTokenResponse,
} from '@armada/contracts/auth';
import {
  alertCenterNewType,
  alertCenterResolveType,
  alertCenterTagType,
  PositionStore,
  type PositionsBatchMessage,
  type PositionsSnapshotMessage,
} from '@armada/contracts/live';
import type { ErrorResponse } from '@armada/contracts/shared';
import Fastify from 'fastify';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestSimulator, type TestSimulator } from '../testing/test-simulator';

let t: TestSimulator;
beforeAll(async () => {
  t = await startTestSimulator();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-in', () => {
  it('AUTH-1 signs in with the right password: identity and an httpOnly SameSite=Lax cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'dispatcher', password: 'demo' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<IdentityResponse>();
    expect(Compile(IdentityResponseSchema).Check(body)).toBe(true);
    expect(body.data).toMatchObject({
      username: 'dispatcher',
      companyName: 'PT Armada Logistik Nusantara',
      companyVariant: 'standard',
      featureFlags: { vsms2_bilingual: true, multiImei: true, invoiceCoreFlag: true },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
  });

  it('AUTH-1 refuses a wrong password or an unknown user with one clear 401', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'demo' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorResponse>()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'Wrong username or password.',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('ERR-1 refuses a login body without a password, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'body.password',
      message: 'body.password is required',
    });
  });

  it('AUTH-2 refuses every API without a session, as JSON 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/whoami'],
      ['GET', '/api/address'],
      ['GET', '/order/api/web/v1/customer'],
      ['POST', '/order/api/web/v1/customer/bulk-delete'],
      ['GET', '/auth/ws-token'],
      ['POST', '/auth/logout'],
      ['POST', '/graphql'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json(), url).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
    const forged = await t.as(`${SESSION_COOKIE_NAME}=forged-token-value`, {
      method: 'GET',
      url: '/api/whoami',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json<ErrorResponse>().message).toContain('sign in again');
  });

  it('AUTH-6 whoami returns the identity with accessRight', async () => {
    const cookie = await t.login('driver');
    const response = await t.as(cookie, { method: 'GET', url: '/api/whoami' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<IdentityResponse>();
    expect(data.name).toBe('Budi Santoso');
    expect(data.accessRight).toEqual(
      expect.arrayContaining(['tms_driver:read', 'tms_driver:update']),
    );
    expect(data.accessRight).not.toContain('vgroups:read');
  });

  it('AUTH-6 the branded account belongs to company 1449, a branded tracker', async () => {
    const response = await t.as(await t.login('branded'), { method: 'GET', url: '/api/whoami' });
    expect(response.json<IdentityResponse>().data).toMatchObject({
      companyId: 1449,
      companyVariant: 'branded-tracker',
      newMenuPaths: [],
      oldVersionAllowed: false,
    });
  });

  it('AUTH-6 whoami carries the company settings: new modules and the old-version allow list', async () => {
    const response = await t.as(await t.login('admin'), { method: 'GET', url: '/api/whoami' });
    expect(response.json<IdentityResponse>().data).toMatchObject({
      newMenuPaths: ['/route-optimization/'],
      oldVersionAllowed: true,
    });
  });

  it('AUTH-3 logout ends the session on the server: the old cookie stops working', async () => {
    const cookie = await t.login('operator');
    expect((await t.as(cookie, { method: 'GET', url: '/api/whoami' })).statusCode).toBe(200);
    const logout = await t.as(cookie, { method: 'POST', url: '/auth/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { loggedOut: true } });
    const cleared = logout.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect((await t.as(cookie, { method: 'GET', url: '/api/whoami' })).statusCode).toBe(401);
    expect((await t.as(cookie, { method: 'POST', url: '/auth/logout' })).statusCode).toBe(401);
  });

  it('AUTH-4 a session expires after its lifetime', async () => {
    const cookie = await t.login('admin');
    t.clock.advance(t.simulator.services.auth.sessionTtlMs + 1000);
    try {
      expect((await t.as(cookie, { method: 'GET', url: '/api/whoami' })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(t.simulator.services.auth.sessionTtlMs + 1000));
    }
  });

  it('ERR-3 answers unknown paths under the API prefixes with JSON 404', async () => {
    for (const url of [
      '/api/nothing-here',
      '/order/api/web/v1/invoices',
      '/auth/register',
      '/fleet-planning/api/web/v1/x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('live channel', () => {
  let origin: string;
  const server = Fastify({ logger: false });

  beforeAll(async () => {
    await server.register(t.simulator.plugin);
    await server.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  async function wsToken(cookie: string): Promise<string> {
    const response = await t.as(cookie, { method: 'GET', url: '/auth/ws-token' });
    expect(response.statusCode).toBe(200);
    return response.json<WsTokenResponse>().token;
  }

  /** Opens a socket; resolves with it, or rejects with the HTTP status and body of a refusal. */
  function connect(query: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${origin}/ws${query}`);
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          reject(Object.assign(new Error('refused'), { status: response.statusCode, body })),
        );
      });
      socket.once('error', reject);
    });
  }

  function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      socket.once('message', (data: Buffer) =>
        resolve(JSON.parse(data.toString()) as Record<string, unknown>),
      );
    });
  }

  async function refusal(query: string): Promise<{ status: number; body: ErrorResponse }> {
    try {
      const socket = await connect(query);
      socket.close();
    } catch (error) {
      const { status, body } = error as { status: number; body: string };
      return { status, body: JSON.parse(body) as ErrorResponse };
    }
    throw new Error('the socket opened');
  }

  it('AUTH-5 issues ws tokens only to a session, never cached', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/ws-token' })).statusCode).toBe(401);
    const response = await t.as(await t.login('operator'), {
      method: 'GET',
      url: '/auth/ws-token',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<WsTokenResponse>().token.length).toBeGreaterThanOrEqual(32);
  });

  it('AUTH-5 a ws token is not a session cookie', async () => {
    const token = await wsToken(await t.login('operator'));
    const response = await t.as(`${SESSION_COOKIE_NAME}=${token}`, {
      method: 'GET',
      url: '/api/whoami',
    });
    expect(response.statusCode).toBe(401);
  });

  it('LIVE-1 refuses a missing, wrong, used or expired token with 401 JSON before the upgrade', async () => {
    const cookie = await t.login('operator');
    expect(await refusal('')).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect((await refusal('?token=not-a-real-token-at-all-0123456789')).status).toBe(401);

    const used = await wsToken(cookie);
    (await connect(`?token=${used}`)).close();
    expect((await refusal(`?token=${used}`)).body.message).toContain('wrong, used or expired');

    const expired = await wsToken(cookie);
    t.clock.advance(WS_TOKEN_TTL_SECONDS * 1000 + 1);
    try {
      expect((await refusal(`?token=${expired}`)).status).toBe(401);
    } finally {
      t.clock.advance(-(WS_TOKEN_TTL_SECONDS * 1000 + 1));
    }

    const afterLogout = await wsToken(cookie);
    await t.as(cookie, { method: 'POST', url: '/auth/logout' });
    expect((await refusal(`?token=${afterLogout}`)).status).toBe(401);
  });

  it('LIVE-2 answers PING with PONG', async () => {
    const socket = await connect(`?token=${await wsToken(await t.login('operator'))}`);
    try {
      const reply = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'PING' }));
      expect(await reply).toEqual({ type: 'PONG' });
    } finally {
      socket.close();
    }
  });

  it('LIVE-5 answers a malformed frame with an error message and keeps the connection', async () => {
    const socket = await connect(`?token=${await wsToken(await t.login('operator'))}`);
    try {
      for (const [frame, code] of [
        ['not json', 'INVALID_JSON'],
        ['{"type":"DANCE"}', 'UNKNOWN_TYPE'],
        ['{"type":"update_tags","payload":{"tags":"alert-center-1"}}', 'INVALID_MESSAGE'],
        ['[1,2]', 'INVALID_MESSAGE'],
      ] as const) {
        const reply = nextMessage(socket);
        socket.send(frame);
        expect(await reply).toMatchObject({ type: 'error', code });
      }
      const pong = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'PING' }));
      expect(await pong).toEqual({ type: 'PONG' });
    } finally {
      socket.close();
    }
  });

  it('LIVE-6 positions: a snapshot of the company, then batches in seq order, filtered', async () => {
    const operator = await t.simulator.services.auth.login('operator', 'demo');
    const vehicles = t.simulator.services.fleet.listVehicles(operator.auth, { limit: 1000 }).data
      .paginated_result;
    const own = vehicles.filter((v) => v.parent_id === null).map((v) => v.id);
    const socket = await connect(`?token=${await wsToken(await t.login('operator'))}`);
    try {
      let reply = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'positions_subscribe', payload: {} }));
      const snapshot = (await reply) as PositionsSnapshotMessage;
      expect(snapshot).toMatchObject({ type: 'positions_snapshot', seq: 0 });
      const store = new PositionStore();
      expect(store.apply(snapshot)).toBe('applied');
      expect([...store.vehicles.keys()].sort((a, b) => a - b)).toEqual(
        [...own].sort((a, b) => a - b),
      );

      // Only two vehicles, then one tick's batch: just those, with the next seq.
      const [first, second] = own;
      if (first === undefined || second === undefined) throw new Error('fleet too small');
      reply = nextMessage(socket);
      socket.send(
        JSON.stringify({ type: 'positions_subscribe', payload: { vehicleIds: [first, second] } }),
      );
      const filtered = (await reply) as PositionsSnapshotMessage;
      expect(filtered.seq).toBe(1);
      expect(store.apply(filtered)).toBe('applied');
      expect(store.vehicles.size).toBe(2);

      const current = store.vehicles.get(first);
      if (!current) throw new Error('no position for the first vehicle');
      const moved = { ...current, latitude: -6.25, speedKmh: 42 };
      reply = nextMessage(socket);
      const otherCompany = 999_999;
      expect(
        t.simulator.services.live.publishPositions(otherCompany, moved.reportedAt, [moved]),
      ).toBe(0);
      expect(
        t.simulator.services.live.publishPositions(operator.auth.company.id, moved.reportedAt, [
          moved,
          { ...moved, id: own[2] ?? 99 },
        ]),
      ).toBe(1);
      const batch = (await reply) as PositionsBatchMessage;
      expect(batch).toMatchObject({ type: 'positions_batch', seq: 2 });
      expect(store.apply(batch)).toBe('applied');
      expect(store.vehicles.get(first)).toMatchObject({ latitude: -6.25, speedKmh: 42 });
      expect(store.vehicles.size).toBe(2);

      // Unsubscribed: no more batches.
      socket.send(JSON.stringify({ type: 'positions_unsubscribe' }));
      const pong = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'PING' }));
      expect(await pong).toEqual({ type: 'PONG' });
      expect(
        t.simulator.services.live.publishPositions(operator.auth.company.id, moved.reportedAt, [
          moved,
        ]),
      ).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('LIVE-5 LIVE-6 a malformed positions_subscribe gets an error and nothing else', async () => {
    const socket = await connect(`?token=${await wsToken(await t.login('operator'))}`);
    try {
      for (const payload of [{ vehicleIds: 'all' }, { vehicleIds: [0] }, { extra: 1 }]) {
        const reply = nextMessage(socket);
        socket.send(JSON.stringify({ type: 'positions_subscribe', payload }));
        expect(await reply).toMatchObject({ type: 'error', code: 'INVALID_MESSAGE' });
      }
    } finally {
      socket.close();
    }
  });

  it('LIVE-3 and LIVE-4 remember granted tags and deliver by tag and identity', async () => {
    const hub = t.simulator.services.live;
    const vehicleId =
      t.simulator.services.fleet.listVehicles(
        (await t.simulator.services.auth.login('operator', 'demo')).auth,
        { limit: 1 },
      ).data.paginated_result[0]?.id ?? 1;
    const socket = await connect(`?token=${await wsToken(await t.login('operator'))}`);
    try {
      socket.send(
        JSON.stringify({
          type: 'update_tags',
          payload: { tags: [alertCenterTagType(vehicleId), 'alert-center-999999'] },
        }),
      );
      // The tags are applied in order with the PING that follows.
      const pong = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'PING' }));
      await pong;

      const resolve = nextMessage(socket);
      const delivered = hub.publish({
        type: alertCenterResolveType(1001),
        payload: {} as never,
      });
      expect(delivered).toBeGreaterThanOrEqual(1);
      expect((await resolve).type).toBe('alert-center-resolve-1001');

      expect(hub.publish({ type: alertCenterTagType(999999), payload: {} as never })).toBe(0);
      expect(hub.publish({ type: alertCenterNewType(2), payload: {} as never })).toBe(0);
      expect(hub.publish({ type: alertCenterResolveType(1449), payload: {} as never })).toBe(0);

      const tagged = nextMessage(socket);
      expect(hub.publish({ type: alertCenterTagType(vehicleId), payload: {} as never })).toBe(1);
      expect((await tagged).type).toBe(`alert-center-${vehicleId}`);
    } finally {
      socket.close();
    }
  });

  it('LIVE-1 a plain GET /ws (no upgrade) is told to upgrade', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ws?token=x' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ statusCode: 426, code: 'UPGRADE_REQUIRED' });
  });
});
