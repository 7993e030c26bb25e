import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { formatNumber as formatAppNumber } from '@/lib/format-number';

/**
 * Formatting of the route optimization screens. Plan times are shown as the server wrote them
 * (the company's time, WIB, `+07:00`), whatever the browser's time zone: a dispatcher in another
 * zone plans the drivers' day, not their own.
 */

/** The app's number formatter (lib/format-number.ts) with at most this many decimals. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 0): string {
  return formatAppNumber(value, language, { maximumFractionDigits });
}

/** Metres as kilometres with one decimal ("12,3" in Indonesian, "12.3" in English). */
export function formatKm(metres: number, language: string): string {
  return formatNumber(metres / 1000, language, 1);
}

export interface DurationParts {
  hours: number;
  minutes: number;
}

/** Whole hours and minutes of a duration in seconds, rounded to the minute. */
export function durationParts(seconds: number): DurationParts {
  const totalMinutes = Math.max(0, Math.round(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;

/** `HH:mm` of an ISO datetime in its own offset; '-' when it is not one. */
export function planTime(iso: string | null | undefined): string {
  const match = iso ? WALL_CLOCK.exec(iso) : null;
  return match ? `${match[2]}:${match[3]}` : '-';
}

/** `DD MMM YYYY` of an ISO datetime (or `YYYY-MM-DD` date) in its own offset. */
export function planDate(iso: string | null | undefined, language: string): string {
  const date = iso ? /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] : undefined;
  if (!date) return '-';
  const value = dayjs(date);
  return value.isValid()
    ? value.locale(language === 'en' ? 'en' : 'id').format('DD MMM YYYY')
    : '-';
}

/** `DD MMM YYYY HH:mm` (spec 03 section 9's display format) in the datetime's own offset. */
export function planDateTime(iso: string | null | undefined, language: string): string {
  const date = planDate(iso, language);
  return date === '-' ? '-' : `${date} ${planTime(iso)}`;
}

/** Milliseconds between two ISO datetimes (b - a); 0 when either is not a date. */
export function millisBetween(a: string, b: string): number {
  const diff = Date.parse(b) - Date.parse(a);
  return Number.isFinite(diff) ? diff : 0;
}
