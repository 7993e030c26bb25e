import { ALERT_LOG_LIMITS, type AlertLogType } from '@armada/contracts';

/**
 * The Notification Log's date range: whole WIB days picked as `YYYY-MM-DD`, sent as
 * [first day 00:00 WIB, the day after the last day 00:00 WIB), at most 31 days.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface LogRangeForm {
  from: string;
  to: string;
}

export type LogRangeError = 'fromRequired' | 'toRequired' | 'toBeforeFrom' | 'tooLong';

/** The WIB calendar day of a moment, `YYYY-MM-DD`. */
export function wibDay(ms: number): string {
  return new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The default range: the last 7 days, today included (WIB). */
export function defaultLogRange(now: number): LogRangeForm {
  return { from: wibDay(now - 6 * DAY_MS), to: wibDay(now) };
}

const startOfWibDay = (day: string) => Date.parse(`${day}T00:00:00+07:00`);

export function validateLogRange(form: LogRangeForm): LogRangeError | null {
  if (!DAY.test(form.from) || Number.isNaN(startOfWibDay(form.from))) return 'fromRequired';
  if (!DAY.test(form.to) || Number.isNaN(startOfWibDay(form.to))) return 'toRequired';
  const start = startOfWibDay(form.from);
  const end = startOfWibDay(form.to) + DAY_MS;
  if (end <= start) return 'toBeforeFrom';
  if (end - start > ALERT_LOG_LIMITS.maxRangeDays * DAY_MS) return 'tooLong';
  return null;
}

/** The call's dates of a valid range. */
export function logRangeDates(form: LogRangeForm): { startDate: string; endDate: string } {
  const start = startOfWibDay(form.from);
  const end = startOfWibDay(form.to) + DAY_MS;
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
