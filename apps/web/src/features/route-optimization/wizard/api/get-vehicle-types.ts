import { queryOptions } from '@tanstack/react-query';
import { fleetCompanyOperations } from '@armada/contracts/company';
import type { VehicleType } from '@armada/contracts/fleet';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

const operation = operationOf(fleetCompanyOperations, 'vehicleTypes');

export const VEHICLE_TYPES_DOCUMENT = /* GraphQL */ `
  query VehicleTypes($filter: VehicleTypesFilter) {
    vehicleTypes(filter: $filter) ${graphqlSelection(operation.result)}
  }
`;

/** GraphQL `vehicleTypes` (same filter shape as `vgroupsPaginated`): the type filter. */
export async function getVehicleTypes(
  { page, show, search }: { page: number; show: number; search?: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleType[]> {
  const result = requireSuccess(
    await graphqlRequest(
      operation,
      VEHICLE_TYPES_DOCUMENT,
      { filter: { pagination: { page, show }, search: search || null } },
      { signal },
    ),
  );
  return result.list;
}

export const getVehicleTypesQueryOptions = (search = '') =>
  queryOptions({
    queryKey: ['route-optimization', 'wizard', 'vehicle-types', search] as const,
    queryFn: ({ signal }) => getVehicleTypes({ page: 1, show: 100, search }, { signal }),
    staleTime: 60_000,
  });
