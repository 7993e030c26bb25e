import { Nullable } from '../shared/nullable';
import Type, { type Static } from 'typebox';
import { SHELL_CONSTANTS } from '../shared/constants';
import { LIST_LIMITS } from '../shared/list-query';
import { GraphqlResultSchema } from '../shared/graphql-result';
import { AlertDescriptionSchema } from '../alerts/alerts';

/**
 * Driver scoring (docs/rules/shell.md §3): per-driver scores over a period, the alerts behind them,
 * and the company aggregation. GraphQL `DriverScores`, `DriverScore`, `AlertDetailDriverScores`.
 */

const DateTime = Type.String({ format: 'date-time' });

/** The behaviours scored; each has a `total{Name}` count and a `score{Name}` in a score row. */
export const DRIVER_SCORE_CATEGORIES = [
  'harshAccel',
  'harshBrake',
  'sharpturn',
  'overspeed',
  'exceededParkingTime',
  'exceededIdleTime',
  'yawn',
  'distraction',
  'smoking',
  'phoneCalling',
  'eyeClosed',
  'missingFace',
] as const;
export type DriverScoreCategory = (typeof DRIVER_SCORE_CATEGORIES)[number];

type Capitalised = Capitalize<DriverScoreCategory>;
const capitalise = <S extends string>(s: S) =>
  (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** `totalHarshAccel`, `scoreHarshAccel`, ... field names of a category. */
export function driverScoreFieldNames(category: DriverScoreCategory) {
  const name = capitalise(category);
  return { total: `total${name}`, score: `score${name}` } as const;
}

/** Grades from best to worst; E is below the D minimum. */
export const DRIVER_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export const DriverGradeSchema = Type.Enum(DRIVER_GRADES);
export type DriverGrade = (typeof DRIVER_GRADES)[number];

const categoryFields = Object.fromEntries(
  DRIVER_SCORE_CATEGORIES.flatMap((c) => {
    const { total, score } = driverScoreFieldNames(c);
    return [
      [total, Type.Integer({ minimum: 0 })],
      [score, Type.Number()],
    ];
  }),
) as {
  [K in Capitalised as `total${K}`]: ReturnType<typeof Type.Integer>;
} & {
  [K in Capitalised as `score${K}`]: ReturnType<typeof Type.Number>;
};

export const DriverScoreDriverSchema = Type.Object(
  {
    fullname: Type.String(),
    userId: Nullable(Type.Integer()),
    isActive: Type.Boolean(),
    photograph: Nullable(Type.String()),
    phoneNo: Nullable(Type.String()),
  },
  { $id: 'DriverScoreDriver' },
);
export type DriverScoreDriver = Static<typeof DriverScoreDriverSchema>;

export const DriverScoreSchema = Type.Object(
  {
    driverId: Type.Integer({ minimum: 1 }),
    driver: DriverScoreDriverSchema,
    totalAlert: Type.Integer({ minimum: 0 }),
    finalGrade: DriverGradeSchema,
    /** Kilometres driven in the period. */
    totalDriven: Type.Number({ minimum: 0 }),
    /** 0-100 (the company's `dsBase` minus costs plus bonuses, clamped). */
    score: Type.Number({ minimum: 0, maximum: 100 }),
    lastSync: Nullable(DateTime),
    ...categoryFields,
  },
  { $id: 'DriverScore' },
);
export type DriverScore = Static<typeof DriverScoreSchema>;

export const DriverScoreAggregationSchema = Type.Object(
  {
    averageScore: Type.Number({ minimum: 0, maximum: 100 }),
    averageFinalGrade: DriverGradeSchema,
    totalDriver: Type.Integer({ minimum: 0 }),
    lowest10Drivers: Type.Array(DriverScoreSchema, {
      maxItems: SHELL_CONSTANTS.driverScoreRankSize,
    }),
    top10Drivers: Type.Array(DriverScoreSchema, { maxItems: SHELL_CONSTANTS.driverScoreRankSize }),
  },
  { $id: 'DriverScoreAggregation' },
);
export type DriverScoreAggregation = Static<typeof DriverScoreAggregationSchema>;

export const DriverScorePaginationSchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1 }),
    show: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  },
  { $id: 'DriverScorePagination' },
);
export type DriverScorePagination = Static<typeof DriverScorePaginationSchema>;

/** One alert behind a driver's score. */
export const DriverAlertDetailSchema = Type.Object(
  {
    createdOn: DateTime,
    vehicleId: Type.Integer(),
    alertCode: Type.Integer({ minimum: 0 }),
    driverId: Type.Integer(),
    alertFlag: Nullable(Type.Integer()),
    alertData: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    alertTrigger: Nullable(Type.Number()),
    threshold: Nullable(Type.Number()),
    /** alertData with its unit, as displayed (e.g. '92 km/h'). */
    formattedAlertData: Nullable(Type.String()),
    /** Points deducted from the score by this alert. */
    cost: Type.Number({ minimum: 0 }),
    address: Nullable(Type.String()),
    vehicle: Type.Object({ id: Type.Integer(), licensePlate: Type.String() }),
    driver: Type.Object({ fullname: Type.String() }),
    alert: AlertDescriptionSchema,
    isRead: Type.Boolean(),
  },
  { $id: 'DriverAlertDetail' },
);
export type DriverAlertDetail = Static<typeof DriverAlertDetailSchema>;

// ---- filters --------------------------------------------------------------------------------

const PaginationInput = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  show: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIST_LIMITS.maxLimit,
      default: SHELL_CONSTANTS.table.defaultPageSize,
    }),
  ),
});

export const DRIVER_SCORE_SORT_FIELDS = ['score', 'totalAlert', 'totalDriven', 'fullname'] as const;

export const DriverScoresFilterSchema = Type.Object(
  {
    startDate: DateTime,
    endDate: DateTime,
    pagination: Type.Optional(PaginationInput),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    vehicleGroupIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
    driverIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
    grades: Type.Optional(Type.Array(DriverGradeSchema, { maxItems: DRIVER_GRADES.length })),
    orderBy: Type.Optional(
      Type.Object({
        field: Type.Enum(DRIVER_SCORE_SORT_FIELDS),
        direction: Type.Enum(['asc', 'desc']),
      }),
    ),
  },
  { $id: 'DriverScoresFilter', additionalProperties: false },
);
export type DriverScoresFilter = Static<typeof DriverScoresFilterSchema>;

export const DriverScoreFilterSchema = Type.Object(
  { driverId: Type.Integer({ minimum: 1 }), startDate: DateTime, endDate: DateTime },
  { $id: 'DriverScoreFilter', additionalProperties: false },
);
export type DriverScoreFilter = Static<typeof DriverScoreFilterSchema>;

export const AlertDetailDriverScoresFilterSchema = Type.Object(
  {
    driverId: Type.Integer({ minimum: 1 }),
    startDate: DateTime,
    endDate: DateTime,
    category: Type.Optional(Type.Enum(DRIVER_SCORE_CATEGORIES)),
    pagination: Type.Optional(PaginationInput),
  },
  { $id: 'AlertDetailDriverScoresFilter', additionalProperties: false },
);
export type AlertDetailDriverScoresFilter = Static<typeof AlertDetailDriverScoresFilterSchema>;

// ---- results --------------------------------------------------------------------------------

export const DriverScoresResultSchema = GraphqlResultSchema({
  list: Type.Array(DriverScoreSchema),
  aggregation: Nullable(DriverScoreAggregationSchema),
  pagination: DriverScorePaginationSchema,
});
export type DriverScoresResult = Static<typeof DriverScoresResultSchema>;

export const DriverScoreResultSchema = GraphqlResultSchema({ data: Nullable(DriverScoreSchema) });
export type DriverScoreResult = Static<typeof DriverScoreResultSchema>;

export const AlertDetailDriverScoresResultSchema = GraphqlResultSchema({
  list: Type.Array(DriverAlertDetailSchema),
  pagination: DriverScorePaginationSchema,
});
export type AlertDetailDriverScoresResult = Static<typeof AlertDetailDriverScoresResultSchema>;

// ---- rules ----------------------------------------------------------------------------------

export interface DriverGradeThresholds {
  dsMinScoreA: number;
  dsMinScoreB: number;
  dsMinScoreC: number;
  dsMinScoreD: number;
}

/** The grade of a score under the company's minimums (company `dsMinScoreA` to `D`). */
export function driverGrade(score: number, t: DriverGradeThresholds): DriverGrade {
  if (score >= t.dsMinScoreA) return 'A';
  if (score >= t.dsMinScoreB) return 'B';
  if (score >= t.dsMinScoreC) return 'C';
  if (score >= t.dsMinScoreD) return 'D';
  return 'E';
}

/** The lowest and top N drivers by score (ties by name, so the lists are stable). */
export function rankDrivers<T extends { score: number; driver: { fullname: string } }>(
  rows: readonly T[],
  size: number = SHELL_CONSTANTS.driverScoreRankSize,
): { lowest: T[]; top: T[] } {
  const byName = (a: T, b: T) => a.driver.fullname.localeCompare(b.driver.fullname);
  const asc = [...rows].sort((a, b) => a.score - b.score || byName(a, b));
  const desc = [...rows].sort((a, b) => b.score - a.score || byName(a, b));
  return { lowest: asc.slice(0, size), top: desc.slice(0, size) };
}
