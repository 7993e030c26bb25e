import { describe, expect, it } from 'vitest';
import { addDays, isDay, rangeOf, stepAnchor } from './view-range';

describe('the ranges of the three views (FA-8)', () => {
  it('shows the day, its Monday-to-Sunday week or its month', () => {
    // Saturday 14 November 2026.
    expect(rangeOf('day', '2026-11-14')).toEqual({ from: '2026-11-14', days: 1 });
    expect(rangeOf('week', '2026-11-14')).toEqual({ from: '2026-11-09', days: 7 });
    expect(rangeOf('week', '2026-11-16')).toEqual({ from: '2026-11-16', days: 7 });
    expect(rangeOf('week', '2026-11-15')).toEqual({ from: '2026-11-09', days: 7 });
    expect(rangeOf('month', '2026-11-14')).toEqual({ from: '2026-11-01', days: 30 });
    expect(rangeOf('month', '2027-02-10')).toEqual({ from: '2027-02-01', days: 28 });
    expect(rangeOf('month', '2028-02-10')).toEqual({ from: '2028-02-01', days: 29 });
  });

  it('steps a day, a week or a month, across month and year ends', () => {
    expect(stepAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepAnchor('week', '2026-11-30', 1)).toBe('2026-12-07');
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows a real day from anything else', () => {
    expect(isDay('2026-11-14')).toBe(true);
    expect(isDay('2026-02-31')).toBe(false);
    expect(isDay('besok')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
