import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/id';
import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '@armada/contracts/company';
import { clock } from '@/lib/clock';
import { companyTimeZone, zoneLabel } from './zone';

dayjs.extend(utc);

/**
 * Dates and times on the company's clock (docs/rules/shell.md SHELL-75): every time the app
 * shows or reads from an input goes through here, never through the browser's zone. The three
 * Indonesian zones keep no daylight-saving time, so a zone is one fixed offset and a wall time
 * converts both ways without ambiguity.
 */

/** An instant: epoch milliseconds, an ISO text (with offset or `Z`), or a `Date`. */
export type TimeInput = number | string | Date;

/** A wall-clock reading on the company's clock; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function offsetMs(zone: CompanyTimeZone): number {
  return COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * MINUTE_MS;
}

/** Epoch milliseconds of an instant; NaN when it is not one. */
export function toMillis(input: TimeInput | null | undefined): number {
  if (input === null || input === undefined || input === '') return Number.NaN;
  if (typeof input === 'number') return input;
  if (input instanceof Date) return input.getTime();
  return Date.parse(input);
}

/** The company clock's reading of an instant, or null when it is not one. */
export function wallTimeOf(
  input: TimeInput | null | undefined,
  zone: CompanyTimeZone = companyTimeZone(),
): WallTime | null {
  const ms = toMillis(input);
  if (!Number.isFinite(ms)) return null;
  const shifted = new Date(ms + offsetMs(zone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The instant at which the company clock reads this wall time (out-of-range parts roll over). */
export function instantOf(
  wall: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>,
  zone: CompanyTimeZone = companyTimeZone(),
): number {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
  );
  return asUtc - offsetMs(zone);
}

const TYPED = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A typed `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]` (or with `T`), read as the company clock's wall
 * time; NaN when it is not a real day and time (`2026-02-30` is refused, not rolled over).
 */
export function parseCompanyWallTime(
  text: string,
  zone: CompanyTimeZone = companyTimeZone(),
): number {
  const match = TYPED.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const wall = { year, month, day, hour, minute, second } as WallTime;
  const ms = instantOf(wall, zone);
  const back = wallTimeOf(ms, zone);
  return back &&
    back.year === year &&
    back.month === month &&
    back.day === day &&
    back.hour === hour &&
    back.minute === minute
    ? ms
    : Number.NaN;
}

/** Now, from the app's clock (lib/clock.ts), as epoch milliseconds. */
export function companyNow(): number {
  return clock.now();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The company clock's day of an instant as `YYYY-MM-DD` ('' when it is not one). */
export function companyDay(
  input: TimeInput | null | undefined,
  zone: CompanyTimeZone = companyTimeZone(),
): string {
  const wall = wallTimeOf(input, zone);
  return wall ? `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}` : '';
}

/** Today on the company clock, `YYYY-MM-DD`. */
export function companyToday(zone: CompanyTimeZone = companyTimeZone()): string {
  return companyDay(companyNow(), zone);
}

/** The instant a company day (`YYYY-MM-DD`) starts, plus `addDays` days; NaN for a bad day. */
export function companyDayStart(
  day: string,
  addDays = 0,
  zone: CompanyTimeZone = companyTimeZone(),
): number {
  const ms = parseCompanyWallTime(day, zone);
  return Number.isFinite(ms) ? ms + addDays * 24 * HOUR_MS : Number.NaN;
}

/** The next full hour on the company clock after an instant (17:37 gives 18:00, 18:00 gives 19:00). */
export function nextFullHour(input: TimeInput, zone: CompanyTimeZone = companyTimeZone()): number {
  const wall = wallTimeOf(input, zone);
  if (!wall) return Number.NaN;
  return instantOf({ ...wall, hour: wall.hour + 1, minute: 0, second: 0 }, zone);
}

/** An instant as ISO 8601 with the company zone's offset: `2026-12-20T17:37:00+07:00`. */
export function toCompanyIso(
  input: TimeInput | null | undefined,
  zone: CompanyTimeZone = companyTimeZone(),
): string {
  const wall = wallTimeOf(input, zone);
  if (!wall) return '';
  const minutes = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes;
  const offset = `+${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}` +
    `T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offset}`
  );
}

export interface FormatOptions {
  /** The interface language: 'en' or Indonesian (anything else). */
  language: string;
  /** Default: the signed-in company's zone. */
  zone?: CompanyTimeZone;
  /** Append the zone label (` WIB`); default true for anything with a time of day. */
  label?: boolean;
}

/**
 * An instant on the company clock in a dayjs pattern (`DD MMM YYYY HH:mm`), in the interface
 * language, with the zone label when asked; '-' when it is not an instant.
 */
export function formatCompany(
  input: TimeInput | null | undefined,
  pattern: string,
  { language, zone = companyTimeZone(), label = false }: FormatOptions,
): string {
  const ms = toMillis(input);
  if (!Number.isFinite(ms)) return '-';
  const text = dayjs
    .utc(ms + offsetMs(zone))
    .locale(language === 'en' ? 'en' : 'id')
    .format(pattern);
  return label ? `${text} ${zoneLabel(zone)}` : text;
}

/** `20 Des 2026 17:37 WIB` (with `seconds`: `17:37:05`). */
export function formatCompanyDateTime(
  input: TimeInput | null | undefined,
  options: FormatOptions & { seconds?: boolean },
): string {
  const pattern = options.seconds ? 'DD MMM YYYY HH:mm:ss' : 'DD MMM YYYY HH:mm';
  return formatCompany(input, pattern, { ...options, label: options.label ?? true });
}

/** `20 Des 2026`: a day of the company clock, no label. */
export function formatCompanyDate(
  input: TimeInput | null | undefined,
  options: FormatOptions,
): string {
  return formatCompany(input, 'DD MMM YYYY', { ...options, label: options.label ?? false });
}

/** `17:37 WIB` (with `seconds`: `17:37:05 WIB`). */
export function formatCompanyTime(
  input: TimeInput | null | undefined,
  options: FormatOptions & { seconds?: boolean },
): string {
  const pattern = options.seconds ? 'HH:mm:ss' : 'HH:mm';
  return formatCompany(input, pattern, { ...options, label: options.label ?? true });
}

/**
 * For a date picker (PrimeReact Calendar works in the browser's zone): a browser-local `Date`
 * whose fields read what the company clock reads at the instant. `fromPickerDate` undoes it.
 */
export function toPickerDate(
  input: TimeInput | null | undefined,
  zone: CompanyTimeZone = companyTimeZone(),
): Date | null {
  const wall = wallTimeOf(input, zone);
  return wall
    ? new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
    : null;
}

/** The instant a picker's browser-local `Date` stands for on the company clock. */
export function fromPickerDate(
  date: Date | null | undefined,
  zone: CompanyTimeZone = companyTimeZone(),
): number {
  if (!date || Number.isNaN(date.getTime())) return Number.NaN;
  return instantOf(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    },
    zone,
  );
}

/** A company day (`YYYY-MM-DD`) as a picker's browser-local midnight, or null. */
export function dayToPickerDate(day: string | null | undefined): Date | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A picker's browser-local `Date` as the company day it shows (`YYYY-MM-DD`), or null. */
export function pickerDateToDay(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
