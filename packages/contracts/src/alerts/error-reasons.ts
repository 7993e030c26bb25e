// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const ALERT_ERROR_REASONS = {
  /** Alerts that are not the company's; params: ids (comma separated). */
  alertNotFound: 'alert.notFound',
  /** Alerts created outside the action's date range; params: ids (comma separated). */
  alertOutsideRange: 'alert.outsideRange',
  /** An alert rule that is not the company's; params: id. */
  alertRuleNotFound: 'alertRule.notFound',
} as const;
