import { describe, expect, it } from 'vitest';
import { resetCompanyTimeZone, setCompanyTimeZone } from '@/lib/company-time';
import { durationParts, formatKm, millisBetween, planDate, planDateTime, planTime } from './format';

describe('route optimization formatting', () => {
  it('writes kilometres with one decimal in each language', () => {
    expect(formatKm(84_350, 'id')).toBe('84,4');
    expect(formatKm(84_350, 'en')).toBe('84.4');
    expect(formatKm(1_234_000, 'id')).toBe('1.234');
  });

  it('splits durations into hours and minutes, rounded to the minute', () => {
    expect(durationParts(5 * 3600 + 25 * 60 + 29)).toEqual({ hours: 5, minutes: 25 });
    expect(durationParts(59 * 60 + 31)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });

  it('shows plan times on the company clock with its label, whatever the browser zone', () => {
    expect(planTime('2026-11-14T08:05:00+07:00')).toBe('08:05');
    expect(planTime('2026-11-14T01:05:00Z', true)).toBe('08:05 WIB');
    expect(planDate('2026-11-14T23:30:00+07:00', 'id')).toBe('14 Nov 2026');
    expect(planDate('2026-11-14', 'id')).toBe('14 Nov 2026');
    expect(planDateTime('2026-10-02T07:00:00+07:00', 'id')).toBe('02 Okt 2026 07:00 WIB');
    expect(planDateTime('2026-10-02T07:00:00+07:00', 'en')).toBe('02 Oct 2026 07:00 WIB');
    // A WITA company sees the same run an hour later on its own clock (SHELL-75).
    setCompanyTimeZone('Asia/Makassar');
    expect(planDateTime('2026-10-02T07:00:00+07:00', 'id')).toBe('02 Okt 2026 08:00 WITA');
    resetCompanyTimeZone();
    expect(planTime(null)).toBe('-');
    expect(planDateTime('not a date', 'id')).toBe('-');
  });

  it('measures between offset datetimes', () => {
    expect(millisBetween('2026-11-14T08:00:00+07:00', '2026-11-14T02:30:00Z')).toBe(90 * 60_000);
    expect(millisBetween('x', '2026-11-14T02:30:00Z')).toBe(0);
  });
});
