import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUpstreamReadiness, probeHttp } from '../services/readiness';
import { fakeSimulator, startFakeUpstream } from '../testing/fake-backend';
import { closedPort, testConfig, upstreamEnv } from '../testing/test-config';

describe('GET /healthz', () => {
  it('answers ok in both modes, even when the upstreams are down', async () => {
    const port = await closedPort();
    for (const config of [testConfig(), testConfig(upstreamEnv(`http://127.0.0.1:${port}`))]) {
      const app = buildApp(config, { createSimulator: fakeSimulator().createSimulator });
      const response = await app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      await app.close();
    }
  });
});

describe('GET /readyz', () => {
  it('simulator mode: ready once the simulator is mounted, not ready while stopping', async () => {
    const app = buildApp(testConfig(), { createSimulator: fakeSimulator().createSimulator });
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      backend: 'simulator',
      checks: { simulator: 'ok' },
    });
    await app.close();
    expect(await app.readiness.check()).toEqual({
      ready: false,
      checks: { simulator: 'stopping' },
    });
  });

  it("simulator mode: not ready while the simulator's store does not answer", async () => {
    let storeUp = false;
    const fake = fakeSimulator(async () => undefined, { isReady: async () => storeUp });
    const app = buildApp(testConfig(), { createSimulator: fake.createSimulator });
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'not_ready',
      checks: { simulator: 'unreachable' },
    });
    storeUp = true;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await app.close();
  });

  it('upstream mode: ready when every upstream answers HTTP, whatever the status', async () => {
    const upstream = await startFakeUpstream();
    const app = buildApp(testConfig(upstreamEnv(upstream.url)));
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      backend: 'upstream',
      checks: { auth: 'ok', main: 'ok', order: 'ok', fleetPlanning: 'ok', graphql: 'ok', ws: 'ok' },
    });
    await app.close();
    await upstream.close();
  });

  it('upstream mode: 503 naming the upstream that does not answer', async () => {
    const upstream = await startFakeUpstream();
    const port = await closedPort();
    const app = buildApp(
      testConfig(upstreamEnv(upstream.url, { UPSTREAM_ORDER_URL: `http://127.0.0.1:${port}` })),
    );
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not_ready',
      backend: 'upstream',
      checks: { main: 'ok', order: 'unreachable' },
    });
    await app.close();
    await upstream.close();
  });

  it('an upstream that accepts connections but never answers counts as down, quickly', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    // The server never answers: only the probe's own 200 ms timeout can end the call, so its
    // answer is the proof (without the timeout the test would run into its own and fail).
    expect(await probeHttp(`http://127.0.0.1:${port}/api`, 200)).toBe(false);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('upstream probes time out quickly and are cached for about a second', async () => {
    let calls = 0;
    const readiness = createUpstreamReadiness(
      [
        { name: 'main', url: 'http://main/api' },
        { name: 'auth', url: 'http://main/api' },
      ],
      {
        probeTimeoutMs: 50,
        cacheMs: 1000,
        probe: async () => {
          calls += 1;
          return true;
        },
      },
    );
    await readiness.check();
    await readiness.check();
    // Same URL probed once per round; the second round came from the cache.
    expect(calls).toBe(1);
  });
});
