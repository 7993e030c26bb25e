import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS, formatAlertCount } from '@armada/contracts/alerts';
import {
  FIRST_PAINT_ALERT_NUMBERS,
  STORED_COUNTS_KEY,
  bellBadgeText,
  bellCount,
  readStoredCounts,
  writeStoredCounts,
} from './stored-counts';

const now = Date.parse('2026-11-14T03:00:00.000Z');
const HOUR = 3_600_000;

describe('stored unresolved counts (docs/rules/alert-center.md §3 and §9)', () => {
  beforeEach(() => localStorage.clear());

  it('restores counts stored under an hour ago', () => {
    writeStoredCounts({ urgent: 3, important: 4 }, now);
    expect(JSON.parse(localStorage.getItem(STORED_COUNTS_KEY) ?? '')).toEqual({
      urgent: 3,
      important: 4,
      timestamp: now,
    });
    expect(readStoredCounts(now + HOUR - 1)).toEqual({ urgent: 3, important: 4 });
  });

  it('ignores counts an hour old or more, and unreadable ones', () => {
    writeStoredCounts({ urgent: 3, important: 4 }, now);
    expect(readStoredCounts(now + HOUR)).toBeNull();
    localStorage.setItem(STORED_COUNTS_KEY, '{"urgent":-1,"important":2,"timestamp":1}');
    expect(readStoredCounts(2)).toBeNull();
  });

  it('the bell shows urgent plus important', () => {
    expect(bellCount({ urgent: 3, important: 4 })).toBe(7);
    expect(bellCount(null)).toBe(0);
  });
});

describe('bell badge', () => {
  it("shows '99+' above 99, as the contracts' formatAlertCount does", () => {
    expect(bellBadgeText(99)).toBe('99');
    expect(bellBadgeText(100)).toBe('99+');
    for (const count of [0, 1, 42, 99, 100, 101, 5000]) {
      expect(bellBadgeText(count)).toBe(formatAlertCount(count));
    }
  });
});

describe('first-paint numbers', () => {
  it('are the contracts numbers', () => {
    expect(FIRST_PAINT_ALERT_NUMBERS).toEqual({
      storedCountsMaxAgeMs: ALERT_CONSTANTS.storedCountsMaxAgeMs,
      countCap: ALERT_CONSTANTS.list.countCap,
      countOverflowLabel: ALERT_CONSTANTS.list.countOverflowLabel,
    });
  });
});
