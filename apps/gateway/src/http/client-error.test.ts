import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorResponseSchema } from '@armada/contracts/shared';
import Value from 'typebox/value';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { testConfig } from '../testing/test-config';

/** Sends raw bytes and reads until the server closes: what a client below `fetch` would see. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function lastAnswer(text: string): { status: number; contentType: string; body: unknown } {
  const start = text.lastIndexOf('HTTP/1.1 ');
  const answer = text.slice(start);
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(head.slice(9, 12)),
    contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
    body: JSON.parse(body) as unknown,
  };
}

describe('requests the HTTP parser refuses (issue 12 fuzzer)', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = buildApp(testConfig(), {
      createSimulator: fakeSimulator(async () => undefined).createSimulator,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers headers over the size limit (a 20 KB query string) with a 431 in the error shape', async () => {
    const text = await rawRequest(
      port,
      `GET /api/vehicle?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    const answer = lastAnswer(text);
    expect(answer.status).toBe(431);
    expect(answer.contentType).toContain('application/json');
    expect(Value.Check(ErrorResponseSchema, answer.body)).toBe(true);
    expect(answer.body).toMatchObject({ statusCode: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
    expect((answer.body as { message: string }).message).toMatch(/headers/);
  });

  it('answers a broken request (bytes past Content-Length, a bad request line) with a 400 in the error shape', async () => {
    for (const bytes of [
      'GARBAGE\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      'POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\nab\r\n\r\n',
    ]) {
      const answer = lastAnswer(await rawRequest(port, bytes));
      expect(answer.status, bytes).toBe(400);
      expect(Value.Check(ErrorResponseSchema, answer.body), JSON.stringify(answer.body)).toBe(true);
      expect((answer.body as { message: string }).message).toMatch(/not valid HTTP/);
    }
  });
});
