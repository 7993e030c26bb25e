import type { ListQuery } from '@armada/contracts/shared';

/** Every route optimization query key starts here; a run action refreshes them all. */
export const routeOptimizationKeys = {
  all: ['route-optimization'] as const,
  lists: () => [...routeOptimizationKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...routeOptimizationKeys.lists(), query] as const,
  run: (id: number) => [...routeOptimizationKeys.all, 'run', id] as const,
  result: (id: number) => [...routeOptimizationKeys.all, 'result', id] as const,
  usage: () => [...routeOptimizationKeys.all, 'usage'] as const,
  driverDay: () => [...routeOptimizationKeys.all, 'driver-day'] as const,
};

export type RouteOptimizationListQueryKey = ReturnType<typeof routeOptimizationKeys.list>;
