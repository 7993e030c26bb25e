// The server error reasons of licences and documents (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const LICENCE_ERROR_REASONS = {
  /** params: id. */
  licenceDocumentNotFound: 'licenceDocument.notFound',
  /** params: id. */
  licenceScanNotFound: 'licenceScan.notFound',
  /** LIC-2: a vehicle document without a vehicle, a SIM without a driver, or both. */
  licenceHolderMismatch: 'licenceDocument.holderMismatch',
  /** LIC-2: a vehicle that is not the company's; params: id. */
  licenceUnknownVehicle: 'licenceDocument.unknownVehicle',
  /** LIC-2: a driver who is not the company's; params: id. */
  licenceUnknownDriver: 'licenceDocument.unknownDriver',
  /** LIC-3: a SIM without its class, or a class on another kind. */
  licenceSimClassRequired: 'licenceDocument.simClassRequired',
  /** LIC-5: an expiry on or before the issue date; params: issued_on, expires_on. */
  licenceExpiryBeforeIssue: 'licenceDocument.expiryBeforeIssue',
  /** LIC-4: no expiry given for a kind without a usual term; params: kind. */
  licenceExpiryRequired: 'licenceDocument.expiryRequired',
  /** LIC-5: not a real calendar day, or out of range; params: field. */
  licenceBadDate: 'licenceDocument.badDate',
  /** LIC-5: an issue date after today; params: today. */
  licenceIssuedInFuture: 'licenceDocument.issuedInFuture',
  /** LIC-2: a KIR for a vehicle that needs none (a motorbike); params: plate. */
  licenceKirNotApplicable: 'licenceDocument.kirNotApplicable',
  /** LIC-8: not a PDF, JPEG or PNG by its first bytes; params: types. */
  licenceScanType: 'licenceScan.type',
  /** LIC-8; params: max (bytes). */
  licenceScanTooLarge: 'licenceScan.tooLarge',
  /** LIC-8. */
  licenceScanEmpty: 'licenceScan.empty',
  /** LIC-8; params: max. */
  licenceScanLimitReached: 'licenceScan.limitReached',
} as const;
