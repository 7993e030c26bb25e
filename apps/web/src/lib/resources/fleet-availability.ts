import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FleetAvailability } from '@armada/contracts/fleet-availability';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * Fleet availability (docs/rules/fleet-availability.md), read by its own page and by the route
 * optimization wizard's vehicle table: one call and one key factory, every key under
 * `fleetAvailabilityKeys.all`.
 */
export interface FleetAvailabilityRequest {
  /** The first day, `YYYY-MM-DD` on the company clock. */
  from: string;
  days: number;
  vehicleGroupId?: number | null;
  /** Part of a plate. */
  search?: string;
  /** Only these vehicles (a page of a table), at most `FLEET_AVAILABILITY_LIMITS.maxVehicleIds`. */
  vehicleIds?: readonly number[];
}

/** The request with its empty parts dropped, so equal requests share one key. */
function normalise(request: FleetAvailabilityRequest): FleetAvailabilityRequest {
  const search = request.search?.trim() ?? '';
  return {
    from: request.from,
    days: request.days,
    ...(request.vehicleGroupId ? { vehicleGroupId: request.vehicleGroupId } : {}),
    ...(search ? { search } : {}),
    ...(request.vehicleIds ? { vehicleIds: [...request.vehicleIds].sort((a, b) => a - b) } : {}),
  };
}

export const fleetAvailabilityKeys = {
  all: ['fleet-availability'] as const,
  range: (request: FleetAvailabilityRequest) =>
    [...fleetAvailabilityKeys.all, 'range', normalise(request)] as const,
};

/** `GET /fleet-planning/api/web/v1/fleet-availability` (FA-1). */
export async function getFleetAvailability(
  request: FleetAvailabilityRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FleetAvailability> {
  const { from, days, vehicleGroupId, search, vehicleIds } = normalise(request);
  const response = await apiClient.get(ROUTE_URLS.getFleetAvailability, {
    validate: validators.getFleetAvailability,
    query: {
      from,
      days,
      vehicle_group_id: vehicleGroupId,
      search,
      vehicle_ids: vehicleIds?.join(','),
    },
    signal,
  });
  return response.data;
}

/** Tasks change a few times an hour: a range is fresh for half a minute. */
export const FLEET_AVAILABILITY_STALE_MS = 30_000;

export const fleetAvailabilityQueryOptions = (request: FleetAvailabilityRequest) =>
  queryOptions({
    queryKey: fleetAvailabilityKeys.range(request),
    queryFn: ({ signal }) => getFleetAvailability(request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: FLEET_AVAILABILITY_STALE_MS,
  });
