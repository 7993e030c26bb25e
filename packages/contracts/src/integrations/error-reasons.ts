// The server error reasons of the integrations domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const INTEGRATION_ERROR_REASONS = {
  /** params: id. */
  webhookEndpointNotFound: 'webhookEndpoint.notFound',
  /** WHK-2: not an https URL (loopback http only in the simulator's test mode). */
  webhookUrlNotHttps: 'webhookEndpoint.urlNotHttps',
  /** WHK-2: a URL with a user name or password in it. */
  webhookUrlCredentials: 'webhookEndpoint.urlCredentials',
  /** WHK-1; params: max. */
  webhookTooManyEndpoints: 'webhookEndpoint.tooMany',
  /** params: id. */
  webhookDeliveryNotFound: 'webhookDelivery.notFound',
  /** WHK-10: a delivery still waiting or being sent is not replayed. */
  webhookDeliveryPending: 'webhookDelivery.pending',
  /** params: id. */
  apiKeyNotFound: 'apiKey.notFound',
  /** APIK-1; params: max. */
  apiKeyTooMany: 'apiKey.tooMany',
  /** APIK-6: keys and webhook secrets are managed in a signed-in session only. */
  apiKeySessionOnly: 'apiKey.sessionOnly',
  /** APIK-4: a read-only key used for a change. */
  apiKeyReadOnly: 'apiKey.readOnly',
} as const;
