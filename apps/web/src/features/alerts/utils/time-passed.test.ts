import { describe, expect, it } from 'vitest';
import { timePassed, timePassedParts } from './time-passed';

const created = '2026-11-14T03:00:00.000Z';
const at = (seconds: number) => Date.parse(created) + seconds * 1000;

describe('time passed', () => {
  it('splits the time since the alert into days, hours, minutes and seconds', () => {
    expect(timePassed(created, at(0))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timePassed(created, at(90_061))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });

  it('never goes negative when the browser clock is behind', () => {
    expect(timePassed(created, at(-30)).seconds).toBe(0);
  });

  it('shows three units from the largest non-zero one', () => {
    expect(timePassedParts(timePassed(created, at(12)))).toEqual([['seconds', 12]]);
    expect(timePassedParts(timePassed(created, at(3 * 3600 + 5)))).toEqual([
      ['hours', 3],
      ['minutes', 0],
      ['seconds', 5],
    ]);
    expect(timePassedParts(timePassed(created, at(2 * 86_400 + 3600)))).toEqual([
      ['days', 2],
      ['hours', 1],
      ['minutes', 0],
    ]);
  });
});
