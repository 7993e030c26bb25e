import { listBoxTypesRoute, listVehiclesRoute } from '@armada/contracts/fleet';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The company's vehicles and box types under `/api`. */
export const fleetRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(listVehiclesRoute, prefix),
    handler: async (request) => services.fleet.listVehicles(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listBoxTypesRoute, prefix),
    handler: async (request) => services.fleet.listBoxTypes(authOf(request), request.query),
  });
};
