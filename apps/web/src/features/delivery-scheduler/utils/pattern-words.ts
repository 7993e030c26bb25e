import type { TFunction } from 'i18next';
import type { SchedulePattern } from '@armada/contracts/delivery-scheduler';

type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** "Senin, Rabu dan Jumat": a list joined with commas and the language's "and" before the last. */
export function joinWords(words: readonly string[], and: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1) ?? ''}`;
}

/**
 * A schedule's pattern in words (SCH-23): "Setiap Senin dan Kamis", "Setiap hari",
 * "Setiap tanggal 1 dan 15", with the month-end rule named when a chosen day is past the 28th.
 */
export function patternWords(pattern: SchedulePattern, t: TFunction): string {
  const and = t('deliveryScheduler.pattern.and');
  if (pattern.kind === 'WEEKLY') {
    const days = [...pattern.weekdays].sort((a, b) => a - b);
    if (days.length === 7) return t('deliveryScheduler.pattern.everyDay');
    return t('deliveryScheduler.pattern.weekly', {
      days: joinWords(
        days.map((day) => t(`deliveryScheduler.weekdays.${String(day) as Weekday}`)),
        and,
      ),
    });
  }
  const days = [...pattern.month_days].sort((a, b) => a - b);
  const words = t('deliveryScheduler.pattern.monthly', { days: joinWords(days.map(String), and) });
  return days.some((day) => day > 28)
    ? `${words} ${t('deliveryScheduler.pattern.monthEnd')}`
    : words;
}
