import { describe, expect, it } from 'vitest';
import { clockTime, companyDayOf, dayStatus, rangeDays, zoneIso } from './availability-days';

/** FA-1, FA-2: the company's days and the status of a day. */

describe('the company clock (FA-1)', () => {
  it('starts each day at the zone midnight', () => {
    const [wib] = rangeDays('2026-11-16', 1, 'Asia/Jakarta');
    const [wita] = rangeDays('2026-11-16', 1, 'Asia/Makassar');
    const [wit] = rangeDays('2026-11-16', 1, 'Asia/Jayapura');
    expect(wib?.startAt).toBe(Date.parse('2026-11-15T17:00:00Z'));
    expect(wita?.startAt).toBe(Date.parse('2026-11-15T16:00:00Z'));
    expect(wit?.startAt).toBe(Date.parse('2026-11-15T15:00:00Z'));
  });

  it('runs across a month end with ISO weekdays', () => {
    const days = rangeDays('2026-11-29', 3, 'Asia/Jakarta');
    expect(days.map((d) => [d.day, d.weekday])).toEqual([
      ['2026-11-29', 7],
      ['2026-11-30', 1],
      ['2026-12-01', 2],
    ]);
  });

  it('names the company day of an instant', () => {
    const at = Date.parse('2026-11-16T16:30:00Z'); // 23:30 WIB, 00:30 WITA the next day
    expect(companyDayOf(at, 'Asia/Jakarta')).toBe('2026-11-16');
    expect(companyDayOf(at, 'Asia/Makassar')).toBe('2026-11-17');
    expect(zoneIso(at, 'Asia/Jayapura')).toBe('2026-11-17T01:30:00+09:00');
  });

  it('writes times of day, the day end as 24:00', () => {
    expect(clockTime(0)).toBe('00:00');
    expect(clockTime(8.5 * 3_600_000)).toBe('08:30');
    expect(clockTime(8 * 3_600_000 + 30_000, 'up')).toBe('08:01');
    expect(clockTime(24 * 3_600_000, 'up')).toBe('24:00');
  });
});

describe('the status of a day (FA-2)', () => {
  it('takes the strongest fact: maintenance, booked, off shift, free', () => {
    expect(dayStatus({ maintenance: true, booked: true, workDay: true })).toBe('MAINTENANCE');
    expect(dayStatus({ maintenance: false, booked: true, workDay: false })).toBe('BOOKED');
    expect(dayStatus({ maintenance: false, booked: false, workDay: false })).toBe('OFF_SHIFT');
    expect(dayStatus({ maintenance: false, booked: false, workDay: true })).toBe('FREE');
  });
});
