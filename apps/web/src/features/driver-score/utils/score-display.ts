import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { formatCompany } from '@/lib/company-time';
import {
  DRIVER_SCORE_CATEGORIES,
  driverScoreFieldNames,
  type DriverAlertDetail,
  type DriverGrade,
  type DriverScore,
  type DriverScoreCategory,
} from '@armada/contracts/driver-score';
import { formatNumber } from '@/lib/format-number';

export type DisplayLanguage = 'id' | 'en';

export function displayLanguage(resolved: string | undefined): DisplayLanguage {
  return resolved === 'en' ? 'en' : 'id';
}

/** A score as people read it: at most one decimal, the language's separator (`87,5`). */
export function formatScore(value: number, language: DisplayLanguage): string {
  return formatNumber(value, language, { maximumFractionDigits: 1 });
}

/**
 * A category's score as points taken off (the simulator's DRIVER-2: count x cost): `−6` or `0`.
 */
export function formatDeduction(points: number, language: DisplayLanguage): string {
  return points > 0 ? `−${formatScore(points, language)}` : formatScore(0, language);
}

/** Kilometres driven, whole numbers with grouping (`1.234 km`), one decimal under 10 km. */
export function formatKm(value: number, language: DisplayLanguage): string {
  const number = formatNumber(value, language, { maximumFractionDigits: value < 10 ? 1 : 0 });
  return `${number} km`;
}

export function formatCount(value: number, language: DisplayLanguage): string {
  return formatNumber(value, language);
}

/**
 * `14 Nov 2026 09:58 WIB` on the company's clock (docs/rules/shell.md SHELL-75); the date parts
 * carry no label. '-' when absent or unreadable.
 */
export function formatDateTime(
  iso: string | null,
  language: DisplayLanguage,
  part: 'dateTime' | 'date' | 'shortDate' = 'dateTime',
): string {
  const format =
    part === 'date' ? 'DD MMM YYYY' : part === 'shortDate' ? 'D MMM' : 'DD MMM YYYY HH:mm';
  return formatCompany(iso, format, { language, label: part === 'dateTime' });
}

/** A period of days as a short label: `8–14 Nov 2026`, `28 Okt – 3 Nov 2026`. */
export function formatRange(from: string, to: string, language: DisplayLanguage): string {
  const start = dayjs(from).locale(language);
  const end = dayjs(to).locale(language);
  if (from === to) return end.format('D MMM YYYY');
  if (start.year() !== end.year()) {
    return `${start.format('D MMM YYYY')} – ${end.format('D MMM YYYY')}`;
  }
  if (start.month() === end.month()) return `${start.format('D')}–${end.format('D MMM YYYY')}`;
  return `${start.format('D MMM')} – ${end.format('D MMM YYYY')}`;
}

/** A grade's tone for its badge; the letter is always shown, colour only supports it. */
export function gradeTone(grade: DriverGrade): 'best' | 'good' | 'fair' | 'poor' | 'bad' {
  switch (grade) {
    case 'A':
      return 'best';
    case 'B':
      return 'good';
    case 'C':
      return 'fair';
    case 'D':
      return 'poor';
    default:
      return 'bad';
  }
}

export interface CategoryRow {
  category: DriverScoreCategory;
  /** Events of the category in the period. */
  total: number;
  /** The points the category took off the score (count x cost). */
  score: number;
}

/** A score row's categories in the contract's order. */
export function categoryRows(score: DriverScore): CategoryRow[] {
  return DRIVER_SCORE_CATEGORIES.map((category) => {
    const names = driverScoreFieldNames(category);
    return { category, total: score[names.total], score: score[names.score] };
  });
}

/**
 * The categories a chart starts with: the (at most) `limit` with the most events, most first,
 * ties in the contract's order; none when the driver had no event.
 */
export function busiestCategories(score: DriverScore, limit = 3): DriverScoreCategory[] {
  return categoryRows(score)
    .filter((row) => row.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, limit)
    .map((row) => row.category);
}

/** The alert's text in the interface language. */
export function alertText(detail: DriverAlertDetail, language: DisplayLanguage): string {
  return language === 'en' ? detail.alert.descriptionEng : detail.alert.descriptionIdn;
}
