import type { FastifyInstance, HTTPMethods } from 'fastify';
import {
  DELIVERY_ORDER_IMPORT_UPLOAD,
  checkDeliveryOrderImportRoute,
  commitDeliveryOrderImportRoute,
} from '@armada/contracts/delivery-orders';
import { API_BASES, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { GatewayConfig, UpstreamConfig } from '../config/env';
import { ACCESS_LOG_DECORATOR } from '../logger';
import { genReqId } from '../plugins/request-id';
import { secureCookie, securityHeaderWriter } from '../plugins/security-headers';
import type { UpstreamTarget } from '../services/readiness';
import { leanProxy, type LeanProxy } from './lean-proxy';
import { inFrontOfFastify, proxyFastPath, type FastPathRoute } from './proxy-fast-path';
import { liveChannelProxy } from './live-channel-proxy';

export type UpstreamName = Exclude<keyof UpstreamConfig, 'timeoutMs'>;

interface ProxyRoute {
  name: UpstreamName;
  /** Shown in the 502/504 message. */
  label: string;
  prefix: string;
  /**
   * Sign-in bodies are parsed (not streamed) so the login rate limit can key on the username;
   * they are re-sent to the upstream as the same JSON.
   */
  parseJson?: boolean;
}

/** Paths are kept exactly as the browser sent them (docs/architecture.md: a pass-through proxy). */
const PROXY_ROUTES: readonly ProxyRoute[] = [
  { name: 'auth', label: 'sign-in', prefix: API_BASES.auth, parseJson: true },
  { name: 'main', label: 'main', prefix: API_BASES.main },
  { name: 'order', label: 'order', prefix: API_BASES.order },
  { name: 'fleetPlanning', label: 'fleet planning', prefix: API_BASES.fleetPlanning },
  { name: 'graphql', label: 'GraphQL', prefix: API_BASES.graphql },
  // Plain HTTP to /ws (no upgrade) only; upgrades go through liveChannelProxy.
  { name: 'ws', label: 'live channel', prefix: API_BASES.liveChannel },
];

/** The URL each upstream is probed at for /readyz: its own base path, any answer will do. */
export function upstreamTargets(upstream: UpstreamConfig): UpstreamTarget[] {
  return PROXY_ROUTES.map(({ name, prefix }) => ({
    name,
    url: `${toHttp(upstream[name])}${prefix}`,
  }));
}

function toHttp(base: string): string {
  return base.replace(/^ws(s?):/, 'http$1:');
}

/** Upload routes whose body limit the gateway enforces itself (DLV-27). */
const UPLOAD_LIMITS: ReadonlyMap<string, number> = new Map(
  [checkDeliveryOrderImportRoute, commitDeliveryOrderImportRoute].map((route) => [
    `${route.method} ${route.url}`,
    DELIVERY_ORDER_IMPORT_UPLOAD.maxBytes,
  ]),
);

/** The methods proxied (those @fastify/http-proxy proxied until issue 12). */
const PROXIED_METHODS: HTTPMethods[] = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/**
 * `ARMADA_BACKEND=upstream`: every backend path is proxied by leanProxy (node:http over a
 * keep-alive Agent; @fastify/http-proxy until issue 12, see docs/adr/0014-lean-api-proxy.md).
 * Cookies and set-cookie pass through untouched in both directions; an upstream that is down
 * answers 502 and a slow one 504, both as JSON, within `UPSTREAM_TIMEOUT_MS`. The live channel's
 * WebSocket upgrades are proxied by liveChannelProxy (it checks the token upstream before
 * accepting the browser's socket, so a refusal stays a 401). No @fastify/websocket here.
 */
export async function upstreamProxy(
  app: FastifyInstance,
  {
    upstream,
    config,
    routes,
  }: {
    upstream: UpstreamConfig;
    /** The whole configuration: the fast path writes the security headers itself. */
    config: GatewayConfig;
    /** Every route of the app as registered (app.ts records them): the fast path's guard. */
    routes: readonly RegisteredRoute[];
  },
): Promise<void> {
  const timeoutMs = upstream.timeoutMs;
  const proxies: FastPathRoute[] = [];

  for (const route of PROXY_ROUTES) {
    const base = new URL(toHttp(upstream[route.name]));
    const proxy = leanProxy({
      label: route.label,
      origin: new URL(base.origin),
      basePath: base.pathname.replace(/\/+$/, ''),
      timeoutMs,
    });
    proxies.push({ prefix: route.prefix, proxy });
    app.addHook('onClose', (_instance, done) => {
      proxy.close();
      done();
    });
    await app.register(async (scope) => {
      if (route.parseJson) {
        const parseJson = scope.getDefaultJsonParser('error', 'error');
        // An empty JSON body (a bare POST /auth/logout) is passed on as empty, not refused.
        scope.addContentTypeParser(
          'application/json',
          { parseAs: 'string' },
          (request, body, done) => {
            const text = body.toString();
            if (text === '') done(null, undefined);
            else parseJson(request, text, done);
          },
        );
      } else {
        // Other bodies are streamed to the upstream as they come, whatever their type.
        scope.addContentTypeParser('application/json', (_request, payload, done) =>
          done(null, payload),
        );
      }
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      // DLV-27: an import file announced over its limit is refused here, from its
      // Content-Length, with the upstream's own answer: streamed on, the upstream's early 413
      // would reach the browser as a 502 from a cut upload. The rest of the body is dropped.
      scope.addHook('onRequest', async (request, reply) => {
        const limit = UPLOAD_LIMITS.get(`${request.method} ${request.url.split('?')[0] ?? ''}`);
        if (limit === undefined || Number(request.headers['content-length'] ?? 0) <= limit) return;
        request.raw.resume();
        return reply.code(413).send({
          statusCode: 413,
          code: 'PAYLOAD_TOO_LARGE',
          message: `The file is larger than ${limit} bytes (${limit / 1024 / 1024} MB); split it into smaller files.`,
          reason: SERVER_ERROR_REASONS.deliveryOrderImportTooLarge,
          params: { max: limit },
        });
      });
      for (const url of [route.prefix, `${route.prefix}/*`]) {
        scope.route({ method: PROXIED_METHODS, url, handler: proxy.handler });
      }
    });
  }

  liveChannelProxy(app, { wsBase: upstream.ws, timeoutMs });

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Installed once every route is known: a prefix that another route overlaps stays Fastify's.
  app.addHook('onReady', (done) => {
    // Fastify's request.ip/protocol/host read forwarded headers from trusted proxies; the fast
    // path reads the socket only, so with TRUST_PROXY set every call takes the route.
    if (config.trustProxy !== false) return done();
    const handlers = new Set(proxies.map(({ proxy }) => proxy.handler));
    const fastRoutes = proxies.filter(({ prefix }) =>
      routes.every(
        (route) =>
          handlers.has(route.handler as LeanProxy['handler']) ||
          !route.methods.some((method) => method === 'GET' || method === 'HEAD') ||
          !(route.url === prefix || route.url.startsWith(`${prefix}/`)),
      ),
    );
    inFrontOfFastify(
      app.server,
      proxyFastPath({
        routes: fastRoutes,
        genReqId,
        writeSecurityHeaders: securityHeaderWriter(config),
        secureCookie: config.cookieSecure ? secureCookie : undefined,
        log: app.log,
        accessLog: app.hasDecorator(ACCESS_LOG_DECORATOR),
        closing: () => closing,
      }),
    );
    done();
  });
}

/** A route as `onRoute` saw it. */
export interface RegisteredRoute {
  url: string;
  methods: readonly string[];
  handler: unknown;
}
