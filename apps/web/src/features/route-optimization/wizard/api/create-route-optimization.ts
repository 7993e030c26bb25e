import type { RouteOptimizationRunFormValues } from '@armada/contracts/route-optimization';
import { toRouteOptimizationSubmit } from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { FLEET_PLANNING_URLS } from './fleet-planning-urls';

/** `POST .../route-optimization`: creates a run; answers the new run's id. */
export async function createRouteOptimization(
  values: RouteOptimizationRunFormValues,
): Promise<number> {
  const response = await apiClient.post(FLEET_PLANNING_URLS.create, {
    validate: validators.RouteOptimizationSubmitResponse,
    body: toRouteOptimizationSubmit(values),
  });
  return response.data.id;
}
