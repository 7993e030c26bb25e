import { queryOptions } from '@tanstack/react-query';
import { getVehicleGroups } from '@/lib/vehicle-groups';

/** The wizard's group filter: the first 100 groups matching the search. */
export const getVehicleGroupsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: ['route-optimization', 'wizard', 'vehicle-groups', search] as const,
    queryFn: ({ signal }) => getVehicleGroups({ page: 1, show: 100, search }, { signal }),
    staleTime: 60_000,
  });
