import { readStatusList } from './status-filter';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZES,
  changePage,
  changeSearch,
  defaultListState,
  readFilterParams,
  readListState,
  toListQuery,
  writeFilterParams,
  writeListState,
} from './list-state';

const SORTABLE = ['name', 'created_on'];

describe('list state', () => {
  it('defaults to page 1, 10 rows, no sort, no search (docs/rules/shell.md §9)', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(readListState(new URLSearchParams(''), SORTABLE)).toEqual(defaultListState);
    expect(defaultListState).toMatchObject({ page: 1, limit: 10 });
  });

  it('round-trips through the URL and leaves other parameters alone', () => {
    const state = {
      page: 3,
      limit: 25,
      sort: { field: 'created_on', order: 'desc' as const },
      search: 'toko',
    };
    const params = writeListState(new URLSearchParams('city=Bandung'), state);
    expect(params.get('city')).toBe('Bandung');
    expect(params.get('sort')).toBe('created_on:desc');
    expect(readListState(params, SORTABLE)).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeListState(new URLSearchParams(''), defaultListState).toString()).toBe('');
  });

  it('ignores what it cannot use: odd page sizes, bad pages, unknown sort fields', () => {
    const params = new URLSearchParams('page=-2&limit=33&sort=password:asc&q=%20%20');
    expect(readListState(params, SORTABLE)).toEqual(defaultListState);
    expect(readListState(new URLSearchParams('sort=name:sideways'), SORTABLE).sort).toBeNull();
  });

  it('a new search or page size goes back to page 1; a page change keeps the size', () => {
    const on4 = { ...defaultListState, page: 4 };
    expect(changeSearch(on4, ' truk ')).toMatchObject({ search: 'truk', page: 1 });
    expect(changeSearch(on4, '')).toBe(on4); // unchanged search: same state, no reload
    expect(changePage(on4, 4, 50)).toMatchObject({ page: 1, limit: 50 });
    expect(changePage(on4, 5, 10)).toMatchObject({ page: 5, limit: 10 });
  });

  it('builds the list query with sorts as "key order" and the filter expressions', () => {
    expect(
      toListQuery({ page: 2, limit: 25, sort: { field: 'name', order: 'asc' }, search: 'a' }, [
        'city like bandung',
      ]),
    ).toEqual({
      page: 2,
      limit: 25,
      sorts: ['name asc'],
      search: 'a',
      filters: ['city like bandung'],
    });
    expect(toListQuery(defaultListState)).toEqual({ page: 1, limit: 10 });
  });

  it('keeps filter values under their own keys; empty means not set', () => {
    const params = writeFilterParams(new URLSearchParams('page=2'), { city: 'Medan', type: null });
    expect(params.toString()).toBe('page=2&city=Medan');
    expect(readFilterParams(params, ['city', 'type'])).toEqual({ city: 'Medan', type: null });
  });
});

describe('readStatusList', () => {
  it('keeps the known statuses of a URL value in order and drops the rest', () => {
    const known = ['PLANNED', 'STARTED', 'DONE'] as const;
    expect(readStatusList('DONE,NOPE,PLANNED', known)).toEqual(['DONE', 'PLANNED']);
    expect(readStatusList(null, known)).toEqual([]);
    expect(readStatusList('', known)).toEqual([]);
  });
});
