import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery, ListResponse, Vehicle } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** `GET /api/vehicle` with `parent_only=true` always added (spec 03 section 7.4). */
export async function getVehicles(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<Vehicle>> {
  return apiClient.get(ROUTE_URLS.listVehicles, {
    validate: validators.VehicleList,
    query: { ...query, parent_only: true },
    signal,
  });
}

export const getVehiclesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['route-optimization', 'wizard', 'vehicles', query] as const,
    queryFn: ({ signal }) => getVehicles(query, { signal }),
    placeholderData: keepPreviousData,
  });
