// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const DELIVERY_REQUEST_ERROR_REASONS = {
  /** params: id. */
  deliveryRequestNotFound: 'deliveryRequest.notFound',
  /** A status change the request lifecycle does not allow (DREQ-1); params: from, to. */
  deliveryRequestTransitionNotAllowed: 'deliveryRequest.transitionNotAllowed',
  /** An approval of a request with no address to deliver to (DREQ-9); params: number. */
  deliveryRequestDestinationRequired: 'deliveryRequest.destinationRequired',
} as const;
