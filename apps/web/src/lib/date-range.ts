import dayjs from 'dayjs';

/**
 * A range of whole days picked in date fields (`YYYY-MM-DD`, both days included, in the browser's
 * time zone), as the filter bars of several pages hold it. Each page passes its own limits.
 */
export interface DateRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day (included), `YYYY-MM-DD`. */
  to: string;
}

/** Why a range cannot be shown: a day that is not a real day, the days reversed, or too many. */
export type DateRangeProblem = 'badDate' | 'order' | 'tooLong';

const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
export function validDay(text: string): boolean {
  return DAY_PATTERN.test(text) && dayjs(text, DAY_FORMAT).format(DAY_FORMAT) === text;
}

/** Days in a range, both ends included. */
export function rangeDays(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day') + 1;
}

/** Why a range cannot be shown, or null when it can (at most `maxDays` days, both included). */
export function dateRangeProblem(
  from: string,
  to: string,
  maxDays: number,
): DateRangeProblem | null {
  if (!validDay(from) || !validDay(to)) return 'badDate';
  if (to < from) return 'order';
  return rangeDays(from, to) > maxDays ? 'tooLong' : null;
}

/** The last `days` days, today included, in the browser's time zone. */
export function defaultDateRange(now: Date, days: number): DateRange {
  const today = dayjs(now).startOf('day');
  return {
    from: today.subtract(days - 1, 'day').format(DAY_FORMAT),
    to: today.format(DAY_FORMAT),
  };
}
