import type { FastifyInstance } from 'fastify';
import {
  WORK_ORDER_PHOTO,
  WORK_ORDER_PHOTO_ROUTE,
  createServicePlanRoute,
  createWorkOrderRoute,
  getServicePlanRoute,
  getWorkOrderRoute,
  listMaintenanceDueRoute,
  listServicePlansRoute,
  listWorkOrdersRoute,
  updateServicePlanRoute,
  updateWorkOrderRoute,
  uploadWorkOrderPhotoRoute,
} from '@armada/contracts/maintenance';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import type { Services } from '../../services/services';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** A photo in base64 and its JSON around it (MNT-11). */
const PHOTO_BODY_LIMIT = Math.ceil(WORK_ORDER_PHOTO.maxBytes / 3) * 4 + 16 * 1024;

/** Maintenance under the main API `/api/maintenance` (MNT-1 ... MNT-12). */
export const maintenanceRoutes: RouteRegistrar = (app, services, prefix) => {
  const maintenance = services.maintenance;
  app.route({
    ...routeOptions(listServicePlansRoute, prefix),
    handler: async (request) => maintenance.listPlans(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getServicePlanRoute, prefix),
    handler: async (request) => maintenance.getPlan(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createServicePlanRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await maintenance.createPlan(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateServicePlanRoute, prefix),
    handler: async (request) =>
      maintenance.updatePlan(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(listMaintenanceDueRoute, prefix),
    handler: async (request) => maintenance.due(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listWorkOrdersRoute, prefix),
    handler: async (request) => maintenance.listOrders(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getWorkOrderRoute, prefix),
    handler: async (request) => maintenance.getOrder(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createWorkOrderRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await maintenance.createOrder(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateWorkOrderRoute, prefix),
    handler: async (request) =>
      maintenance.updateOrder(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(uploadWorkOrderPhotoRoute, prefix),
    bodyLimit: PHOTO_BODY_LIMIT,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await maintenance.uploadPhoto(authOf(request), request.params.id, request.body)),
  });
};

/**
 * MNT-11: a work order's photo in the type it was checked as; a session is needed; another
 * company's work order or an unknown photo is 404, ids that are not numbers 400.
 */
export function registerPhotoRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string; photoId: string } }>(
    WORK_ORDER_PHOTO_ROUTE,
    async (request, reply) => {
      const { id, photoId } = request.params;
      if (!/^\d{1,9}$/.test(id) || !/^\d{1,9}$/.test(photoId)) {
        return reply.code(400).send({
          statusCode: 400,
          code: HTTP_ERROR_CODES.validation,
          message: 'params/id and params/photoId must be whole numbers',
        });
      }
      const photo = await services.maintenance.photo(authOf(request), Number(id), Number(photoId));
      if (!photo) {
        return reply.code(404).send({
          statusCode: 404,
          code: HTTP_ERROR_CODES.notFound,
          message: 'No such work-order photo.',
        });
      }
      return reply
        .header('content-type', photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(photo.body);
    },
  );
}
