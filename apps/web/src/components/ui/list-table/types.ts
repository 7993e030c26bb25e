import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type {
  BulkDeleteResponse,
  ListQuery,
  ListResponse,
  SortOrder,
} from '@armada/contracts/shared';

/** One column sorted one way; no sort (the server's default order) is `null`. */
export interface SortState {
  field: string;
  order: SortOrder;
}

/** What the table shows: the page, its size, the sort and the search (filters come from outside). */
export interface ListTableState {
  page: number;
  limit: number;
  sort: SortState | null;
  search: string;
}

/** A feature's TanStack `queryOptions` for one list call (e.g. `getCustomersQueryOptions`). */
export type ListQueryOptions<T, K extends QueryKey = QueryKey> = UseQueryOptions<
  ListResponse<T>,
  Error,
  ListResponse<T>,
  K
>;

/**
 * Where the rows come from (docs/rules/shell.md §7, "generic table client"): the feature's query
 * options for a list call with the shared list query (the table runs them, keeping the
 * previous answer while the next loads), and optionally single and bulk delete. Deletes may
 * answer with the server's `{data: {deleted}}` count; without it the number of ids asked for
 * is reported.
 */
export interface ListDataSource<T, K extends QueryKey = QueryKey> {
  /** The feature's list query options; every key should start with `queryKeyRoot`. */
  queryOptions: (query: ListQuery) => ListQueryOptions<T, K>;
  /** The prefix of every list key: refreshed after a delete. */
  queryKeyRoot: QueryKey;
  remove?: (id: number) => Promise<BulkDeleteResponse | undefined>;
  bulkRemove?: (ids: number[]) => Promise<BulkDeleteResponse | undefined>;
}

export interface ListTableColumn<T> {
  /** Unique per table; also the default sort field. */
  key: string;
  header: string;
  /** The server field this column sorts by; the column is not sortable without it. */
  sortField?: string;
  /** The cell; without it the row's `key` property is shown as text. */
  body?: (row: T) => ReactNode;
  /** CSS min-width of the column, so a phone scrolls the table sideways instead of squeezing it. */
  minWidth?: string;
  align?: 'left' | 'right' | 'center';
  /**
   * Starts hidden on a viewport narrower than this (CSS px) until the user picks the columns
   * (`1440`: off a 1366 px laptop, on a wide monitor). Without it the column starts shown.
   */
  defaultHiddenBelow?: number;
  /** Left off the phone's cards until the user picks the columns (a long e-mail, a date). */
  hideOnCard?: boolean;
}

/** The optional priority column: 0 to `max` stars (docs/rules/shell.md §2). */
export interface PriorityColumn<T> {
  header: string;
  value: (row: T) => number | null | undefined;
  max?: number;
  sortField?: string;
}
