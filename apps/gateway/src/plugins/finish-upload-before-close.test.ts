import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { listen, testConfig } from '../testing/test-config';
import { MAX_DRAINED_BYTES } from './finish-upload-before-close';

const BODY_LIMIT = 1024 * 1024;

interface Upload {
  /** Bytes of the answer that arrived before the last byte of the body was written. */
  answeredEarly: number;
  /** The whole answer, read until the server closed the connection. */
  answer: string;
}

/** Writes one request by hand: the head, then the body in pieces with pauses between them. */
async function upload(
  port: number,
  head: string,
  pieces: readonly Buffer[],
  pauseMs: number,
): Promise<Upload> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve).once('error', reject);
  });
  const chunks: Buffer[] = [];
  let writing = true;
  let answeredEarly = 0;
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (writing) answeredEarly += chunk.length;
  });
  const closed = new Promise<void>((resolve, reject) => {
    socket.once('close', () => resolve()).once('error', reject);
  });
  socket.write(head);
  for (const piece of pieces) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await new Promise<void>((resolve, reject) =>
      socket.write(piece, (error) => (error ? reject(error) : resolve())),
    );
  }
  writing = false;
  await closed;
  return { answeredEarly, answer: Buffer.concat(chunks).toString('latin1') };
}

function pieces(bytes: number, count: number): Buffer[] {
  const size = Math.ceil(bytes / count);
  return Array.from({ length: count }, (_, i) =>
    Buffer.alloc(Math.min(size, bytes - i * size), 'A'),
  );
}

function jsonBody(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('a refused upload is read to its end before the answer', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function gateway(): Promise<number> {
    const app = buildApp(testConfig(), { createSimulator: fakeSimulator().createSimulator });
    close = () => app.close();
    const url = await listen(app);
    return Number(new URL(url).port);
  }

  it('answers a body over the limit with 413 after the client has sent it, then closes', async () => {
    const port = await gateway();
    const bytes = BODY_LIMIT + 200_000;
    const head =
      'POST /auth/login HTTP/1.1\r\nhost: armada.test\r\ncontent-type: application/json\r\n' +
      `content-length: ${bytes}\r\n\r\n`;
    const { answeredEarly, answer } = await upload(port, head, pieces(bytes, 6), 40);
    expect(answeredEarly).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(jsonBody(answer)).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('does the same for a chunked body that grows past the limit', async () => {
    const port = await gateway();
    const head =
      'POST /auth/login HTTP/1.1\r\nhost: armada.test\r\ncontent-type: application/json\r\n' +
      'transfer-encoding: chunked\r\n\r\n';
    const body = pieces(BODY_LIMIT + 300_000, 6).map((piece) =>
      Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]),
    );
    body.push(Buffer.from('0\r\n\r\n'));
    const { answeredEarly, answer } = await upload(port, head, body, 40);
    expect(answeredEarly).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(jsonBody(answer)).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('answers at once when the declared body is too large to be worth reading', async () => {
    const port = await gateway();
    const head =
      'POST /auth/login HTTP/1.1\r\nhost: armada.test\r\ncontent-type: application/json\r\n' +
      `content-length: ${MAX_DRAINED_BYTES + 1}\r\n\r\n`;
    const { answer } = await upload(port, head, [], 0);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(jsonBody(answer)).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });
});
