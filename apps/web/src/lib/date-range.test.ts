import { describe, expect, it } from 'vitest';
import { dateRangeProblem, defaultDateRange, rangeDays, validDay } from './date-range';

// Local noon, so whole-day arithmetic holds in any test machine's zone.
const NOW = new Date(2026, 10, 14, 12, 0, 0);

describe('date range', () => {
  it('knows a real day written YYYY-MM-DD from anything else', () => {
    expect(validDay('2026-11-14')).toBe(true);
    expect(validDay('2028-02-29')).toBe(true);
    expect(validDay('2026-02-29')).toBe(false);
    expect(validDay('2026-02-30')).toBe(false);
    expect(validDay('2026-13-01')).toBe(false);
    expect(validDay('2026-1-14')).toBe(false);
    expect(validDay('14/11/2026')).toBe(false);
    expect(validDay('')).toBe(false);
  });

  it('counts the days of a range, both ends included', () => {
    expect(rangeDays('2026-11-14', '2026-11-14')).toBe(1);
    expect(rangeDays('2026-11-08', '2026-11-14')).toBe(7);
    expect(rangeDays('2026-10-15', '2026-11-14')).toBe(31);
    expect(rangeDays('2026-12-31', '2027-01-01')).toBe(2);
    expect(rangeDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(rangeDays('', '2026-11-14')).toBeNaN();
  });

  it('says why a range cannot be shown, the limit included', () => {
    expect(dateRangeProblem('2026-11-14', '2026-11-14', 1)).toBeNull();
    expect(dateRangeProblem('2026-11-13', '2026-11-14', 1)).toBe('tooLong');
    expect(dateRangeProblem('2026-10-15', '2026-11-14', 31)).toBeNull();
    expect(dateRangeProblem('2026-10-14', '2026-11-14', 31)).toBe('tooLong');
    expect(dateRangeProblem('2026-11-14', '2026-11-13', 31)).toBe('order');
    // A bad day wins over the order and the length.
    expect(dateRangeProblem('', '2026-11-13', 31)).toBe('badDate');
    expect(dateRangeProblem('2026-11-14', '2026-02-30', 31)).toBe('badDate');
    expect(dateRangeProblem('2020-01-01', 'later', 31)).toBe('badDate');
  });

  it('defaults to the last days, today included, in the local zone', () => {
    expect(defaultDateRange(NOW, 1)).toEqual({ from: '2026-11-14', to: '2026-11-14' });
    expect(defaultDateRange(NOW, 2)).toEqual({ from: '2026-11-13', to: '2026-11-14' });
    expect(defaultDateRange(NOW, 30)).toEqual({ from: '2026-10-16', to: '2026-11-14' });
    // Just after local midnight it is already the new day.
    expect(defaultDateRange(new Date(2027, 0, 1, 0, 0, 1), 7)).toEqual({
      from: '2026-12-26',
      to: '2027-01-01',
    });
  });
});
