import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from '../http/error-response';
import { logAccess, type LoggedRequest } from '../logger';
import { isPublicTrackingPath } from '../plugins/public-tracking';
import { REQUEST_ID_HEADER } from '../plugins/request-id';
import { failureBody, forEachAnswerHeader, type LeanProxy } from './lean-proxy';

export interface FastPathRoute {
  prefix: string;
  proxy: LeanProxy;
}

export interface FastPathOptions {
  /** The proxied prefixes a fast-path request may have; those another route overlaps are left out. */
  routes: readonly FastPathRoute[];
  genReqId(request: IncomingMessage): string;
  /** The security headers of every answer (plugins/security-headers.ts). */
  writeSecurityHeaders(request: IncomingMessage, response: ServerResponse): void;
  /** `COOKIE_SECURE=true`: the Secure flag on every cookie passing through. */
  secureCookie: ((cookie: string) => string) | undefined;
  log: FastifyBaseLogger;
  /** Whether to write an access line per answer (server.ts turns the access log on). */
  accessLog: boolean;
  /** True once the gateway is shutting down. */
  closing(): boolean;
}

/** A request the fast path takes: the proxy it goes to. */
type Taken = LeanProxy | undefined;

/**
 * Which proxy a request goes to by the fast path, or undefined when it must take the Fastify
 * route. Only what needs none of the route's hooks' work qualifies:
 * - GET and HEAD: no body to parse, stream, limit or drain; never a foreign-origin write
 *   (safe methods) and never a sign-in (the login rate limit counts POSTs);
 * - no `accept-encoding` (or `x-no-compression`): the answer goes out as the upstream sent it,
 *   as @fastify/compress would leave it; an answer that may be compressed takes the route;
 * - a plain path under a proxied prefix: no `%` or `..` (the route decodes and refuses those),
 *   not a public tracking path (rate-limited at the edge, TRK-16).
 */
export function fastPathProxy(request: IncomingMessage, routes: readonly FastPathRoute[]): Taken {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const headers = request.headers;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  const length = headers['content-length'];
  if (length !== undefined && length !== '0') return undefined;
  if (headers['accept-encoding'] !== undefined && headers['x-no-compression'] === undefined)
    return undefined;
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.includes('%') || path.includes('..') || path.includes('#')) return undefined;
  for (const { prefix, proxy } of routes) {
    if (path === prefix || (path.startsWith(prefix) && path.charCodeAt(prefix.length) === 47)) {
      return isPublicTrackingPath(path) ? undefined : proxy;
    }
  }
  return undefined;
}

function sendJson(response: ServerResponse, statusCode: number, body: object): void {
  const text = JSON.stringify(body);
  response.statusCode = statusCode;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(text));
  response.end(text);
}

/**
 * The proxy's fast path (issue 29, docs/adr/0057-gateway-next-to-nginx.md): a `request`
 * listener in front of Fastify's that answers the API calls needing nothing of Fastify but the
 * proxying itself (see {@link fastPathProxy}) on the raw request and response, with what the
 * route's hooks would add: the request id, the security headers (and Secure cookies), the
 * forwarded headers, `connection: close` while shutting down, 502/504 JSON in the error shape,
 * a 500 JSON when the upstream's answer breaks before its first byte, and the access line.
 * Everything else, and every request while the gateway shuts down, goes to Fastify unchanged.
 *
 * @returns a function that answers a request and returns true, or returns false untouched
 */
export function proxyFastPath(
  options: FastPathOptions,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { routes, log } = options;

  return (request, response) => {
    if (options.closing()) return false;
    const proxy = fastPathProxy(request, routes);
    if (proxy === undefined) return false;

    const started = performance.now();
    const id = options.genReqId(request);
    options.writeSecurityHeaders(request, response);
    response.setHeader(REQUEST_ID_HEADER, id);
    const socket = request.socket;
    const caller = {
      id,
      ip: socket.remoteAddress,
      protocol: (socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
      host: request.headers.host ?? '',
    };
    if (options.accessLog) {
      const logged: LoggedRequest = {
        method: request.method,
        url: request.url ?? '/',
        host: caller.host,
        ip: caller.ip,
        socket,
      };
      response.once('close', () =>
        logAccess(log, logged, response.statusCode, performance.now() - started, id),
      );
    }
    const { target } = proxy;

    proxy.forwardBodiless(request, caller, {
      fail(timedOut, error) {
        if (response.headersSent || response.destroyed) return;
        if (timedOut)
          log.warn(
            { reqId: id, upstream: target.label, timeoutMs: target.timeoutMs },
            'upstream did not answer in time',
          );
        else if (error)
          log.warn({ reqId: id, err: error, upstream: target.label }, 'upstream request failed');
        const body = failureBody(target, timedOut);
        if (options.closing()) response.setHeader('connection', 'close');
        sendJson(response, body.statusCode, body);
      },
      answer(answer) {
        // The browser went away meanwhile: nobody to answer.
        if (response.destroyed) {
          answer.destroy();
          return;
        }
        const secure = options.secureCookie;
        forEachAnswerHeader(answer.headers, (name, value) => {
          if (secure && name === 'set-cookie')
            response.setHeader(name, Array.isArray(value) ? value.map(secure) : secure(value));
          else response.setHeader(name, value);
        });
        if (!request.complete || options.closing()) response.setHeader('connection', 'close');
        const status = answer.statusCode;
        response.statusCode = status;
        if (status === 204) {
          // No body may follow (RFC 9110 8.6): no content-type or -length either, as Fastify.
          response.removeHeader('content-type');
          response.removeHeader('content-length');
          answer.destroy();
          response.end();
          return;
        }
        if (answer.bodyless) {
          response.end();
          return;
        }
        // The browser went away mid-answer: the rest is not read (the connection is closed).
        response.once('close', () => answer.destroy());
        const resume = () => answer.resume();
        answer.read({
          // The chunk that completes the answer ends it: headers, body and end go out in one
          // write instead of a write and an empty one (most API answers are one chunk).
          data(chunk, last) {
            if (last) response.end(chunk);
            else if (!response.write(chunk)) {
              answer.pause();
              response.once('drain', resume);
            }
          },
          end() {
            if (!response.writableEnded) response.end();
          },
          error(error) {
            if (response.headersSent) {
              // Cut off mid-answer: the browser must see a broken answer, not a short one.
              log.warn({ reqId: id, err: error }, 'upstream answer broke off');
              response.destroy();
              return;
            }
            // Broken before its first byte: a 500 as the error handler answers a failed route.
            log.error({ reqId: id, err: error }, 'request failed');
            for (const name of response.getHeaderNames()) response.removeHeader(name);
            options.writeSecurityHeaders(request, response);
            response.setHeader(REQUEST_ID_HEADER, id);
            sendJson(response, 500, { ...errorBody(500, 'Internal server error.'), requestId: id });
          },
        });
      },
    });
    return true;
  };
}

/**
 * Puts `take` in front of the server's own `request` listener (Fastify's): a request it takes
 * never reaches Fastify, any other goes on to it as before.
 */
export function inFrontOfFastify(
  server: Server,
  take: (request: IncomingMessage, response: ServerResponse) => boolean,
): void {
  const listeners = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  const [fastify] = listeners;
  if (listeners.length !== 1 || fastify === undefined) return;
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!take(request, response)) fastify.call(server, request, response);
  });
}
