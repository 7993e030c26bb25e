import { queryOptions, useQuery } from '@tanstack/react-query';
import { fleetCompanyOperations, type VehicleGroup } from '@armada/contracts';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';
import { driverScoreKeys } from './query-keys';

const operation = operationOf(fleetCompanyOperations, 'vgroupsPaginated');

/** The most groups the group filter offers (one page). */
const GROUP_OPTIONS = 200;

export const VGROUPS_PAGINATED_DOCUMENT = /* GraphQL */ `
  query VgroupsPaginated($filter: VgroupsFilter) {
    vgroupsPaginated(filter: $filter) ${graphqlSelection(operation.result)}
  }
`;

/** GraphQL `vgroupsPaginated`: the company's vehicle groups, for the group filter. */
export async function getVehicleGroups({ signal }: { signal?: AbortSignal } = {}): Promise<
  VehicleGroup[]
> {
  const result = requireSuccess(
    await graphqlRequest(
      operation,
      VGROUPS_PAGINATED_DOCUMENT,
      { filter: { pagination: { page: 1, show: GROUP_OPTIONS }, search: null } },
      { signal },
    ),
  );
  return result.list;
}

export const getVehicleGroupsQueryOptions = () =>
  queryOptions({
    queryKey: driverScoreKeys.groups(),
    queryFn: ({ signal }) => getVehicleGroups({ signal }),
    staleTime: 5 * 60_000,
  });

export function useVehicleGroups() {
  return useQuery(getVehicleGroupsQueryOptions());
}
