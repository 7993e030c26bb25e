import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DELIVERY_ORDER_IMPORT_UPLOAD } from '@armada/contracts/delivery-orders';
import {
  createVehicleRoute,
  exportVehiclesRoute,
  importVehiclesRoute,
  importMasterDataRoute,
  listBoxTypesRoute,
  exportMasterDataRoute,
  listMasterVehicleGroupsRoute,
  createVehicleGroupRoute,
  updateVehicleGroupRoute,
  setVehicleGroupActiveRoute,
  listMasterBoxTypesRoute,
  createBoxTypeRoute,
  updateBoxTypeRoute,
  setBoxTypeActiveRoute,
  listMasterVehiclesRoute,
  listDriversRoute,
  listDriverAccountsRoute,
  createDriverRoute,
  updateDriverRoute,
  setDriverActiveRoute,
  getDriverPhotoRoute,
  uploadDriverPhotoRoute,
  DRIVER_PHOTO_LIMITS,
  listVehiclesRoute,
  setVehicleActiveRoute,
  updateVehicleRoute,
} from '@armada/contracts/fleet';
import { handleError } from '../../transport/http/error-handler';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { importErrors } from '../delivery-order-import/read-import-file';
import { photoTooLarge } from './driver-master-service';

/** The company's vehicles and box types under `/api`, and the vehicles' master data (MDF). */
export const fleetRoutes: RouteRegistrar = (app, services, prefix) => {
  const master = services.vehicleMaster;
  app.route({
    ...routeOptions(listVehiclesRoute, prefix),
    handler: async (request) => services.fleet.listVehicles(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listBoxTypesRoute, prefix),
    handler: async (request) => services.fleet.listBoxTypes(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listDriversRoute, prefix),
    handler: async (request) => services.driverMaster.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listDriverAccountsRoute, prefix),
    handler: async (request) => ({ data: services.driverMaster.accounts(authOf(request)) }),
  });
  app.route({
    ...routeOptions(exportMasterDataRoute, prefix),
    handler: async (request, reply) => {
      const file = await services.groupBoxMaster.export(authOf(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
  const groupBox = services.groupBoxMaster;
  app.route({
    ...routeOptions(listMasterVehicleGroupsRoute, prefix),
    handler: async (request) => groupBox.listGroups(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(createVehicleGroupRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await groupBox.saveGroup(authOf(request), null, request.body) }),
  });
  app.route({
    ...routeOptions(updateVehicleGroupRoute, prefix),
    handler: async (request) => ({
      data: await groupBox.saveGroup(authOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...routeOptions(setVehicleGroupActiveRoute, prefix),
    handler: async (request) => ({
      data: await groupBox.setGroupActive(
        authOf(request),
        request.params.id,
        request.body.is_active,
      ),
    }),
  });
  app.route({
    ...routeOptions(listMasterBoxTypesRoute, prefix),
    handler: async (request) => groupBox.listBoxTypes(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(createBoxTypeRoute, prefix),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await groupBox.saveBoxType(authOf(request), null, request.body) }),
  });
  app.route({
    ...routeOptions(updateBoxTypeRoute, prefix),
    handler: async (request) => ({
      data: await groupBox.saveBoxType(authOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...routeOptions(setBoxTypeActiveRoute, prefix),
    handler: async (request) => ({
      data: await groupBox.setBoxTypeActive(
        authOf(request),
        request.params.id,
        request.body.is_active,
      ),
    }),
  });
  const drivers = services.driverMaster;
  app.route({
    ...routeOptions(createDriverRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await drivers.create(authOf(request), request.body) }),
  });
  app.route({
    ...routeOptions(updateDriverRoute, prefix),
    handler: async (request) => ({
      data: await drivers.update(authOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...routeOptions(setDriverActiveRoute, prefix),
    handler: async (request) => ({
      data: await drivers.setActive(authOf(request), request.params.id, request.body.is_active),
    }),
  });
  app.route({
    ...routeOptions(getDriverPhotoRoute, prefix),
    handler: async (request, reply) => {
      const photo = await drivers.photo(authOf(request), request.params.id);
      return reply
        .header('content-type', photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(photo.bytes);
    },
  });
  app.route({
    ...routeOptions(listMasterVehiclesRoute, prefix),
    handler: async (request) => master.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(createVehicleRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await master.create(authOf(request), request.body),
      }),
  });
  app.route({
    ...routeOptions(updateVehicleRoute, prefix),
    handler: async (request) => ({
      data: await master.update(authOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...routeOptions(setVehicleActiveRoute, prefix),
    handler: async (request) => ({
      data: await master.setActive(authOf(request), request.params.id, request.body.is_active),
    }),
  });
  app.route({
    ...routeOptions(exportVehiclesRoute, prefix),
    handler: async (request, reply) => {
      const file = await master.export(
        authOf(request),
        request.query.format,
        request.query.include_inactive === true,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
};

const bodyLimit = DELIVERY_ORDER_IMPORT_UPLOAD.maxBytes;

/** MDF-9: a body announced over the limit is refused before it is read (as DLV-27). */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
    request.raw.resume();
    throw importErrors.tooLarge();
  }
}

/**
 * MDF-9, MDF-21: the vehicle, driver, group and box-type imports, in a context of their own:
 * the body is the file's bytes whatever type was announced, read by the delivery orders' import
 * reader (size, encoding, zip bombs).
 */
export const vehicleImportRoutes: RouteRegistrar = (app, services, prefix) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_r, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOptions(importVehiclesRoute, prefix),
    bodyLimit,
    preParsing: refuseOversized,
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await services.vehicleMaster.import(
          authOf(request),
          request.headers['content-type'] ?? '',
          request.body instanceof Uint8Array ? request.body : new Uint8Array(0),
        ),
      }),
  });
  app.route({
    ...routeOptions(importMasterDataRoute, prefix),
    bodyLimit,
    preParsing: refuseOversized,
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await services.groupBoxMaster.import(
          authOf(request),
          request.query,
          request.headers['content-type'] ?? '',
          request.body instanceof Uint8Array ? request.body : new Uint8Array(0),
        ),
      }),
  });
};

const photoLimit = DRIVER_PHOTO_LIMITS.maxBytes;

/** MDF-15: the driver's photo upload, in a context of its own: the body is the image's bytes. */
export const driverPhotoRoutes: RouteRegistrar = (app, services, prefix) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: photoLimit }, (_r, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOptions(uploadDriverPhotoRoute, prefix),
    bodyLimit: photoLimit,
    preParsing: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > photoLimit) {
        request.raw.resume();
        throw photoTooLarge();
      }
    },
    handler: async (request) => ({
      data: await services.driverMaster.uploadPhoto(
        authOf(request),
        request.params.id,
        request.body instanceof Uint8Array ? request.body : new Uint8Array(0),
      ),
    }),
  });
};

/** MDF-15: an oversized photo gets the photo's own reason. */
export function driverPhotoErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return handleError(photoTooLarge() as unknown as FastifyError, request, reply);
  return handleError(error, request, reply);
}
