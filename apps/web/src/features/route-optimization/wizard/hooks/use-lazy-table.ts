import { useState } from 'react';
import type { DataTableSortEvent } from 'primereact/datatable';
import {
  PAGE_SIZES,
  changePage,
  changeSearch,
  changeSort,
  defaultListState,
} from '@/components/ui/list-table/list-state';
import { toPrimeSortOrder } from '@/components/ui/list-table/sort-cycle';
import type { ListTableState } from '@/components/ui/list-table/types';

/**
 * Page, sort and search of a server-paged table (the shared list rules: a new sort or search
 * goes back to page 1), with the PrimeReact DataTable props that show and change them.
 */
export function useLazyTable() {
  const [state, setState] = useState<ListTableState>(defaultListState);
  const dataTableProps = ({ total, loading }: { total: number; loading: boolean }) => ({
    lazy: true,
    paginator: true,
    first: (state.page - 1) * state.limit,
    rows: state.limit,
    rowsPerPageOptions: [...PAGE_SIZES],
    totalRecords: total,
    onPage: (event: { page?: number; rows: number }) =>
      setState((s) => changePage(s, (event.page ?? 0) + 1, event.rows)),
    sortField: state.sort?.field,
    sortOrder: state.sort ? toPrimeSortOrder(state.sort, state.sort.field) : (0 as const),
    onSort: (event: DataTableSortEvent) => setState((s) => changeSort(s, event.sortField)),
    loading,
    scrollable: true,
    size: 'small' as const,
  });
  return {
    state,
    /** Back to the first page (new filters). */
    firstPage: () => setState((s) => ({ ...s, page: 1 })),
    search: (text: string) => setState((s) => changeSearch(s, text)),
    dataTableProps,
  };
}
