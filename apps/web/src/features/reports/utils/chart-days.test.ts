import { describe, expect, it } from 'vitest';
import { everyDay } from './chart-days';

describe('a day chart (RPT-3)', () => {
  it('shows every day of the period, a day without rows as 0', () => {
    expect(
      everyDay(
        { x: ['2026-12-01', '2026-12-03'], series: [{ key: 'alerts', values: [4, 2] }] },
        '2026-11-30',
        '2026-12-03',
      ),
    ).toEqual({
      x: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'],
      series: [{ key: 'alerts', values: [0, 4, 0, 2] }],
    });
  });
});
