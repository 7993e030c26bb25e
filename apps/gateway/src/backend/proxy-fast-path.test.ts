import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { call, type Answer } from '../testing/raw-call';
import { listen, testConfig, upstreamEnv } from '../testing/test-config';

const BODY = JSON.stringify({ items: Array.from({ length: 100 }, (_, id) => ({ id })) });

/** An upstream with a few behaviours chosen by path. */
function makeUpstream(seen: IncomingHttpHeaders[]): Server {
  return createServer((incoming, response) => {
    seen.push(incoming.headers);
    incoming.resume();
    const path = incoming.url ?? '';
    if (path.startsWith('/api/empty')) {
      response.writeHead(204, { 'x-upstream': 'empty' });
      response.end();
      return;
    }
    if (path.startsWith('/api/chunked')) {
      // No length: node:http frames the answer as chunks, one per write.
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.write(BODY.slice(0, 10));
      setTimeout(() => {
        response.write(BODY.slice(10, 2000));
        response.end(BODY.slice(2000));
      }, 5);
      return;
    }
    if (path.startsWith('/api/cached')) {
      response.writeHead(304, { etag: '"v1"' });
      response.end();
      return;
    }
    if (path.startsWith('/api/cut')) {
      // Headers and half the body, then the socket is dropped.
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(BODY),
      });
      response.write(BODY.slice(0, 100), () => response.socket?.destroy());
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(BODY),
      'set-cookie': 'armada_session=abc; Path=/; HttpOnly',
      connection: 'x-upstream-private',
      'x-upstream-private': 'hop',
      'x-upstream-kept': 'end-to-end',
    });
    response.end(incoming.method === 'HEAD' ? undefined : BODY);
  });
}

/** The answer's headers that differ per call (date, request id) left out. */
function stableHeaders(answer: Answer): Record<string, unknown> {
  const { date: _date, 'x-request-id': _id, ...rest } = answer.headers;
  return rest;
}

async function startUpstream(seen: IncomingHttpHeaders[]) {
  const upstream = makeUpstream(seen);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  return { upstream, origin: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` };
}

/**
 * The proxy's fast path (issue 29, docs/adr/0057-gateway-next-to-nginx.md): GET and HEAD calls
 * that need none of the route's hooks' work skip Fastify, and answer exactly as the route does
 * (GW-29, docs/rules/gateway.md).
 */
describe('proxy fast path (GW-29)', () => {
  let upstream: Server;
  let app: FastifyInstance;
  let origin: string;
  const seen: IncomingHttpHeaders[] = [];
  /** Requests Fastify handled (a root hook registered before the app). */
  let routed = 0;

  beforeAll(async () => {
    const started = await startUpstream(seen);
    upstream = started.upstream;
    app = buildApp(testConfig(upstreamEnv(started.origin)));
    app.addHook('onRequest', (_request, _reply, done) => {
      routed++;
      done();
    });
    origin = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
  });
  afterEach(() => {
    routed = 0;
  });

  it('answers a plain GET without Fastify, with the same headers and body as the route', async () => {
    const fast = await call(origin, '/api/vehicle?limit=5');
    expect(routed).toBe(0);
    // `accept-encoding: identity`: nothing to compress, but the route answers it.
    const routedAnswer = await call(origin, '/api/vehicle?limit=5', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(routed).toBe(1);
    expect(fast.status).toBe(200);
    expect(fast.body.toString()).toBe(BODY);
    expect(fast.body.equals(routedAnswer.body)).toBe(true);
    expect(stableHeaders(fast)).toEqual(stableHeaders(routedAnswer));
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers['x-upstream-private']).toBeUndefined();
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the upstream the same request headers as the route does', async () => {
    await call(origin, '/order/api/web/v1/customer', {
      headers: { 'x-request-id': 'caller-1', 'x-forwarded-for': '10.0.0.9', cookie: 'a=b' },
    });
    const fastSeen = seen[seen.length - 1];
    await call(origin, '/order/api/web/v1/customer', {
      headers: {
        'x-request-id': 'caller-1',
        'x-forwarded-for': '10.0.0.9',
        cookie: 'a=b',
        'accept-encoding': 'identity',
      },
    });
    const routeSeen = seen[seen.length - 1];
    expect(routed).toBe(1);
    const { 'accept-encoding': _encoding, ...routeRest } = routeSeen ?? {};
    expect(fastSeen).toEqual(routeRest);
    expect(fastSeen?.['x-request-id']).toBe('caller-1');
    expect(fastSeen?.['x-forwarded-for']).toBe('10.0.0.9, 127.0.0.1');
    expect(fastSeen?.['x-forwarded-proto']).toBe('http');
  });

  it('keeps the length of a HEAD answer and sends no body', async () => {
    const answer = await call(origin, '/api/vehicle', { method: 'HEAD' });
    expect(routed).toBe(0);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(BODY)));
    expect(answer.body.length).toBe(0);
  });

  it('passes a 204 without content headers', async () => {
    const answer = await call(origin, '/api/empty');
    expect(routed).toBe(0);
    expect(answer.status).toBe(204);
    expect(answer.headers['x-upstream']).toBe('empty');
    expect(answer.headers['content-length']).toBeUndefined();
  });

  it('passes a chunked answer and a 304 as the route does', async () => {
    for (const path of ['/api/chunked', '/api/cached']) {
      const fast = await call(origin, path);
      expect(routed).toBe(0);
      const routedAnswer = await call(origin, path, { headers: { 'accept-encoding': 'identity' } });
      expect(routed).toBe(1);
      routed = 0;
      expect(fast.status).toBe(routedAnswer.status);
      expect(fast.body.equals(routedAnswer.body)).toBe(true);
      expect(stableHeaders(fast)).toEqual(stableHeaders(routedAnswer));
    }
    expect((await call(origin, '/api/chunked')).body.toString()).toBe(BODY);
  });

  it('keeps its upstream connection open from call to call', async () => {
    let connections = 0;
    const count = () => connections++;
    upstream.on('connection', count);
    try {
      for (let i = 0; i < 5; i++) expect((await call(origin, '/api/vehicle')).status).toBe(200);
    } finally {
      upstream.off('connection', count);
    }
    expect(routed).toBe(0);
    expect(connections).toBeLessThanOrEqual(1);
  });

  it('cuts the answer off when the upstream drops mid-body', async () => {
    await expect(call(origin, '/api/cut')).rejects.toThrow();
    expect(routed).toBe(0);
  });

  it('leaves to Fastify what needs its hooks: bodies, compression, odd paths, tracking links', async () => {
    await call(origin, '/api/vehicle', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await call(origin, '/api/vehicle', { headers: { 'accept-encoding': 'gzip' } });
    await call(origin, '/api/%76ehicle');
    await call(origin, '/api/public/tracking/abc');
    await call(origin, '/apix');
    expect(routed).toBe(5);
  });

  it('answers 502 in the error shape when the upstream is down, as the route does', async () => {
    const down = buildApp(testConfig(upstreamEnv('http://127.0.0.1:9')));
    let downRouted = 0;
    down.addHook('onRequest', (_request, _reply, done) => {
      downRouted++;
      done();
    });
    const downOrigin = await listen(down);
    try {
      const fast = await call(downOrigin, '/api/vehicle');
      expect(downRouted).toBe(0);
      const routedAnswer = await call(downOrigin, '/api/vehicle', {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(downRouted).toBe(1);
      expect(fast.status).toBe(502);
      expect(JSON.parse(fast.body.toString())).toEqual(JSON.parse(routedAnswer.body.toString()));
      expect(stableHeaders(fast)).toEqual(stableHeaders(routedAnswer));
    } finally {
      await down.close();
    }
  });
});

describe('proxy fast path settings (GW-29)', () => {
  it('marks cookies Secure behind HTTPS (COOKIE_SECURE=true), as the route does', async () => {
    const { upstream, origin: upstreamOrigin } = await startUpstream([]);
    const app = buildApp(testConfig({ ...upstreamEnv(upstreamOrigin), COOKIE_SECURE: 'true' }));
    const origin = await listen(app);
    try {
      const fast = await call(origin, '/api/vehicle');
      const routed = await call(origin, '/api/vehicle', {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(fast.headers['set-cookie']).toEqual(['armada_session=abc; Path=/; HttpOnly; Secure']);
      expect(stableHeaders(fast)).toEqual(stableHeaders(routed));
    } finally {
      await app.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('is off with TRUST_PROXY (forwarded headers are read by Fastify)', async () => {
    const { upstream, origin: upstreamOrigin } = await startUpstream([]);
    const app = buildApp(testConfig({ ...upstreamEnv(upstreamOrigin), TRUST_PROXY: 'true' }));
    let routed = 0;
    app.addHook('onRequest', (_request, _reply, done) => {
      routed++;
      done();
    });
    const origin = await listen(app);
    try {
      await call(origin, '/api/vehicle');
      expect(routed).toBe(1);
    } finally {
      await app.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
