import { describe, expect, it } from 'vitest';
import { PLAYBACK_MAX_DAYS, periodInstants, periodProblem, quickPeriod } from './period';

const NOW = Date.parse('2026-11-14T10:00:20+07:00');
const TODAY = '2026-11-14';

describe('the period of a playback (PLAY-2)', () => {
  it('takes up to seven days, both ends counted', () => {
    expect(PLAYBACK_MAX_DAYS).toBe(7);
    expect(periodProblem({ from: '2026-11-08', to: '2026-11-14' }, TODAY)).toBeNull();
    expect(periodProblem({ from: '2026-11-07', to: '2026-11-14' }, TODAY)).toBe('tooLong');
    expect(periodProblem({ from: '2026-11-14', to: '2026-11-10' }, TODAY)).toBe('order');
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' }, TODAY)).toBe('badDate');
    expect(periodProblem({ from: '', to: '2026-11-10' }, TODAY)).toBe('badDate');
    expect(periodProblem({ from: '2026-11-15', to: '2026-11-15' }, TODAY)).toBe('future');
  });

  it('stands for midnight of the first day to midnight after the last, on the company clock', () => {
    expect(periodInstants({ from: '2026-11-10', to: '2026-11-11' }, NOW, 'Asia/Jakarta')).toEqual({
      from: '2026-11-10T00:00:00+07:00',
      to: '2026-11-12T00:00:00+07:00',
      fromMs: Date.parse('2026-11-10T00:00:00+07:00'),
      toMs: Date.parse('2026-11-12T00:00:00+07:00'),
    });
    expect(
      periodInstants({ from: '2026-11-10', to: '2026-11-10' }, NOW, 'Asia/Jayapura')?.from,
    ).toBe('2026-11-10T00:00:00+09:00');
  });

  it('ends at the next whole minute when the last day is today, and is never over the limit', () => {
    expect(periodInstants({ from: '2026-11-14', to: '2026-11-14' }, NOW, 'Asia/Jakarta')?.to).toBe(
      '2026-11-14T10:01:00+07:00',
    );
    const week = periodInstants({ from: '2026-11-08', to: '2026-11-14' }, NOW, 'Asia/Jakarta');
    expect(week && week.toMs - week.fromMs).toBeLessThanOrEqual(7 * 86_400_000);
    expect(
      periodInstants({ from: '2026-11-07', to: '2026-11-14' }, NOW, 'Asia/Jakarta'),
    ).toBeNull();
  });

  it('offers today, yesterday and the last seven days', () => {
    expect(quickPeriod('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(quickPeriod('yesterday', '2026-12-01')).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
    const week = quickPeriod('lastSevenDays', '2026-03-03');
    expect(week).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(periodProblem(week, '2026-03-03')).toBeNull();
  });
});
