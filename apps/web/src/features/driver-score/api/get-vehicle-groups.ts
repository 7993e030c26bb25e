import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVehicleGroups } from '@/lib/vehicle-groups';
import { driverScoreKeys } from './query-keys';

/** The most groups the group filter offers (one page). */
const GROUP_OPTIONS = 200;

/** The company's vehicle groups, for the group filter. */
export const getVehicleGroupsQueryOptions = () =>
  queryOptions({
    queryKey: driverScoreKeys.groups(),
    queryFn: ({ signal }) => getVehicleGroups({ page: 1, show: GROUP_OPTIONS }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useVehicleGroups() {
  return useQuery(getVehicleGroupsQueryOptions());
}
