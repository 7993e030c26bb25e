import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { HASHED_ASSET, TEST_BUILD_ID, makeWebDist, testConfig } from '../testing/test-config';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('web app serving', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = makeWebDist();
    // A backend with no routes: every unknown path reaches the gateway's own fallback.
    app = buildApp(testConfig({ WEB_DIST_DIR: dist }), {
      createSimulator: fakeSimulator(async () => undefined).createSimulator,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await app.inject({ url: '/', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a year of immutable caching, compressed', async () => {
    const response = await app.inject({
      url: `/${HASHED_ASSET}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files with revalidation', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/sales-order/12', '/liveview-2/?type=vehicle&vehicleId=3'])(
    'falls back to index.html for the client route %s',
    async (path) => {
      const response = await app.inject({ url: path, headers: { accept: HTML } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/order/api/web/v1/nope'],
    ['GET', '/order'],
    ['GET', '/fleet-planning/api/web/v1/nope'],
    ['POST', '/auth/nope'],
    ['GET', '/graphql'],
    ['GET', '/docs/nope'],
  ])('answers JSON 404 for the unknown API path %s %s, even to a browser', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `No API endpoint at ${method} ${url}.`,
    });
  });

  it('does not answer index.html for a missing asset or a non-HTML request', async () => {
    const asset = await app.inject({ url: '/assets/gone-12345678.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/dashboard', headers: { accept: HTML } });
    expect(post.statusCode).toBe(404);
  });

  it('reports the build id, and a new one without a restart', async () => {
    expect((await app.inject({ url: '/app-config.json' })).json()).toMatchObject({
      buildId: TEST_BUILD_ID,
    });
    writeFileSync(join(dist, 'build-id.txt'), 'next-build');
    expect((await app.inject({ url: '/app-config.json' })).json()).toMatchObject({
      buildId: 'next-build',
    });
  });
});

describe('web app not built', () => {
  it('answers / with a 503 that says how to build it, as HTML or JSON', async () => {
    const app = buildApp(testConfig(), { createSimulator: fakeSimulator().createSimulator });
    const html = await app.inject({ url: '/', headers: { accept: HTML } });
    expect(html.statusCode).toBe(503);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('pnpm --filter @armada/web build');

    const json = await app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(json.json<{ message: string }>().message).toContain('pnpm --filter @armada/web build');

    const route = await app.inject({ url: '/dashboard', headers: { accept: HTML } });
    expect(route.statusCode).toBe(503);

    // The rest of the gateway works.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/app-config.json' })).json()).toMatchObject({
      buildId: 'dev',
    });
    await app.close();
  });
});
