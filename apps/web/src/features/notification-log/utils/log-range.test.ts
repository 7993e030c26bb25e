import { describe, expect, it } from 'vitest';
import { defaultLogRange, logRangeDates, totalPages, validateLogRange } from './log-range';

// Saturday 14 November 2026, 01:00 WIB (still 13 November in UTC).
const NOW = Date.parse('2026-11-14T01:00:00+07:00');

describe('notification log range', () => {
  it('defaults to the last 7 WIB days, today included', () => {
    expect(defaultLogRange(NOW)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
  });

  it('sends whole WIB days, the last one included', () => {
    expect(logRangeDates({ from: '2026-11-08', to: '2026-11-14' })).toEqual({
      startDate: '2026-11-07T17:00:00.000Z',
      endDate: '2026-11-14T17:00:00.000Z',
    });
  });

  it('refuses missing days, a backwards range and more than 31 days', () => {
    expect(validateLogRange({ from: '', to: '2026-11-14' })).toBe('fromRequired');
    expect(validateLogRange({ from: '2026-11-14', to: '' })).toBe('toRequired');
    expect(validateLogRange({ from: '2026-11-14', to: '2026-11-13' })).toBe('toBeforeFrom');
    expect(validateLogRange({ from: '2026-11-14', to: '2026-11-14' })).toBeNull();
    expect(validateLogRange({ from: '2026-10-15', to: '2026-11-14' })).toBeNull();
    expect(validateLogRange({ from: '2026-10-14', to: '2026-11-14' })).toBe('tooLong');
  });

  it('counts pages', () => {
    expect(totalPages(0, 20)).toBe(1);
    expect(totalPages(41, 20)).toBe(3);
  });
});
