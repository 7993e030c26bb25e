import { companyDay } from '@/lib/company-time';

/**
 * A range of whole days picked in date fields (`YYYY-MM-DD`, both days included, days of the
 * company's clock: docs/rules/shell.md SHELL-75), as the filter bars of several pages hold it.
 * Each page passes its own limits.
 */
export interface DateRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day (included), `YYYY-MM-DD`. */
  to: string;
}

/** Why a range cannot be shown: a day that is not a real day, the days reversed, or too many. */
export type DateRangeProblem = 'badDate' | 'order' | 'tooLong';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day (a local-midnight `Date` used only as a calendar) as `YYYY-MM-DD`. */
function dayText(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${year}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Local midnight of a `YYYY-MM-DD` text (an impossible day rolls over), or null. */
function localMidnight(text: string): Date | null {
  const match = DAY_PATTERN.exec(text);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** Whether the text is a real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
export function validDay(text: string): boolean {
  const date = localMidnight(text);
  return date !== null && dayText(date) === text;
}

/** Days in a range, both ends included (NaN when a day is not written `YYYY-MM-DD`). */
export function rangeDays(from: string, to: string): number {
  const start = localMidnight(from);
  const end = localMidnight(to);
  if (!start || !end) return Number.NaN;
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
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

/** The last `days` days, today included, on the company's clock. */
export function defaultDateRange(now: Date, days: number): DateRange {
  const [year, month, date] = companyDay(now).split('-').map(Number) as [number, number, number];
  return {
    from: dayText(new Date(year, month - 1, date - (days - 1))),
    to: dayText(new Date(year, month - 1, date)),
  };
}
