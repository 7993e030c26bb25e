// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const CUSTOMER_ERROR_REASONS = {
  /** params: id. */
  addressNotFound: 'address.notFound',
  /** params: id. */
  customerNotFound: 'customer.notFound',
  customerNameRequired: 'customer.nameRequired',
  /** params: code, name (of the customer holding the code). */
  customerCodeTaken: 'customer.codeTaken',
  /** A delete naming unknown customers; params: ids (comma separated), count. */
  customerDeleteNotFound: 'customer.deleteNotFound',
  /** params: names (comma separated), count (open delivery orders). */
  customerDeleteBlockedByOpenOrders: 'customer.deleteBlockedByOpenOrders',
} as const;
