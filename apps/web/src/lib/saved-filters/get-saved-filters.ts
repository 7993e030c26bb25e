import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedFilter } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `GET /api/saved-filter?table_key=`: the signed-in user's presets for one table, newest first. */
export async function getSavedFilters(
  tableKey: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SavedFilter[]> {
  const response = await apiClient.get(ROUTE_URLS.listSavedFilters, {
    validate: validators.SavedFilterList,
    query: { table_key: tableKey },
    signal,
  });
  return response.data.paginated_result;
}

/** Every preset query starts with this, so a change can refresh one table's list or all. */
export const savedFiltersQueryKey = (tableKey?: string) =>
  tableKey === undefined ? (['saved-filters'] as const) : (['saved-filters', tableKey] as const);

export const getSavedFiltersQueryOptions = (tableKey: string) =>
  queryOptions({
    queryKey: savedFiltersQueryKey(tableKey),
    queryFn: ({ signal }) => getSavedFilters(tableKey, { signal }),
  });

export function useSavedFilters(tableKey: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSavedFiltersQueryOptions(tableKey), enabled });
}
