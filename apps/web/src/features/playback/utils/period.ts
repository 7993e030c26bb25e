import { HISTORY_LIMITS } from '@armada/contracts/history';
import type { CompanyTimeZone } from '@armada/contracts/company';
import { companyDay, companyDayStart, toCompanyIso } from '@/lib/company-time';
import { dateRangeProblem, type DateRange, type DateRangeProblem } from '@/lib/date-range';

/** PLAY-2: the longest period one playback loads, in days (the track read's limit, HIST-2). */
export const PLAYBACK_MAX_DAYS = HISTORY_LIMITS.trackMaxDays;

/** Why a period cannot be loaded: the date checks, or a first day still to come. */
export type PeriodProblem = DateRangeProblem | 'future';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * PLAY-2: why the days picked cannot be played, or null: each a real day, the last not before the
 * first, at most PLAYBACK_MAX_DAYS days counted both ends included, the first not after today.
 * Checked in the form, so a period over the limit never reaches the server.
 */
export function periodProblem(range: DateRange, today: string): PeriodProblem | null {
  const problem = dateRangeProblem(range.from, range.to, PLAYBACK_MAX_DAYS);
  if (problem) return problem;
  return range.from > today ? 'future' : null;
}

/**
 * PLAY-2: the instants a period of whole company days stands for, `[from, to)`: the first day's
 * midnight on the company clock to the midnight after the last day, or to the next whole minute
 * after now when the last day is today (the rest has not happened). Null when the days cannot be
 * played.
 */
export function periodInstants(
  range: DateRange,
  nowMs: number,
  zone: CompanyTimeZone,
): { from: string; to: string; fromMs: number; toMs: number } | null {
  if (periodProblem(range, companyDay(nowMs, zone))) return null;
  const fromMs = companyDayStart(range.from, 0, zone);
  const endOfDays = companyDayStart(range.to, 1, zone);
  const nextMinute = Math.ceil((nowMs + 1) / MINUTE_MS) * MINUTE_MS;
  const toMs = Math.min(endOfDays, nextMinute);
  if (!Number.isFinite(fromMs) || !(toMs > fromMs)) return null;
  return { from: toCompanyIso(fromMs, zone), to: toCompanyIso(toMs, zone), fromMs, toMs };
}

export type QuickPeriod = 'today' | 'yesterday' | 'lastSevenDays';
export const QUICK_PERIODS: readonly QuickPeriod[] = ['today', 'yesterday', 'lastSevenDays'];

/** The days of a quick choice, counted back from today (a company day, `YYYY-MM-DD`). */
export function quickPeriod(which: QuickPeriod, today: string): DateRange {
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  if (which === 'today') return { from: today, to: today };
  if (which === 'yesterday') return { from: shift(-1), to: shift(-1) };
  return { from: shift(-(PLAYBACK_MAX_DAYS - 1)), to: today };
}
