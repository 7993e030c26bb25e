import {
  bulkDeleteCustomersRoute,
  createCustomerRoute,
  deleteCustomerRoute,
  getCustomerRoute,
  listCustomersRoute,
  listExternalCustomersRoute,
  updateCustomerRoute,
} from '@armada/contracts/customers';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Customers under the order service `/order/api/web/v1`. */
export const customerRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(listCustomersRoute, prefix),
    handler: async (request) => services.customers.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listExternalCustomersRoute, prefix),
    handler: async (request) => services.customers.listExternal(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getCustomerRoute, prefix),
    handler: async (request) => services.customers.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createCustomerRoute, prefix),
    handler: async (request, reply) => {
      const created = await services.customers.create(authOf(request), request.body);
      return reply.code(201).send(created);
    },
  });
  app.route({
    ...routeOptions(updateCustomerRoute, prefix),
    handler: async (request) =>
      services.customers.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(deleteCustomerRoute, prefix),
    handler: async (request) => services.customers.delete(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(bulkDeleteCustomersRoute, prefix),
    handler: async (request) => services.customers.bulkDelete(authOf(request), request.body.ids),
  });
};
