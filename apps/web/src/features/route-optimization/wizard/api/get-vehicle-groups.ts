import { queryOptions } from '@tanstack/react-query';
import { fleetCompanyOperations, type VehicleGroup } from '@armada/contracts';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

const operation = operationOf(fleetCompanyOperations, 'vgroupsPaginated');

const DOCUMENT = /* GraphQL */ `
  query VgroupsPaginated($filter: VgroupsFilter) {
    vgroupsPaginated(filter: $filter) ${graphqlSelection(operation.result)}
  }
`;

/** GraphQL `vgroupsPaginated` (filter pagination page and show, search): the group filter. */
export async function getVehicleGroups(
  { page, show, search }: { page: number; show: number; search?: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleGroup[]> {
  const result = requireSuccess(
    await graphqlRequest(
      operation,
      DOCUMENT,
      { filter: { pagination: { page, show }, search: search || null } },
      { signal },
    ),
  );
  return result.list;
}

export const getVehicleGroupsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: ['route-optimization', 'wizard', 'vehicle-groups', search] as const,
    queryFn: ({ signal }) => getVehicleGroups({ page: 1, show: 100, search }, { signal }),
    staleTime: 60_000,
  });
