import { describe, expect, it } from 'vitest';
import { dateRangeProblem, defaultDateRange } from '@/lib/date-range';
import {
  DRIVER_SCORE_LIMITS,
  countChangedFilters,
  readDetailDriverId,
  readScoreFilters,
  toDriverScoresFilter,
  toOrderBy,
  writeScoreFilters,
  type DriverScoreFilterParams,
} from './score-filters';

// Local noon, so whole-day arithmetic holds in any test machine's zone.
const NOW = new Date(2026, 10, 14, 12, 0, 0);
const none: DriverScoreFilterParams = {
  from: null,
  to: null,
  groups: null,
  drivers: null,
  grades: null,
};

describe('driver-score filters', () => {
  it('default to the last 30 days, today included', () => {
    expect(defaultDateRange(NOW, DRIVER_SCORE_LIMITS.defaultRangeDays)).toEqual({
      from: '2026-10-16',
      to: '2026-11-14',
    });
    expect(readScoreFilters(none, NOW)).toEqual({
      from: '2026-10-16',
      to: '2026-11-14',
      groupIds: [],
      driverIds: [],
      grades: [],
    });
  });

  it('refuse a bad, reversed or longer than 92 days period', () => {
    expect(
      dateRangeProblem('2026-11-01', '2026-11-14', DRIVER_SCORE_LIMITS.maxRangeDays),
    ).toBeNull();
    expect(dateRangeProblem('2026-02-30', '2026-03-01', DRIVER_SCORE_LIMITS.maxRangeDays)).toBe(
      'badDate',
    );
    expect(dateRangeProblem('2026-11-14', '2026-11-01', DRIVER_SCORE_LIMITS.maxRangeDays)).toBe(
      'order',
    );
    expect(dateRangeProblem('2026-08-14', '2026-11-14', DRIVER_SCORE_LIMITS.maxRangeDays)).toBe(
      'tooLong',
    );
    expect(
      dateRangeProblem('2026-08-15', '2026-11-14', DRIVER_SCORE_LIMITS.maxRangeDays),
    ).toBeNull();
  });

  it('read a hand-edited URL without breaking: junk falls back to the defaults', () => {
    const filters = readScoreFilters(
      { from: '2026-11-14', to: '2026-01-01', groups: '3,x,3,0,7', drivers: '12', grades: 'e,a,Z' },
      NOW,
    );
    expect(filters).toEqual({
      from: '2026-10-16',
      to: '2026-11-14',
      groupIds: [3, 7],
      driverIds: [12],
      grades: ['A', 'E'],
    });
  });

  it('write only what differs from the defaults, and count it', () => {
    const filters = readScoreFilters(none, NOW);
    expect(writeScoreFilters(filters, NOW)).toEqual(none);
    expect(countChangedFilters(filters, NOW)).toBe(0);
    const changed = { ...filters, from: '2026-11-01', groupIds: [2, 5], grades: ['D' as const] };
    expect(writeScoreFilters(changed, NOW)).toEqual({
      from: '2026-11-01',
      to: '2026-11-14',
      groups: '2,5',
      drivers: null,
      grades: 'D',
    });
    expect(countChangedFilters(changed, NOW)).toBe(3);
  });

  it('build the driverScores filter of a table page: whole company days, sort, search', () => {
    const filters = { ...readScoreFilters(none, NOW), driverIds: [4], grades: ['A' as const] };
    expect(
      toDriverScoresFilter(filters, { page: 2, limit: 25, sorts: ['score desc'], search: 'budi' }),
    ).toEqual({
      // Whole WIB days (the company's zone, SHELL-75).
      startDate: '2026-10-15T17:00:00.000Z',
      endDate: '2026-11-14T17:00:00.000Z',
      pagination: { page: 2, show: 25 },
      orderBy: { field: 'score', direction: 'desc' },
      search: 'budi',
      driverIds: [4],
      grades: ['A'],
    });
  });

  it('map only the contract sort fields to orderBy', () => {
    expect(toOrderBy('fullname asc')).toEqual({ field: 'fullname', direction: 'asc' });
    expect(toOrderBy(['totalDriven desc'])).toEqual({ field: 'totalDriven', direction: 'desc' });
    expect(toOrderBy(['lastSync desc'])).toBeUndefined();
    expect(toOrderBy(['score sideways'])).toBeUndefined();
    expect(toOrderBy(undefined)).toBeUndefined();
  });

  it('read the open driver from the URL', () => {
    expect(readDetailDriverId('12')).toBe(12);
    expect(readDetailDriverId('0')).toBeNull();
    expect(readDetailDriverId('12a')).toBeNull();
    expect(readDetailDriverId(null)).toBeNull();
  });
});
