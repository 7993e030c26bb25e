import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { API_BASES, HTTP_ERROR_CODES } from '@armada/contracts';
import type { UpstreamConfig } from '../config/env';
import { errorBody } from '../http/error-response';
import { REQUEST_ID_HEADER } from '../plugins/request-id';
import type { UpstreamTarget } from '../services/readiness';
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

/** Paths are kept exactly as the browser sent them (ARCHITECTURE.md: a pass-through proxy). */
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

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
type RewriteRequestHeaders = NonNullable<ReplyOptions['rewriteRequestHeaders']>;
type OnError = NonNullable<ReplyOptions['onError']>;
type OnResponse = NonNullable<ReplyOptions['onResponse']>;
type PreHandler = NonNullable<FastifyHttpProxyOptions['preHandler']>;

const forwardedHeaders: RewriteRequestHeaders = (request, headers) => {
  const previous = headers['x-forwarded-for'];
  return {
    ...headers,
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': previous ? `${String(previous)}, ${request.ip}` : request.ip,
    'x-forwarded-proto': request.protocol,
    ...(request.host && { 'x-forwarded-host': request.host }),
  };
};

/** What sendFailure needs of a reply (HTTP/1 or HTTP/2 alike). */
interface ReplyLike {
  code(statusCode: number): { type(contentType: string): { send(payload: unknown): unknown } };
}

function sendFailure(reply: ReplyLike, label: string, timeoutMs: number, timedOut: boolean): void {
  const body = timedOut
    ? errorBody(
        504,
        `The ${label} service did not answer within ${timeoutMs} ms.`,
        HTTP_ERROR_CODES.gatewayTimeout,
      )
    : errorBody(
        502,
        `The ${label} service is not reachable. Try again shortly.`,
        HTTP_ERROR_CODES.badGateway,
      );
  reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The time to the upstream's answer (its status line and headers) is held by the gateway's own
 * timer: undici's `headersTimeout` runs on its coarse timers (ticks of about 500 ms, two at
 * least), so on its own a 1000 ms timeout answered 504 after about 1.5 s and a 300 ms one after
 * a second (issue 12, tests/reliability/upstream-faults.test.ts, "answers 504 JSON within the
 * timeout"). undici's timeout stays as the backstop that frees the upstream connection.
 */
interface Deadlines {
  start: PreHandler;
  /** Stops the request's timer; false when it has already answered 504 itself. */
  settle(request: object): boolean;
}

function headersDeadlines(label: string, timeoutMs: number): Deadlines {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  return {
    start(request, reply, done) {
      const timer = setTimeout(() => {
        timers.delete(request);
        // Not `request.raw.destroyed`: a request stream is destroyed once its body is read.
        if (reply.sent) return;
        reply.log.warn({ upstream: label, timeoutMs }, 'upstream did not answer in time');
        sendFailure(reply, label, timeoutMs, true);
      }, timeoutMs);
      timer.unref();
      timers.set(request, timer);
      done();
    },
    settle(request) {
      const timer = timers.get(request);
      if (timer === undefined) return false;
      clearTimeout(timer);
      timers.delete(request);
      return true;
    },
  };
}

function failureReply(label: string, timeoutMs: number, deadlines: Deadlines): OnError {
  return (reply, { error }) => {
    if (!deadlines.settle(reply.request) && reply.sent) return;
    // reply-from reports timeouts (headers, body, connect) as 504; anything else that kept the
    // upstream from answering (refused, reset, DNS, bad status line) is a bad gateway.
    const timedOut = 'statusCode' in error && error.statusCode === 504;
    reply.log.warn({ err: error, upstream: label }, 'upstream request failed');
    sendFailure(reply, label, timeoutMs, timedOut);
  };
}

/** The upstream's answer is streamed on, unless the deadline has already answered 504. */
function relayAnswer(deadlines: Deadlines): OnResponse {
  return (request, reply, res) => {
    const { stream } = res as unknown as { stream: Readable };
    if (!deadlines.settle(request) && reply.sent) {
      stream.destroy();
      return;
    }
    reply.send(stream);
  };
}

/**
 * `ARMADA_BACKEND=upstream`: every backend path is proxied with @fastify/http-proxy. Cookies and
 * set-cookie pass through untouched in both directions; an upstream that is down answers 502 and
 * a slow one 504, both as JSON, within `UPSTREAM_TIMEOUT_MS`. The live channel's WebSocket
 * upgrades are proxied by liveChannelProxy (http-proxy's websocket mode would accept the browser's
 * socket before the upstream has checked the token, hiding its 401). No @fastify/websocket here.
 */
export async function upstreamProxy(
  app: FastifyInstance,
  { upstream }: { upstream: UpstreamConfig },
): Promise<void> {
  const timeoutMs = upstream.timeoutMs;

  for (const route of PROXY_ROUTES) {
    const base = new URL(toHttp(upstream[route.name]));
    const basePath = base.pathname.replace(/\/+$/, '');
    const deadlines = headersDeadlines(route.label, timeoutMs);
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
        scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      }
      await scope.register(httpProxy, {
        prefix: route.prefix,
        upstream: base.origin,
        rewritePrefix: `${basePath}${route.prefix}`,
        proxyPayloads: !route.parseJson,
        // The browser's own Location headers are already right: the paths are unchanged.
        internalRewriteLocationHeader: false,
        // reply-from's two info lines per request ("fetching from remote server", "response
        // received") tripled the log volume of a proxied call, and writing log lines was the
        // largest part of its CPU (issue 12); the access log line (logger.ts) says it once.
        disableRequestLogging: true,
        undici: {
          connect: { timeout: timeoutMs },
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        },
        preHandler: deadlines.start,
        replyOptions: {
          rewriteRequestHeaders: forwardedHeaders,
          onError: failureReply(route.label, timeoutMs, deadlines),
          onResponse: relayAnswer(deadlines),
          // A pass-through: a 503 from upstream goes to the browser, not into a retry loop.
          retryDelay: () => null,
        },
      });
    });
  }

  liveChannelProxy(app, { wsBase: upstream.ws, timeoutMs });
}
