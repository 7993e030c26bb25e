import { SHELL_CONSTANTS, type ListQuery, type SortOrder } from '@armada/contracts/shared';
import { nextSort, sortParam } from './sort-cycle';
import type { ListTableState, SortState } from './types';

const { pageSizes, defaultPageSize, defaultPage } = SHELL_CONSTANTS.table;

/** Page sizes on offer (docs/rules/shell.md §9): 10, 25, 50, 100. */
export const PAGE_SIZES: readonly number[] = pageSizes;

export const defaultListState: ListTableState = {
  page: defaultPage,
  limit: defaultPageSize,
  sort: null,
  search: '',
};

// The table's own state changes. Every change that reorders or narrows the rows goes back to the
// first page (SHELL-21), so the user never lands on a page
// that no longer exists or shows rows from the middle of a new order.

export function changeSort(state: ListTableState, field: string): ListTableState {
  return { ...state, sort: nextSort(state.sort, field), page: defaultPage };
}

export function changeSearch(state: ListTableState, search: string): ListTableState {
  const trimmed = search.trim();
  if (trimmed === state.search) return state;
  return { ...state, search: trimmed, page: defaultPage };
}

/** A page or page-size change from the paginator; a new page size starts at page 1. */
export function changePage(state: ListTableState, page: number, limit: number): ListTableState {
  if (limit !== state.limit) return { ...state, limit, page: defaultPage };
  return { ...state, page };
}

/** The list call for a state and the page's filter expressions. */
export function toListQuery(state: ListTableState, filters: readonly string[] = []): ListQuery {
  const query: ListQuery = { page: state.page, limit: state.limit };
  const sorts = sortParam(state.sort);
  if (sorts) query.sorts = sorts;
  if (state.search) query.search = state.search;
  if (filters.length > 0) query.filters = [...filters];
  return query;
}

// URL form: ?page=2&limit=25&sort=name:asc&q=toko (defaults are left out). Reload and the back
// button then bring the same rows back.

export const LIST_URL_PARAMS = { page: 'page', limit: 'limit', sort: 'sort', search: 'q' } as const;

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function readSort(text: string | null, sortFields: readonly string[]): SortState | null {
  if (!text) return null;
  const [field = '', order = ''] = text.split(':');
  if (!sortFields.includes(field) || (order !== 'asc' && order !== 'desc')) return null;
  return { field, order: order as SortOrder };
}

/** Reads the table state from the URL; anything unknown or malformed falls back to the default. */
export function readListState(
  params: URLSearchParams,
  sortFields: readonly string[],
): ListTableState {
  const limit = positiveInt(params.get(LIST_URL_PARAMS.limit));
  return {
    page: positiveInt(params.get(LIST_URL_PARAMS.page)) ?? defaultPage,
    limit: limit !== null && PAGE_SIZES.includes(limit) ? limit : defaultPageSize,
    sort: readSort(params.get(LIST_URL_PARAMS.sort), sortFields),
    search: (params.get(LIST_URL_PARAMS.search) ?? '').trim(),
  };
}

function setOrDelete(params: URLSearchParams, key: string, value: string | null): void {
  if (value === null || value === '') params.delete(key);
  else params.set(key, value);
}

/** Writes the table state into a copy of `params`, leaving other parameters alone. */
export function writeListState(params: URLSearchParams, state: ListTableState): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, LIST_URL_PARAMS.page, state.page === defaultPage ? null : String(state.page));
  setOrDelete(
    next,
    LIST_URL_PARAMS.limit,
    state.limit === defaultPageSize ? null : String(state.limit),
  );
  setOrDelete(
    next,
    LIST_URL_PARAMS.sort,
    state.sort ? `${state.sort.field}:${state.sort.order}` : null,
  );
  setOrDelete(next, LIST_URL_PARAMS.search, state.search);
  return next;
}

/** Filter values live in the URL under their own keys; a missing key is null. */
export type FilterParamValues<K extends string> = Record<K, string | null>;

export function readFilterParams<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): FilterParamValues<K> {
  return Object.fromEntries(keys.map((key) => [key, params.get(key) || null])) as Record<
    K,
    string | null
  >;
}

export function writeFilterParams<K extends string>(
  params: URLSearchParams,
  values: FilterParamValues<K>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values) as [K, string | null][]) {
    setOrDelete(next, key, value);
  }
  return next;
}
