import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { API_BASES, HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { errorBody } from '../http/error-response';
import { pathOf } from '../http/api-paths';
import { genReqId, REQUEST_ID_HEADER } from '../plugins/request-id';
import { FrameWatch, closeFrame } from './ws-frames';

/**
 * The live channel in upstream mode, proxied at the HTTP-upgrade level: the upstream handshake
 * happens first and its answer goes back to the browser as it is. A refused token therefore
 * reaches the browser as the upstream's own 401 JSON (docs/architecture.md), which a proxy that
 * accepts the browser's socket before dialling the upstream cannot do. Once both sides have
 * switched protocols the two sockets are piped, so frames, subprotocols and extensions pass
 * end to end untouched.
 */

const HOP_BY_HOP = new Set(['transfer-encoding', 'content-length', 'connection', 'keep-alive']);
/** A WebSocket close frame from the server, code 1001 (going away). */
const GOING_AWAY_FRAME = Buffer.from([0x88, 0x02, 0x03, 0xe9]);
/**
 * The close code a client gets when the upstream live service drops the connection without a
 * close frame of its own (killed, restarted, the network between cut): 1014, "bad gateway" in
 * the IANA WebSocket close code registry. The client reconnects (the web's live channel client
 * retries with backoff and refetches what it missed).
 */
export const UPSTREAM_GONE_CLOSE_CODE = 1014;
export const UPSTREAM_GONE_REASON = 'The live channel service went away; reconnect shortly.';
/**
 * After the gateway has said its last word on a socket, the client gets this long to hang up.
 * The HTTP server keeps half-open sockets, and close() would wait for them forever.
 */
const LINGER_MS = 1000;

function endAndLinger(socket: Duplex, last?: Buffer | string): void {
  socket.end(last);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

function writeHead(socket: Duplex, status: number, message: string, rawHeaders: string[]): void {
  let head = `HTTP/1.1 ${status} ${message}\r\n`;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2)
    head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`;
  socket.write(`${head}\r\n`);
}

function refuse(socket: Duplex, statusCode: number, message: string, code?: string): void {
  const body = JSON.stringify(errorBody(statusCode, message, code));
  if (!socket.writable) return void socket.destroy();
  writeHead(socket, statusCode, statusCode === 404 ? 'Not Found' : 'Error', [
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(body)),
    'Connection',
    'close',
  ]);
  endAndLinger(socket, body);
}

/** The upstream's non-101 answer (401, 426, 503...), status and body, then close. */
function relayRefusal(socket: Duplex, response: IncomingMessage): void {
  const headers: string[] = [];
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
    const name = response.rawHeaders[i] ?? '';
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.push(name, response.rawHeaders[i + 1] ?? '');
  }
  // The body is delimited by closing the connection.
  writeHead(socket, response.statusCode ?? 502, response.statusMessage ?? 'Error', [
    ...headers,
    'Connection',
    'close',
  ]);
  response.pipe(socket, { end: false });
  response.once('end', () => endAndLinger(socket));
  response.once('error', () => socket.destroy());
}

export interface LiveChannelProxyOptions {
  /** ws:// or wss:// base of the upstream (its path, if any, is kept as a prefix). */
  wsBase: string;
  timeoutMs: number;
}

export function liveChannelProxy(
  app: FastifyInstance,
  { wsBase, timeoutMs }: LiveChannelProxyOptions,
) {
  const base = new URL(wsBase.replace(/^ws(s?):/, 'http$1:'));
  const basePath = base.pathname.replace(/\/+$/, '');
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  /** Every upgrade socket still open, and which of them are piped to an upstream. */
  const sockets = new Set<Duplex>();
  const open = new Map<Duplex, { upstream: Duplex; end: () => void }>();

  app.server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    sockets.add(client);
    client.once('close', () => {
      sockets.delete(client);
      open.delete(client);
    });
    const url = request.url ?? '/';
    const path = pathOf(url);
    if (path !== API_BASES.liveChannel) {
      return refuse(
        client,
        404,
        `No live channel at ${path}; use ${API_BASES.liveChannel}.`,
        HTTP_ERROR_CODES.notFound,
      );
    }
    const requestId = genReqId(request);
    const log = app.log.child({ reqId: requestId });
    const forwardedFor = request.headers['x-forwarded-for'];
    const clientAddress = request.socket.remoteAddress ?? '';
    const upstreamRequest = send(new URL(`${basePath}${url}`, base.origin), {
      method: 'GET',
      agent: false,
      timeout: timeoutMs,
      headers: {
        ...request.headers,
        host: base.host,
        [REQUEST_ID_HEADER]: requestId,
        'x-forwarded-for': forwardedFor
          ? `${String(forwardedFor)}, ${clientAddress}`
          : clientAddress,
      },
    });

    client.on('error', () => upstreamRequest.destroy());
    client.once('close', () => upstreamRequest.destroy());

    upstreamRequest.on('upgrade', (response, upstream: Duplex, upstreamHead: Buffer) => {
      upstreamRequest.setTimeout(0);
      if (client.destroyed) return void upstream.destroy();
      writeHead(client, 101, 'Switching Protocols', response.rawHeaders);
      if (upstreamHead.length > 0) client.write(upstreamHead);
      if (head.length > 0) upstream.write(head);
      const frames = new FrameWatch();
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        upstream.destroy();
        // The upstream went without saying goodbye: say it for it, so the client knows at
        // once and why (else it sees a bare TCP close, 1006, or nothing while half-open).
        // Only between two frames: a close frame inside a half-sent frame would be garbage.
        if (!frames.sawClose && frames.atBoundary() && client.writable) {
          log.warn('live channel upstream closed without a close frame');
          client.unpipe(upstream);
          endAndLinger(client, closeFrame(UPSTREAM_GONE_CLOSE_CODE, UPSTREAM_GONE_REASON));
        } else if (frames.sawClose && client.writable) {
          // Its close frame is on its way to the client; let it leave, then hang up.
          endAndLinger(client);
        } else {
          client.destroy();
        }
      };
      const clientGone = () => {
        ended = true;
        client.destroy();
        upstream.destroy();
      };
      open.set(client, { upstream, end });
      client.on('close', clientGone);
      client.on('error', clientGone);
      upstream.on('close', end);
      upstream.on('error', end);
      upstream.on('data', (chunk: Buffer) => frames.observe(chunk));
      upstream.pipe(client, { end: false });
      client.pipe(upstream);
      log.info({ url: url.replace(/token=[^&]*/, 'token=[redacted]') }, 'live channel opened');
    });

    upstreamRequest.on('response', (response) => {
      upstreamRequest.setTimeout(0);
      relayRefusal(client, response);
    });

    upstreamRequest.on('timeout', () => {
      log.warn({ timeoutMs }, 'live channel upstream did not answer in time');
      upstreamRequest.destroy();
      refuse(
        client,
        504,
        `The live channel service did not answer within ${timeoutMs} ms.`,
        HTTP_ERROR_CODES.gatewayTimeout,
      );
    });

    upstreamRequest.on('error', (err) => {
      if (client.destroyed || !client.writable) return;
      log.warn({ err }, 'live channel upstream not reachable');
      refuse(
        client,
        502,
        'The live channel service is not reachable. Try again shortly.',
        HTTP_ERROR_CODES.badGateway,
      );
    });

    upstreamRequest.end();
  });

  // Upgraded sockets are not the HTTP server's to close: live ones are told "going away" so
  // clients reconnect elsewhere; the rest (handshakes, refusals) are cut.
  app.addHook('preClose', async () => {
    for (const client of sockets) {
      const link = open.get(client);
      if (!link) {
        client.destroy();
        continue;
      }
      // Detach first, so the upstream's close does not cut the client before the frame leaves.
      link.upstream.unpipe(client);
      link.upstream.off('close', link.end).off('error', link.end);
      link.upstream.destroy();
      endAndLinger(client, GOING_AWAY_FRAME);
    }
  });
}
