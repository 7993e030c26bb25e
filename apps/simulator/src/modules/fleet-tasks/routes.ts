import {
  cancelFleetTaskRoute,
  cancelFleetTaskStopRoute,
  createFleetTaskRoute,
  getFleetTaskRoute,
  listFleetTasksRoute,
  reassignFleetTaskRoute,
} from '@armada/contracts/fleet-tasks';
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
};
