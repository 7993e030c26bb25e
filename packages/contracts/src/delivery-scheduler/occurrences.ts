import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '../company/company';
import { nationalHolidayOn } from './holidays';

/**
 * When a delivery schedule delivers (docs/rules/delivery-scheduler.md SCH-3 … SCH-8): pure
 * calendar arithmetic on `YYYY-MM-DD` days, the same on the server (which makes the orders) and
 * in the web app (which shows the next days). No clock is read here: "today" is the caller's.
 */

/** On chosen weekdays (ISO: 1 Monday … 7 Sunday), or on chosen days of the month (1 … 31). */
export type SchedulePattern =
  { kind: 'WEEKLY'; weekdays: number[] } | { kind: 'MONTHLY'; month_days: number[] };

export interface ScheduleCalendar {
  pattern: SchedulePattern;
  /** First day it may deliver, inclusive. */
  from_date: string;
  /** Last day it may deliver, inclusive; null: no end. */
  until_date: string | null;
  /** SCH-6: a national holiday is skipped (not moved). */
  skip_holidays: boolean;
}

export interface Occurrence {
  date: string;
  /** The holiday that skips it (SCH-6); null when it delivers. */
  skipped_for: string | null;
}

const DAY_MS = 86_400_000;

function utcOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function dayOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(utcOf(day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The number of days of the month `day` is in. */
export function daysInMonth(day: string): number {
  const date = new Date(utcOf(day));
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** The calendar day in the company's zone at an instant (SCH-4: WIB, WITA or WIT). */
export function companyDay(epochMs: number, zone: CompanyTimeZone): string {
  return dayOfUtc(epochMs + COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000);
}

/** The hour (0–23) on the company's clock at an instant. */
export function companyHour(epochMs: number, zone: CompanyTimeZone): number {
  return new Date(epochMs + COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000).getUTCHours();
}

/** `2026-11-24T07:00:00+07:00`: a wall-clock time of a day in the company's zone. */
export function companyDateTime(day: string, time: string, zone: CompanyTimeZone): string {
  const minutes = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes;
  const sign = minutes < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${day}T${time}:00${sign}${hh}:${mm}`;
}

/**
 * SCH-3, SCH-5: whether the pattern falls on `day`. A month day the month does not have (31 in
 * a 30-day month, 29–31 in February) falls on the month's last day instead, once.
 */
export function patternFallsOn(pattern: SchedulePattern, day: string): boolean {
  if (pattern.kind === 'WEEKLY') return pattern.weekdays.includes(isoWeekday(day));
  const dayOfMonth = Number(day.slice(8, 10));
  const last = daysInMonth(day);
  return pattern.month_days.some((chosen) =>
    chosen <= last ? chosen === dayOfMonth : dayOfMonth === last,
  );
}

/**
 * The schedule's days from `first` to `last` inclusive, within its from and until dates, in
 * order; each with the holiday that skips it, if it skips holidays.
 */
export function occurrencesBetween(
  calendar: ScheduleCalendar,
  first: string,
  last: string,
): Occurrence[] {
  const start = first > calendar.from_date ? first : calendar.from_date;
  const end =
    calendar.until_date !== null && calendar.until_date < last ? calendar.until_date : last;
  const found: Occurrence[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (!patternFallsOn(calendar.pattern, day)) continue;
    const holiday = calendar.skip_holidays ? nationalHolidayOn(day) : undefined;
    found.push({ date: day, skipped_for: holiday?.name ?? null });
  }
  return found;
}

/** How far `nextOccurrences` looks ahead: a month day chosen once a year still shows. */
export const NEXT_OCCURRENCES_LOOKAHEAD_DAYS = 400;

/**
 * The next `count` days the schedule delivers on, from `first` (the company's tomorrow, SCH-7),
 * with the skipped holidays met on the way (SCH-6).
 */
export function nextOccurrences(
  calendar: ScheduleCalendar,
  first: string,
  count: number,
): Occurrence[] {
  const last = addDays(first, NEXT_OCCURRENCES_LOOKAHEAD_DAYS);
  const found: Occurrence[] = [];
  let delivering = 0;
  for (const occurrence of occurrencesBetween(calendar, first, last)) {
    found.push(occurrence);
    if (occurrence.skipped_for === null) delivering += 1;
    if (delivering >= count) break;
  }
  return found;
}
