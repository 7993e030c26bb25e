import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  quotaColour,
  quotaSeverity,
  quotaStatus,
  type QuotaStatus,
  type RouteOptimizationQuota,
} from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { routeOptimizationKeys } from '../api/query-keys';
import { routeOptimizationUrls } from '../api/urls';

/**
 * What the usage query keeps: the server's quota, and whether a screen was told by a
 * limit-reached error that it is used up (docs/rules/route-optimization.md §4 and §8) before the
 * server's next answer says so. The next fetch replaces both.
 */
export interface UsageState {
  quota: RouteOptimizationQuota | null;
  forcedEmpty: boolean;
}

/** `GET /fleet-planning/api/web/v1/route-optimization/usage`: usage, limit, remaining, period. */
export async function getRouteOptimizationUsage({
  signal,
}: { signal?: AbortSignal } = {}): Promise<RouteOptimizationQuota> {
  const response = await apiClient.get(routeOptimizationUrls.usage, {
    validate: validators.RouteOptimizationQuotaItem,
    signal,
  });
  return response.data;
}

export const routeOptimizationUsageQueryKey = routeOptimizationKeys.usage;

export const getRouteOptimizationUsageQueryOptions = () =>
  queryOptions({
    queryKey: routeOptimizationKeys.usage(),
    queryFn: async ({ signal }): Promise<UsageState> => ({
      quota: await getRouteOptimizationUsage({ signal }),
      forcedEmpty: false,
    }),
    staleTime: 30_000,
  });

/** The meter's state of a usage answer: unlimited, available, low or empty. */
export function usageStatus({ quota, forcedEmpty }: UsageState): QuotaStatus {
  if (forcedEmpty) return 'empty';
  if (!quota) return 'available';
  return quotaStatus({ usage: quota.usage, limit: quota.limit, period: quota.period });
}

/**
 * Marks the quota used up, for a screen that got ROUTE_OPTIMIZATION_LIMIT_REACHED
 * (docs/rules/route-optimization.md §8: "quota set to empty, user stays on the page"). Every meter
 * shows empty until the usage is fetched again.
 */
export function markRouteOptimizationQuotaEmpty(queryClient: QueryClient): void {
  queryClient.setQueryData<UsageState>(routeOptimizationKeys.usage(), (current) => ({
    quota: current?.quota ?? null,
    forcedEmpty: true,
  }));
}

/** Fetches the usage again (after a run was created, re-optimized or rerun). */
export function refreshRouteOptimizationUsage(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.usage() });
}

/**
 * The company's route optimization quota with its meter state, colour and severity, and
 * `markEmpty()` for a limit-reached error.
 */
export function useRouteOptimizationUsage() {
  const queryClient = useQueryClient();
  const query = useQuery(getRouteOptimizationUsageQueryOptions());
  const state = query.data ?? null;
  const status: QuotaStatus | null = state ? usageStatus(state) : null;
  const markEmpty = useCallback(() => markRouteOptimizationQuotaEmpty(queryClient), [queryClient]);
  return {
    ...query,
    quota: state?.quota ?? null,
    status,
    colour: status ? quotaColour(status) : null,
    severity: status ? quotaSeverity(status) : null,
    /** Whether a new run may be asked for: false only when the quota is known to be used up. */
    canCreate: status !== 'empty',
    markEmpty,
  };
}
