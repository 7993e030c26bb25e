import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleTrail } from '@armada/contracts/live';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { liveViewQueryRoot } from './get-fleet-directory';

/** The card's trail: the last minutes of positions (the live ones extend it meanwhile). */
export const TRAIL_MINUTES = 10;
const TRAIL_REFRESH_MS = 30_000;

/** `GET /api/vehicle/:id/trail?minutes=`: positions over the last minutes, oldest first. */
export async function getVehicleTrail(
  id: number,
  minutes: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleTrail> {
  const response = await apiClient.get(ROUTE_URLS.getVehicleTrail.replace(':id', String(id)), {
    query: { minutes },
    validate: validators.VehicleTrailItem,
    signal,
  });
  return response.data;
}

export const getVehicleTrailQueryOptions = (id: number, minutes = TRAIL_MINUTES) =>
  queryOptions({
    queryKey: [...liveViewQueryRoot, 'vehicle', id, 'trail', minutes],
    queryFn: ({ signal }) => getVehicleTrail(id, minutes, { signal }),
    refetchInterval: (query) => (query.state.error ? false : TRAIL_REFRESH_MS),
  });

export function useVehicleTrail(id: number | null) {
  return useQuery({ ...getVehicleTrailQueryOptions(id ?? 0), enabled: id !== null });
}
