import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../../services/service-error';
import { errorBody, handleError } from './error-handler';

/**
 * The error handler of a file import's routes (delivery orders, geofences, addresses): a body
 * over the reader's limit gets the import's own reason instead of Fastify's, and a refused file
 * carries its report (the row-by-row problems) beside the error; the rest is the shared handler's.
 */
export function importErrorHandler(tooLarge: () => ServiceError) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return handleError(tooLarge() as unknown as FastifyError, request, reply);
    }
    const report = (error as { report?: unknown }).report;
    if (error instanceof ServiceError && report !== undefined) {
      return reply.code(error.statusCode).send({
        ...errorBody(error.statusCode, error.code, error.message, {
          field: error.field,
          reason: error.reason,
          params: error.params,
        }),
        report,
      });
    }
    return handleError(error, request, reply);
  };
}
