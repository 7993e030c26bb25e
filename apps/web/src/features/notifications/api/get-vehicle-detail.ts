import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVehicleDetail } from '@/lib/vehicle-detail';

export { getVehicleDetail };

export const getVehicleDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['notifications', 'vehicle', id] as const,
    queryFn: ({ signal }) => getVehicleDetail(id, { signal }),
    // A vehicle's device changes rarely; the preview reopens without a new call for a while.
    staleTime: 5 * 60_000,
  });

export function useVehicleDetail(id: number | null) {
  return useQuery({ ...getVehicleDetailQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
