import { companyDayStart } from '@/lib/company-time';
import {
  DRIVER_GRADES,
  DRIVER_SCORE_SORT_FIELDS,
  type DriverGrade,
  type DriverScoresFilter,
} from '@armada/contracts/driver-score';
import { LIST_LIMITS, type ListQuery } from '@armada/contracts/shared';
import type { FilterParamValues } from '@/components/ui/list-table';
import { dateRangeProblem, defaultDateRange } from '@/lib/date-range';

/**
 * The driver-score page's filters (issue 11, docs/rules/shell.md §3): a period of whole local days,
 * vehicle groups, drivers and grades. They live in the URL query under these keys, so a reload,
 * a shared link and the back button bring the same view back.
 */
export const DRIVER_SCORE_FILTER_KEYS = ['from', 'to', 'groups', 'drivers', 'grades'] as const;
export type DriverScoreFilterKey = (typeof DRIVER_SCORE_FILTER_KEYS)[number];
export type DriverScoreFilterParams = FilterParamValues<DriverScoreFilterKey>;

/** The URL key of the open driver detail (`?driver=12`). */
export const DRIVER_DETAIL_PARAM = 'driver';

export const DRIVER_SCORE_LIMITS = {
  /**
   * Without a chosen period the page shows the last 30 days, today included: a week holds too few
   * events per driver for a steady grade (a single harsh brake moves it), a month does; the
   * week is one tap away (the quick periods).
   */
  defaultRangeDays: 30,
  /** A quarter at most: a longer period is refused with a message rather than a slow page. */
  maxRangeDays: 92,
  /** Ids kept from a URL list (groups, drivers). */
  maxIds: 200,
  /** Drivers offered by the driver filter (those scored in the period, by name). */
  driverOptions: LIST_LIMITS.maxLimit,
} as const;

export interface DriverScoreFilters {
  /** First day, `YYYY-MM-DD` in the browser's time zone. */
  from: string;
  /** Last day (included), `YYYY-MM-DD`. */
  to: string;
  groupIds: number[];
  driverIds: number[];
  grades: DriverGrade[];
}

function idList(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1);
  return [...new Set(ids)].slice(0, DRIVER_SCORE_LIMITS.maxIds);
}

function gradeList(text: string | null): DriverGrade[] {
  if (!text) return [];
  const asked = new Set(text.split(',').map((part) => part.trim().toUpperCase()));
  // Kept in the contract's order (A first), whatever order the URL had.
  return DRIVER_GRADES.filter((grade) => asked.has(grade));
}

/**
 * The filters a URL asks for. Anything malformed falls back to its default, and a period that
 * cannot be shown (bad, reversed, longer than 92 days) to the default period: a hand-edited address
 * never breaks the page.
 */
export function readScoreFilters(params: DriverScoreFilterParams, now: Date): DriverScoreFilters {
  const fallback = defaultDateRange(now, DRIVER_SCORE_LIMITS.defaultRangeDays);
  const from = params.from ?? fallback.from;
  const to = params.to ?? fallback.to;
  const range =
    dateRangeProblem(from, to, DRIVER_SCORE_LIMITS.maxRangeDays) === null ? { from, to } : fallback;
  return {
    ...range,
    groupIds: idList(params.groups),
    driverIds: idList(params.drivers),
    grades: gradeList(params.grades),
  };
}

/** The URL form of the filters; defaults are left out, so the plain address is the default. */
export function writeScoreFilters(filters: DriverScoreFilters, now: Date): DriverScoreFilterParams {
  const fallback = defaultDateRange(now, DRIVER_SCORE_LIMITS.defaultRangeDays);
  const sameRange = filters.from === fallback.from && filters.to === fallback.to;
  return {
    from: sameRange ? null : filters.from,
    to: sameRange ? null : filters.to,
    groups: filters.groupIds.length > 0 ? filters.groupIds.join(',') : null,
    drivers: filters.driverIds.length > 0 ? filters.driverIds.join(',') : null,
    grades: filters.grades.length > 0 ? filters.grades.join(',') : null,
  };
}

/** The URL values that bring every filter back to its default. */
export const DEFAULT_FILTER_PARAMS: DriverScoreFilterParams = {
  from: null,
  to: null,
  groups: null,
  drivers: null,
  grades: null,
};

/** How many filters differ from the defaults (the period counts once). */
export function countChangedFilters(filters: DriverScoreFilters, now: Date): number {
  const params = writeScoreFilters(filters, now);
  return (
    (params.from !== null ? 1 : 0) +
    (params.groups !== null ? 1 : 0) +
    (params.drivers !== null ? 1 : 0) +
    (params.grades !== null ? 1 : 0)
  );
}

/** The server's period of whole local days: the start of `from` to the start of the day after `to`. */
export function periodOf(range: { from: string; to: string }): {
  startDate: string;
  endDate: string;
} {
  return {
    // Whole days of the company's clock (SHELL-75).
    startDate: new Date(companyDayStart(range.from)).toISOString(),
    endDate: new Date(companyDayStart(range.to, 1)).toISOString(),
  };
}

type SortField = (typeof DRIVER_SCORE_SORT_FIELDS)[number];

/** The table's `sorts` ("score desc") as the contract's orderBy; anything else is no order. */
export function toOrderBy(
  sorts: string | readonly string[] | undefined,
): DriverScoresFilter['orderBy'] {
  const first = typeof sorts === 'string' ? sorts : sorts?.[0];
  const [field, direction] = (first ?? '').split(' ');
  if (!(DRIVER_SCORE_SORT_FIELDS as readonly string[]).includes(field ?? '')) return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { field: field as SortField, direction };
}

/** The `driverScores` filter of one table page: the page's filters and the table's query. */
export function toDriverScoresFilter(
  filters: DriverScoreFilters,
  query: Pick<ListQuery, 'page' | 'limit' | 'sorts' | 'search'>,
): DriverScoresFilter {
  const filter: DriverScoresFilter = {
    ...periodOf(filters),
    pagination: { page: query.page ?? 1, show: query.limit ?? 10 },
  };
  const orderBy = toOrderBy(query.sorts);
  if (orderBy) filter.orderBy = orderBy;
  if (query.search) filter.search = query.search;
  if (filters.groupIds.length > 0) filter.vehicleGroupIds = [...filters.groupIds];
  if (filters.driverIds.length > 0) filter.driverIds = [...filters.driverIds];
  if (filters.grades.length > 0) filter.grades = [...filters.grades];
  return filter;
}

/** The open driver detail's id from the URL, or null. */
export function readDetailDriverId(text: string | null): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 ? id : null;
}
