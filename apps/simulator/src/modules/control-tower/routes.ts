import {
  acknowledgeControlTowerExceptionRoute,
  assignControlTowerExceptionRoute,
  getControlTowerBoardRoute,
  listControlTowerAssigneesRoute,
  listControlTowerExceptionsRoute,
  openSampleExceptionRoute,
} from '@armada/contracts/control-tower';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The control tower under fleet planning `/fleet-planning/api/web/v1/control-tower`. */
export const controlTowerRoutes: RouteRegistrar = (app, services, prefix) => {
  const tower = services.controlTower;
  app.route({
    ...routeOptions(getControlTowerBoardRoute, prefix),
    handler: async (request) => tower.board(authOf(request)),
  });
  app.route({
    ...routeOptions(listControlTowerExceptionsRoute, prefix),
    handler: async (request) => tower.queue(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(acknowledgeControlTowerExceptionRoute, prefix),
    handler: async (request) => tower.acknowledge(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(assignControlTowerExceptionRoute, prefix),
    handler: async (request) => tower.assign(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(listControlTowerAssigneesRoute, prefix),
    handler: async (request) => tower.assignees(authOf(request)),
  });
};

/** Simulator controls (ARMADA_SIM_CONTROLS): an exception on demand. */
export const controlTowerControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(openSampleExceptionRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await services.controlTower.openSample(authOf(request), request.body)),
  });
};
