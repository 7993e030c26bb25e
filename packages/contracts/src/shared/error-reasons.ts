// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const SHARED_ERROR_REASONS = {
  /** A request that breaks its schema; params: field. */
  requestInvalid: 'request.invalid',
  /** params: id. */
  savedFilterNotFound: 'savedFilter.notFound',
  /** params: name (the existing preset). */
  savedFilterNameTaken: 'savedFilter.nameTaken',
  /** params: max. */
  savedFilterLimitReached: 'savedFilter.limitReached',
} as const;
