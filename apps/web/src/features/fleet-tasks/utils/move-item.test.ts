import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem (FT-2: the dispatcher orders the stops)', () => {
  it('moves an item up and down and keeps the others in order', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
  });

  it('clamps at the ends and leaves the input alone', () => {
    const items = [1, 2, 3];
    expect(moveItem(items, 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem(items, 2, 9)).toEqual([1, 2, 3]);
    expect(moveItem(items, 5, 0)).toEqual([1, 2, 3]);
    expect(items).toEqual([1, 2, 3]);
  });
});
