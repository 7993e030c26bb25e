import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';

/**
 * A shape's problem (GEO-3, GEO-4, GEO-14) in the user's words: the reason's text of the
 * feature's `serverErrors`, its numbers written as the language writes them ("5.000").
 */
export function shapeProblemText(
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
