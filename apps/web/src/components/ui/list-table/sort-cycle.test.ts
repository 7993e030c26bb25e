import { describe, expect, it } from 'vitest';
import { nextSort, sortParam, toPrimeSortOrder } from './sort-cycle';
import { changeSort, defaultListState } from './list-state';

describe('sort cycle (docs/rules/shell.md §4: ascending, descending, none)', () => {
  it('cycles one column ascending, then descending, then back to no sort', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ field: 'name', order: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort(second, 'name')).toBeNull();
  });

  it('starts another column ascending, whatever the current one was', () => {
    expect(nextSort({ field: 'name', order: 'desc' }, 'city')).toEqual({
      field: 'city',
      order: 'asc',
    });
  });

  it('goes back to page 1 on every sort change, including back to none', () => {
    let state = { ...defaultListState, page: 4 };
    for (const expected of ['asc', 'desc', null] as const) {
      state = changeSort({ ...state, page: 4 }, 'name');
      expect(state.page).toBe(1);
      expect(state.sort?.order ?? null).toBe(expected);
    }
  });

  it('sends the sort as "key order" and none as nothing', () => {
    expect(sortParam({ field: 'created_on', order: 'desc' })).toEqual(['created_on desc']);
    expect(sortParam(null)).toBeUndefined();
  });

  it("maps to PrimeReact's 1 / -1 / 0", () => {
    expect(toPrimeSortOrder({ field: 'name', order: 'asc' }, 'name')).toBe(1);
    expect(toPrimeSortOrder({ field: 'name', order: 'desc' }, 'name')).toBe(-1);
    expect(toPrimeSortOrder({ field: 'name', order: 'desc' }, 'city')).toBe(0);
    expect(toPrimeSortOrder(null, 'name')).toBe(0);
  });
});
