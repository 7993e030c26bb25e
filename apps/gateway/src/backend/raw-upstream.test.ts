import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rawUpstream, type RawAnswer, type RawUpstream } from './raw-upstream';

/** What the upstream does with the n-th request (0-based, over all connections) it reads. */
type Script = (socket: Socket, request: string, index: number, connection: number) => void;

interface Scripted {
  origin: URL;
  /** Request heads in arrival order. */
  requests: string[];
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** A TCP server that answers each request head with what `script` writes, byte for byte. */
async function scriptedUpstream(script: Script): Promise<Scripted> {
  const requests: string[] = [];
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    const connection = connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      let end = buffered.indexOf('\r\n\r\n');
      while (end !== -1) {
        const head = buffered.slice(0, end + 4);
        buffered = buffered.slice(end + 4);
        requests.push(head);
        script(socket, head, requests.length - 1, connection);
        end = buffered.indexOf('\r\n\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: new URL(`http://127.0.0.1:${port}`),
    requests,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Writes `bytes` in pieces of `size`, one per event-loop turn: separate TCP packets. */
function dribble(socket: Socket, bytes: string, size: number, then?: () => void): void {
  let at = 0;
  const next = () => {
    if (socket.destroyed) return;
    if (at >= bytes.length) {
      then?.();
      return;
    }
    socket.write(bytes.slice(at, at + size), 'latin1');
    at += size;
    setTimeout(next, 1);
  };
  next();
}

interface Outcome {
  status?: number;
  headers?: RawAnswer['headers'];
  bodyless?: boolean;
  body: Buffer;
  /** How the body was handed over: each piece's `last` flag, then 'end' or 'error'. */
  trace: string[];
  failed?: { timedOut: boolean; error?: Error };
  bodyError?: Error;
}

const HEAD = (path: string, method = 'GET') =>
  `${method} ${path} HTTP/1.1\r\nhost: upstream\r\nconnection: keep-alive\r\n\r\n`;

/** One call, resolved when the answer is complete, broke off, or failed. */
function send(client: RawUpstream, path = '/', method = 'GET'): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: Buffer.alloc(0), trace: [] };
    const pieces: Buffer[] = [];
    const done = () => {
      outcome.body = Buffer.concat(pieces);
      resolve(outcome);
    };
    client.request(method, HEAD(path, method), {
      fail(timedOut, error) {
        outcome.failed = { timedOut, error };
        done();
      },
      answer(answer) {
        outcome.status = answer.statusCode;
        outcome.headers = answer.headers;
        outcome.bodyless = answer.bodyless;
        if (answer.bodyless) {
          done();
          return;
        }
        answer.read({
          data(chunk, last) {
            pieces.push(Buffer.from(chunk));
            outcome.trace.push(last ? 'last' : 'piece');
            if (last) done();
          },
          end() {
            outcome.trace.push('end');
            done();
          },
          error(error) {
            outcome.trace.push('error');
            outcome.bodyError = error;
            done();
          },
        });
      },
    });
  });
}

const BODY = JSON.stringify({ items: Array.from({ length: 60 }, (_, id) => ({ id, n: 'x' })) });

function chunked(body: string, sizes: readonly number[], trailer = ''): string {
  let out = '';
  let at = 0;
  let i = 0;
  while (at < body.length) {
    const size = Math.min(sizes[i++ % sizes.length] ?? 1, body.length - at);
    out += `${size.toString(16)}${i % 2 === 0 ? ';ext=1' : ''}\r\n${body.slice(at, at + size)}\r\n`;
    at += size;
  }
  return `${out}0\r\n${trailer}\r\n`;
}

/**
 * The fast path's upstream client (issue 29, ADR 0057's addendum): its parser is tested on the
 * bytes an upstream may send, split across packets anywhere, and its pool on reuse and close.
 */
describe('raw upstream client (GW-29)', () => {
  let upstream: Scripted | undefined;
  let client: RawUpstream | undefined;
  afterEach(async () => {
    client?.close();
    await upstream?.close();
    client = undefined;
    upstream = undefined;
  });

  async function start(script: Script, timeoutMs = 5_000) {
    upstream = await scriptedUpstream(script);
    client = rawUpstream(upstream.origin, timeoutMs);
    return { upstream, client };
  }

  it('reads a content-length answer split byte by byte, then reuses the connection', async () => {
    const answer = `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${BODY.length}\r\nset-cookie: a=1\r\nx-dup: 1\r\nx-dup: 2\r\n\r\n${BODY}`;
    const { upstream: server, client: raw } = await start((socket, _request, index) =>
      index === 0 ? dribble(socket, answer, 7) : socket.write(answer),
    );
    const first = await send(raw, '/a');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(BODY);
    expect(first.trace[first.trace.length - 1]).toBe('last');
    expect(first.headers?.['set-cookie']).toEqual(['a=1']);
    expect(first.headers?.['x-dup']).toBe('1, 2');
    const second = await send(raw, '/b');
    expect(second.body.toString()).toBe(BODY);
    expect(second.trace).toEqual(['last']);
    expect(server.connections()).toBe(1);
    expect(server.requests).toHaveLength(2);
  });

  it('reads chunked answers split at every byte, with extensions and trailers, and reuses', async () => {
    const head = 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n';
    const { upstream: server, client: raw } = await start((socket, _request, index) => {
      if (index === 0) dribble(socket, head + chunked(BODY, [1, 17, 300, 2]), 1);
      else if (index === 1) dribble(socket, head + chunked(BODY, [4096], 'x-trailer: t\r\n'), 3);
      else socket.write(head + chunked(BODY, [BODY.length]));
    });
    for (let i = 0; i < 3; i++) {
      const outcome = await send(raw);
      expect(outcome.status).toBe(200);
      expect(outcome.body.toString()).toBe(BODY);
      expect(outcome.trace[outcome.trace.length - 1]).toBe('end');
    }
    expect(server.connections()).toBe(1);
  });

  it('reads a chunked answer whose chunk sizes are upper-case hex split from their CRLF', async () => {
    const body = 'a'.repeat(0xab);
    const wire = `HTTP/1.1 200 OK\r\ntransfer-encoding: gzip, chunked\r\n\r\nA\r\n${body.slice(0, 10)}\r\nA1\r\n${body.slice(10)}\r\n0\r\n\r\n`;
    const { client: raw } = await start((socket) => dribble(socket, wire, 2));
    const outcome = await send(raw);
    expect(outcome.body.toString()).toBe(body);
  });

  it('skips 100 and 103 answers before the final one', async () => {
    const { client: raw } = await start((socket) =>
      dribble(
        socket,
        `HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nlink: </a.css>; rel=preload\r\n\r\nHTTP/1.1 201 Created\r\ncontent-length: 2\r\n\r\nok`,
        5,
      ),
    );
    const outcome = await send(raw);
    expect(outcome.status).toBe(201);
    expect(outcome.headers?.link).toBeUndefined();
    expect(outcome.body.toString()).toBe('ok');
  });

  it('reads no body after HEAD, 204 and 304, and keeps the connection', async () => {
    const { upstream: server, client: raw } = await start((socket, request) => {
      if (request.startsWith('HEAD'))
        socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${BODY.length}\r\n\r\n`);
      else if (request.startsWith('GET /empty'))
        socket.write('HTTP/1.1 204 No Content\r\nx-a: b\r\n\r\n');
      else socket.write('HTTP/1.1 304 Not Modified\r\netag: "1"\r\ncontent-length: 5\r\n\r\n');
    });
    const head = await send(raw, '/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bodyless).toBe(true);
    expect(head.headers?.['content-length']).toBe(String(BODY.length));
    const empty = await send(raw, '/empty');
    expect(empty.status).toBe(204);
    expect(empty.bodyless).toBe(true);
    const notModified = await send(raw, '/cached');
    expect(notModified.status).toBe(304);
    expect(notModified.bodyless).toBe(true);
    expect(server.connections()).toBe(1);
  });

  it('opens a new connection after `connection: close` and after HTTP/1.0', async () => {
    const { upstream: server, client: raw } = await start((socket, _request, index) => {
      if (index === 0)
        socket.end('HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 1\r\n\r\na');
      else if (index === 1) socket.write('HTTP/1.0 200 OK\r\ncontent-length: 1\r\n\r\nb');
      else socket.write('HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nc');
    });
    expect((await send(raw)).body.toString()).toBe('a');
    expect((await send(raw)).body.toString()).toBe('b');
    expect((await send(raw)).body.toString()).toBe('c');
    expect(server.connections()).toBe(3);
  });

  it('reads an answer without length to the end of the connection', async () => {
    const { client: raw } = await start((socket) =>
      dribble(socket, `HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\n\r\n${BODY}`, 500, () =>
        socket.end(),
      ),
    );
    const outcome = await send(raw);
    expect(outcome.body.toString()).toBe(BODY);
    expect(outcome.trace[outcome.trace.length - 1]).toBe('end');
  });

  it('does not reuse a connection that sent more than the answer', async () => {
    const { upstream: server, client: raw } = await start((socket) =>
      socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n'),
    );
    expect((await send(raw)).body.toString()).toBe('ok');
    expect((await send(raw)).body.toString()).toBe('ok');
    expect(server.connections()).toBe(2);
  });

  it('retries once on a new connection when a pooled one was closed before answering', async () => {
    const { upstream: server, client: raw } = await start((socket, _request, index) => {
      // The second request reaches a connection the upstream is closing (keep-alive race).
      if (index === 1) socket.destroy();
      else socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
    });
    expect((await send(raw)).status).toBe(200);
    const retried = await send(raw);
    expect(retried.status).toBe(200);
    expect(retried.body.toString()).toBe('ok');
    expect(server.connections()).toBe(2);
    expect(server.requests).toHaveLength(3);
  });

  it('fails before the answer: refused, malformed, smuggling-prone framing, early close', async () => {
    const refused = rawUpstream(new URL('http://127.0.0.1:9'), 5_000);
    const outcome = await send(refused);
    refused.close();
    expect(outcome.failed?.timedOut).toBe(false);
    expect(outcome.failed?.error).toBeInstanceOf(Error);

    const answers = [
      'HTTP/2 200 OK\r\n\r\n',
      'HTTP/1.1 20 OK\r\n\r\n',
      'HTTP/1.1 600 Beyond\r\ncontent-length: 0\r\n\r\n',
      'HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-length: 2\r\n\r\nok',
      'HTTP/1.1 200 OK\r\ncontent-length: 2\r\ntransfer-encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n',
      'HTTP/1.1 200 OK\r\ncontent-length: -1\r\n\r\n',
      'HTTP/1.1 200 OK\r\nbad header\r\n\r\n',
      'HTTP/1.1 200 OK\r\nx-a: a\x01b\r\ncontent-length: 0\r\n\r\n',
      'HTTP/1.1 200 OK\r\nx-a: 1\r\n folded\r\n\r\n',
      'HTTP/1.1 101 Switching Protocols\r\n\r\n',
      'HTTP/1.1 200 OK\r\ncontent-len',
    ];
    const { client: raw } = await start((socket, _request, index) => {
      const answer = answers[index];
      if (answer !== undefined) socket.end(answer);
    });
    for (const answer of answers) {
      const failed = await send(raw);
      expect(failed.failed, answer).toBeDefined();
      expect(failed.failed?.timedOut).toBe(false);
      expect(failed.status).toBeUndefined();
    }
  });

  it('refuses a head larger than 16 kB', async () => {
    const { client: raw } = await start((socket) =>
      socket.write(`HTTP/1.1 200 OK\r\nx-big: ${'a'.repeat(17 * 1024)}\r\n\r\n`),
    );
    expect((await send(raw)).failed?.timedOut).toBe(false);
  });

  it('breaks the body off when the upstream closes mid-answer or sends a bad chunk', async () => {
    const { client: raw } = await start((socket, _request, index) => {
      if (index === 0)
        socket.end(`HTTP/1.1 200 OK\r\ncontent-length: ${BODY.length}\r\n\r\n${BODY.slice(0, 50)}`);
      else if (index === 1)
        socket.end(`HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n3\r\nab`);
      else socket.write(`HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n`);
    });
    for (let i = 0; i < 3; i++) {
      const outcome = await send(raw);
      expect(outcome.status).toBe(200);
      expect(outcome.trace[outcome.trace.length - 1]).toBe('error');
      expect(outcome.bodyError).toBeInstanceOf(Error);
    }
  });

  it('times out without an answer, and when the body stalls', async () => {
    const { client: raw } = await start((socket, _request, index) => {
      if (index === 1) socket.write('HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\nabc');
    }, 200);
    const silent = await send(raw);
    expect(silent.failed?.timedOut).toBe(true);
    const stalled = await send(raw);
    expect(stalled.status).toBe(200);
    expect(stalled.bodyError?.message).toMatch(/timed out/);
  });

  it('serves many calls at once over several connections, each answer its own', async () => {
    const { upstream: server, client: raw } = await start((socket, request) => {
      const path = /^GET (\S+)/.exec(request)?.[1] ?? '';
      const body = `${path}:${BODY}`;
      setTimeout(
        () => socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r\n\r\n${body}`),
        path.length % 3,
      );
    });
    const paths = Array.from({ length: 40 }, (_, i) => `/p${i}`);
    const outcomes = await Promise.all(paths.map((path) => send(raw, path)));
    outcomes.forEach((outcome, i) => expect(outcome.body.toString()).toBe(`${paths[i]}:${BODY}`));
    const again = await Promise.all(paths.map((path) => send(raw, path)));
    again.forEach((outcome, i) => expect(outcome.body.toString()).toBe(`${paths[i]}:${BODY}`));
    expect(server.connections()).toBeLessThanOrEqual(40);
  });
});
