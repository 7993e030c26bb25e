import {
  arriveMyStopRoute,
  deliverMyStopRoute,
  DRIVER_ACTION_BODY_LIMIT,
  failMyStopRoute,
  getMyFleetTasksRoute,
  cancelFleetTaskRoute,
  cancelFleetTaskStopRoute,
  createFleetTaskRoute,
  getFleetTaskRoute,
  listFleetTasksRoute,
  reassignFleetTaskRoute,
} from '@armada/contracts/fleet-tasks';
import type { FastifyInstance } from 'fastify';
import { API_BASES, HTTP_ERROR_CODES } from '@armada/contracts/shared';
import type { Services } from '../../services/services';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Fleet tasks under fleet planning `/fleet-planning/api/web/v1/fleet-task` (FT-5 ... FT-8). */
export const fleetTaskRoutes: RouteRegistrar = (app, services, prefix) => {
  const tasks = services.fleetTasks;
  app.route({
    ...routeOptions(listFleetTasksRoute, prefix),
    handler: async (request) => tasks.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getFleetTaskRoute, prefix),
    handler: async (request) => tasks.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createFleetTaskRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await tasks.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(reassignFleetTaskRoute, prefix),
    handler: async (request) => tasks.reassign(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(cancelFleetTaskRoute, prefix),
    handler: async (request) => tasks.cancel(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(cancelFleetTaskStopRoute, prefix),
    handler: async (request) =>
      tasks.cancelStop(authOf(request), request.params.id, request.params.stopId, request.body),
  });
  // FT-14 ... FT-18: the driver's own day; the actions carry pictures, above the default limit.
  const mine = services.driverTasks;
  app.route({
    ...routeOptions(getMyFleetTasksRoute, prefix),
    handler: async (request) => mine.mine(authOf(request)),
  });
  app.route({
    ...routeOptions(arriveMyStopRoute, prefix),
    handler: async (request) => mine.arrive(authOf(request), request.params.stopId, request.body),
  });
  app.route({
    ...routeOptions(deliverMyStopRoute, prefix),
    bodyLimit: DRIVER_ACTION_BODY_LIMIT,
    handler: async (request) => mine.deliver(authOf(request), request.params.stopId, request.body),
  });
  app.route({
    ...routeOptions(failMyStopRoute, prefix),
    bodyLimit: DRIVER_ACTION_BODY_LIMIT,
    handler: async (request) => mine.fail(authOf(request), request.params.stopId, request.body),
  });
};

/** Where a stop's proof pictures are served (the detail's `photo_url`, `signature_url`). */
export const PROOF_ROUTE = `${API_BASES.fleetPlanning}/fleet-task/:id/stop/:stopId/proof/:kind`;

/**
 * TASK-4: a delivered stop's photo or signature as `image/png` (FT-18: a driver's picture in
 * the type it was sent as; a failed stop's photo too), like the dashcam clips a file
 * route beside the catalogue's JSON routes; a session is needed, another company's task, a stop
 * without proof or an unknown kind are 404, ids that are not numbers 400.
 */
export function registerProofRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string; stopId: string; kind: string } }>(
    PROOF_ROUTE,
    async (request, reply) => {
      const { id, stopId, kind } = request.params;
      if (!/^\d{1,9}$/.test(id) || !/^\d{1,9}$/.test(stopId)) {
        return reply.code(400).send({
          statusCode: 400,
          code: HTTP_ERROR_CODES.validation,
          message: 'params/id and params/stopId must be whole numbers',
        });
      }
      const picture =
        kind === 'photo' || kind === 'signature'
          ? await services.fleetTasks.proof(authOf(request), Number(id), Number(stopId), kind)
          : undefined;
      if (!picture) {
        return reply.code(404).send({
          statusCode: 404,
          code: HTTP_ERROR_CODES.notFound,
          message: `No proof of delivery at ${request.url.split('?')[0]?.slice(0, 200) ?? ''}.`,
        });
      }
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(picture.body);
    },
  );
}
