// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const FLEET_ERROR_REASONS = {
  /** params: id. */
  vehicleNotFound: 'vehicle.notFound',
} as const;
