import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { listen, testConfig, upstreamEnv } from '../testing/test-config';
import { openSocket } from '../testing/web-socket-client';
import { UPSTREAM_GONE_CLOSE_CODE, UPSTREAM_GONE_REASON } from './live-channel-proxy';
import { FrameWatch, closeFrame } from './ws-frames';

/** A live upstream that greets each socket, then does what the test asks with it. */
async function startLiveUpstream(onSocket: (socket: WebSocket) => void) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'PONG' }));
    onSocket(socket);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

interface Closed {
  code: number;
  reason: string;
}

describe('live channel proxy: the upstream going away', () => {
  let app: FastifyInstance | undefined;
  let upstream: Awaited<ReturnType<typeof startLiveUpstream>> | undefined;
  afterEach(async () => {
    await app?.close();
    await upstream?.close();
  });

  async function connectThrough(onSocket: (socket: WebSocket) => void) {
    upstream = await startLiveUpstream(onSocket);
    app = buildApp(testConfig(upstreamEnv(upstream.url)));
    const baseUrl = await listen(app);
    const client = await openSocket(`${baseUrl.replace('http', 'ws')}/ws?token=t`);
    expect(JSON.parse(await client.next())).toEqual({ type: 'PONG' });
    return client;
  }

  function closeOf(socket: WebSocket): Promise<Closed> {
    return new Promise((resolve) =>
      socket.once('close', (code: number, reason: Buffer) =>
        resolve({ code, reason: reason.toString() }),
      ),
    );
  }

  it('closes the client with 1014 and a reason when the upstream drops the socket without a close frame', async () => {
    let drop: (() => void) | undefined;
    const client = await connectThrough((socket) => {
      drop = () => socket.terminate();
    });
    const closed = closeOf(client.socket);
    drop?.();
    // The drop sends no close frame and nothing else would end the client's socket: the close
    // coming at all, with this code, is the proof (no wall-clock bound: a busy machine is slow).
    const { code, reason } = await closed;
    expect(code).toBe(UPSTREAM_GONE_CLOSE_CODE);
    expect(reason).toBe(UPSTREAM_GONE_REASON);
  });

  it("passes the upstream's own close code through, once", async () => {
    let close: (() => void) | undefined;
    const client = await connectThrough((socket) => {
      close = () => socket.close(1001, 'restarting');
    });
    const closed = closeOf(client.socket);
    close?.();
    const { code, reason } = await closed;
    expect(code).toBe(1001);
    expect(reason).toBe('restarting');
  });

  it('does not add a close frame inside a half-sent frame: the client sees the socket cut', async () => {
    let cut: (() => void) | undefined;
    const client = await connectThrough((socket) => {
      cut = () => {
        // The header of a 100-byte text frame and 10 of its bytes, then the TCP close.
        const raw = (socket as unknown as { _socket: Socket })._socket;
        raw.write(Buffer.concat([Buffer.from([0x81, 100]), Buffer.alloc(10, 0x61)]));
        raw.destroy();
      };
    });
    const closed = closeOf(client.socket);
    cut?.();
    expect((await closed).code).toBe(1006);
  });
});

describe('FrameWatch', () => {
  const text = (length: number) => {
    const header =
      length < 126
        ? Buffer.from([0x81, length])
        : length < 65536
          ? Buffer.from([0x81, 126, length >> 8, length & 0xff])
          : Buffer.concat([Buffer.from([0x81, 127]), Buffer.alloc(8)]);
    if (length >= 65536) header.writeUInt32BE(length, 6);
    return Buffer.concat([header, Buffer.alloc(length, 0x61)]);
  };

  it('follows frames of every length form split at any byte, and sees a close frame', () => {
    const stream = Buffer.concat([text(5), text(300), text(70_000), closeFrame(1001, 'bye')]);
    for (const size of [1, 2, 3, 7, 1000, stream.length]) {
      const watch = new FrameWatch();
      let closeSeenEarly = false;
      for (let i = 0; i < stream.length; i += size) {
        watch.observe(stream.subarray(i, i + size));
        if (i + size < stream.length - 7 && watch.sawClose) closeSeenEarly = true;
      }
      expect(closeSeenEarly).toBe(false);
      expect(watch.sawClose).toBe(true);
      expect(watch.atBoundary()).toBe(true);
    }
  });

  it('knows when it stands inside a frame', () => {
    const watch = new FrameWatch();
    watch.observe(text(300).subarray(0, 3));
    expect(watch.atBoundary()).toBe(false);
    watch.observe(text(300).subarray(3));
    expect(watch.atBoundary()).toBe(true);
  });

  it('builds close frames a client reads back', () => {
    const frame = closeFrame(1014, 'gone');
    expect([...frame.subarray(0, 4)]).toEqual([0x88, 6, 0x03, 0xf6]);
    expect(frame.subarray(4).toString()).toBe('gone');
    expect(() => closeFrame(1014, 'x'.repeat(124))).toThrow(RangeError);
  });
});
