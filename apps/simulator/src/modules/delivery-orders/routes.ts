import {
  cancelDeliveryOrderRoute,
  confirmDeliveryOrderRoute,
  createDeliveryOrderRoute,
  getDeliveryOrderRoute,
  listDeliveryOrdersRoute,
  rescheduleDeliveryOrderRoute,
  updateDeliveryOrderRoute,
} from '@armada/contracts/delivery-orders';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Delivery orders under the order service `/order/api/web/v1` (DLV-16 … DLV-19). */
export const deliveryOrderRoutes: RouteRegistrar = (app, services, prefix) => {
  const orders = services.deliveryOrders;
  app.route({
    ...routeOptions(listDeliveryOrdersRoute, prefix),
    handler: async (request) => orders.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getDeliveryOrderRoute, prefix),
    handler: async (request) => orders.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createDeliveryOrderRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await orders.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateDeliveryOrderRoute, prefix),
    handler: async (request) => orders.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(confirmDeliveryOrderRoute, prefix),
    handler: async (request) => orders.confirm(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(rescheduleDeliveryOrderRoute, prefix),
    handler: async (request) => orders.reschedule(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(cancelDeliveryOrderRoute, prefix),
    handler: async (request) => orders.cancel(authOf(request), request.params.id, request.body),
  });
};
