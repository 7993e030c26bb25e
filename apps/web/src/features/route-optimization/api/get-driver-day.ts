import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverDay } from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { routeOptimizationKeys } from './query-keys';
import { routeOptimizationUrls } from './urls';

/** `GET /fleet-planning/api/web/v1/driver-day`: the signed-in driver's stops for today. */
export async function getDriverDay({ signal }: { signal?: AbortSignal } = {}): Promise<DriverDay> {
  const response = await apiClient.get(routeOptimizationUrls.driverDay, {
    validate: validators.DriverDayItem,
    signal,
  });
  return response.data;
}

export const getDriverDayQueryOptions = () =>
  queryOptions({
    queryKey: routeOptimizationKeys.driverDay(),
    queryFn: ({ signal }) => getDriverDay({ signal }),
    staleTime: 60_000,
  });

export function useDriverDay() {
  return useQuery(getDriverDayQueryOptions());
}
