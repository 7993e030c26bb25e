import { ROUTE_OPTIMIZATION_CONSTANTS } from '@armada/contracts/route-optimization';
import { formatCompany } from '@/lib/company-time';

const PARTS = { date: 'DD MMM YYYY', time: 'HH:mm' } as const;

/**
 * A date as docs/rules/route-optimization.md §9 shows it (DD MMM YYYY HH:mm, RO-68), in the
 * interface language on the company's clock with its zone label (docs/rules/shell.md SHELL-75);
 * `part` gives the date line or the time line of a two-line cell (the time line keeps the label).
 */
export function formatRunDate(iso: string, language: string, part?: keyof typeof PARTS): string {
  const format = part ? PARTS[part] : ROUTE_OPTIMIZATION_CONSTANTS.dateDisplayFormat;
  return formatCompany(iso, format, { language, label: part !== 'date' });
}
