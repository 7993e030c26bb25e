import dayjs from 'dayjs';
import 'dayjs/locale/id';

const FORMATS = {
  dateTime: 'DD MMM YYYY HH:mm',
  date: 'DD MMM YYYY',
  time: 'HH:mm',
} as const;

/**
 * Dates as the specs write them: DD MMM YYYY HH:mm ("21 Okt 2026 17:54" in Indonesian), in
 * the browser's time zone. `part` gives only the date or only the time (a two-line cell).
 */
export function formatDateTime(
  iso: string,
  language: string,
  part: keyof typeof FORMATS = 'dateTime',
): string {
  const value = dayjs(iso);
  if (!value.isValid()) return '-';
  return value.locale(language === 'en' ? 'en' : 'id').format(FORMATS[part]);
}
