import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { listen, makeWebDist, testConfig, upstreamEnv } from '../testing/test-config';

/** TRK-7, TRK-16 and the public stream through the gateway, in both modes. */

const LIMIT = {
  PUBLIC_TRACKING_RATE_LIMIT_MAX: '3',
  PUBLIC_TRACKING_RATE_LIMIT_WINDOW_MS: '60000',
};
const TOKEN = 'a'.repeat(43);

/** A backend answering the public routes: a JSON view, or an event stream it keeps open. */
const publicBackend: FastifyPluginAsync = async (app) => {
  app.get('/api/public/tracking/:token', async () => ({ data: { ok: true } }));
  app.get('/api/whoami', async () => ({ data: { id: 1 } }));
};

function get(app: FastifyInstance, url: string, ip = '10.1.1.1') {
  return app.inject({ method: 'GET', url, remoteAddress: ip });
}

async function expectLimited(app: FastifyInstance) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const response = await get(app, `/api/public/tracking/${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - attempt));
  }
  const limited = await get(app, `/api/public/tracking/${TOKEN}x`);
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  // Another address is not held back; other routes are not limited.
  expect((await get(app, `/api/public/tracking/${TOKEN}`, '10.2.2.2')).statusCode).toBe(200);
  expect((await get(app, '/api/whoami')).statusCode).not.toBe(429);
}

describe('TRK-16 the public routes are rate limited per address', () => {
  it('simulator mode', async () => {
    const app = buildApp(testConfig(LIMIT), {
      createSimulator: fakeSimulator(publicBackend).createSimulator,
    });
    await expectLimited(app);
    await app.close();
  });

  it('upstream mode', async () => {
    const upstream = Fastify({ logger: false });
    await upstream.register(publicBackend);
    const url = await listen(upstream);
    const app = buildApp(testConfig(upstreamEnv(url, LIMIT)));
    await expectLimited(app);
    await app.close();
    await upstream.close();
  });
});

describe('TRK-12 the public live stream passes through the proxy as it comes', () => {
  let upstream: Server;
  let gateway: FastifyInstance;
  let origin: string;
  let closeStream: () => void = () => undefined;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      if (!request.url?.endsWith('/live')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      response.write('event: view\ndata: {"n":1}\n\n');
      closeStream = () => response.end('event: end\ndata: {"status":"REVOKED"}\n\n');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    gateway = buildApp(testConfig(upstreamEnv(`http://127.0.0.1:${port}`)));
    origin = await listen(gateway);
  });
  afterAll(async () => {
    await gateway?.close();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('delivers the first event before the stream ends, uncompressed', async () => {
    const response = await fetch(`${origin}/api/public/tracking/${TOKEN}/live`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: view');
    closeStream();
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('event: end');
  });
});

describe('TRK-7 the public page', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = makeWebDist();
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'public-tracking.html'), '<!doctype html><main id="tracking"></main>');
    app = buildApp(testConfig({ WEB_DIST_DIR: dist }), {
      createSimulator: fakeSimulator(async () => undefined).createSimulator,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves its own entry at /t/<token>, revalidated, with the CSP', async () => {
    const response = await app.inject({ url: `/t/${TOKEN}`, headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('id="tracking"');
  });

  it('leaves every other page to the app', async () => {
    const response = await app.inject({ url: '/trackingtemp', headers: { accept: 'text/html' } });
    expect(response.body).toContain('<div id="root">');
  });
});
