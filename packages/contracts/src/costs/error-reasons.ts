// The server error reasons of the cost-management domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const COST_ERROR_REASONS = {
  /** params: id. */
  costEntryNotFound: 'costEntry.notFound',
  /** A vehicle that is not the company's; params: id. */
  costUnknownVehicle: 'costEntry.unknownVehicle',
  /** COST-2: a fuel entry without litres, or litres on another kind. */
  costLitresRequired: 'costEntry.litresRequired',
  /** COST-2: an OTHER entry without its category, or a category on another kind. */
  costCategoryRequired: 'costEntry.categoryRequired',
  /** COST-13: an imported statement row is corrected by removing it and importing again; params: id. */
  costEntryImported: 'costEntry.imported',
  /** COST-2: a time after now. */
  costInFuture: 'costEntry.inFuture',
  /** COST-4: the file is not UTF-8 CSV text (a spreadsheet, a PDF, a picture). */
  costImportNotCsv: 'costImport.notCsv',
  /** COST-4: the header is not the statement's; params: expected. */
  costImportBadHeader: 'costImport.badHeader',
  /** COST-4: no data row. */
  costImportEmpty: 'costImport.empty',
  /** COST-4; params: max. */
  costImportTooManyRows: 'costImport.tooManyRows',
  /** COST-4: a row that cannot be read; params: row, column, problem. */
  costImportBadRow: 'costImport.badRow',
  /** COST-5: the same statement rows were imported before; params: row. */
  costImportDuplicate: 'costImport.duplicate',
  /** COST-8: `from` after `until`, or too many months; params: max. */
  costBadPeriod: 'costSummary.badPeriod',
} as const;
