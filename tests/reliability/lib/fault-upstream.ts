import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the fault upstream treats the next requests:
 * - `ok`: answers 200 with a small JSON body (the gateway proxies normally);
 * - `down`: not listening at all (connection refused);
 * - `hang`: accepts the request and never answers (slow past any timeout);
 * - `reset`: destroys the connection as soon as the request has arrived (no answer);
 * - `stall-body`: sends the headers and part of the body, then nothing more, socket kept open;
 * - `drop-chunked`: headers and part of a chunked body, then destroys the socket;
 * - `drop-length`: headers with a Content-Length and less than that many bytes, then destroys.
 */
export type FaultMode =
  'ok' | 'down' | 'hang' | 'reset' | 'stall-body' | 'drop-chunked' | 'drop-length';

export interface FaultUpstream {
  /** `http://127.0.0.1:<port>`: the same port whatever the mode, also while down. */
  origin: string;
  mode(): FaultMode;
  /** Switches mode; `down` closes the port (and every open connection), leaving it reopens it. */
  setMode(mode: FaultMode): Promise<void>;
  /** Requests that reached the upstream since the start (all modes but `down`). */
  requests: number;
  close(): Promise<void>;
}

/** The start of a JSON body the upstream cuts short. */
const PARTIAL_BODY = `{"items":[${'{"id":"c-1","name":"PT Contoh"},'.repeat(40)}`;

/**
 * A small node:http upstream whose behaviour a test sets per request wave (issue 12: faults in
 * upstream mode), for the gateway's REST, sign-in and GraphQL proxies. Loopback only.
 */
export async function startFaultUpstream(): Promise<FaultUpstream> {
  let mode: FaultMode = 'ok';
  const sockets = new Set<Socket>();

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    upstream.requests += 1;
    // Read the request body to its end first, as a real service would.
    request.resume();
    request.on('end', () => answer(mode, request, response));
  };

  const server = createServer(handle);
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;

  const upstream: FaultUpstream = {
    origin: `http://127.0.0.1:${port}`,
    requests: 0,
    mode: () => mode,
    async setMode(next) {
      if (next === mode) return;
      if (next === 'down') await stopListening();
      else if (mode === 'down') await listen(port);
      mode = next;
    },
    async close() {
      if (mode !== 'down') await stopListening();
    },
  };
  return upstream;
}

function answer(mode: FaultMode, request: IncomingMessage, response: ServerResponse): void {
  switch (mode) {
    case 'ok': {
      const body = JSON.stringify({ ok: true, path: request.url });
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
      return;
    }
    case 'hang':
      return;
    case 'reset':
      request.socket.destroy();
      return;
    case 'stall-body':
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.write(PARTIAL_BODY);
      return;
    case 'drop-chunked':
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.write(PARTIAL_BODY, () => setTimeout(() => request.socket.destroy(), 20));
      return;
    case 'drop-length':
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(PARTIAL_BODY) * 4,
      });
      response.write(PARTIAL_BODY, () => setTimeout(() => request.socket.destroy(), 20));
      return;
    case 'down':
      // Not reachable: the port is closed while down.
      request.socket.destroy();
      return;
  }
}
