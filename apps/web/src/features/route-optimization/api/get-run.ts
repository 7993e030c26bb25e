import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteOptimizationRun } from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { routeOptimizationKeys } from './query-keys';
import { routeOptimizationUrls } from './urls';

/** `GET .../route-optimization/{id}`: one run with its status and progress. */
export async function getRouteOptimization(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RouteOptimizationRun> {
  const response = await apiClient.get(routeOptimizationUrls.run(id), {
    validate: validators.RouteOptimizationItem,
    signal,
  });
  return response.data;
}

export const getRouteOptimizationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: routeOptimizationKeys.run(id),
    queryFn: ({ signal }) => getRouteOptimization(id, { signal }),
  });

/**
 * The run; with `pollMs`, fetched again at that interval while it is QUEUED or SOLVING (the
 * fallback when the live channel is down).
 */
export function useRouteOptimization(id: number, { pollMs }: { pollMs?: number | false } = {}) {
  return useQuery({
    ...getRouteOptimizationQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return pollMs && (status === 'QUEUED' || status === 'SOLVING') ? pollMs : false;
    },
  });
}
