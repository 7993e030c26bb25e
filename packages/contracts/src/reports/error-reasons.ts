// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const REPORT_ERROR_REASONS = {
  /** RPT-2: no report has this id, or the caller may not open it; params: id. */
  reportNotFound: 'report.notFound',
  /** RPT-4: a period longer than the report allows; params: max, unit ('days' | 'months'). */
  reportPeriodTooLong: 'report.periodTooLong',
  /** RPT-4: a period that ends before it starts. */
  reportPeriodReversed: 'report.periodReversed',
  /** RPT-5: a vehicle the company does not have; params: ids. */
  reportUnknownVehicle: 'report.unknownVehicle',
  /** RPT-5: params: ids. */
  reportUnknownGroup: 'report.unknownGroup',
  /** RPT-5: params: ids. */
  reportUnknownDriver: 'report.unknownDriver',
  /** RPT-42: a one-vehicle report asked for no vehicle or several. */
  reportOneVehicle: 'report.oneVehicle',
  /** RPT-5: a sort on a column the report does not have; params: key. */
  reportUnknownColumn: 'report.unknownColumn',
  /** RPT-11: more rows than a PDF holds; params: rows, max. */
  reportPdfTooLarge: 'report.pdfTooLarge',
  /** RPT-10: params: id. */
  reportExportNotFound: 'reportExport.notFound',
  /** RPT-10: the file asked for before it is made; params: id, status. */
  reportExportNotReady: 'reportExport.notReady',
  /** RPT-14: params: id. */
  reportScheduleNotFound: 'reportSchedule.notFound',
  /** RPT-14: params: max. */
  reportScheduleLimitReached: 'reportSchedule.limitReached',
  /** RPT-17: params: id. */
  reportOutboxNotFound: 'reportOutbox.notFound',
} as const;
