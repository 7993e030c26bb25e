// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const HISTORY_ERROR_REASONS = {
  /** HIST-2: a period longer than the read allows; params: max (days), field. */
  historyPeriodTooLong: 'history.periodTooLong',
  /** HIST-2: a period whose end is not after its start; params: field. */
  historyPeriodReversed: 'history.periodReversed',
  /** HIST-3: a driver the company does not have; params: id. */
  historyDriverNotFound: 'history.driverNotFound',
} as const;
