import { describe, expect, it } from 'vitest';
import { makeDriverScore } from './test-data';
import { timelineBuckets, timelineSeries } from './score-timeline';

describe('score timeline', () => {
  it('cuts up to 14 days into single days', () => {
    const buckets = timelineBuckets('2026-11-08', '2026-11-14');
    expect(buckets).toHaveLength(7);
    expect(buckets[0]).toEqual({
      from: '2026-11-08',
      to: '2026-11-08',
      // Whole WIB days (the company's zone, SHELL-75), whatever the zone the test runs in.
      startDate: '2026-11-07T17:00:00.000Z',
      endDate: '2026-11-08T17:00:00.000Z',
    });
    expect(buckets.at(-1)?.to).toBe('2026-11-14');
    expect(timelineBuckets('2026-11-01', '2026-11-14')).toHaveLength(14);
  });

  it('cuts longer periods into equal runs of days, at most 13, the last one shorter', () => {
    const month = timelineBuckets('2026-10-16', '2026-11-14'); // 30 days: runs of 3
    expect(month).toHaveLength(10);
    expect(month[0]).toMatchObject({ from: '2026-10-16', to: '2026-10-18' });
    const quarter = timelineBuckets('2026-08-15', '2026-11-14'); // 92 days: runs of 8
    expect(quarter).toHaveLength(12);
    expect(quarter.at(-1)).toMatchObject({ from: '2026-11-11', to: '2026-11-14' });
    // Every day is in exactly one bucket.
    for (let i = 1; i < quarter.length; i += 1) {
      expect(quarter[i]?.startDate).toBe(quarter[i - 1]?.endDate);
    }
  });

  it('gives the chart the overall and category scores, gaps where a bucket has none', () => {
    const buckets = timelineBuckets('2026-11-12', '2026-11-14');
    const series = timelineSeries(buckets, [
      makeDriverScore({ score: 90, scoreOverspeed: 4 }),
      null,
      makeDriverScore({ score: 80, scoreOverspeed: 9 }),
    ]);
    expect(series.x).toEqual(buckets.map((b) => new Date(b.startDate).getTime() / 1000));
    expect(series.overall).toEqual([90, null, 80]);
    expect(series.categories.overspeed).toEqual([4, null, 9]);
    expect(series.categories.yawn).toEqual([0, null, 0]);
  });
});
