import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RouteOptimizationRun } from '@armada/contracts/route-optimization';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { routeOptimizationKeys } from './query-keys';
import { routeOptimizationUrls } from './urls';

/**
 * `GET .../route-optimization` with limit, page, sorts, search, filters
 * (docs/rules/route-optimization.md §7.2).
 */
export async function getRouteOptimizations(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<RouteOptimizationRun>> {
  return apiClient.get(routeOptimizationUrls.list, {
    validate: validators.RouteOptimizationList,
    query,
    signal,
  });
}

export const getRouteOptimizationsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: routeOptimizationKeys.list(query),
    queryFn: ({ signal }) => getRouteOptimizations(query, { signal }),
    placeholderData: keepPreviousData,
  });
