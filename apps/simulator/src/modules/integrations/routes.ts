import {
  createApiKeyRoute,
  createIntegrationRequestRoute,
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  getWebhookDeliveryRoute,
  listApiKeysRoute,
  listIntegrationRequestsRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  replayWebhookDeliveryRoute,
  revokeApiKeyRoute,
  testWebhookEndpointRoute,
  updateWebhookEndpointRoute,
} from '@armada/contracts/integrations';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Integrations under the main API `/api/integration` (WHK-*, APIK-*, INT-*). */
export const integrationRoutes: RouteRegistrar = (app, services, prefix) => {
  const { webhooks, apiKeys, integrationRequests } = services;
  app.route({
    ...routeOptions(listWebhookEndpointsRoute, prefix),
    handler: async (request) => webhooks.list(authOf(request)),
  });
  app.route({
    ...routeOptions(createWebhookEndpointRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await webhooks.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateWebhookEndpointRoute, prefix),
    handler: async (request) => webhooks.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(deleteWebhookEndpointRoute, prefix),
    handler: async (request) => webhooks.remove(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(testWebhookEndpointRoute, prefix),
    handler: async (request, reply) =>
      reply.code(202).send(await webhooks.test(authOf(request), request.params.id)),
  });
  app.route({
    ...routeOptions(listWebhookDeliveriesRoute, prefix),
    handler: async (request) =>
      webhooks.deliveries(authOf(request), request.params.id, request.query),
  });
  app.route({
    ...routeOptions(getWebhookDeliveryRoute, prefix),
    handler: async (request) => webhooks.delivery(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(replayWebhookDeliveryRoute, prefix),
    handler: async (request, reply) =>
      reply.code(202).send(await webhooks.replay(authOf(request), request.params.id)),
  });
  app.route({
    ...routeOptions(listApiKeysRoute, prefix),
    handler: async (request) => apiKeys.list(authOf(request)),
  });
  app.route({
    ...routeOptions(createApiKeyRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await apiKeys.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(revokeApiKeyRoute, prefix),
    handler: async (request) => apiKeys.revoke(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(listIntegrationRequestsRoute, prefix),
    handler: async (request) => integrationRequests.list(authOf(request)),
  });
  app.route({
    ...routeOptions(createIntegrationRequestRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await integrationRequests.create(authOf(request), request.body)),
  });
};
