import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleLiveDetail } from '@armada/contracts/live';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { liveViewQueryRoot } from './get-fleet-directory';

/** How often an open vehicle card asks again (address, telemetry). */
export const VEHICLE_LIVE_REFRESH_MS = 5000;

/** `GET /api/vehicle/:id/live`: telemetry and address; 404 when the company has no such id. */
export async function getVehicleLive(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleLiveDetail> {
  const response = await apiClient.get(ROUTE_URLS.getVehicleLive.replace(':id', String(id)), {
    validate: validators.VehicleLiveItem,
    signal,
  });
  return response.data;
}

export const getVehicleLiveQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...liveViewQueryRoot, 'vehicle', id, 'live'],
    queryFn: ({ signal }) => getVehicleLive(id, { signal }),
    refetchInterval: (query) => (query.state.error ? false : VEHICLE_LIVE_REFRESH_MS),
  });

export function useVehicleLive(id: number | null) {
  return useQuery({ ...getVehicleLiveQueryOptions(id ?? 0), enabled: id !== null });
}
