import { HTTP_ERROR_CODES } from '../shared/server-errors';
import type { ErrorResponse } from '../shared/errors';

/**
 * What the gateway and the simulator answer to a request Node's HTTP parser refuses before
 * Fastify sees it (their `clientErrorHandler`, ERR-5): headers or URL over the 16 KB limit, a
 * broken request line or header, a body longer than its Content-Length, a request that took
 * too long. In the one JSON error shape, naming what was wrong; Fastify's default answers
 * `{error, message, statusCode}` without `code` (found by the issue 12 fuzzer).
 */
export function clientErrorBody(parserCode: string | undefined): ErrorResponse {
  switch (parserCode) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        statusCode: 431,
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        message:
          'The request headers (with the URL and its query string) are larger than the server accepts.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        statusCode: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'The request was not received in time.',
      };
    default:
      return {
        statusCode: 400,
        code: HTTP_ERROR_CODES.badRequest,
        message: `The request is not valid HTTP${parserCode ? ` (${parserCode})` : ''}: check the request line, headers and body length.`,
      };
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The whole HTTP/1.1 answer (status line, headers, JSON body) to write on the raw socket. */
export function clientErrorResponse(parserCode: string | undefined): string {
  const body = clientErrorBody(parserCode);
  const text = JSON.stringify(body);
  return (
    `HTTP/1.1 ${body.statusCode} ${REASONS[body.statusCode] ?? 'Bad Request'}\r\n` +
    'Connection: close\r\n' +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${new TextEncoder().encode(text).length}\r\n\r\n${text}`
  );
}

/** The part of a `net.Socket` the handler uses. */
export interface ClientErrorSocket {
  readonly writable: boolean;
  destroy(error?: Error): void;
  end(data: string): void;
  /** Reads on (and drops) what the client is still sending. */
  resume(): void;
  on(event: 'data', listener: (chunk: Buffer) => void): void;
  once(event: 'close', listener: () => void): void;
}

/**
 * How long a refused connection keeps reading what its client is still sending before it is
 * dropped (ERR-5): a client writing a 500 KB URL is still writing when the 431 leaves, and a
 * socket closed with unread data answers with a reset, which loses the 431 on its way.
 */
export const LINGER_MS = 2_000;
/** At most this much is read on after the answer; a client sending more is dropped at once. */
export const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Fastify's `clientErrorHandler` for the gateway and the simulator: a connection reset (or a
 * socket that can no longer be written) is closed, anything else answered with
 * `clientErrorResponse`, then drained for a moment (a "lingering close", as web servers do) so
 * the client reads the answer instead of a reset.
 */
export function clientErrorHandler(
  error: Error & { code?: string },
  socket: ClientErrorSocket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.end(clientErrorResponse(error.code));
  let drained = 0;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref?.();
  socket.once('close', () => clearTimeout(timer));
  socket.on('data', (chunk) => {
    drained += chunk.length;
    if (drained > LINGER_BYTES) socket.destroy();
  });
  socket.resume();
}
