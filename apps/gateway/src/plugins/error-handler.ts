import fp from 'fastify-plugin';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { errorBody, sendError } from '../http/error-response';

interface HttpErrorLike {
  statusCode?: unknown;
  status?: unknown;
  message?: unknown;
  validation?: unknown;
}

function statusOf(error: HttpErrorLike): number {
  const status = error.statusCode ?? error.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

const SERVER_ERROR_MESSAGES: Record<number, string> = {
  502: 'The backend service could not be reached.',
  503: 'The service is temporarily unavailable. Try again shortly.',
  504: 'The backend service did not answer in time.',
};

/**
 * The one error handler of the gateway's own routes and proxies (the simulator brings its own).
 * A 4xx says what was wrong with the request; a 5xx says nothing internal and is logged with
 * the request id, which the answer carries so an operator can find the log line.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler<HttpErrorLike>((error, request, reply) => {
      const statusCode = statusOf(error);
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(statusCode).send({
          ...errorBody(statusCode, SERVER_ERROR_MESSAGES[statusCode] ?? 'Internal server error.'),
          requestId: request.id,
        });
      }
      request.log.info({ err: error }, 'request rejected');
      const message =
        typeof error.message === 'string' && error.message ? error.message : 'Bad request.';
      return sendError(
        reply,
        statusCode,
        message,
        error.validation ? HTTP_ERROR_CODES.validation : undefined,
      );
    });
  },
  { name: 'armada-error-handler' },
);
