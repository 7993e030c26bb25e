import type { SortState } from './types';

/**
 * A click on a column header (docs/rules/shell.md §4): a new column starts ascending, then the same
 * column goes descending, then back to no sort (the server's default order).
 */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (!current || current.field !== field) return { field, order: 'asc' };
  if (current.order === 'asc') return { field, order: 'desc' };
  return null;
}

/** The list query's `sorts` value ("key asc|desc"), or nothing when unsorted. */
export function sortParam(sort: SortState | null): string[] | undefined {
  return sort ? [`${sort.field} ${sort.order}`] : undefined;
}

/** PrimeReact's numeric order: 1 ascending, -1 descending, 0 none. */
export function toPrimeSortOrder(sort: SortState | null, field: string): 1 | -1 | 0 {
  if (!sort || sort.field !== field) return 0;
  return sort.order === 'asc' ? 1 : -1;
}
