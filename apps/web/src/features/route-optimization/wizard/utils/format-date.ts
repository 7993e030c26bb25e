import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { ROUTE_OPTIMIZATION_CONSTANTS } from '@armada/contracts';

const PARTS = { date: 'DD MMM YYYY', time: 'HH:mm' } as const;

/**
 * A date as spec 03 section 9 shows it (DD MMM YYYY HH:mm), in the interface language and the
 * browser's time zone; `part` gives the date line or the time line of a two-line cell.
 */
export function formatRunDate(iso: string, language: string, part?: keyof typeof PARTS): string {
  const value = dayjs(iso);
  if (!value.isValid()) return '-';
  const format = part ? PARTS[part] : ROUTE_OPTIMIZATION_CONSTANTS.dateDisplayFormat;
  return value.locale(language === 'en' ? 'en' : 'id').format(format);
}
