import { describe, expect, it } from 'vitest';
import { isRangeValid, rangeError } from './number-range';

describe('min/max ranges (docs/rules/route-optimization.md §5)', () => {
  it('delivery ranges need the minimum strictly below the maximum', () => {
    expect(rangeError({ min: 5, max: 5 }, { strict: true })).toEqual({
      min: 'min-not-less',
      max: 'max-not-greater',
    });
    expect(isRangeValid({ min: 4, max: 5 }, true)).toBe(true);
  });
  it('vehicle capacity ranges only refuse a minimum above the maximum', () => {
    expect(isRangeValid({ min: 5, max: 5 }, false)).toBe(true);
    expect(isRangeValid({ min: 6, max: 5 }, false)).toBe(false);
  });
  it('numbers start at 0 and an open end is fine', () => {
    expect(rangeError({ min: null, max: -2 }, { strict: true })).toEqual({
      min: null,
      max: 'not-negative',
    });
    expect(isRangeValid({ min: 0, max: null }, true)).toBe(true);
    expect(isRangeValid({ min: null, max: null }, false)).toBe(true);
  });
});
