import type { FastifyRequest } from 'fastify';
import {
  DELIVERY_ORDER_IMPORT_UPLOAD,
  checkDeliveryOrderImportRoute,
  commitDeliveryOrderImportRoute,
  deliveryOrderImportTemplateRoute,
} from '@armada/contracts/delivery-orders';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { importErrors } from './read-import-file';

const bodyLimit = DELIVERY_ORDER_IMPORT_UPLOAD.maxBytes;

/**
 * DLV-27: a body announced over the limit is refused from its Content-Length before any byte is
 * parsed. The bytes still arriving are read and dropped (never kept), so the client finishes
 * sending and reads the 413 instead of a connection reset (EPIPE) mid-upload.
 */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > bodyLimit) {
    request.raw.resume();
    throw importErrors.tooLarge();
  }
}

/** The uploaded bytes: a Buffer from the parser below, or nothing for an empty body. */
function bytesOf(body: unknown): Uint8Array {
  return body instanceof Uint8Array ? body : new Uint8Array(0);
}

/**
 * The import routes under `/order/api/web/v1/delivery-order/import` (DLV-25 … DLV-31). The file
 * is the raw body, whatever its content type: every type is read as bytes here (JSON included,
 * so a JSON body gets the same "send a CSV or XLSX" answer), and the service decides from the
 * type and the first bytes. A body over the limit is refused by Fastify from its Content-Length
 * before it is read (DLV-27).
 */
export const deliveryOrderImportRoutes: RouteRegistrar = (app, services, prefix) => {
  const imports = services.deliveryOrderImport;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOptions(deliveryOrderImportTemplateRoute, prefix),
    handler: async (request, reply) => {
      const file = await imports.template(authOf(request), request.query.format ?? 'xlsx');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
  app.route({
    ...routeOptions(checkDeliveryOrderImportRoute, prefix),
    bodyLimit,
    preParsing: refuseOversized,
    handler: async (request) => ({
      data: await imports.check(
        authOf(request),
        request.headers['content-type'] ?? '',
        bytesOf(request.body),
      ),
    }),
  });
  app.route({
    ...routeOptions(commitDeliveryOrderImportRoute, prefix),
    bodyLimit,
    preParsing: refuseOversized,
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await imports.commit(
          authOf(request),
          request.headers['content-type'] ?? '',
          bytesOf(request.body),
          request.query.valid_only === true,
        ),
      }),
  });
};
