import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { clientErrorHandler } from '@armada/contracts/server';
import { ErrorResponseSchema } from '@armada/contracts/shared';

function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.end(bytes);
  });
}

describe('ERR-5: requests the HTTP parser refuses (issue 12 fuzzer)', () => {
  it('answers oversized headers with 431 and a broken request with 400, both in the error shape', async () => {
    const app = Fastify({ clientErrorHandler });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      for (const [bytes, status] of [
        [`GET /api/vehicle?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
        ['GARBAGE\r\n\r\n', 400],
      ] as const) {
        const text = await rawRequest(port, bytes);
        const [head = '', body = ''] = text.split('\r\n\r\n');
        expect(head.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
        const parsed: unknown = JSON.parse(body);
        expect(Value.Check(ErrorResponseSchema, parsed), body).toBe(true);
        expect(parsed).toMatchObject({ statusCode: status });
      }
    } finally {
      await app.close();
    }
  });

  it('lets a client still writing a 600 KB URL read its 431 instead of a reset', async () => {
    const app = Fastify({ clientErrorHandler });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const sorts = Array.from({ length: 50_000 }, (_, i) => `sorts=f${i}`).join('&');
      for (let attempt = 0; attempt < 5; attempt++) {
        const text = await rawRequest(port, `GET /api/x?${sorts} HTTP/1.1\r\nHost: x\r\n\r\n`);
        expect(text.startsWith('HTTP/1.1 431 ')).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});
