import Type, { type Static } from 'typebox';
import { DELIVERY_ORDER_LIMITS } from './delivery-order';

/**
 * Importing delivery orders from a CSV or XLSX file (docs/rules/deliveries.md §6, DLV-25 …
 * DLV-33; docs/adr/0021-delivery-order-import.md). The file is the request body itself, sent
 * with its content type; `check` answers the row-by-row report and saves nothing, `commit`
 * checks again and saves every order in one transaction, or nothing.
 */

/** The file formats and the content types each is accepted under (DLV-25). */
export const DELIVERY_ORDER_IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type DeliveryOrderImportFormat = (typeof DELIVERY_ORDER_IMPORT_FORMATS)[number];

export const DELIVERY_ORDER_IMPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const satisfies Record<DeliveryOrderImportFormat, string>;

/** Numbers of the import, named once (DLV-26, DLV-27). */
export const DELIVERY_ORDER_IMPORT_LIMITS = {
  /** Orders per file. */
  maxRows: 10_000,
  /** A file above this is refused from its Content-Length, before any byte is parsed. */
  maxBytes: 5 * 1024 * 1024,
  /** Columns read from the header row; more is a malformed file. */
  maxColumns: 40,
  /** XLSX: entries in the zip and the sum of their uncompressed sizes (a zip bomb stops here). */
  maxZipEntries: 200,
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** Problems listed in one report; the counts cover every row. */
  maxProblems: 2_000,
  /** The longest text a cell may hold (the notes field's limit). */
  maxCellChars: DELIVERY_ORDER_LIMITS.maxNotes,
} as const;

/**
 * The template's columns, in order (DLV-28). `customer`, `origin` and `destination` name records
 * of the company's books by code, id or name; a destination not in the address book is placed
 * from `destination_district` (kecamatan or kelurahan) and `destination_city` (DLV-29).
 */
export const DELIVERY_ORDER_IMPORT_COLUMNS = [
  'customer',
  'origin',
  'destination',
  'destination_district',
  'destination_city',
  'planned_date',
  'window_start',
  'window_end',
  'weight_kg',
  'volume_m3',
  'notes',
  'confirm',
] as const;
export type DeliveryOrderImportColumn = (typeof DELIVERY_ORDER_IMPORT_COLUMNS)[number];

export const DELIVERY_ORDER_IMPORT_REQUIRED_COLUMNS: readonly DeliveryOrderImportColumn[] = [
  'customer',
  'origin',
  'destination',
];

/** What is wrong with a cell or a row; the web app says each in the user's language. */
export const DELIVERY_ORDER_IMPORT_PROBLEMS = [
  'missingColumn',
  'unknownColumn',
  'duplicateColumn',
  'required',
  'unknownCustomer',
  'unknownOrigin',
  'unmatchedDestination',
  'invalidDate',
  'invalidTime',
  'windowOrder',
  'invalidNumber',
  'invalidBoolean',
  'tooLong',
  'formula',
] as const;
export type DeliveryOrderImportProblemCode = (typeof DELIVERY_ORDER_IMPORT_PROBLEMS)[number];

export const DeliveryOrderImportProblemSchema = Type.Object({
  /** The spreadsheet's row number: 1 is the header, 2 the first order. */
  row: Type.Integer({ minimum: 1 }),
  /** The column's template name (or the unknown header as written); null for the whole row. */
  column: Type.Union([Type.String(), Type.Null()]),
  code: Type.Enum(DELIVERY_ORDER_IMPORT_PROBLEMS),
  /** The cell's text as read, cut to 100 characters; null when the cell is empty. */
  value: Type.Union([Type.String(), Type.Null()]),
  /** The problem in English, for API consumers. */
  message: Type.String(),
});
export type DeliveryOrderImportProblem = Static<typeof DeliveryOrderImportProblemSchema>;

export const DeliveryOrderImportReportSchema = Type.Object({
  format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]),
  /** Order rows read (the header and blank rows not counted). */
  rows: Type.Integer({ minimum: 0 }),
  valid_rows: Type.Integer({ minimum: 0 }),
  invalid_rows: Type.Integer({ minimum: 0 }),
  /** Valid rows whose destination is an address of the book (DLV-29). */
  matched_destinations: Type.Integer({ minimum: 0 }),
  /** Valid rows whose destination was placed from the world's places; commit adds it to the book. */
  geocoded_destinations: Type.Integer({ minimum: 0 }),
  /** At most `maxProblems`, in row order; `problems_total` counts them all. */
  problems: Type.Array(DeliveryOrderImportProblemSchema),
  problems_total: Type.Integer({ minimum: 0 }),
  /** Milliseconds spent reading the file and checking its rows. */
  timings_ms: Type.Object({ parse: Type.Number(), check: Type.Number() }),
});
export type DeliveryOrderImportReport = Static<typeof DeliveryOrderImportReportSchema>;

/** `?format=` of the template; `?valid_only=` of the commit (DLV-31). */
export const DeliveryOrderImportTemplateQuerySchema = Type.Object(
  { format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')])) },
  { additionalProperties: false },
);
export type DeliveryOrderImportTemplateQuery = Static<
  typeof DeliveryOrderImportTemplateQuerySchema
>;

export const DeliveryOrderImportCommitQuerySchema = Type.Object(
  {
    /**
     * false (default): any invalid row refuses the whole file. true: the user chose to save the
     * valid rows and leave the invalid ones out.
     */
    valid_only: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DeliveryOrderImportCommitQuery = Static<typeof DeliveryOrderImportCommitQuerySchema>;

export const DeliveryOrderImportCommitResultSchema = Type.Object({
  report: DeliveryOrderImportReportSchema,
  /** Orders saved; 0 when the commit was refused. */
  created: Type.Integer({ minimum: 0 }),
  /** Addresses added to the book for geocoded destinations. */
  addresses_created: Type.Integer({ minimum: 0 }),
  /** The first and last numbers saved, null when none. */
  first_number: Type.Union([Type.String(), Type.Null()]),
  last_number: Type.Union([Type.String(), Type.Null()]),
  timings_ms: Type.Object({ commit: Type.Number() }),
});
export type DeliveryOrderImportCommitResult = Static<typeof DeliveryOrderImportCommitResultSchema>;
