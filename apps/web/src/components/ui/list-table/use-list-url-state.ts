import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readFilterParams,
  readListState,
  writeFilterParams,
  writeListState,
  type FilterParamValues,
} from './list-state';
import type { ListTableState } from './types';

export interface ListUrlState<K extends string> {
  state: ListTableState;
  setState: (next: ListTableState) => void;
  filters: FilterParamValues<K>;
  /** New filter values; the table goes back to page 1. */
  setFilters: (values: FilterParamValues<K>) => void;
}

/**
 * The table's page, size, sort, search and the page's filter values, kept in the URL query, so
 * a reload, a shared link and the back button all bring the same view back. Changes replace the
 * history entry: typing a search must not leave one entry per keystroke.
 */
export function useListUrlState<K extends string>({
  sortFields,
  filterKeys,
}: {
  sortFields: readonly string[];
  filterKeys: readonly K[];
}): ListUrlState<K> {
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const sortKey = sortFields.join(',');
  const filterKey = filterKeys.join(',');

  const state = useMemo(
    () => readListState(new URLSearchParams(paramsText), sortKey.split(',')),
    [paramsText, sortKey],
  );
  const filters = useMemo(
    () => readFilterParams(new URLSearchParams(paramsText), filterKey.split(',') as K[]),
    [paramsText, filterKey],
  );

  const setState = useCallback(
    (next: ListTableState) =>
      setParams((current) => writeListState(current, next), { replace: true }),
    [setParams],
  );
  const setFilters = useCallback(
    (values: FilterParamValues<K>) =>
      setParams(
        (current) =>
          writeListState(writeFilterParams(current, values), {
            ...readListState(current, sortKey.split(',')),
            page: 1,
          }),
        { replace: true },
      ),
    [setParams, sortKey],
  );

  return { state, setState, filters, setFilters };
}
