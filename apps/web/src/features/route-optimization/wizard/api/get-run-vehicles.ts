import { ROUTE_OPTIMIZATION_CONSTANTS } from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { FLEET_PLANNING_URLS } from './fleet-planning-urls';

/**
 * `GET .../route-optimization/{id}/vehicles`, page 1 with limit 10
 * (docs/rules/route-optimization.md §7.4): the answer's `ids` are every vehicle of the run,
 * whatever the page size.
 */
export async function getRunVehicleIds(
  runId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<number[]> {
  const response = await apiClient.get(FLEET_PLANNING_URLS.vehicles(runId), {
    validate: validators.VehicleSelectionList,
    query: { page: 1, limit: ROUTE_OPTIMIZATION_CONSTANTS.vehiclesFetchLimit },
    signal,
  });
  return response.data.ids;
}
