import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { HTTP_ERROR_CODES, type ErrorResponse } from '@armada/contracts/shared';

/** The code every gateway-made error answers with for a status, when nothing more precise applies. */
export function codeForStatus(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return HTTP_ERROR_CODES.badRequest;
    case 401:
      return HTTP_ERROR_CODES.unauthorized;
    case 403:
      return HTTP_ERROR_CODES.forbidden;
    case 404:
      return HTTP_ERROR_CODES.notFound;
    case 409:
      return HTTP_ERROR_CODES.conflict;
    case 429:
      return HTTP_ERROR_CODES.tooManyRequests;
    case 502:
      return HTTP_ERROR_CODES.badGateway;
    case 503:
      return HTTP_ERROR_CODES.serviceUnavailable;
    case 504:
      return HTTP_ERROR_CODES.gatewayTimeout;
    default:
      if (statusCode >= 500) return HTTP_ERROR_CODES.internal;
      // e.g. 413 -> PAYLOAD_TOO_LARGE, 415 -> UNSUPPORTED_MEDIA_TYPE
      return (STATUS_CODES[statusCode] ?? 'Bad Request').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  code: string = codeForStatus(statusCode),
): ErrorResponse {
  return { statusCode, code, message };
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  code?: string,
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, code));
}
