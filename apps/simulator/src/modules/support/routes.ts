import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  SUPPORT_LIMITS,
  answerSupportTicketsNowRoute,
  changeSupportTicketStatusRoute,
  createSupportTicketRoute,
  downloadSupportAttachmentRoute,
  getSupportContactRoute,
  getSupportSummaryRoute,
  getSupportTicketRoute,
  listSupportTicketsRoute,
  markSupportTicketReadRoute,
  replySupportTicketRoute,
  uploadSupportAttachmentRoute,
} from '@armada/contracts/support';
import { handleError } from '../../transport/http/error-handler';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { attachmentTooLarge } from './support-service';

/** `inline` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Support under the main API `/api` (docs/rules/support.md). */
export const supportRoutes: RouteRegistrar = (app, services, prefix) => {
  const support = services.support;
  app.route({
    ...routeOptions(getSupportContactRoute, prefix),
    handler: async (request) => support.contact(authOf(request)),
  });
  app.route({
    ...routeOptions(listSupportTicketsRoute, prefix),
    handler: async (request) => support.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getSupportSummaryRoute, prefix),
    handler: async (request) => support.summary(authOf(request)),
  });
  app.route({
    ...routeOptions(getSupportTicketRoute, prefix),
    handler: async (request) => support.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createSupportTicketRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await support.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(replySupportTicketRoute, prefix),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await support.reply(authOf(request), request.params.id, request.body.body)),
  });
  app.route({
    ...routeOptions(changeSupportTicketStatusRoute, prefix),
    handler: async (request) =>
      support.changeStatus(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(markSupportTicketReadRoute, prefix),
    handler: async (request) => support.markRead(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(downloadSupportAttachmentRoute, prefix),
    handler: async (request, reply) => {
      const file = await support.file(
        authOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
};

const uploadLimit = SUPPORT_LIMITS.attachmentMaxBytes;

/**
 * SUP-9: a body announced over the limit is refused from its Content-Length before a byte is
 * parsed; the rest is read and dropped, so the client reads the 413 instead of a reset.
 */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > uploadLimit) {
    request.raw.resume();
    throw attachmentTooLarge();
  }
}

/** SUP-9: the upload, in a context of its own: the body is the file's bytes, whatever type. */
export const supportUploadRoutes: RouteRegistrar = (app, services, prefix) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: uploadLimit }, (_r, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOptions(uploadSupportAttachmentRoute, prefix),
    bodyLimit: uploadLimit,
    preParsing: refuseOversized,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await services.support.upload(
            authOf(request),
            request.params.id,
            request.query.file_name,
            request.body instanceof Uint8Array ? request.body : new Uint8Array(0),
          ),
        ),
  });
};

/** SUP-9: the upload's own 413 in the module's words. */
export function uploadErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return handleError(attachmentTooLarge() as unknown as FastifyError, request, reply);
  }
  return handleError(error, request, reply);
}

/** CTRL-1: the desk answers now (ARMADA_SIM_CONTROLS). */
export const supportControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(answerSupportTicketsNowRoute, prefix),
    handler: async (request) => services.support.answerNow(authOf(request)),
  });
};
