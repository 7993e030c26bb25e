import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';
import {
  API_KEY_LIMITS,
  API_KEY_SCOPES,
  INTEGRATION_REQUEST_LIMITS,
  REQUESTABLE_INTEGRATIONS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS as L,
  WEBHOOK_TEST_EVENT,
} from './constants';

/**
 * Integrations (docs/rules/integrations.md): webhook endpoints with their delivery log, API
 * keys for the REST API, and requests for the integrations Armada does not run yet.
 */

const DateTime = Type.String({ format: 'date-time' });
/** Single-line text: no control characters. */
const Text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const Person = Nullable(Type.Object({ id: IdSchema, name: Type.String() }));

export const WebhookEventTypeSchema = Type.Enum(WEBHOOK_EVENT_TYPES);
export const WebhookDeliveryEventSchema = Type.Enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]);
export const WebhookDeliveryStatusSchema = Type.Enum(WEBHOOK_DELIVERY_STATUSES);
export const ApiKeyScopeSchema = Type.Enum(API_KEY_SCOPES);
export const RequestableIntegrationSchema = Type.Enum(REQUESTABLE_INTEGRATIONS);

// ---------------------------------------------------------------------------------------------
// Webhook endpoints
// ---------------------------------------------------------------------------------------------

/** WHK-1: one endpoint of a company; its secret is never shown again after it is made. */
export const WebhookEndpointSchema = Type.Object(
  {
    id: IdSchema,
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(WebhookEventTypeSchema),
    /** WHK-4: a paused endpoint gets no new event and sends nothing until it is resumed. */
    active: Type.Boolean(),
    /** The secret's last four characters, to tell secrets apart. */
    secret_hint: Type.String(),
    created_on: DateTime,
    created_by: Person,
    /** The newest delivery's status and time, for the list. */
    last_delivery: Nullable(
      Type.Object({ status: WebhookDeliveryStatusSchema, at: DateTime, event: Type.String() }),
    ),
  },
  { $id: 'WebhookEndpoint' },
);
export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;

/** WHK-5: the endpoint as made, with its signing secret, shown this once. */
export const CreatedWebhookEndpointSchema = Type.Object(
  { ...WebhookEndpointSchema.properties, secret: Type.String({ minLength: 32 }) },
  { $id: 'CreatedWebhookEndpoint' },
);
export type CreatedWebhookEndpoint = Static<typeof CreatedWebhookEndpointSchema>;

const Events = Type.Array(WebhookEventTypeSchema, {
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  uniqueItems: true,
});
const Url = Type.String({
  minLength: 8,
  maxLength: L.urlMax,
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s\\u0000-\\u001f\\u007f]+$',
});

export const CreateWebhookEndpointRequestSchema = Type.Object(
  {
    url: Url,
    description: Type.Optional(Text(L.descriptionMax)),
    events: Events,
  },
  { $id: 'CreateWebhookEndpointRequest', additionalProperties: false },
);
export type CreateWebhookEndpointRequest = Static<typeof CreateWebhookEndpointRequestSchema>;

export const UpdateWebhookEndpointRequestSchema = Type.Object(
  {
    url: Type.Optional(Url),
    description: Type.Optional(Text(L.descriptionMax)),
    events: Type.Optional(Events),
    active: Type.Optional(Type.Boolean()),
  },
  { $id: 'UpdateWebhookEndpointRequest', additionalProperties: false, minProperties: 1 },
);
export type UpdateWebhookEndpointRequest = Static<typeof UpdateWebhookEndpointRequestSchema>;

export const WebhookEndpointListSchema = Type.Object(
  { data: Type.Array(WebhookEndpointSchema) },
  { $id: 'WebhookEndpointList' },
);
export type WebhookEndpointList = Static<typeof WebhookEndpointListSchema>;

// ---------------------------------------------------------------------------------------------
// Deliveries
// ---------------------------------------------------------------------------------------------

/** WHK-8: one attempt at sending a delivery. */
export const WebhookAttemptSchema = Type.Object(
  {
    number: Type.Integer({ minimum: 1 }),
    at: DateTime,
    /** The HTTP status answered; null when there was no answer (timeout, refused, DNS). */
    response_code: Nullable(Type.Integer({ minimum: 100, maximum: 599 })),
    duration_ms: Type.Integer({ minimum: 0 }),
    /** Why there was no answer, or the start of the answer's body. */
    detail: Type.String(),
  },
  { $id: 'WebhookAttempt' },
);
export type WebhookAttempt = Static<typeof WebhookAttemptSchema>;

/** WHK-6, WHK-8: one event sent (or being sent) to one endpoint. */
export const WebhookDeliverySchema = Type.Object(
  {
    id: IdSchema,
    endpoint_id: IdSchema,
    event: WebhookDeliveryEventSchema,
    /** The event's own id (`alert.created:1234`): the same for every endpoint and replay. */
    event_id: Type.String(),
    status: WebhookDeliveryStatusSchema,
    attempts: Type.Integer({ minimum: 0 }),
    created_on: DateTime,
    next_attempt_on: Nullable(DateTime),
    last_response_code: Nullable(Type.Integer({ minimum: 100, maximum: 599 })),
    last_duration_ms: Nullable(Type.Integer({ minimum: 0 })),
    /** WHK-10: the delivery this one replays. */
    replay_of: Nullable(IdSchema),
  },
  { $id: 'WebhookDelivery' },
);
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

export const WebhookDeliveryDetailSchema = Type.Object(
  {
    ...WebhookDeliverySchema.properties,
    /** The JSON body sent, as text (signed as it is). */
    body: Type.String(),
    attempt_log: Type.Array(WebhookAttemptSchema),
  },
  { $id: 'WebhookDeliveryDetail' },
);
export type WebhookDeliveryDetail = Static<typeof WebhookDeliveryDetailSchema>;

export const WebhookDeliveryListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: L.pageMax })),
    status: Type.Optional(WebhookDeliveryStatusSchema),
  },
  { $id: 'WebhookDeliveryListQuery', additionalProperties: false },
);
export type WebhookDeliveryListQuery = Static<typeof WebhookDeliveryListQuerySchema>;

export const WebhookDeliveryPageSchema = Type.Object(
  {
    data: Type.Object({
      items: Type.Array(WebhookDeliverySchema),
      total_count: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      total_page: Type.Integer({ minimum: 0 }),
    }),
  },
  { $id: 'WebhookDeliveryPage' },
);
export type WebhookDeliveryPage = Static<typeof WebhookDeliveryPageSchema>;

// ---------------------------------------------------------------------------------------------
// API keys
// ---------------------------------------------------------------------------------------------

/** APIK-1: a key as listed; the key itself is never shown again after it is made. */
export const ApiKeySchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    scope: ApiKeyScopeSchema,
    /** `armk_` and the key's first characters, to tell keys apart. */
    key_prefix: Type.String(),
    created_on: DateTime,
    created_by: Person,
    /** APIK-5. */
    last_used_on: Nullable(DateTime),
    /** APIK-3: a revoked key is refused from then on. */
    revoked_on: Nullable(DateTime),
  },
  { $id: 'ApiKey' },
);
export type ApiKey = Static<typeof ApiKeySchema>;

/** APIK-2: the key as made, shown this once. */
export const CreatedApiKeySchema = Type.Object(
  { ...ApiKeySchema.properties, key: Type.String({ minLength: 40 }) },
  { $id: 'CreatedApiKey' },
);
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;

export const CreateApiKeyRequestSchema = Type.Object(
  { name: Text(API_KEY_LIMITS.nameMax, 1), scope: ApiKeyScopeSchema },
  { $id: 'CreateApiKeyRequest', additionalProperties: false },
);
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequestSchema>;

export const ApiKeyListSchema = Type.Object(
  { data: Type.Array(ApiKeySchema) },
  { $id: 'ApiKeyList' },
);
export type ApiKeyList = Static<typeof ApiKeyListSchema>;

// ---------------------------------------------------------------------------------------------
// Requests for integrations not built yet
// ---------------------------------------------------------------------------------------------

/** INT-2: a company asked for an integration Armada does not run yet. */
export const IntegrationRequestSchema = Type.Object(
  {
    id: IdSchema,
    integration: RequestableIntegrationSchema,
    note: Type.String(),
    contact: Type.String(),
    requested_on: DateTime,
    requested_by: Person,
  },
  { $id: 'IntegrationRequest' },
);
export type IntegrationRequest = Static<typeof IntegrationRequestSchema>;

export const CreateIntegrationRequestSchema = Type.Object(
  {
    integration: RequestableIntegrationSchema,
    note: Type.Optional(Type.String({ maxLength: INTEGRATION_REQUEST_LIMITS.noteMax })),
    contact: Type.Optional(Text(INTEGRATION_REQUEST_LIMITS.contactMax)),
  },
  { $id: 'CreateIntegrationRequestBody', additionalProperties: false },
);
export type CreateIntegrationRequestBody = Static<typeof CreateIntegrationRequestSchema>;

export const IntegrationRequestListSchema = Type.Object(
  { data: Type.Array(IntegrationRequestSchema) },
  { $id: 'IntegrationRequestList' },
);
export type IntegrationRequestList = Static<typeof IntegrationRequestListSchema>;

/** WHK-5: the JSON body of every delivery. */
export interface WebhookPayload {
  event: string;
  event_id: string;
  company_id: number;
  occurred_on: string;
  data: Record<string, unknown>;
}
