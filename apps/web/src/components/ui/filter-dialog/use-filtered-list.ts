import { useMemo, useState } from 'react';
import { useListUrlState, type FilterParamValues } from '@/components/ui/list-table';
import { countActiveFilters } from './filter-values';

/**
 * A list page with a filter dialog (customers, delivery orders, delivery requests): the table's
 * view and the filters kept in the URL, the filters as the list query's expressions, and the
 * props that tie the filter button and the dialog to them. The page gives its keys and its words.
 */
export function useFilteredList<K extends string>({
  sortFields,
  filterKeys,
  toExpressions,
}: {
  sortFields: readonly string[];
  filterKeys: readonly K[];
  /** The page's filters as the list query's `filters` (a module function: it is memoised on). */
  toExpressions: (filters: FilterParamValues<K>) => string[];
}) {
  const { state, setState, filters, setFilters } = useListUrlState({ sortFields, filterKeys });
  const [open, setOpen] = useState(false);
  const expressions = useMemo(() => toExpressions(filters), [toExpressions, filters]);
  return {
    state,
    setState,
    /** The filters in force, for a page that also shows or edits them outside the dialog. */
    filters,
    /** New filter values; the table goes back to page 1. */
    setFilters,
    expressions,
    /** For `FilterOpenButton`: how many filters are in force, and opening the dialog. */
    openButton: {
      activeCount: countActiveFilters(filterKeys, filters),
      onClick: () => setOpen(true),
    },
    /** For `FilterDialog`: shown while open, starting from the filters in force. */
    dialog: {
      visible: open,
      onHide: () => setOpen(false),
      keys: filterKeys,
      applied: filters,
      onApply: setFilters,
    },
  };
}
