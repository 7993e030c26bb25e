// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const TRACKING_LINK_ERROR_REASONS = {
  /** params: id. */
  trackingLinkNotFound: 'trackingLink.notFound',
  /** TRK-6: an extension or revocation of a link that already ended; params: status. */
  trackingLinkNotActive: 'trackingLink.notActive',
  /** TRK-1: neither or both of vehicle_id and stop_id. */
  trackingLinkTargetRequired: 'trackingLink.targetRequired',
  /** TRK-1: a stop whose task is over or that was settled; params: id, status. */
  trackingLinkStopNotAhead: 'trackingLink.stopNotAhead',
  /** TRK-10: a token that is no link (tampered, unknown). */
  publicTrackingNotFound: 'publicTracking.notFound',
  /** TRK-12: a link that expired or was revoked; params: status. */
  publicTrackingEnded: 'publicTracking.ended',
} as const;
