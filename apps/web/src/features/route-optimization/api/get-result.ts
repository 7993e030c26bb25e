import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteOptimizationResult } from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { routeOptimizationKeys } from './query-keys';
import { routeOptimizationUrls } from './urls';

/** `GET .../route-optimization/{id}/result`: the routes of the current plan version. */
export async function getRouteOptimizationResult(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RouteOptimizationResult> {
  const response = await apiClient.get(routeOptimizationUrls.result(id), {
    validate: validators.RouteOptimizationResultItem,
    signal,
  });
  return response.data;
}

export const getRouteOptimizationResultQueryOptions = (id: number) =>
  queryOptions({
    queryKey: routeOptimizationKeys.result(id),
    queryFn: ({ signal }) => getRouteOptimizationResult(id, { signal }),
  });

/** The result, asked for only once the run has a plan (`enabled`). */
export function useRouteOptimizationResult(id: number, enabled: boolean) {
  return useQuery({ ...getRouteOptimizationResultQueryOptions(id), enabled });
}
