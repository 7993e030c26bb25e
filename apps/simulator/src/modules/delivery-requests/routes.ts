import {
  approveDeliveryRequestRoute,
  cancelDeliveryRequestRoute,
  createDeliveryRequestRoute,
  getDeliveryRequestRoute,
  listDeliveryRequestsRoute,
  rejectDeliveryRequestRoute,
} from '@armada/contracts/delivery-requests';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Delivery requests under the order service `/order/api/web/v1` (DREQ-12 … DREQ-14). */
export const deliveryRequestRoutes: RouteRegistrar = (app, services, prefix) => {
  const requests = services.deliveryRequests;
  app.route({
    ...routeOptions(listDeliveryRequestsRoute, prefix),
    handler: async (request) => requests.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getDeliveryRequestRoute, prefix),
    handler: async (request) => requests.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createDeliveryRequestRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await requests.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(approveDeliveryRequestRoute, prefix),
    handler: async (request) =>
      requests.approve(authOf(request), request.params.id, request.body ?? {}),
  });
  app.route({
    ...routeOptions(rejectDeliveryRequestRoute, prefix),
    handler: async (request) => requests.reject(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(cancelDeliveryRequestRoute, prefix),
    handler: async (request) =>
      requests.cancel(authOf(request), request.params.id, request.body ?? {}),
  });
};
