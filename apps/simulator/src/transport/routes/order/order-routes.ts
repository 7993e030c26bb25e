import {
  bulkDeleteCustomersRoute,
  createCustomerRoute,
  deleteCustomerRoute,
  getCustomerRoute,
  getDeliveryOrderRoute,
  listCustomersRoute,
  listDeliveryOrdersRoute,
  listExternalCustomersRoute,
  updateCustomerRoute,
} from '@armada/contracts';
import { routeOptions } from '../../http/route-options';
import { authOf } from '../../http/request-auth';
import type { RouteRegistrar } from '../typebox-app';

/** The order service under `/order/api/web/v1`: customers and delivery orders. */
export const orderRoutes: RouteRegistrar = (app, services, prefix) => {
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

  app.route({
    ...routeOptions(listDeliveryOrdersRoute, prefix),
    handler: async (request) => services.deliveryOrders.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getDeliveryOrderRoute, prefix),
    handler: async (request) => services.deliveryOrders.get(authOf(request), request.params.id),
  });
};
