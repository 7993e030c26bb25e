import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  selectAll,
  selectedIds,
  selectionStatus,
  selectOnPage,
  withoutIds,
} from './selection';

const ALL = [5, 3, 9, 1, 7, 2]; // data.ids: every match across pages, in list order

describe('selection across pages (docs/rules/shell.md §4: none, some, all)', () => {
  it('is none when nothing is picked', () => {
    expect(selectionStatus(new Set(), ALL)).toBe('none');
  });

  it('select all takes every id across pages, not only the page on screen', () => {
    const selection = selectAll('s', ALL);
    expect([...selection.ids].sort()).toEqual([...ALL].sort());
    expect(selectionStatus(selection.ids, ALL)).toBe('all');
  });

  it('unticking one row after select all makes it some', () => {
    const all = selectAll('s', ALL);
    const some = selectOnPage(all, 's', [5, 3], [5]);
    expect(selectionStatus(some.ids, ALL)).toBe('some');
    expect(some.ids.has(3)).toBe(false);
    expect(some.ids.has(9)).toBe(true); // other pages keep their picks
  });

  it('row checkboxes replace only the page on screen and keep picks from other pages', () => {
    let selection = selectOnPage(emptySelection('s'), 's', [5, 3], [3]);
    selection = selectOnPage(selection, 's', [9, 1], [9, 1]);
    expect([...selection.ids].sort()).toEqual([1, 3, 9]);
    expect(selectionStatus(selection.ids, ALL)).toBe('some');
  });

  it('ticking every row of every page one by one is all', () => {
    let selection = emptySelection('s');
    selection = selectOnPage(selection, 's', [5, 3, 9], [5, 3, 9]);
    selection = selectOnPage(selection, 's', [1, 7, 2], [1, 7, 2]);
    expect(selectionStatus(selection.ids, ALL)).toBe('all');
  });

  it('a new search or filter (another scope) starts from none', () => {
    const selection = selectAll('search=a', ALL);
    expect(selectedIds(selection, 'search=a').size).toBe(ALL.length);
    expect(selectedIds(selection, 'search=b').size).toBe(0);
  });

  it('deleted ids leave the selection', () => {
    const selection = withoutIds(selectAll('s', ALL), [5, 3]);
    expect([...selection.ids].sort()).toEqual([1, 2, 7, 9]);
  });

  it('an empty list is never all', () => {
    expect(selectionStatus(new Set([1]), [])).toBe('some');
  });
});
