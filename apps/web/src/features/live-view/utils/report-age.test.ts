import { describe, expect, it } from 'vitest';
import { reportAge, secondsSinceReport } from './report-age';

describe('seconds since the last report', () => {
  it('adds the time since the message arrived to the age the server sent', () => {
    expect(secondsSinceReport(3, 10_000, 10_000)).toBe(3);
    expect(secondsSinceReport(3, 10_000, 12_500)).toBe(5);
    expect(secondsSinceReport(0, 10_000, 9_000)).toBe(0);
  });

  it('reads in seconds, then minutes, then hours', () => {
    expect(reportAge(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(reportAge(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(reportAge(7300)).toEqual({ unit: 'hours', count: 2 });
  });
});
