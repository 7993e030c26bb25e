import Type, { type Static } from 'typebox';
import { Nullable } from '../shared/nullable';
import { IdSchema } from '../shared/list-query';

/**
 * The reports platform (docs/rules/reports.md): every report is one definition on the server
 * (its id, category, the report-read permission that opens it, its filters, typed columns, its
 * SQL and an optional chart). The catalogue answers what a definition declares, so the web
 * draws any report from it; these are the wire shapes of that catalogue, of a report's pages,
 * its exports and its schedules.
 */

/** RPT-1: the catalogue's sections, in the order the page lists them. */
export const REPORT_CATEGORIES = [
  'activity',
  'safety',
  'fuel',
  'utilisation',
  'temperature',
  'delivery',
  'driver',
  'costs',
  'notifications',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/**
 * RPT-6: what a column holds, which says how it is written everywhere (table, CSV, XLSX, PDF):
 * `datetime` is epoch ms shown in the company's zone, `date` a company day `YYYY-MM-DD`,
 * `duration_s` seconds, `distance_km` kilometres, `rupiah` whole rupiah.
 */
export const REPORT_COLUMN_TYPES = [
  'text',
  'integer',
  'decimal',
  'percent',
  'rupiah',
  'distance_km',
  'duration_s',
  'speed_kmh',
  'temperature_c',
  'litres',
  'datetime',
  'date',
] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export const REPORT_FILTERS = ['vehicles', 'groups', 'drivers'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** RPT-4: how long a period a report takes (`day`: one company day, RPT-42). */
export const REPORT_PERIOD_KINDS = ['days', 'months', 'day'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIOD_KINDS)[number];

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_FORMAT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export const REPORT_LIMITS = {
  /** RPT-4: a report over raw records covers at most this many days. */
  maxDays: 31,
  /** RPT-4: a report over daily rollups covers at most this many months. */
  maxMonths: 12,
  /** RPT-3: rows in one page of the table. */
  defaultPageSize: 25,
  maxPageSize: 200,
  /** RPT-5: ids in one filter. */
  maxFilterIds: 500,
  /** RPT-11: a PDF is for reading; more rows than this go to CSV or XLSX. */
  maxPdfRows: 5000,
  /** RPT-9: rows read from the store per step of an export (about 10 ms of work on PGlite). */
  exportChunkRows: 500,
  /** RPT-10: a finished export file is kept this long for its download. */
  exportKeepMs: 30 * 60_000,
  /** RPT-14: schedules per company. */
  maxSchedules: 50,
  /** RPT-14: addresses per schedule. */
  maxRecipients: 10,
  /** RPT-17: the outbox lists this many of the latest mails. */
  outboxListSize: 100,
} as const;

/** A text in both languages of the product: definitions carry their own words (RPT-1). */
export const BilingualTextSchema = Type.Object({ id: Type.String(), en: Type.String() });
export type BilingualText = Static<typeof BilingualTextSchema>;

export const ReportCategorySchema = Type.Enum(REPORT_CATEGORIES);
export const ReportColumnTypeSchema = Type.Enum(REPORT_COLUMN_TYPES);
export const ReportFilterSchema = Type.Enum(REPORT_FILTERS);
export const ReportFormatSchema = Type.Enum(REPORT_FORMATS);

export const ReportColumnSchema = Type.Object({
  key: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
  type: ReportColumnTypeSchema,
  label: BilingualTextSchema,
  /** False for a column worded after SQL (a road's name): the table cannot sort by it. */
  sortable: Type.Optional(Type.Boolean()),
});
export type ReportColumn = Static<typeof ReportColumnSchema>;

export const ReportChartSchema = Type.Object({
  kind: Type.Union([Type.Literal('bar'), Type.Literal('line')]),
  title: BilingualTextSchema,
  /** What the x axis holds: a company day, or a category (a name). */
  x: Type.Union([Type.Literal('date'), Type.Literal('category')]),
  series: Type.Array(
    Type.Object({ key: Type.String(), type: ReportColumnTypeSchema, label: BilingualTextSchema }),
    { minItems: 1 },
  ),
});
export type ReportChart = Static<typeof ReportChartSchema>;

/** RPT-1: one report of the catalogue, as the web draws its page. */
export const ReportInfoSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    category: ReportCategorySchema,
    /** The report-read permission that opens it (RPT-2). */
    permission: Type.String(),
    title: BilingualTextSchema,
    description: BilingualTextSchema,
    period: Type.Enum(REPORT_PERIOD_KINDS),
    filters: Type.Array(ReportFilterSchema),
    /** Empty for a report that is a page of its own (`href`). */
    columns: Type.Array(ReportColumnSchema),
    default_sort: Type.Object({
      key: Type.String(),
      order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
    }),
    chart: Nullable(ReportChartSchema),
    /** A report that is a page of its own (the notification log): where it is. */
    href: Nullable(Type.String()),
    /** RPT-42: the report runs for exactly one vehicle (the `vehicles` filter names one). */
    one_vehicle: Type.Optional(Type.Boolean()),
  },
  { $id: 'ReportInfo' },
);
export type ReportInfo = Static<typeof ReportInfoSchema>;

export const ReportCatalogueSchema = Type.Object({
  data: Type.Array(ReportInfoSchema),
});
export type ReportCatalogue = Static<typeof ReportCatalogueSchema>;

/** A comma-separated list of ids in a query string (`12,15,40`). */
const IdList = Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$', maxLength: 6000 });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', format: 'date' });

/** RPT-3..5: a report's filters, as query parameters or a body. */
export const ReportFilterFields = {
  /** First company day of the period (included). */
  from: Day,
  /** Last company day of the period (included). */
  to: Day,
  vehicles: Type.Optional(IdList),
  groups: Type.Optional(IdList),
  drivers: Type.Optional(IdList),
} as const;

/** Any id of its shape reaches the catalogue, so an unknown one is a 404 (RPT-2), not a 400. */
export const ReportParamsSchema = Type.Object({
  reportId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 60 }),
});
export type ReportParams = Static<typeof ReportParamsSchema>;

export const RunReportQuerySchema = Type.Object(
  {
    ...ReportFilterFields,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: REPORT_LIMITS.maxPageSize,
        default: REPORT_LIMITS.defaultPageSize,
      }),
    ),
    /** `<column key> asc|desc`. */
    sort: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]* (asc|desc)$', maxLength: 80 })),
  },
  { additionalProperties: false },
);
export type RunReportQuery = Static<typeof RunReportQuerySchema>;

/** A value of a row: a number for numeric and time columns, a text, or nothing. */
export const ReportValueSchema = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export type ReportValue = Static<typeof ReportValueSchema>;
/** One row: `id` is its place in the whole result (1 is the first), then one value per column. */
export const ReportRowSchema = Type.Intersect([
  Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  Type.Record(Type.String(), ReportValueSchema),
]);
export type ReportRow = { id: number } & Record<string, ReportValue>;

export const ReportChartDataSchema = Type.Object({
  /** Company days or names, one per point. */
  x: Type.Array(Type.String()),
  series: Type.Array(Type.Object({ key: Type.String(), values: Type.Array(Type.Number()) })),
});
export type ReportChartData = Static<typeof ReportChartDataSchema>;

/** RPT-3: one page of a report, with the whole result's size and chart. */
export const ReportPageSchema = Type.Object(
  {
    data: Type.Object({
      paginated_result: Type.Array(ReportRowSchema),
      ids: Type.Array(Type.Integer()),
    }),
    metadata: Type.Object({
      page: Type.Integer({ minimum: 1 }),
      total_count: Type.Integer({ minimum: 0 }),
      total_page: Type.Integer({ minimum: 0 }),
    }),
    report: Type.Object({
      id: Type.String(),
      /** The period as asked, and the company's zone the times are in. */
      from: Day,
      to: Day,
      time_zone: Type.String(),
      chart: Nullable(ReportChartDataSchema),
    }),
  },
  { $id: 'ReportPage' },
);
export type ReportPage = Static<typeof ReportPageSchema>;

export const ReportLanguageSchema = Type.Union([Type.Literal('id'), Type.Literal('en')]);
export type ReportLanguage = Static<typeof ReportLanguageSchema>;

/** RPT-8: an export of the whole result to a file. */
export const CreateReportExportRequestSchema = Type.Object(
  {
    ...ReportFilterFields,
    format: ReportFormatSchema,
    sort: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]* (asc|desc)$', maxLength: 80 })),
    /** The language of its headers and words; the user's own by default. */
    language: Type.Optional(ReportLanguageSchema),
  },
  { additionalProperties: false },
);
export type CreateReportExportRequest = Static<typeof CreateReportExportRequestSchema>;

export const REPORT_EXPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type ReportExportStatus = (typeof REPORT_EXPORT_STATUSES)[number];

export const ReportExportSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    report_id: Type.String(),
    format: ReportFormatSchema,
    status: Type.Enum(REPORT_EXPORT_STATUSES),
    rows_done: Type.Integer({ minimum: 0 }),
    rows_total: Type.Integer({ minimum: 0 }),
    file_name: Type.String(),
    /** The file's size once it is made. */
    bytes: Nullable(Type.Integer({ minimum: 0 })),
    error: Nullable(Type.String()),
  },
  { $id: 'ReportExport' },
);
export type ReportExport = Static<typeof ReportExportSchema>;

export const ReportExportParamsSchema = Type.Object({
  exportId: Type.String({ format: 'uuid' }),
});

export const REPORT_SCHEDULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];
export const REPORT_SCHEDULE_STATUSES = ['ACTIVE', 'PAUSED'] as const;

const Email = Type.String({ format: 'email', maxLength: 254 });

/** RPT-14: a report sent on a calendar; the period is the day, week or month just ended. */
export const ReportScheduleInputSchema = Type.Object(
  {
    report_id: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 60 }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    frequency: Type.Enum(REPORT_SCHEDULE_FREQUENCIES),
    /** WEEKLY: ISO weekday it is sent on (1 Monday … 7 Sunday). */
    weekday: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
    /** MONTHLY: the day of the month it is sent on. */
    month_day: Type.Optional(Type.Integer({ minimum: 1, maximum: 28 })),
    /** Company hour it is sent at. */
    hour: Type.Integer({ minimum: 0, maximum: 23 }),
    format: ReportFormatSchema,
    language: ReportLanguageSchema,
    recipients: Type.Array(Email, { minItems: 1, maxItems: REPORT_LIMITS.maxRecipients }),
    vehicles: Type.Optional(Type.Array(IdSchema, { maxItems: REPORT_LIMITS.maxFilterIds })),
    groups: Type.Optional(Type.Array(IdSchema, { maxItems: REPORT_LIMITS.maxFilterIds })),
    drivers: Type.Optional(Type.Array(IdSchema, { maxItems: REPORT_LIMITS.maxFilterIds })),
    status: Type.Optional(Type.Enum(REPORT_SCHEDULE_STATUSES)),
  },
  { additionalProperties: false },
);
export type ReportScheduleInput = Static<typeof ReportScheduleInputSchema>;

export const ReportScheduleSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    report_id: Type.String(),
    name: Type.String(),
    frequency: Type.Enum(REPORT_SCHEDULE_FREQUENCIES),
    weekday: Nullable(Type.Integer()),
    month_day: Nullable(Type.Integer()),
    hour: Type.Integer(),
    format: ReportFormatSchema,
    language: ReportLanguageSchema,
    recipients: Type.Array(Type.String()),
    vehicles: Type.Array(Type.Integer()),
    groups: Type.Array(Type.Integer()),
    drivers: Type.Array(Type.Integer()),
    status: Type.Enum(REPORT_SCHEDULE_STATUSES),
    /** When it is next sent (ISO with the company's offset). */
    next_run_at: Nullable(Type.String()),
    last_sent_at: Nullable(Type.String()),
    created_by: Type.String(),
  },
  { $id: 'ReportSchedule' },
);
export type ReportSchedule = Static<typeof ReportScheduleSchema>;

export const ReportScheduleListSchema = Type.Object({ data: Type.Array(ReportScheduleSchema) });

/** RPT-16, RPT-17: a mail a schedule made, sent by SMTP or kept for the company to read. */
export const ReportOutboxItemSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    schedule_id: Type.Integer(),
    report_id: Type.String(),
    subject: Type.String(),
    recipients: Type.Array(Type.String()),
    period_from: Day,
    period_to: Day,
    rows: Type.Integer({ minimum: 0 }),
    file_name: Type.String(),
    bytes: Type.Integer({ minimum: 0 }),
    /** SENT: handed to the SMTP server; OUTBOX: kept here (no SMTP configured); FAILED: neither. */
    delivery: Type.Union([Type.Literal('SENT'), Type.Literal('OUTBOX'), Type.Literal('FAILED')]),
    error: Nullable(Type.String()),
    created_at: Type.String(),
  },
  { $id: 'ReportOutboxItem' },
);
export type ReportOutboxItem = Static<typeof ReportOutboxItemSchema>;

export const ReportOutboxListSchema = Type.Object({ data: Type.Array(ReportOutboxItemSchema) });

export const ReportSchedulePassResultSchema = Type.Object({
  data: Type.Object({ sent: Type.Integer({ minimum: 0 }) }),
});

/** RPT-7: what the filters offer: the company's vehicles, groups and drivers, by name. */
export const ReportFilterOptionsSchema = Type.Object(
  {
    data: Type.Object({
      vehicles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      groups: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      drivers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    }),
  },
  { $id: 'ReportFilterOptions' },
);
export type ReportFilterOptions = Static<typeof ReportFilterOptionsSchema>;
