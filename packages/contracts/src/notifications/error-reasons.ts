// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const NOTIFICATION_ERROR_REASONS = {
  /** An announcement that is not the signed-in user's (or does not exist); params: id. */
  systemNotificationNotFound: 'systemNotification.notFound',
} as const;
