import {
  companyDayStart,
  formatCompany,
  formatCompanyDate,
  formatCompanyDateTime,
  toMillis,
} from '@/lib/company-time';
import { formatNumber as formatAppNumber } from '@/lib/format-number';

/**
 * Formatting of the route optimization screens. Plan times are shown on the company's clock
 * (docs/rules/shell.md SHELL-75, lib/company-time), whatever the browser's time zone: a
 * dispatcher in another zone plans the drivers' day, not their own.
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

/**
 * `HH:mm` of an ISO datetime on the company clock (SHELL-75), whatever offset the server wrote
 * it in; with `label`, followed by the zone (`17:37 WIB`). '-' when it is not one.
 */
export function planTime(iso: string | null | undefined, label = false): string {
  return formatCompany(iso, 'HH:mm', { language: 'id', label });
}

/**
 * `DD MMM YYYY` of an ISO datetime on the company clock; a bare `YYYY-MM-DD` is already a
 * company day and is shown as it is.
 */
export function planDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '-';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? companyDayStart(iso) : toMillis(iso);
  return formatCompanyDate(day, { language });
}

/** `DD MMM YYYY HH:mm WIB` (RO-68, RO-68) on the company clock. */
export function planDateTime(iso: string | null | undefined, language: string): string {
  return formatCompanyDateTime(iso, { language });
}

/** Milliseconds between two ISO datetimes (b - a); 0 when either is not a date. */
export function millisBetween(a: string, b: string): number {
  const diff = Date.parse(b) - Date.parse(a);
  return Number.isFinite(diff) ? diff : 0;
}
