import { useEffect, useState } from 'react';
import { dateRangeProblem, type DateRange, type DateRangeProblem } from '@/lib/date-range';

/**
 * The days a filter bar's date fields hold while they are changed. A range that can be shown is
 * handed to `onApply` at once; one that cannot (bad, reversed, longer than `maxDays`) stays in the
 * fields with its problem, and the page keeps the last good one. When the applied range changes
 * from outside (back, forward, a quick period, reset), the fields follow.
 */
export function useDateRangeDraft(
  applied: DateRange,
  maxDays: number,
  onApply: (next: DateRange) => void,
): { draft: DateRange; problem: DateRangeProblem | null; change: (next: DateRange) => void } {
  const [draft, setDraft] = useState<DateRange>({ from: applied.from, to: applied.to });

  useEffect(() => setDraft({ from: applied.from, to: applied.to }), [applied.from, applied.to]);

  const change = (next: DateRange) => {
    setDraft(next);
    if (dateRangeProblem(next.from, next.to, maxDays) === null) onApply(next);
  };
  return { draft, problem: dateRangeProblem(draft.from, draft.to, maxDays), change };
}
