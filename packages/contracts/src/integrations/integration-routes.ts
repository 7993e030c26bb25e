import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyRequestSchema,
  CreateIntegrationRequestSchema,
  CreateWebhookEndpointRequestSchema,
  CreatedApiKeySchema,
  CreatedWebhookEndpointSchema,
  IntegrationRequestListSchema,
  IntegrationRequestSchema,
  UpdateWebhookEndpointRequestSchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from './integrations';
import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/integration`;
const tags = ['integrations'];
const Endpoint = ItemResponseSchema(WebhookEndpointSchema);
const Delivery = ItemResponseSchema(WebhookDeliverySchema);

/** WHK-1. */
export const listWebhookEndpointsRoute = defineRoute({
  id: 'listWebhookEndpoints',
  method: 'GET',
  url: `${base}/webhook`,
  summary: "The company's webhook endpoints with their newest delivery",
  tags,
  auth: true,
  schema: { response: { 200: WebhookEndpointListSchema } },
});

/** WHK-1, WHK-2, WHK-5. */
export const createWebhookEndpointRoute = defineRoute({
  id: 'createWebhookEndpoint',
  method: 'POST',
  url: `${base}/webhook`,
  summary:
    'Add an HTTPS endpoint for some events; the answer carries its signing secret, shown this once',
  tags,
  auth: true,
  schema: {
    body: CreateWebhookEndpointRequestSchema,
    response: { 201: ItemResponseSchema(CreatedWebhookEndpointSchema) },
  },
});

/** WHK-4. */
export const updateWebhookEndpointRoute = defineRoute({
  id: 'updateWebhookEndpoint',
  method: 'PUT',
  url: `${base}/webhook/:id`,
  summary: "Change an endpoint's address, events or description, or pause and resume it",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateWebhookEndpointRequestSchema,
    response: { 200: Endpoint },
  },
});

/** WHK-4. */
export const deleteWebhookEndpointRoute = defineRoute({
  id: 'deleteWebhookEndpoint',
  method: 'DELETE',
  url: `${base}/webhook/:id`,
  summary: 'Remove an endpoint with its deliveries; nothing more is sent to it',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Endpoint } },
});

/** WHK-9. */
export const testWebhookEndpointRoute = defineRoute({
  id: 'testWebhookEndpoint',
  method: 'POST',
  url: `${base}/webhook/:id/test`,
  summary: 'Send a signed `webhook.test` event to the endpoint now',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 202: Delivery } },
});

/** WHK-8. */
export const listWebhookDeliveriesRoute = defineRoute({
  id: 'listWebhookDeliveries',
  method: 'GET',
  url: `${base}/webhook/:id/delivery`,
  summary: "An endpoint's deliveries, newest first, paged, with their last attempt",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: WebhookDeliveryListQuerySchema,
    response: { 200: WebhookDeliveryPageSchema },
  },
});

/** WHK-8. */
export const getWebhookDeliveryRoute = defineRoute({
  id: 'getWebhookDelivery',
  method: 'GET',
  url: `${base}/webhook-delivery/:id`,
  summary: 'One delivery with the body sent and every attempt: time, response code, duration',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(WebhookDeliveryDetailSchema) },
  },
});

/** WHK-10. */
export const replayWebhookDeliveryRoute = defineRoute({
  id: 'replayWebhookDelivery',
  method: 'POST',
  url: `${base}/webhook-delivery/:id/replay`,
  summary: 'Send a delivered or given-up delivery again, as a new delivery of the same body',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 202: Delivery } },
});

/** APIK-1. */
export const listApiKeysRoute = defineRoute({
  id: 'listApiKeys',
  method: 'GET',
  url: `${base}/api-key`,
  summary: "The company's API keys, revoked ones included, with when each was last used",
  tags,
  auth: true,
  schema: { response: { 200: ApiKeyListSchema } },
});

/** APIK-1, APIK-2. */
export const createApiKeyRoute = defineRoute({
  id: 'createApiKey',
  method: 'POST',
  url: `${base}/api-key`,
  summary: 'Make a read-only or read-write key for the REST API; the key is shown this once',
  tags,
  auth: true,
  schema: {
    body: CreateApiKeyRequestSchema,
    response: { 201: ItemResponseSchema(CreatedApiKeySchema) },
  },
});

/** APIK-3. */
export const revokeApiKeyRoute = defineRoute({
  id: 'revokeApiKey',
  method: 'POST',
  url: `${base}/api-key/:id/revoke`,
  summary: 'Revoke a key: every later request with it is refused',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: ItemResponseSchema(ApiKeySchema) } },
});

/** INT-2. */
export const listIntegrationRequestsRoute = defineRoute({
  id: 'listIntegrationRequests',
  method: 'GET',
  url: `${base}/request`,
  summary: 'What the company asked for among the integrations Armada does not run yet',
  tags,
  auth: true,
  schema: { response: { 200: IntegrationRequestListSchema } },
});

/** INT-2. */
export const createIntegrationRequestRoute = defineRoute({
  id: 'createIntegrationRequest',
  method: 'POST',
  url: `${base}/request`,
  summary: 'Ask for a fuel-card, e-toll or ERP integration (recorded; it does nothing yet)',
  tags,
  auth: true,
  schema: {
    body: CreateIntegrationRequestSchema,
    response: { 201: ItemResponseSchema(IntegrationRequestSchema) },
  },
});

export const integrationRoutes = [
  listWebhookEndpointsRoute,
  createWebhookEndpointRoute,
  updateWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  testWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  getWebhookDeliveryRoute,
  replayWebhookDeliveryRoute,
  listApiKeysRoute,
  createApiKeyRoute,
  revokeApiKeyRoute,
  listIntegrationRequestsRoute,
  createIntegrationRequestRoute,
] as const;
