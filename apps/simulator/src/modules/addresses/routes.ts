import { getAddressRoute, listAddressesRoute } from '@armada/contracts/customers';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The company's addresses under `/api`. */
export const addressRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(listAddressesRoute, prefix),
    handler: async (request) => services.addresses.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getAddressRoute, prefix),
    handler: async (request) => services.addresses.get(authOf(request), request.params.id),
  });
};
