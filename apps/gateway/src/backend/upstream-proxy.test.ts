import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { EchoBody } from '../testing/fake-backend';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-backend';
import { closedPort, listen, testConfig, upstreamEnv } from '../testing/test-config';
import { openSocket } from '../testing/web-socket-client';

describe('upstream mode: pass-through proxy', () => {
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    // Every service at one base URL, as with the standalone simulator.
    app = buildApp(testConfig(upstreamEnv(upstream.url)));
    baseUrl = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it.each([
    '/api/vehicle?limit=5&sorts=name%20asc',
    '/api/vehicle?filters=status%3Aeq%3Aactive&filters=plate%3Alike%3AB%201234',
    '/order/api/web/v1/customer/12',
    '/fleet-planning/api/web/v1/route-optimization/3/status',
    '/auth/ws-token',
  ])('keeps %s exactly as sent, with cookies both ways', async (path) => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: 'armada_session=abc; lang=id' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<EchoBody>();
    expect(body.url).toBe(path);
    expect(body.cookie).toBe('armada_session=abc; lang=id');
    expect(response.headers['set-cookie']).toEqual([
      'upstream-a=1; Path=/; HttpOnly',
      'upstream-b=2; Path=/',
    ]);
  });

  it('forwards the request id and client address', async () => {
    const response = await app.inject({
      url: '/api/whoami',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(response.headers['x-request-id']).toBe('req-123');
    expect(response.json<EchoBody>()).toMatchObject({
      requestId: 'req-123',
      forwardedFor: '127.0.0.1',
    });
  });

  it('passes sign-in through: body to the upstream, session cookie back', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: 'demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>().body).toEqual({ username: 'admin', password: 'demo' });
    expect(response.headers['set-cookie']).toBe(
      'armada_session=session-for-test; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('passes an empty POST /auth/logout through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>()).toMatchObject({ method: 'POST', url: '/auth/logout' });
  });

  it('streams other request bodies unchanged', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/order/api/web/v1/customer/7',
      payload: { name: 'PT Maju Jaya' },
    });
    expect(response.json<EchoBody>().body).toEqual({ name: 'PT Maju Jaya' });
  });

  it('passes GraphQL through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ vehicles { id } }' },
    });
    expect(response.json<{ data: { echo: EchoBody } }>().data.echo.body).toEqual({
      query: '{ vehicles { id } }',
    });
  });

  it('passes upstream errors through as they are', async () => {
    const response = await app.inject({ url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'FAKE_BACKEND_ERROR' });
  });

  it('proxies the live channel websocket with its token and cookie', async () => {
    const client = await openSocket(`${baseUrl.replace('http', 'ws')}/ws?token=t0k3n`, {
      cookie: 'armada_session=abc',
    });
    expect(JSON.parse(await client.next())).toEqual({
      type: 'hello',
      url: '/ws?token=t0k3n',
      cookie: 'armada_session=abc',
    });
    client.socket.send('ping');
    expect(await client.next()).toBe('echo:ping');
    await client.close();
  });

  it("relays the upstream's refusal of a live channel token: 401 JSON, no socket", async () => {
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws?token=refused`);
      socket.once('open', () => reject(new Error('opened')));
      socket.once('unexpected-response', (_request, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Bad token',
    });
  });

  it('passes a plain GET /ws (no upgrade) to the upstream', async () => {
    const response = await app.inject({ url: '/ws' });
    expect(response.statusCode).toBe(426);
  });

  it('refuses websocket upgrades outside /ws', async () => {
    await expect(openSocket(`${baseUrl.replace('http', 'ws')}/api/whoami`)).rejects.toThrow(/404/);
  });
});

describe('upstream mode: shutdown with live channel sockets open', () => {
  it('tells clients it is going away (1001) and closes promptly', async () => {
    const upstream = await startFakeUpstream();
    const app = buildApp(testConfig(upstreamEnv(upstream.url)));
    const baseUrl = await listen(app);
    const client = await openSocket(`${baseUrl.replace('http', 'ws')}/ws?token=t`);
    await client.next();
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    // Promptly: the close frame is sent by the shutdown itself; a socket left open until its
    // peer gives up would run into the test's timeout (no wall-clock bound: a busy machine).
    await app.close();
    expect(await closed).toBe(1001);
    await upstream.close();
  });
});

describe('upstream mode: failures answer JSON, never hang', () => {
  it('answers 502 BAD_GATEWAY when the upstream is down', async () => {
    const port = await closedPort();
    const app = buildApp(testConfig(upstreamEnv(`http://127.0.0.1:${port}`)));
    const response = await app.inject({ url: '/api/whoami' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      statusCode: 502,
      code: 'BAD_GATEWAY',
      message: 'The main service is not reachable. Try again shortly.',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: 'demo' },
    });
    expect(login.statusCode).toBe(502);
    expect(login.json()).toMatchObject({ code: 'BAD_GATEWAY' });
    await app.close();
  });

  it('answers a live channel upgrade with 502 when its upstream is down', async () => {
    const port = await closedPort();
    const app = buildApp(testConfig(upstreamEnv(`http://127.0.0.1:${port}`)));
    const baseUrl = await listen(app);
    await expect(openSocket(`${baseUrl.replace('http', 'ws')}/ws?token=x`)).rejects.toThrow(/502/);
    await app.close();
  });

  it('answers a live channel upgrade with 504 when its upstream does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const app = buildApp(
      testConfig(upstreamEnv(`http://127.0.0.1:${port}`, { UPSTREAM_TIMEOUT_MS: '300' })),
    );
    const baseUrl = await listen(app);
    await expect(openSocket(`${baseUrl.replace('http', 'ws')}/ws?token=x`)).rejects.toThrow(/504/);
    await app.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 504 GATEWAY_TIMEOUT when the upstream is too slow', async () => {
    const upstream = await startFakeUpstream();
    const app = buildApp(testConfig(upstreamEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' })));
    // The upstream would answer 200 after 3 s: a 504 can only come from the 300 ms timeout.
    const response = await app.inject({ url: '/api/slow?ms=3000' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      statusCode: 504,
      code: 'GATEWAY_TIMEOUT',
      message: 'The main service did not answer within 300 ms.',
    });
    await app.close();
    await upstream.close();
  });

  it("answers 504 at the configured timeout, not on undici's coarse timer (issue 12)", async () => {
    // undici's headersTimeout ticks in steps of about 500 ms (two at least): alone, a 300 ms
    // timeout answered after about 1 s. The gateway's own timer answers on time.
    const upstream = await startFakeUpstream();
    const app = buildApp(testConfig(upstreamEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' })));
    const baseUrl = await listen(app);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/slow?ms=3000`);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'GATEWAY_TIMEOUT' });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(800);
    // A request with a body too (its stream is done, and destroyed, once the body is read).
    const postStarted = performance.now();
    const post = await fetch(`${baseUrl}/api/slow?ms=3000`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'a body' }),
    });
    expect(post.status).toBe(504);
    expect(performance.now() - postStarted).toBeLessThan(800);
    await app.close();
    await upstream.close();
  });

  it('honours a base path in the upstream URL, and a URL naming the service path', async () => {
    const upstream = await startFakeUpstream('/backend');
    const app = buildApp(
      testConfig(
        upstreamEnv(`${upstream.url}/backend`, {
          UPSTREAM_GRAPHQL_URL: `${upstream.url}/backend/graphql`,
        }),
      ),
    );
    const rest = await app.inject({ url: '/order/api/web/v1/customer?page=2' });
    expect(rest.json<EchoBody>().url).toBe('/backend/order/api/web/v1/customer?page=2');
    const graphql = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{a}' },
    });
    expect(graphql.json<{ data: { echo: EchoBody } }>().data.echo.url).toBe('/backend/graphql');
    await app.close();
    await upstream.close();
  });
});
