export { ListTable, type ListTableProps } from './list-table';
export { ListEmptyState, type ListEmptyStateProps } from './list-empty-state';
export { noAccessError } from './no-access-error';
export { StatusFilter, readStatusList, type StatusFilterProps } from './status-filter';
export { PriorityStars } from './priority-stars';
export { useListUrlState, type ListUrlState } from './use-list-url-state';
export {
  PAGE_SIZES,
  changePage,
  changeSearch,
  changeSort,
  defaultListState,
  readListState,
  toListQuery,
  writeListState,
  type FilterParamValues,
} from './list-state';
export { nextSort } from './sort-cycle';
export { tableColumnsStorageKey, visibleColumnKeys, type ColumnChoice } from './column-visibility';
export type {
  ListDataSource,
  ListQueryOptions,
  ListTableColumn,
  ListTableState,
  PriorityColumn,
  SortState,
} from './types';
