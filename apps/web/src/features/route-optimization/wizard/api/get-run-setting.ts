import type { RouteOptimizationSetting } from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { FLEET_PLANNING_URLS } from './fleet-planning-urls';

/**
 * `GET .../route-optimization/{id}/setting`: the run's parameters (docs/rules/route-optimization.md
 * §3.4, §7.4).
 */
export async function getRunSetting(
  runId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RouteOptimizationSetting> {
  const response = await apiClient.get(FLEET_PLANNING_URLS.setting(runId), {
    validate: validators.RouteOptimizationSettingItem,
    signal,
  });
  return response.data;
}
