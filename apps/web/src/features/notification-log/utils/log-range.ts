import { ALERT_LOG_LIMITS, type AlertLogType } from '@armada/contracts/alerts';
import { companyDay, companyDayStart } from '@/lib/company-time';

/**
 * The Notification Log's date range: whole days of the company's clock (WIB unless the company
 * chose another zone, docs/rules/shell.md SHELL-75) picked as `YYYY-MM-DD`, sent as [first day
 * 00:00, the day after the last day 00:00), at most 31 days.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface LogRangeForm {
  from: string;
  to: string;
}

export type LogRangeError = 'fromRequired' | 'toRequired' | 'toBeforeFrom' | 'tooLong';

/** The default range: the last 7 days of the company's clock, today included. */
export function defaultLogRange(now: number): LogRangeForm {
  return { from: companyDay(now - 6 * DAY_MS), to: companyDay(now) };
}

const startOfDay = (day: string) => companyDayStart(day);

export function validateLogRange(form: LogRangeForm): LogRangeError | null {
  if (!DAY.test(form.from) || Number.isNaN(startOfDay(form.from))) return 'fromRequired';
  if (!DAY.test(form.to) || Number.isNaN(startOfDay(form.to))) return 'toRequired';
  const start = startOfDay(form.from);
  const end = startOfDay(form.to) + DAY_MS;
  if (end <= start) return 'toBeforeFrom';
  if (end - start > ALERT_LOG_LIMITS.maxRangeDays * DAY_MS) return 'tooLong';
  return null;
}

/** The call's dates of a valid range. */
export function logRangeDates(form: LogRangeForm): { startDate: string; endDate: string } {
  const start = startOfDay(form.from);
  const end = startOfDay(form.to) + DAY_MS;
  return { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() };
}

/** The kinds the filter offers, in the order users meet them. */
export const LOG_TYPE_OPTIONS: readonly AlertLogType[] = [
  'Read',
  'Feedback',
  'FalseAlert',
  'CancelFalseAlert',
  'Resolve',
  'Unresolve',
];

export function totalPages(total: number, show: number): number {
  return Math.max(1, Math.ceil(total / show));
}
