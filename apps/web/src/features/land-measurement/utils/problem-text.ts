import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';

/**
 * A boundary's problem (LAND-2, LAND-7) in the user's words: the reason's text of this feature's
 * `serverErrors`, its numbers written as the language writes them ("2.000").
 */
export function problemText(
  problem: { reason: string; params: Readonly<Record<string, string | number>> },
  t: TFunction,
  language: string,
): string {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(problem.params)) {
    params[key] = typeof value === 'number' ? formatNumber(value, language) : value;
  }
  // The key is built from data: an unknown reason reads as the reason itself.
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(`errors.server.${problem.reason}`, { ...params, defaultValue: problem.reason });
}
