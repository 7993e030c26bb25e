import { ALERT_CONSTANTS } from '@armada/contracts';
import { readStorage, writeStorage } from '@/lib/local-storage';

/** Spec 02 section 3: `alertCenterUnresolvedCounts` (urgent, important, timestamp). */
export const STORED_COUNTS_KEY = 'alertCenterUnresolvedCounts';

export interface UnresolvedCounts {
  urgent: number;
  important: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The stored counts when they are younger than an hour (spec 02 section 9), else null. */
export function readStoredCounts(now: number): UnresolvedCounts | null {
  const text = readStorage(STORED_COUNTS_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { urgent, important, timestamp } = value as Record<string, unknown>;
    if (!isCount(urgent) || !isCount(important) || typeof timestamp !== 'number') return null;
    const age = now - timestamp;
    if (age < 0 || age >= ALERT_CONSTANTS.storedCountsMaxAgeMs) return null;
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
  const { countCap, countOverflowLabel } = ALERT_CONSTANTS.list;
  return count > countCap ? countOverflowLabel : String(Math.max(0, Math.trunc(count)));
}

/** The bell's number: urgent plus important unresolved. */
export function bellCount(counts: UnresolvedCounts | null): number {
  return counts ? counts.urgent + counts.important : 0;
}
