import Type, { type Static } from 'typebox';
import type { AlertLogType } from './alerts';
import { GraphqlResultSchema } from '../shared/graphql-result';

/**
 * The Notification Log (docs/rules/alert-center.md §2 and §6, `e1j-log-notification:read`): what
 * users did to the company's alerts (read, notes, false alerts and their cancelling, resolutions),
 * newest first, one page at a time, within a date range of the action time. Wire shapes of the
 * GraphQL types of the same names (`graphql/alert-log.graphql.ts`).
 */

const DateTime = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

/**
 * The kinds of action, as `ALERT_LOG_TYPES` of alerts.ts has them (alert-log.test.ts keeps them
 * equal). Written out so the log page's code does not carry the alert schemas: sharing that
 * module split it into a file of its own on every signed-in page (the 160 KB budget).
 */
export const ALERT_USER_LOG_TYPES = [
  'Read',
  'Feedback',
  'FalseAlert',
  'CancelFalseAlert',
  'Resolve',
  'Unresolve',
] as const satisfies readonly AlertLogType[];
const LogTypeSchema = Type.Enum(ALERT_USER_LOG_TYPES);

export const ALERT_LOG_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  /** The widest date range one query may ask for (ours: the spec names none). */
  maxRangeDays: 31,
} as const;

export const AlertUserLogsFilterSchema = Type.Object(
  {
    /** Action time from (included) ... */
    startDate: DateTime,
    /** ... to (excluded); after startDate, at most `maxRangeDays` later. */
    endDate: DateTime,
    pagination: Type.Optional(
      Type.Object(
        {
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
          show: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: ALERT_LOG_LIMITS.maxPageSize,
              default: ALERT_LOG_LIMITS.pageSize,
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    /** Only these kinds of action; all when absent. */
    types: Type.Optional(
      Type.Array(LogTypeSchema, { minItems: 1, maxItems: ALERT_USER_LOG_TYPES.length }),
    ),
  },
  { $id: 'AlertUserLogsFilter', additionalProperties: false },
);
export type AlertUserLogsFilter = Static<typeof AlertUserLogsFilterSchema>;

export const AlertUserLogsArgsSchema = Type.Object(
  { filter: AlertUserLogsFilterSchema },
  { additionalProperties: false },
);

/** One action of one user on one alert, with the alert it was about. */
export const AlertUserLogEntrySchema = Type.Object(
  {
    logId: Type.String({ minLength: 1 }),
    rawAlertId: Type.String({ minLength: 1 }),
    alertCode: Type.Integer(),
    /** The alert's text in both languages (AlertDescription). */
    alert: Type.Object({
      descriptionIdn: Type.String(),
      descriptionEng: Type.String(),
      iconUrl: NullableString,
    }),
    vehicle: Type.Object({ id: Type.Integer(), licensePlate: Type.String() }),
    /** When the alert happened. */
    alertCreatedOn: DateTime,
    typeField: LogTypeSchema,
    /** The note or the false-alert reason; null for the other kinds. */
    data: NullableString,
    /** When the user acted. */
    createdOn: DateTime,
    userId: Type.Integer(),
    user: Type.Object({ fullname: Type.String() }),
  },
  { $id: 'AlertUserLogEntry' },
);
export type AlertUserLogEntry = Static<typeof AlertUserLogEntrySchema>;

export const AlertUserLogsResultSchema = GraphqlResultSchema({
  list: Type.Array(AlertUserLogEntrySchema),
  pagination: Type.Object({
    page: Type.Integer({ minimum: 1 }),
    show: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  }),
});
export type AlertUserLogsResult = Static<typeof AlertUserLogsResultSchema>;
