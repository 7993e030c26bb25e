// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const CUSTOMER_ERROR_REASONS = {
  /** params: id. */
  addressNotFound: 'address.notFound',
  /** ADDR-1, ADDR-2: a required field left empty; params: field. */
  addressFieldRequired: 'address.fieldRequired',
  /** ADDR-3: params: field (rt or rw), value. */
  addressRtRwInvalid: 'address.rtRwInvalid',
  /** ADDR-4: params: value. */
  addressPostalCodeInvalid: 'address.postalCodeInvalid',
  /** ADDR-5: params: latitude, longitude. */
  addressOutsideIndonesia: 'address.outsideIndonesia',
  /** ADDR-10: params: id (of the customer). */
  addressCustomerNotFound: 'address.customerNotFound',
  /** ADDR-12: an import with bad rows saved nothing; params: count (problems), rows. */
  addressImportInvalid: 'address.importInvalid',
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
