import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/**
 * The number of vehicles (main units; trailers are counted with their tractor): one row of
 * `GET /api/vehicle?limit=1&parent_only=true`, reading `metadata.total_count`.
 */
export async function getVehicleCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const response = await apiClient.get(ROUTE_URLS.listVehicles, {
    validate: validators.ListCount,
    query: { limit: 1, parent_only: true },
    signal,
  });
  return response.metadata.total_count;
}

export const vehicleCountQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'vehicle-count'],
    queryFn: ({ signal }) => getVehicleCount({ signal }),
    staleTime: 60_000,
  });

export function useVehicleCount() {
  return useQuery(vehicleCountQueryOptions());
}
