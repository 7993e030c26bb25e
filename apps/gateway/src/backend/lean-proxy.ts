import {
  Agent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { OutgoingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { errorBody, sendError } from '../http/error-response';
import { REQUEST_ID_HEADER } from '../plugins/request-id';
import { rawUpstream, type RawEvents } from './raw-upstream';

/**
 * Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection, never the next one.
 * Dropped from the browser's request and from the upstream's answer, as reply-from did.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'http2-settings',
]);

/** Header names a `Connection` header lists are hop-by-hop too. */
const NONE: readonly string[] = [];
function connectionListed(value: string | string[] | undefined): readonly string[] {
  // What nearly every request and answer carries: nothing more to drop.
  if (value === undefined || value === 'keep-alive' || value === 'close') return NONE;
  const text = Array.isArray(value) ? value.join(',') : value;
  return text
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== 'close' && name !== 'keep-alive');
}

/**
 * Keep-alive connections to the upstreams, shared by every proxied call. `timeout` is the
 * idle time of a pooled socket; Node lowers it to the upstream's `Keep-Alive: timeout=N` hint
 * minus a second, so a socket the upstream is about to close is not reused (a reused socket
 * closed under a request would answer 502 on a healthy upstream).
 */
const POOLED_SOCKET_IDLE_MS = 30_000;
/** At most this many connections per upstream; more requests wait for a free one. */
const MAX_SOCKETS_PER_UPSTREAM = 256;

export interface LeanProxyTarget {
  /** Shown in the 502/504 message. */
  label: string;
  /** `http://host:port` (or https) of the upstream. */
  origin: URL;
  /** The upstream URL's own path, put before the path the browser sent. */
  basePath: string;
  timeoutMs: number;
}

type Send = typeof httpRequest;

export interface LeanProxy {
  target: LeanProxyTarget;
  /** The Fastify route handler. */
  handler(request: FastifyRequest, reply: FastifyReply): void;
  /**
   * A bodiless call from the fast path (proxy-fast-path.ts), over the raw pooled client
   * (raw-upstream.ts) with the same request headers as the route sends.
   */
  forwardBodiless(raw: IncomingMessage, caller: Caller, events: RawEvents): void;
  close(): void;
}

/** The 502/504 body of a failed call, in the gateway's error shape. */
export function failureBody(target: LeanProxyTarget, timedOut: boolean) {
  return timedOut
    ? errorBody(
        504,
        `The ${target.label} service did not answer within ${target.timeoutMs} ms.`,
        HTTP_ERROR_CODES.gatewayTimeout,
      )
    : errorBody(
        502,
        `The ${target.label} service is not reachable. Try again shortly.`,
        HTTP_ERROR_CODES.badGateway,
      );
}

function sendFailure(reply: FastifyReply, target: LeanProxyTarget, timedOut: boolean): void {
  const body = failureBody(target, timedOut);
  reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** `..` as a whole path segment (also percent-encoded) would climb out of the upstream's base. */
function climbsOut(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded === '..' || decoded.includes('/..') || decoded.includes('../');
}

/** Who asked, as the forwarded headers tell the upstream (Fastify's view of the request). */
export interface Caller {
  /** The request id, sent on as `x-request-id`. */
  id: string;
  ip: string | undefined;
  protocol: string | undefined;
  host: string;
}

function requestHeaders(
  incoming: IncomingHttpHeaders,
  caller: Caller,
  host: string,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const listed = connectionListed(incoming.connection);
  for (const name in incoming) {
    if (HOP_BY_HOP.has(name) || (listed.length > 0 && listed.includes(name))) continue;
    headers[name] = incoming[name];
  }
  headers.host = host;
  headers[REQUEST_ID_HEADER] = caller.id;
  const previous = incoming['x-forwarded-for'];
  headers['x-forwarded-for'] = previous ? `${String(previous)}, ${caller.ip}` : caller.ip;
  headers['x-forwarded-proto'] = caller.protocol;
  if (caller.host) headers['x-forwarded-host'] = caller.host;
  return headers;
}

/** Request headers `requestHead` writes itself, after the browser's. */
const REWRITTEN = new Set([
  'host',
  REQUEST_ID_HEADER,
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);

/**
 * The request head of a bodiless call as `http.request` over the keep-alive Agent writes it for
 * {@link requestHeaders}: the browser's headers but for hop-by-hop ones, `host` the upstream's,
 * the request id and forwarded headers, `connection: keep-alive`. Names and values come from
 * Node's parser (no CR or LF can be in them); written as latin1, as Node writes headers.
 */
export function requestHead(
  method: string,
  path: string,
  incoming: IncomingHttpHeaders,
  caller: Caller,
  host: string,
): string {
  let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  const listed = connectionListed(incoming.connection);
  for (const name in incoming) {
    if (HOP_BY_HOP.has(name) || REWRITTEN.has(name)) continue;
    if (listed.length > 0 && listed.includes(name)) continue;
    const value = incoming[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) head += `${name}: ${one}\r\n`;
    // GET/HEAD: nothing follows the headers, whatever length the browser announced.
    else head += `${name}: ${name === 'content-length' ? '0' : value}\r\n`;
  }
  head += `${REQUEST_ID_HEADER}: ${caller.id}\r\n`;
  const previous = incoming['x-forwarded-for'];
  const forwardedFor = previous ? `${String(previous)}, ${caller.ip}` : caller.ip;
  if (forwardedFor !== undefined) head += `x-forwarded-for: ${forwardedFor}\r\n`;
  if (caller.protocol !== undefined) head += `x-forwarded-proto: ${caller.protocol}\r\n`;
  if (caller.host) head += `x-forwarded-host: ${caller.host}\r\n`;
  return `${head}connection: keep-alive\r\n\r\n`;
}

/**
 * The upstream's answer headers the browser gets, each passed to `set` (Fastify's
 * `reply.header` or the fast path's `setHeader`): all but hop-by-hop ones.
 */
export function forEachAnswerHeader(
  headers: IncomingHttpHeaders,
  set: (name: string, value: string | string[]) => void,
): void {
  const listed = connectionListed(headers.connection);
  for (const name in headers) {
    if (HOP_BY_HOP.has(name) || (listed.length > 0 && listed.includes(name))) continue;
    const value = headers[name];
    if (value === undefined) continue;
    // node:http gives set-cookie as a list always; one cookie stays one value, as before.
    set(name, Array.isArray(value) && value.length === 1 ? (value[0] ?? '') : value);
  }
}

/** What became of one forwarded call, told once: an answer in time, or a failure before it. */
export interface ForwardEvents {
  /** The status line and headers arrived in time (the status is checked to be 100 to 599). */
  answer(answer: IncomingMessage): void;
  /** No usable answer: `timedOut` after `timeoutMs`, otherwise refused, reset or broken. */
  fail(timedOut: boolean, error?: Error): void;
}

/**
 * A pass-through proxy on node:http for the API paths (issue 12, the gateway's cost; see
 * docs/adr/0014-lean-api-proxy.md): one `http.request` per call over a keep-alive Agent, the
 * browser's body piped to it and the upstream's answer handed to `reply.send` as a stream, so
 * Fastify's hooks (request id, security headers, compression, access log) run as for any route.
 *
 * - the path and query string go on exactly as sent, after the upstream URL's own base path;
 * - request headers are forwarded but for hop-by-hop ones, with `host` set to the upstream and
 *   `x-request-id`, `x-forwarded-for/-proto/-host` added; answer headers likewise;
 * - no answer (status line and headers) within `timeoutMs`: 504 JSON, on the gateway's own timer;
 *   refused, reset or otherwise failed before the answer: 502 JSON;
 * - after the answer has started, a socket idle for `timeoutMs` or dropped by the upstream cuts
 *   the browser's answer off (the stream errors and Fastify destroys the response).
 */
export function leanProxy(target: LeanProxyTarget): LeanProxy {
  const https = target.origin.protocol === 'https:';
  const agent = new (https ? HttpsAgent : Agent)({
    keepAlive: true,
    maxSockets: MAX_SOCKETS_PER_UPSTREAM,
    maxFreeSockets: MAX_SOCKETS_PER_UPSTREAM,
    timeout: POOLED_SOCKET_IDLE_MS,
    scheduling: 'lifo',
  });
  const send: Send = https ? httpsRequest : httpRequest;
  const hostname = target.origin.hostname.replace(/^\[|\]$/g, '');
  const port = target.origin.port || (https ? '443' : '80');
  const host = target.origin.host;

  /**
   * One call upstream: `url` (path and query as the browser sent them) after the base path,
   * `payload` as the body; `events` is told the outcome once.
   */
  function forward(
    method: string | undefined,
    url: string,
    headers: OutgoingHttpHeaders,
    payload: Readable | string | undefined,
    events: ForwardEvents,
  ): void {
    let settled = false;
    const upstream = send({
      agent,
      hostname,
      port,
      method,
      path: `${target.basePath}${url}`,
      headers,
      // The socket's idle timeout: the backstop for the answer, and the body timeout.
      timeout: target.timeoutMs,
    });

    const fail = (timedOut: boolean, error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      events.fail(timedOut, error);
    };

    // The gateway's own timer for the answer's status line and headers (issue 12: undici's
    // coarse timers answered a 1000 ms timeout after about 1.5 s).
    const deadline = setTimeout(() => {
      fail(true);
      upstream.destroy();
    }, target.timeoutMs);

    upstream.on('timeout', () => {
      const before = !settled;
      fail(true);
      upstream.destroy(before ? undefined : new Error('upstream body timed out'));
    });

    upstream.on('error', (error: NodeJS.ErrnoException) => fail(false, error));

    upstream.on('response', (answer: IncomingMessage) => {
      if (settled) {
        answer.destroy();
        return;
      }
      settled = true;
      clearTimeout(deadline);
      const status = answer.statusCode ?? 502;
      if (status < 100 || status > 599) {
        answer.destroy();
        events.fail(false);
        return;
      }
      events.answer(answer);
    });

    if (payload instanceof Readable) {
      payload.on('error', () => upstream.destroy());
      payload.pipe(upstream);
    } else {
      upstream.end(payload);
    }
  }

  function handler(request: FastifyRequest, reply: FastifyReply): void {
    const raw = request.raw;
    const url = raw.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (climbsOut(path)) {
      sendError(reply, 400, 'The path may not contain ".." segments.', HTTP_ERROR_CODES.badRequest);
      return;
    }

    const headers = requestHeaders(
      raw.headers,
      { id: request.id, ip: request.ip, protocol: request.protocol, host: request.host },
      host,
    );
    const body = request.body;
    let payload: Readable | string | undefined;
    if (body instanceof Readable) {
      payload = body;
    } else if (body !== undefined) {
      // A parsed JSON body (the sign-in routes) goes on as the same JSON.
      payload = JSON.stringify(body);
      headers['content-length'] = Buffer.byteLength(payload);
      headers['content-type'] = 'application/json';
    } else if (headers['content-length'] !== undefined) {
      // GET/HEAD (never read) or an empty body: nothing follows the headers.
      headers['content-length'] = '0';
    }

    forward(raw.method, url, headers, payload, {
      fail(timedOut, error) {
        if (reply.sent) return;
        if (timedOut)
          reply.log.warn(
            { upstream: target.label, timeoutMs: target.timeoutMs },
            'upstream did not answer in time',
          );
        else if (error)
          reply.log.warn({ err: error, upstream: target.label }, 'upstream request failed');
        sendFailure(reply, target, timedOut);
      },
      answer(answer) {
        // The browser went away meanwhile: nobody to answer (as reply-from did).
        if (reply.raw.destroyed) {
          answer.destroy();
          return;
        }
        forEachAnswerHeader(answer.headers, (name, value) => reply.header(name, value));
        // An HTTP/1 connection cannot be reused until its request body has been read.
        if (!raw.complete) reply.header('connection', 'close');
        reply.code(answer.statusCode ?? 502).send(answer);
      },
    });
  }

  /**
   * The fast path's call (proxy-fast-path.ts): a request without a body, answered on the raw
   * response by `events`; the headers are built here as for the Fastify route.
   */
  const rawClient = rawUpstream(target.origin, target.timeoutMs);
  function forwardBodiless(raw: IncomingMessage, caller: Caller, events: RawEvents): void {
    const method = raw.method ?? 'GET';
    const path = `${target.basePath}${raw.url ?? '/'}`;
    rawClient.request(method, requestHead(method, path, raw.headers, caller, host), events);
  }

  return {
    target,
    handler,
    forwardBodiless,
    close: () => {
      agent.destroy();
      rawClient.close();
    },
  };
}
