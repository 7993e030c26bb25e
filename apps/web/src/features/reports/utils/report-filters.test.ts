import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  maxDaysOf,
  parseRecipients,
  readReportFilters,
  writeReportFilters,
} from './report-filters';

const none = { from: null, to: null, vehicles: null, groups: null, drivers: null };

describe('report filters (RPT-4, RPT-7)', () => {
  it('open on the last 7 days, or 30 for a rollup report', () => {
    expect(defaultPeriod({ period: 'days' }, '2026-12-04')).toEqual({
      from: '2026-11-28',
      to: '2026-12-04',
    });
    expect(defaultPeriod({ period: 'months' }, '2026-12-04').from).toBe('2026-11-05');
    expect(maxDaysOf({ period: 'days' })).toBe(31);
    expect(maxDaysOf({ period: 'months' })).toBe(366);
  });

  it('read back what they wrote, and drop malformed ids and days', () => {
    const values = {
      from: '2026-12-01',
      to: '2026-12-03',
      vehicles: [4, 9],
      groups: [],
      drivers: [2],
    };
    expect(readReportFilters(writeReportFilters(values), { period: 'days' }, '2026-12-04')).toEqual(
      values,
    );
    expect(
      readReportFilters(
        { ...none, from: '1-2-3', vehicles: 'x,3,-1' },
        { period: 'days' },
        '2026-12-04',
      ),
    ).toEqual({ from: '2026-11-28', to: '2026-12-04', vehicles: [3], groups: [], drivers: [] });
  });

  it('RPT-14: recipients are split and checked', () => {
    expect(parseRecipients('a@b.co, c@d.id')).toEqual({
      recipients: ['a@b.co', 'c@d.id'],
      invalid: null,
    });
    expect(parseRecipients('a@b.co nope').invalid).toBe('nope');
  });
});
