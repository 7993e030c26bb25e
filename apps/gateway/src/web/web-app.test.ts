import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { gunzipSync } from 'node:zlib';
import {
  HASHED_ASSET,
  PRECOMPRESSED_ASSET,
  PRECOMPRESSED_MARKER,
  TEST_BUILD_ID,
  makeWebDist,
  testConfig,
} from '../testing/test-config';

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

  it("serves the build's precompressed copy as it is, without compressing again", async () => {
    const response = await app.inject({
      url: `/${PRECOMPRESSED_ASSET}`,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(gunzipSync(response.rawPayload).toString()).toContain(PRECOMPRESSED_MARKER);
  });

  it('leaves the document-only headers, the request id and the ETag off hashed assets', async () => {
    const asset = await app.inject({ url: `/${HASHED_ASSET}` });
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-request-id',
      'etag',
      'last-modified',
    ])
      expect(asset.headers[header], header).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');

    // The document keeps them all, and an ETag to revalidate with.
    const page = await app.inject({ url: '/', headers: { accept: HTML } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toBeTruthy();
    expect(page.headers.etag).toBeTruthy();
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
