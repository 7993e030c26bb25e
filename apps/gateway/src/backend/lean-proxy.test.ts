import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { call } from '../testing/raw-call';
import { listen, testConfig, upstreamEnv } from '../testing/test-config';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The lean API proxy (issue 12) against a bare node:http upstream: what reply-from did before,
 * pinned where the pass-through tests in upstream-proxy.test.ts do not look.
 */
describe('lean API proxy', () => {
  let upstream: Server;
  let app: FastifyInstance;
  let origin: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    upstream = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        seen.push({
          method: incoming.method ?? '',
          url: incoming.url ?? '',
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString(),
        });
        const body = JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id })) });
        response.writeHead(201, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          connection: 'x-upstream-private',
          'x-upstream-private': 'hop',
          'x-upstream-kept': 'end-to-end',
        });
        response.end(incoming.method === 'HEAD' ? undefined : body);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    app = buildApp(testConfig(upstreamEnv(`http://127.0.0.1:${port}`)));
    origin = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const last = () => seen[seen.length - 1] as Seen;

  it('drops hop-by-hop request headers, keeps end-to-end ones, sets host and x-forwarded-*', async () => {
    const answer = await call(origin, '/api/vehicle?limit=5', {
      headers: {
        connection: 'keep-alive, x-client-private',
        'x-client-private': 'secret',
        'keep-alive': 'timeout=5',
        'x-forwarded-for': '203.0.113.9',
        'x-custom': 'kept',
        cookie: 'armada_session=abc',
      },
    });
    expect(answer.status).toBe(201);
    const { headers, url } = last();
    expect(url).toBe('/api/vehicle?limit=5');
    expect(headers['x-client-private']).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
    expect(headers['x-custom']).toBe('kept');
    expect(headers.cookie).toBe('armada_session=abc');
    expect(headers.host).toBe(
      new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`).host,
    );
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(origin).host);
    expect(headers['x-request-id']).toBe(answer.headers['x-request-id']);
  });

  it("drops the upstream's hop-by-hop answer headers and keeps the security headers", async () => {
    const answer = await call(origin, '/order/api/web/v1/customer');
    expect(answer.headers['x-upstream-private']).toBeUndefined();
    expect(answer.headers['x-upstream-kept']).toBe('end-to-end');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body.toString())).toHaveProperty('items');
  });

  it('compresses a JSON answer for a client that accepts gzip, as before', async () => {
    const answer = await call(origin, '/api/vehicle', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toHaveProperty('items');
  });

  it('streams a request body with its length, and sends none for GET and HEAD', async () => {
    await call(origin, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ a }"}',
    });
    expect(last()).toMatchObject({ method: 'POST', body: '{"query":"{ a }"}' });
    expect(last().headers['content-length']).toBe('17');

    const head = await call(origin, '/api/vehicle', { method: 'HEAD' });
    expect(head.status).toBe(201);
    expect(head.body.length).toBe(0);
    expect(last()).toMatchObject({ method: 'HEAD', body: '' });
  });

  it('refuses a path that climbs out of the upstream base with 400 JSON', async () => {
    const before = seen.length;
    const answer = await call(origin, '/api/%2e%2e/%2e%2e/admin');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
    });
    expect(seen.length).toBe(before);
  });

  it('does not proxy paths that only start like a prefix', async () => {
    const before = seen.length;
    const answer = await call(origin, '/apix/vehicle');
    expect(answer.status).toBe(404);
    expect(seen.length).toBe(before);
  });
});
