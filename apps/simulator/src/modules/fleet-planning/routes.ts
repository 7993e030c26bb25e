import {
  cancelRouteOptimizationRoute,
  createRouteOptimizationFleetTaskRoute,
  createRouteOptimizationRoute,
  getDriverDayRoute,
  getRouteOptimizationResultRoute,
  getRouteOptimizationRoute,
  getRouteOptimizationSettingRoute,
  listRouteOptimizationDeliveryOrdersRoute,
  listRouteOptimizationVehiclesRoute,
  listRouteOptimizationsRoute,
  moveRouteOptimizationPointRoute,
  reoptimizeRouteOptimizationRoute,
  rerunRouteOptimizationRoute,
  rollbackRouteOptimizationRoute,
  routeOptimizationUsageRoute,
} from '@armada/contracts/route-optimization';
import { authOf } from '../../transport/http/request-auth';
import { routeOptions } from '../../transport/http/route-options';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/**
 * The fleet-planning service under `/fleet-planning/api/web/v1` (docs/rules/route-optimization.md
 * §7.2): thin routes over `FleetPlanningService`. Create and re-optimize answer 202: the run is
 * queued and solved off the request.
 */
export const fleetPlanningRoutes: RouteRegistrar = (app, services, prefix) => {
  const planning = services.fleetPlanning;
  app.route({
    ...routeOptions(listRouteOptimizationsRoute, prefix),
    handler: async (request) => planning.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(createRouteOptimizationRoute, prefix),
    handler: async (request, reply) =>
      reply.code(202).send(await planning.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(routeOptimizationUsageRoute, prefix),
    handler: async (request) => planning.usage(authOf(request)),
  });
  app.route({
    ...routeOptions(getRouteOptimizationRoute, prefix),
    handler: async (request) => planning.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(getRouteOptimizationResultRoute, prefix),
    handler: async (request) => planning.result(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(getRouteOptimizationSettingRoute, prefix),
    handler: async (request) => planning.setting(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(listRouteOptimizationDeliveryOrdersRoute, prefix),
    handler: async (request) =>
      planning.deliveryOrders(authOf(request), request.params.id, request.query),
  });
  app.route({
    ...routeOptions(listRouteOptimizationVehiclesRoute, prefix),
    handler: async (request) =>
      planning.vehicles(authOf(request), request.params.id, request.query),
  });
  app.route({
    ...routeOptions(createRouteOptimizationFleetTaskRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await planning.createFleetTask(authOf(request), request.params.id)),
  });
  app.route({
    ...routeOptions(rerunRouteOptimizationRoute, prefix),
    handler: async (request, reply) =>
      reply.code(202).send(await planning.rerun(authOf(request), request.params.id)),
  });
  app.route({
    ...routeOptions(cancelRouteOptimizationRoute, prefix),
    handler: async (request) => planning.cancel(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(reoptimizeRouteOptimizationRoute, prefix),
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(await planning.reoptimize(authOf(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOptions(moveRouteOptimizationPointRoute, prefix),
    handler: async (request) => {
      const { id, vehicleId, pointId } = request.params;
      return planning.movePoint(authOf(request), id, vehicleId, pointId, request.body);
    },
  });
  app.route({
    ...routeOptions(rollbackRouteOptimizationRoute, prefix),
    handler: async (request) => planning.rollback(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(getDriverDayRoute, prefix),
    handler: async (request) => planning.driverDay(authOf(request)),
  });
};
