import { getDeliveryOrderRoute, listDeliveryOrdersRoute } from '@armada/contracts/delivery-orders';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Delivery orders under the order service `/order/api/web/v1`. */
export const deliveryOrderRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(listDeliveryOrdersRoute, prefix),
    handler: async (request) => services.deliveryOrders.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getDeliveryOrderRoute, prefix),
    handler: async (request) => services.deliveryOrders.get(authOf(request), request.params.id),
  });
};
