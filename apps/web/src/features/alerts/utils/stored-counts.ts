import { readStorage, writeStorage } from '@/lib/local-storage';

/**
 * The few docs/rules/alert-center.md §9 numbers the top bar needs at first paint, as
 * `ALERT_CONSTANTS` has them (stored-counts.test.ts checks they stay equal). Importing
 * `ALERT_CONSTANTS` here would put the whole constants module on every signed-in page (the 160 KB
 * budget).
 */
export const FIRST_PAINT_ALERT_NUMBERS = {
  storedCountsMaxAgeMs: 60 * 60 * 1000,
  countCap: 99,
  countOverflowLabel: '99+',
} as const;

/** docs/rules/alert-center.md §3: `alertCenterUnresolvedCounts` (urgent, important, timestamp). */
export const STORED_COUNTS_KEY = 'alertCenterUnresolvedCounts';

export interface UnresolvedCounts {
  urgent: number;
  important: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The stored counts when they are younger than an hour (docs/rules/alert-center.md §9), else null.
 */
export function readStoredCounts(now: number): UnresolvedCounts | null {
  const text = readStorage(STORED_COUNTS_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { urgent, important, timestamp } = value as Record<string, unknown>;
    if (!isCount(urgent) || !isCount(important) || typeof timestamp !== 'number') return null;
    const age = now - timestamp;
    if (age < 0 || age >= FIRST_PAINT_ALERT_NUMBERS.storedCountsMaxAgeMs) return null;
    return { urgent, important };
  } catch {
    return null;
  }
}

export function writeStoredCounts(counts: UnresolvedCounts, now: number): void {
  writeStorage(STORED_COUNTS_KEY, JSON.stringify({ ...counts, timestamp: now }));
}

/**
 * The bell badge's text: counts above 99 show '99+' (the contracts' `formatAlertCount`, whose
 * module would bring the alert schemas into the first page; the tests keep the two equal).
 */
export function bellBadgeText(count: number): string {
  const { countCap, countOverflowLabel } = FIRST_PAINT_ALERT_NUMBERS;
  return count > countCap ? countOverflowLabel : String(Math.max(0, Math.trunc(count)));
}

/** The bell's number: urgent plus important unresolved. */
export function bellCount(counts: UnresolvedCounts | null): number {
  return counts ? counts.urgent + counts.important : 0;
}
