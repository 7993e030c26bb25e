import { formatCompany } from '@/lib/company-time';

const FORMATS = {
  dateTime: 'DD MMM YYYY HH:mm',
  date: 'DD MMM YYYY',
  time: 'HH:mm',
} as const;

/**
 * Dates as the specs write them: DD MMM YYYY HH:mm ("21 Okt 2026 17:54 WIB" in Indonesian), on
 * the company's clock with its zone label (docs/rules/shell.md SHELL-75). `part` gives only the
 * date or only the time (a two-line cell; the time line keeps the label).
 */
export function formatDateTime(
  iso: string,
  language: string,
  part: keyof typeof FORMATS = 'dateTime',
): string {
  return formatCompany(iso, FORMATS[part], { language, label: part !== 'date' });
}
