import {
  companyDayStart,
  formatCompany,
  formatCompanyDate,
  formatCompanyDateTime,
} from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';

/** `HH:mm` on the company clock (SHELL-75), whatever offset the server wrote; '-' for none. */
export function formatTime(iso: string | null | undefined): string {
  return formatCompany(iso, 'HH:mm', { language: 'id', label: false });
}

/** A task's day (`YYYY-MM-DD`, already a company day) as `DD MMM YYYY`. */
export function formatDay(day: string, language: string): string {
  return formatCompanyDate(companyDayStart(day), { language });
}

/** `DD MMM YYYY HH:mm WIB` on the company clock. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  return formatCompanyDateTime(iso, { language });
}

/** Metres as kilometres with one decimal, through the app's number formatter. */
export function formatKm(metres: number, language: string): string {
  return formatNumber(metres / 1000, language, { maximumFractionDigits: 1 });
}
