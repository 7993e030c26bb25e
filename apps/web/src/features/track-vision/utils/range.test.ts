import { describe, expect, it } from 'vitest';
import { rangeProblemOf } from './range';

const NOW = Date.parse('2026-11-14T03:00:00Z');
const MIN = 60_000;

describe('TV-10: the footage range checked before it is sent', () => {
  it('takes 10 s to 10 minutes that are over', () => {
    expect(rangeProblemOf(NOW - 11 * MIN, NOW - MIN, NOW)).toBeNull();
    expect(rangeProblemOf(NOW - 10_000, NOW, NOW)).toBeNull();
  });
  it('refuses a reversed, too short or unreadable range', () => {
    expect(rangeProblemOf(NOW - MIN, NOW - 2 * MIN, NOW)).toBe('invalid');
    expect(rangeProblemOf(NOW - 9_000, NOW, NOW)).toBe('invalid');
    expect(rangeProblemOf(Number.NaN, NOW, NOW)).toBe('invalid');
  });
  it('refuses more than 10 minutes, and a range not over yet', () => {
    expect(rangeProblemOf(NOW - 10 * MIN - 1000, NOW, NOW)).toBe('tooLong');
    expect(rangeProblemOf(NOW - MIN, NOW + 1000, NOW)).toBe('future');
  });
});
