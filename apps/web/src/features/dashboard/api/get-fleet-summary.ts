import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetSummary } from '@armada/contracts/live';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** How often the dashboard asks again while its tab is visible. */
export const FLEET_SUMMARY_REFRESH_MS = 10_000;

/** Vehicles by live status now, distance driven today and vehicles by area: `GET /api/live/summary`. */
export async function getFleetSummary({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FleetSummary> {
  const response = await apiClient.get(ROUTE_URLS.getFleetSummary, {
    validate: validators.FleetSummary,
    signal,
  });
  return response.data;
}

export const fleetSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'fleet-summary'],
    queryFn: ({ signal }) => getFleetSummary({ signal }),
    // Live counts: asked again every 10 s (not while the tab is hidden, TanStack's default)
    // and whenever the tab comes back, however fresh the last answer.
    refetchInterval: FLEET_SUMMARY_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

export function useFleetSummary() {
  return useQuery(fleetSummaryQueryOptions());
}
