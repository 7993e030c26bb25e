/**
 * Why a server refused a request, beside the transport `code`: a stable id a client can turn
 * into its own words (the web app's `errors.server.<reason>`), filled in with `params`, the
 * values the text names. The English `message` stays for API consumers and for clients that do
 * not know the reason. One id per refusal a service can make; ids never change meaning.
 *
 * REST error bodies carry `reason` and `params` (ErrorResponseSchema). GraphQL results do not:
 * their fields are fixed by the spec and an upstream backend's schema has no such field to ask
 * for (graphql-result.ts), so a GraphQL client reads `errorCode` and maps it per operation.
 */
export const SERVER_ERROR_REASONS = {
  /** A request that breaks its schema; params: field. */
  requestInvalid: 'request.invalid',
  /** params: id. */
  addressNotFound: 'address.notFound',
  /** params: id. */
  deliveryOrderNotFound: 'deliveryOrder.notFound',
  /** A status change the lifecycle does not allow (DLV-1); params: from, to. */
  deliveryOrderTransitionNotAllowed: 'deliveryOrder.transitionNotAllowed',
  /** An action the order's status does not allow (DLV-7); params: action, status. */
  deliveryOrderActionNotAllowed: 'deliveryOrder.actionNotAllowed',
  /** DLV-27: the import file is above the size limit; params: max (bytes). */
  deliveryOrderImportTooLarge: 'deliveryOrderImport.tooLarge',
  /** DLV-27: params: type (the content type sent). */
  deliveryOrderImportUnsupportedType: 'deliveryOrderImport.unsupportedType',
  /** DLV-27: no byte, or no order row under the header. */
  deliveryOrderImportEmpty: 'deliveryOrderImport.empty',
  /** DLV-27: a CSV that is not UTF-8; params: offset (of the first bad byte). */
  deliveryOrderImportInvalidEncoding: 'deliveryOrderImport.invalidEncoding',
  /** DLV-27: not a readable XLSX (not a zip, no sheet, an old .xls). */
  deliveryOrderImportNotSpreadsheet: 'deliveryOrderImport.notSpreadsheet',
  /** DLV-27: a zip whose entries would inflate past the limits; params: max (bytes). */
  deliveryOrderImportSpreadsheetTooLarge: 'deliveryOrderImport.spreadsheetTooLarge',
  /** DLV-26: params: max, count. */
  deliveryOrderImportTooManyRows: 'deliveryOrderImport.tooManyRows',
  /** DLV-31: a commit of a file with invalid rows, valid_only not set; params: count. */
  deliveryOrderImportInvalidRows: 'deliveryOrderImport.invalidRows',
  /** DLV-31: valid_only with no valid row. */
  deliveryOrderImportNoValidRows: 'deliveryOrderImport.noValidRows',
  /** params: id. */
  deliveryRequestNotFound: 'deliveryRequest.notFound',
  /** A status change the request lifecycle does not allow (DREQ-1); params: from, to. */
  deliveryRequestTransitionNotAllowed: 'deliveryRequest.transitionNotAllowed',
  /** An approval of a request with no address to deliver to (DREQ-9); params: number. */
  deliveryRequestDestinationRequired: 'deliveryRequest.destinationRequired',
  /** params: id. */
  customerNotFound: 'customer.notFound',
  customerNameRequired: 'customer.nameRequired',
  /** params: code, name (of the customer holding the code). */
  customerCodeTaken: 'customer.codeTaken',
  /** A delete naming unknown customers; params: ids (comma separated), count. */
  customerDeleteNotFound: 'customer.deleteNotFound',
  /** params: names (comma separated), count (open delivery orders). */
  customerDeleteBlockedByOpenOrders: 'customer.deleteBlockedByOpenOrders',
  /** params: id. */
  companyNotFound: 'company.notFound',
  /** params: id. */
  vehicleNotFound: 'vehicle.notFound',
  /** The company field rules (company-rules.ts); params: field and the rule's values. */
  companyFieldRequired: 'company.fieldRequired',
  /** params: field, max. */
  companyFieldTooLong: 'company.fieldTooLong',
  /** params: field, min, max. */
  companyFieldOutOfRange: 'company.fieldOutOfRange',
  /** params: field. */
  companyFieldNotWholeNumber: 'company.fieldNotWholeNumber',
  /** params: field. */
  companyEmailInvalid: 'company.emailInvalid',
  /** params: field. */
  companyPhoneInvalid: 'company.phoneInvalid',
  /** params: field. */
  companyUrlInvalid: 'company.urlInvalid',
  /** Driver-score grade minimums not falling from A to D; params: field, above. */
  companyGradeOrder: 'company.gradeOrder',
  /** params: category. */
  companyUnknownCategory: 'company.unknownCategory',
  /** params: id. */
  companyBankAccountNotFound: 'company.bankAccountNotFound',
  /** An account id in an update that is not the company's; params: id. */
  companyBankAccountNotOwned: 'company.bankAccountNotOwned',
  /** params: bank, accountNo. */
  companyBankAccountIsDefault: 'company.bankAccountIsDefault',
  /** params: bank, accountNo. */
  companyBankAccountDuplicate: 'company.bankAccountDuplicate',
  companyCategoryTextRequired: 'companyCategory.textRequired',
  /** params: text (the existing category). */
  companyCategoryExists: 'companyCategory.exists',
  /** params: id. */
  savedFilterNotFound: 'savedFilter.notFound',
  /** params: name (the existing preset). */
  savedFilterNameTaken: 'savedFilter.nameTaken',
  /** params: max. */
  savedFilterLimitReached: 'savedFilter.limitReached',
  profileFullnameRequired: 'profile.fullnameRequired',
  /** Alerts that are not the company's; params: ids (comma separated). */
  alertNotFound: 'alert.notFound',
  /** Alerts created outside the action's date range; params: ids (comma separated). */
  alertOutsideRange: 'alert.outsideRange',
  /** An alert rule that is not the company's; params: id. */
  alertRuleNotFound: 'alertRule.notFound',
  /** An announcement that is not the signed-in user's (or does not exist); params: id. */
  systemNotificationNotFound: 'systemNotification.notFound',
  /** params: id. */
  routeOptimizationNotFound: 'routeOptimization.notFound',
  /** A job action the run's status does not allow; params: action, status. */
  routeOptimizationActionNotAllowed: 'routeOptimization.actionNotAllowed',
  /** A point or vehicle that is not in the run's current plan; params: id. */
  routeOptimizationPointNotFound: 'routeOptimization.pointNotFound',
  // Tracking links (docs/rules/tracking-links.md).
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
export type ServerErrorReason = (typeof SERVER_ERROR_REASONS)[keyof typeof SERVER_ERROR_REASONS];

const REASONS: ReadonlySet<string> = new Set(Object.values(SERVER_ERROR_REASONS));

export function isServerErrorReason(value: unknown): value is ServerErrorReason {
  return typeof value === 'string' && REASONS.has(value);
}

/** Transport-level error codes shared by every service (domain codes live with their feature). */
export const HTTP_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  badGateway: 'BAD_GATEWAY',
  gatewayTimeout: 'GATEWAY_TIMEOUT',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];
