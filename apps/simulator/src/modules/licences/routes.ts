import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  LICENCE_LIMITS,
  createLicenceDocumentRoute,
  deleteLicenceDocumentRoute,
  deleteLicenceScanRoute,
  downloadLicenceScanRoute,
  exportLicenceDocumentsRoute,
  getLicenceDocumentRoute,
  getLicenceSummaryRoute,
  listLicenceDocumentsRoute,
  listLicenceFlagsRoute,
  listLicenceHoldersRoute,
  updateLicenceDocumentRoute,
  uploadLicenceScanRoute,
} from '@armada/contracts/licences';
import { handleError } from '../../transport/http/error-handler';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { scanTooLarge } from './licence-service';

/** `attachment` or `inline` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Documents under the main API `/api` (docs/rules/licences.md LIC-1 ... LIC-11). */
export const licenceRoutes: RouteRegistrar = (app, services, prefix) => {
  const licences = services.licences;
  app.route({
    ...routeOptions(listLicenceDocumentsRoute, prefix),
    handler: async (request) => licences.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getLicenceSummaryRoute, prefix),
    handler: async (request) => licences.summary(authOf(request), request.query.holder_type),
  });
  app.route({
    ...routeOptions(listLicenceFlagsRoute, prefix),
    handler: async (request) => licences.flags(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listLicenceHoldersRoute, prefix),
    handler: async (request) => licences.holders(authOf(request)),
  });
  app.route({
    ...routeOptions(exportLicenceDocumentsRoute, prefix),
    handler: async (request, reply) => {
      const file = await licences.export(authOf(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
  app.route({
    ...routeOptions(getLicenceDocumentRoute, prefix),
    handler: async (request) => licences.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createLicenceDocumentRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await licences.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateLicenceDocumentRoute, prefix),
    handler: async (request) => licences.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(deleteLicenceDocumentRoute, prefix),
    handler: async (request) => licences.remove(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(downloadLicenceScanRoute, prefix),
    handler: async (request, reply) => {
      const file = await licences.scanFile(
        authOf(request),
        request.params.id,
        request.params.scanId,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition('inline', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
  app.route({
    ...routeOptions(deleteLicenceScanRoute, prefix),
    handler: async (request) =>
      licences.removeScan(authOf(request), request.params.id, request.params.scanId),
  });
};

const uploadLimit = LICENCE_LIMITS.scanMaxBytes;

/**
 * LIC-8: a body announced over the limit is refused from its Content-Length before a byte is
 * parsed; the rest is read and dropped, so the client reads the 413 instead of a reset.
 */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > uploadLimit) {
    request.raw.resume();
    throw scanTooLarge();
  }
}

/**
 * LIC-8: the scan upload, in a context of its own: the body is the file's bytes whatever type
 * the browser announced (its first bytes decide).
 */
export const licenceScanRoutes: RouteRegistrar = (app, services, prefix) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: uploadLimit }, (_r, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOptions(uploadLicenceScanRoute, prefix),
    bodyLimit: uploadLimit,
    preParsing: refuseOversized,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await services.licences.uploadScan(
            authOf(request),
            request.params.id,
            request.query.file_name,
            request.body instanceof Uint8Array ? request.body : new Uint8Array(0),
          ),
        ),
  });
};

/** LIC-8: the upload's own 413 in the module's words. */
export function scanErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return handleError(scanTooLarge() as unknown as FastifyError, request, reply);
  }
  return handleError(error, request, reply);
}
