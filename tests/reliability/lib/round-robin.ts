import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * A small round-robin load balancer for the scale-out test (not a product feature): every HTTP
 * request and every WebSocket upgrade goes to the next target in turn, so two calls in a row
 * land on different gateways. Requests are passed on as they are (the Host header too, so the
 * gateways judge Origin against the balancer's address, as behind any balancer that keeps it),
 * with the client's address added to X-Forwarded-For; an upgrade is piped byte for byte after
 * its request head.
 *
 * `log` says which target served what, so a test can show that a change made through one
 * gateway is seen through the other; `steer(i)` makes the next request or connection go to
 * target `i` (by sending a /healthz to the other one first).
 */
export interface Routed {
  kind: 'http' | 'ws';
  method: string;
  url: string;
  target: number;
}

export interface RoundRobin {
  origin: string;
  /** Which target the next request or connection goes to. */
  readonly next: number;
  readonly log: readonly Routed[];
  /** Requests and connections per target. */
  counts(): number[];
  steer(target: number): Promise<void>;
  close(): Promise<void>;
}

/** The client's address appended to X-Forwarded-For, as balancers do (gateways: TRUST_PROXY). */
function forwardedFor(request: IncomingMessage): string {
  const before = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  return before ? `${String(before)}, ${client}` : client;
}

export async function startRoundRobin(
  targets: readonly string[],
  port = 0,
  host = '127.0.0.1',
): Promise<RoundRobin> {
  const upstreams = targets.map((origin) => new URL(origin));
  let turn = 0;
  const log: Routed[] = [];
  const sockets = new Set<Duplex>();
  const pick = (kind: Routed['kind'], request: IncomingMessage): URL => {
    const target = turn;
    turn = (turn + 1) % upstreams.length;
    log.push({ kind, method: request.method ?? 'GET', url: request.url ?? '/', target });
    const upstream = upstreams[target];
    if (!upstream) throw new Error('no targets');
    return upstream;
  };

  const HOP_BY_HOP = new Set(['connection', 'keep-alive']);
  const server = createServer((request, response) => {
    const upstream = pick('http', request);
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port || 80,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) },
      },
      (answer) => {
        // Hop-by-hop headers stay on their hop: a gateway's `keep-alive: timeout=72` passed on
        // made the client keep idle sockets that this server closes after its own 5 s, and a
        // request on one of them failed with ECONNRESET.
        const headers: string[] = [];
        for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i] ?? '';
          if (HOP_BY_HOP.has(name.toLowerCase())) continue;
          headers.push(name, answer.rawHeaders[i + 1] ?? '');
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'target unreachable' }),
      );
    });
    request.pipe(forward);
  });

  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    const upstream = pick('ws', request);
    const target: Socket = connect(Number(upstream.port || 80), upstream.hostname);
    sockets.add(client);
    sockets.add(target);
    const end = () => {
      client.destroy();
      target.destroy();
      sockets.delete(client);
      sockets.delete(target);
    };
    client.on('error', end).on('close', end);
    target.on('error', end).on('close', end);
    target.once('connect', () => {
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i] ?? '';
        if (name.toLowerCase() === 'x-forwarded-for') continue;
        lines.push(`${name}: ${request.rawHeaders[i + 1] ?? ''}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(request)}`);
      target.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) target.write(head);
      target.pipe(client);
      client.pipe(target);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;

  return {
    origin,
    get next() {
      return turn;
    },
    log,
    counts() {
      return upstreams.map((_, i) => log.filter((entry) => entry.target === i).length);
    },
    async steer(target: number) {
      while (turn !== target) {
        const response = await fetch(`${origin}/healthz`);
        await response.arrayBuffer();
      }
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
