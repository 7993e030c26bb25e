import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '@armada/simulator';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import { encodeLiveMessage } from '@armada/contracts/live';
import { buildApp } from '../app';
import { fakeSimulator, type EchoBody } from '../testing/fake-backend';
import { listen, testConfig, upstreamEnv } from '../testing/test-config';
import { openSocket } from '../testing/web-socket-client';

describe('simulator mode (fake simulator with the same interface)', () => {
  it('creates the simulator from the config and mounts its routes at their own paths', async () => {
    const fake = fakeSimulator();
    const config = testConfig({
      ARMADA_SEED: '7',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    const app = buildApp(config, {
      createSimulator: fake.createSimulator,
      simulatorOptions: { inMemory: true },
    });
    await app.ready();
    expect(fake.options).toEqual({
      seed: 7,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      secureCookies: false,
      inMemory: true,
    });

    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: 'demo' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBe(
      `${SESSION_COOKIE_NAME}=session-for-test; Path=/; HttpOnly; SameSite=Lax`,
    );
    // Root hooks reach the simulator's routes too.
    expect(login.headers['x-request-id']).toBeTruthy();
    expect(login.headers['content-security-policy']).toBeTruthy();

    const echo = await app.inject({
      url: '/order/api/web/v1/customer/3?x=1',
      headers: { cookie: `${SESSION_COOKIE_NAME}=abc` },
    });
    expect(echo.json<EchoBody>()).toMatchObject({
      url: '/order/api/web/v1/customer/3?x=1',
      cookie: `${SESSION_COOKIE_NAME}=abc`,
    });
    await app.close();
    expect(fake.closed).toBe(true);
  });

  it("keeps the simulator's own error handler for its routes", async () => {
    const app = buildApp(testConfig(), { createSimulator: fakeSimulator().createSimulator });
    const response = await app.inject({ url: '/api/boom' });
    expect(response.json()).toMatchObject({ statusCode: 500, code: 'FAKE_BACKEND_ERROR' });
    await app.close();
  });

  it("serves the simulator's live channel on the gateway's port", async () => {
    const app = buildApp(testConfig(), { createSimulator: fakeSimulator().createSimulator });
    const baseUrl = await listen(app);
    const client = await openSocket(`${baseUrl.replace('http', 'ws')}/ws?token=abc`);
    expect(JSON.parse(await client.next())).toMatchObject({ type: 'hello', url: '/ws?token=abc' });
    client.socket.send('hi');
    expect(await client.next()).toBe('echo:hi');
    await client.close();
    await app.close();
  });

  it('fails to start, and closes the simulator, when its plugin cannot be mounted', async () => {
    const fake = fakeSimulator(async () => {
      throw new Error('migration failed');
    });
    const app = buildApp(testConfig(), { createSimulator: fake.createSimulator });
    await expect(app.ready()).rejects.toThrow('migration failed');
    expect(fake.closed).toBe(true);
  });

  it('fails to start when the simulator cannot be created', async () => {
    const app = buildApp(testConfig(), {
      createSimulator: async () => {
        throw new Error('cannot open .data/simulator');
      },
    });
    await expect(app.ready()).rejects.toThrow('cannot open .data/simulator');
  });
});

// The real simulator is being built in parallel; until it exists, createSimulator throws
// "not implemented" and this block is skipped (and only then).
const probe: { simulator: Simulator } | { error: unknown } = await createSimulator({
  inMemory: true,
}).then(
  (simulator) => ({ simulator }),
  (error: unknown) => ({ error }),
);
const notImplemented = 'error' in probe && /not implemented/i.test(String(probe.error));

async function signIn(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const setCookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite/i);
  return setCookie?.split(';')[0] ?? '';
}

/** Session, whoami, a live-channel token and PING/PONG on the socket, all through `baseUrl`. */
async function exerciseBackend(baseUrl: string): Promise<void> {
  const session = await signIn(baseUrl);
  const whoami = await fetch(`${baseUrl}/api/whoami`, { headers: { cookie: session } });
  expect(whoami.status).toBe(200);
  expect(await whoami.json()).toMatchObject({ data: { username: 'admin' } });

  const anonymous = await fetch(`${baseUrl}/auth/ws-token`);
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ statusCode: 401 });

  const tokenResponse = await fetch(`${baseUrl}/auth/ws-token`, { headers: { cookie: session } });
  expect(tokenResponse.status).toBe(200);
  const { token } = (await tokenResponse.json()) as { token: string };
  const wsUrl = `${baseUrl.replace('http', 'ws')}/ws`;
  await expect(openSocket(`${wsUrl}?token=wrong-token-0000000`)).rejects.toThrow(/401/);
  const client = await openSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
  client.socket.send(encodeLiveMessage({ type: 'PING' }));
  let reply = JSON.parse(await client.next()) as { type: string };
  while (reply.type !== 'PONG') reply = JSON.parse(await client.next()) as { type: string };
  await client.close();

  const logout = await fetch(`${baseUrl}/auth/logout`, {
    method: 'POST',
    headers: { cookie: session },
  });
  expect(logout.status).toBe(200);
  const after = await fetch(`${baseUrl}/api/whoami`, { headers: { cookie: session } });
  expect(after.status).toBe(401);
}

describe.skipIf(notImplemented)(
  'with the real createSimulator({ inMemory: true }) [skipped while it throws "not implemented"]',
  () => {
    // One simulator for both tests (opening one costs seconds); closed once at the end.
    const simulator = 'simulator' in probe ? probe.simulator : null;
    afterAll(async () => {
      await simulator?.close();
    });

    it('simulator mode: mounted in-process, the whole sign-in and live channel flow works', async () => {
      if (!simulator) throw new Error('no simulator');
      const app = buildApp(testConfig(), {
        createSimulator: async () => ({ ...simulator, close: async () => undefined }),
      });
      try {
        const ready = await app.inject({ url: '/readyz' });
        expect(ready.json()).toMatchObject({ status: 'ready', backend: 'simulator' });
        const config = await app.inject({ url: '/app-config.json' });
        expect(config.json()).toMatchObject({
          backend: 'simulator',
          demoAccounts: [...DEMO_ACCOUNTS],
        });
        await exerciseBackend(await listen(app));
      } finally {
        await app.close();
      }
    });

    it('upstream mode: the same flow through the proxy to the simulator served standalone', async () => {
      if (!simulator) throw new Error('no simulator');
      const standalone = Fastify({ logger: false, forceCloseConnections: true });
      await standalone.register(simulator.plugin);
      const upstreamUrl = await listen(standalone);
      const app = buildApp(testConfig(upstreamEnv(upstreamUrl)));
      try {
        const ready = await app.inject({ url: '/readyz' });
        expect(ready.json()).toMatchObject({ status: 'ready', backend: 'upstream' });
        await exerciseBackend(await listen(app));
      } finally {
        await app.close();
        await standalone.close();
      }
    });
  },
);
