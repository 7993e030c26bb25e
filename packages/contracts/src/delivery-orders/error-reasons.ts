// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const DELIVERY_ORDER_ERROR_REASONS = {
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
} as const;
