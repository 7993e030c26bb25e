import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { errorBody } from './error-response';

/** The few fields of a Node HTTP parser error this handler reads. */
interface ClientError extends Error {
  code?: string;
}

/**
 * Fastify `clientErrorHandler`: a request Node's HTTP parser refuses before Fastify sees it
 * (headers or URL over the 16 KB limit, a broken request line or header, a body longer than its
 * Content-Length, a request that took too long) is answered in the one JSON error shape
 * `{statusCode, code, message}`, naming what was wrong. Fastify's default answers
 * `{error, message, statusCode}` without `code` (found by the issue 12 fuzzer).
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const [statusCode, message] = describeClientError(error.code);
  const body = JSON.stringify(errorBody(statusCode, message));
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Bad Request'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function describeClientError(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [
        431,
        'The request headers (with the URL and its query string) are larger than the server accepts.',
      ];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request was not received in time.'];
    default:
      return [
        400,
        `The request is not valid HTTP${code ? ` (${code})` : ''}: check the request line, headers and body length.`,
      ];
  }
}
