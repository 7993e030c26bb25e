import type { RouteOptimizationRunFormValues } from '@armada/contracts/route-optimization';
import { toRouteOptimizationSubmit } from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { FLEET_PLANNING_URLS } from './fleet-planning-urls';

/**
 * `PUT .../route-optimization/{id}/re-optimize` (docs/rules/route-optimization.md §7.3): type
 * SINGLE_PICK-MULTI_DROP plus every non-null form value except `delivery_order_ids`; answers
 * the new run's id.
 */
export async function reoptimizeRouteOptimization(
  runId: number,
  values: RouteOptimizationRunFormValues,
): Promise<number> {
  const response = await apiClient.put(FLEET_PLANNING_URLS.reoptimize(runId), {
    validate: validators.RouteOptimizationSubmitResponse,
    body: toRouteOptimizationSubmit(values),
  });
  return response.data.id;
}
