import type { FastifyRequest } from 'fastify';
import {
  ADDRESS_IMPORT_LIMITS,
  createAddressRoute,
  exportAddressesRoute,
  getAddressRoute,
  importAddressesRoute,
  listAddressesRoute,
  reverseGeocodeAddressRoute,
  updateAddressRoute,
} from '@armada/contracts/customers';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { importErrors } from '../delivery-order-import/read-import-file';

/** The company's address book under `/api/address` (docs/rules/addresses.md). */
export const addressRoutes: RouteRegistrar = (app, services, prefix) => {
  const addresses = services.addresses;
  app.route({
    ...routeOptions(listAddressesRoute, prefix),
    handler: async (request) => addresses.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(exportAddressesRoute, prefix),
    handler: async (request, reply) => {
      const file = await addresses.export(authOf(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
  app.route({
    ...routeOptions(reverseGeocodeAddressRoute, prefix),
    handler: async (request) => addresses.reverse(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getAddressRoute, prefix),
    handler: async (request) => addresses.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createAddressRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await addresses.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateAddressRoute, prefix),
    handler: async (request) => addresses.update(authOf(request), request.params.id, request.body),
  });
};

const importLimit = ADDRESS_IMPORT_LIMITS.maxBytes;

/** ADDR-12: a body announced over the limit is refused before a byte is parsed. */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > importLimit) {
    request.raw.resume();
    throw importErrors.tooLarge();
  }
}

/**
 * ADDR-12: the import, in a context of its own: the body is the file's bytes whatever its type
 * (the reader refuses a type that is not CSV or XLSX by its content).
 */
export const addressImportRoutes: RouteRegistrar = (app, services, prefix) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: importLimit }, (_r, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOptions(importAddressesRoute, prefix),
    bodyLimit: importLimit,
    preParsing: refuseOversized,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await services.addresses.import(
            authOf(request),
            request.headers['content-type'] ?? '',
            request.body instanceof Uint8Array ? request.body : new Uint8Array(0),
          ),
        ),
  });
};
