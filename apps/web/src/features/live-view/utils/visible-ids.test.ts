import { describe, expect, it } from 'vitest';
import { VisibleIds, sameVisible } from './visible-ids';

describe('VisibleIds', () => {
  it('answers membership and size from its column', () => {
    const ids = VisibleIds.of([7, 3, 12]);
    expect(ids.size).toBe(3);
    expect(ids.has(3)).toBe(true);
    expect(ids.has(4)).toBe(false);
    expect(Array.from(ids.list)).toEqual([7, 3, 12]);
  });

  it('compares lists by their ids in order, and no filter only with no filter', () => {
    expect(sameVisible(VisibleIds.of([1, 2]), VisibleIds.of([1, 2]))).toBe(true);
    expect(sameVisible(VisibleIds.of([1, 2]), VisibleIds.of([1, 3]))).toBe(false);
    expect(sameVisible(VisibleIds.of([1, 2]), VisibleIds.of([1]))).toBe(false);
    expect(sameVisible(VisibleIds.of([1, 2]), null)).toBe(false);
    expect(sameVisible(null, VisibleIds.of([]))).toBe(false);
    expect(sameVisible(null, null)).toBe(true);
  });
});
