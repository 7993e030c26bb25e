import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Vehicle } from '@armada/contracts/fleet';
import type { FleetDirectory } from '@armada/contracts/live';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * The company's vehicles, read by several features: one call and one key factory each, every
 * key under `vehicleKeys.all`.
 */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (query: ListQuery) => [...vehicleKeys.all, 'list', query] as const,
  directory: () => [...vehicleKeys.all, 'directory'] as const,
};

/**
 * `GET /api/vehicle` with `parent_only=true` always added (docs/rules/route-optimization.md §7.4).
 */
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

export const vehicleListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: ({ signal }) => getVehicles(query, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * `GET /api/live/fleet`: every vehicle and group of the company (the live view's list, the
 * notifications' vehicle filter).
 */
export async function getFleetDirectory({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FleetDirectory> {
  const response = await apiClient.get(ROUTE_URLS.getFleetDirectory, {
    validate: validators.FleetDirectoryItem,
    signal,
  });
  return response.data;
}

export const fleetDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.directory(),
    queryFn: ({ signal }) => getFleetDirectory({ signal }),
    // Vehicles are added or renamed rarely; positions come by the live channel.
    staleTime: 5 * 60_000,
  });
