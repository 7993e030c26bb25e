import { queryOptions } from '@tanstack/react-query';
import { fleetCompanyOperations } from '@armada/contracts/company';
import type { VehicleGroup } from '@armada/contracts/fleet';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

const operation = operationOf(fleetCompanyOperations, 'vgroupsPaginated');

export const VGROUPS_PAGINATED_DOCUMENT = /* GraphQL */ `
  query VgroupsPaginated($filter: VgroupsFilter) {
    vgroupsPaginated(filter: $filter) ${graphqlSelection(operation.result)}
  }
`;

/**
 * GraphQL `vgroupsPaginated` (filter: pagination page and show, search): one page of the
 * company's vehicle groups, for the group filters of the pages that offer one.
 */
export async function getVehicleGroups(
  { page, show, search }: { page: number; show: number; search?: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleGroup[]> {
  const result = requireSuccess(
    await graphqlRequest(
      operation,
      VGROUPS_PAGINATED_DOCUMENT,
      { filter: { pagination: { page, show }, search: search || null } },
      { signal },
    ),
  );
  return result.list;
}

/** Vehicle groups, read by several features' group filters: one key factory. */
export const vehicleGroupKeys = {
  all: ['vehicle-groups'] as const,
  list: (filter: { page: number; show: number; search?: string }) =>
    [...vehicleGroupKeys.all, 'list', filter] as const,
};

/** One page of groups (`show` of them) matching `search`, as TanStack query options. */
export const vehicleGroupsQueryOptions = (filter: {
  page: number;
  show: number;
  search?: string;
}) =>
  queryOptions({
    queryKey: vehicleGroupKeys.list(filter),
    queryFn: ({ signal }) => getVehicleGroups(filter, { signal }),
    staleTime: 60_000,
  });
