// Integrations (docs/rules/integrations.md) as plain values, apart from the schemas: the web's
// pages and the simulator read them, and a module without TypeBox costs the web nothing to
// import (docs/adr/0005).

/** WHK-3: the events a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'alert.created',
  'alert.resolved',
  'stop.delivered',
  'stop.failed',
  'task.started',
  'task.done',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** WHK-9: the event a user sends by hand to try an endpoint; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEvent = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/**
 * WHK-6: a delivery waits (PENDING), is being sent (SENDING), was answered with a 2xx
 * (DELIVERED), or gave up after the retry window (FAILED).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The headers of a webhook delivery (WHK-5). */
export const WEBHOOK_HEADERS = {
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
  signature: 'x-armada-signature',
  event: 'x-armada-event',
  /** The delivery's id: the same on every attempt and replay, so a receiver can de-duplicate. */
  delivery: 'x-armada-delivery',
} as const;

export const WEBHOOK_LIMITS = {
  /** WHK-1: endpoints per company. */
  maxEndpoints: 10,
  urlMax: 500,
  descriptionMax: 200,
  /** WHK-7: an attempt with no answer within this is a failed attempt. */
  timeoutMs: 10_000,
  /** WHK-7: at most this many attempts of one endpoint at a time, per server process. */
  perEndpointConcurrency: 2,
  /** WHK-6: the first retry waits this long, each next one twice as long … */
  firstRetryMs: 30_000,
  /** … up to this long between attempts … */
  maxRetryMs: 60 * 60_000,
  /** … and a delivery not answered within this of its event is given up. */
  retryWindowMs: 24 * 60 * 60_000,
  /** WHK-8: the part of an answer's body kept in the log. */
  responseExcerptMax: 300,
  /** A receiver should refuse a signature older than this (WHK-5, documentation). */
  signatureToleranceSeconds: 300,
  /** The delivery log's page size bound. */
  pageMax: 100,
} as const;

/** APIK-1: what a key may do: read (GET) only, or read and write. */
export const API_KEY_SCOPES = ['READ_ONLY', 'READ_WRITE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_LIMITS = {
  /** APIK-1: active keys per company. */
  maxActive: 20,
  nameMax: 80,
  /** APIK-2: every key starts so; the list shows the prefix and the first characters. */
  prefix: 'armk_',
  /** How many characters of a key (after the prefix) the list shows. */
  shownChars: 6,
  /** APIK-5: the last-used time is written at most this often per key. */
  lastUsedEveryMs: 60_000,
} as const;

/** APIK-4: the headers a key may come in. */
export const API_KEY_HEADERS = { authorization: 'authorization', apiKey: 'x-api-key' } as const;

/** INT-1: the integrations Armada runs itself. */
export const BUILT_IN_INTEGRATIONS = ['webhooks', 'api-keys'] as const;
/** INT-2: integrations a company can ask for; they do nothing until they are built. */
export const REQUESTABLE_INTEGRATIONS = ['fuel-cards', 'e-toll', 'erp'] as const;
export type BuiltInIntegration = (typeof BUILT_IN_INTEGRATIONS)[number];
export type RequestableIntegration = (typeof REQUESTABLE_INTEGRATIONS)[number];

export const INTEGRATION_REQUEST_LIMITS = { noteMax: 500, contactMax: 120 } as const;
