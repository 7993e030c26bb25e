import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '../company/company';
import type { ReportColumnType, ReportLanguage, ReportValue } from './report';

/**
 * RPT-6: how a report's value reads for a person, the same in the web table and in the PDF.
 * Indonesian writes 1.234,5 and `Rp 1.250.000`; English 1,234.5 and `Rp 1,250,000`. Times are
 * the company's wall clock. CSV and XLSX keep the plain value (a number, a day), typed.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function numberText(value: number, language: ReportLanguage, decimals: number): string {
  const key = `${language}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'id-ID', {
      minimumFractionDigits: 0,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(key, format);
  }
  return format.format(value);
}

/** `Rp 1.250.000` (whole rupiah; a negative sum as `-Rp 5.000`). */
export function formatRupiah(value: number, language: ReportLanguage = 'id'): string {
  const text = numberText(Math.abs(Math.round(value)), language, 0);
  return value < 0 ? `-Rp ${text}` : `Rp ${text}`;
}

/** `3 jam 05 mnt`, `45 mnt`, `2 h 05 min`: hours and minutes, seconds under a minute. */
export function formatDuration(seconds: number, language: ReportLanguage = 'id'): string {
  const total = Math.max(0, Math.round(seconds));
  const [h, m, s] = language === 'en' ? ['h', 'min', 's'] : ['jam', 'mnt', 'dtk'];
  if (total < 60) return `${total} ${s}`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours === 0) return `${minutes} ${m}`;
  return `${numberText(hours, language, 0)} ${h} ${String(minutes).padStart(2, '0')} ${m}`;
}

/** The company's wall clock of an instant: `04/12/2026 14:05`. */
export function formatCompanyDateTime(epochMs: number, zone: CompanyTimeZone): string {
  const shifted = new Date(epochMs + COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(shifted.getUTCDate())}/${two(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ` +
    `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`
  );
}

/** A company day `2026-12-04` as `04/12/2026`. */
export function formatReportDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}/${m}/${y}` : day;
}

/** Whether a column's values are numbers (right-aligned, typed numbers in XLSX). */
export function isNumericColumn(type: ReportColumnType): boolean {
  return type !== 'text' && type !== 'date';
}

export function formatReportValue(
  type: ReportColumnType,
  value: ReportValue | undefined,
  language: ReportLanguage,
  zone: CompanyTimeZone,
): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return type === 'date' ? formatReportDay(value) : value;
  switch (type) {
    case 'integer':
      return numberText(value, language, 0);
    case 'decimal':
      return numberText(value, language, 2);
    case 'percent':
      return `${numberText(value, language, 1)}%`;
    case 'rupiah':
      return formatRupiah(value, language);
    case 'distance_km':
      return `${numberText(value, language, 1)} km`;
    case 'duration_s':
      return formatDuration(value, language);
    case 'speed_kmh':
      return `${numberText(value, language, 0)} ${language === 'en' ? 'km/h' : 'km/jam'}`;
    case 'temperature_c':
      return `${numberText(value, language, 1)} °C`;
    case 'litres':
      return `${numberText(value, language, 1)} L`;
    case 'datetime':
      return formatCompanyDateTime(value, zone);
    case 'date':
    case 'text':
      return String(value);
  }
}
