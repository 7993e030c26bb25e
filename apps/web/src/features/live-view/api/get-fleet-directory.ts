import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetDirectory } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** `GET /api/live/fleet`: the company's vehicles and groups as the live view lists them. */
export async function getFleetDirectory({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FleetDirectory> {
  const response = await apiClient.get(ROUTE_URLS.getFleetDirectory, {
    validate: validators.FleetDirectoryItem,
    signal,
  });
  return response.data;
}

export const liveViewQueryRoot = ['live-view'] as const;

export const getFleetDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: [...liveViewQueryRoot, 'directory'],
    queryFn: ({ signal }) => getFleetDirectory({ signal }),
    // Vehicles are added or renamed rarely; positions come by the live channel.
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useFleetDirectory() {
  return useQuery(getFleetDirectoryQueryOptions());
}
