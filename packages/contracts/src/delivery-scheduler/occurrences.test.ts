import { describe, expect, it } from 'vitest';
import {
  companyDay,
  companyDateTime,
  companyHour,
  nextOccurrences,
  occurrencesBetween,
  patternFallsOn,
  type ScheduleCalendar,
} from './occurrences';
import { INDONESIAN_NATIONAL_HOLIDAYS, nationalHolidayOn } from './holidays';

const weekly = (weekdays: number[], extra: Partial<ScheduleCalendar> = {}): ScheduleCalendar => ({
  pattern: { kind: 'WEEKLY', weekdays },
  from_date: '2026-01-01',
  until_date: null,
  skip_holidays: false,
  ...extra,
});
const monthly = (
  month_days: number[],
  extra: Partial<ScheduleCalendar> = {},
): ScheduleCalendar => ({
  pattern: { kind: 'MONTHLY', month_days },
  from_date: '2026-01-01',
  until_date: null,
  skip_holidays: false,
  ...extra,
});
const dates = (calendar: ScheduleCalendar, first: string, last: string) =>
  occurrencesBetween(calendar, first, last).map((o) => o.date);

describe('delivery schedule occurrences (SCH-3 … SCH-8)', () => {
  it('falls on the chosen weekdays, Monday 1 … Sunday 7 (SCH-3)', () => {
    // 2026-11-23 is a Monday.
    expect(dates(weekly([1, 4]), '2026-11-23', '2026-12-06')).toEqual([
      '2026-11-23',
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
    ]);
    expect(dates(weekly([7]), '2026-11-23', '2026-11-29')).toEqual(['2026-11-29']);
  });

  it('a month day the month lacks falls on its last day, once (SCH-5)', () => {
    expect(dates(monthly([31]), '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
    // 29, 30 and 31 in February: one delivery on the 28th, not three.
    expect(dates(monthly([29, 30, 31]), '2026-02-01', '2026-02-28')).toEqual(['2026-02-28']);
    // 30 and 31 in a 30-day month: the 30th once.
    expect(dates(monthly([30, 31]), '2026-04-01', '2026-04-30')).toEqual(['2026-04-30']);
    // A leap year's February has its 29th (2028).
    expect(patternFallsOn({ kind: 'MONTHLY', month_days: [30] }, '2028-02-29')).toBe(true);
    expect(patternFallsOn({ kind: 'MONTHLY', month_days: [29] }, '2028-02-28')).toBe(false);
    expect(dates(monthly([1, 15]), '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-01',
      '2026-03-15',
    ]);
  });

  it('stays within the from and until dates, both included (SCH-8)', () => {
    const calendar = weekly([1, 2, 3, 4, 5, 6, 7], {
      from_date: '2026-11-25',
      until_date: '2026-11-27',
    });
    expect(dates(calendar, '2026-11-20', '2026-12-31')).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('skips national holidays only when asked, naming the holiday (SCH-6)', () => {
    // Monday 17 August 2026: Independence Day.
    const plain = occurrencesBetween(weekly([1]), '2026-08-17', '2026-08-24');
    expect(plain).toEqual([
      { date: '2026-08-17', skipped_for: null },
      { date: '2026-08-24', skipped_for: null },
    ]);
    const skipping = occurrencesBetween(
      weekly([1], { skip_holidays: true }),
      '2026-08-17',
      '2026-08-24',
    );
    expect(skipping).toEqual([
      { date: '2026-08-17', skipped_for: 'Hari Kemerdekaan Republik Indonesia' },
      { date: '2026-08-24', skipped_for: null },
    ]);
    // Idulfitri 2026 is Saturday 21 and Sunday 22 March (the 2026 decree).
    expect(nationalHolidayOn('2026-03-21')?.name).toBe('Idulfitri');
    expect(nationalHolidayOn('2026-03-23')).toBeUndefined();
  });

  it('the next occurrences count delivering days, listing the skipped ones met on the way', () => {
    // Christmas 2026 is a Friday.
    const next = nextOccurrences(weekly([5], { skip_holidays: true }), '2026-12-19', 2);
    expect(next).toEqual([
      { date: '2026-12-25', skipped_for: 'Hari Raya Natal' },
      { date: '2027-01-01', skipped_for: 'Tahun Baru Masehi' },
      { date: '2027-01-08', skipped_for: null },
      { date: '2027-01-15', skipped_for: null },
    ]);
    expect(nextOccurrences(weekly([1], { until_date: '2026-11-01' }), '2026-11-23', 3)).toEqual([]);
  });

  it("counts days and hours on the company's clock: WIB, WITA, WIT (SCH-4)", () => {
    // 16:30 UTC on 23 November: 23:30 WIB (still the 23rd), 00:30 WITA and 01:30 WIT (the 24th).
    const at = Date.parse('2026-11-23T16:30:00Z');
    expect(companyDay(at, 'Asia/Jakarta')).toBe('2026-11-23');
    expect(companyDay(at, 'Asia/Makassar')).toBe('2026-11-24');
    expect(companyDay(at, 'Asia/Jayapura')).toBe('2026-11-24');
    expect(companyHour(at, 'Asia/Jakarta')).toBe(23);
    expect(companyHour(at, 'Asia/Makassar')).toBe(0);
    expect(companyHour(at, 'Asia/Jayapura')).toBe(1);
    expect(companyDateTime('2026-11-24', '07:00', 'Asia/Makassar')).toBe(
      '2026-11-24T07:00:00+08:00',
    );
    expect(Date.parse(companyDateTime('2026-11-24', '07:00', 'Asia/Jayapura'))).toBe(
      Date.parse('2026-11-23T22:00:00Z'),
    );
  });

  it('the holiday table is sorted, one entry a day, 2026 and 2027 only', () => {
    const days = INDONESIAN_NATIONAL_HOLIDAYS.map((h) => h.date);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    expect(days.every((day) => day.startsWith('2026') || day.startsWith('2027'))).toBe(true);
    expect(days.filter((day) => day.startsWith('2026'))).toHaveLength(17);
  });
});
