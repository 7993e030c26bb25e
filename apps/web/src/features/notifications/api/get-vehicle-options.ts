import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetDirectory } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/**
 * `GET /api/live/fleet`: the company's vehicles, for the vehicle filter (plate, driver). The
 * live view reads the same route for its list; features do not share code, so this page has
 * its own call (one request, cached by TanStack under its own key).
 */
export async function getVehicleOptions({ signal }: { signal?: AbortSignal } = {}): Promise<
  FleetDirectory['vehicles']
> {
  const response = await apiClient.get(ROUTE_URLS.getFleetDirectory, {
    validate: validators.FleetDirectoryItem,
    signal,
  });
  return [...response.data.vehicles].sort((a, b) => a.license_plate.localeCompare(b.license_plate));
}

export const getVehicleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'vehicle-options'] as const,
    queryFn: ({ signal }) => getVehicleOptions({ signal }),
    staleTime: 5 * 60_000,
  });

export function useVehicleOptions() {
  return useQuery(getVehicleOptionsQueryOptions());
}
