import { ROUTE_URLS } from '@/lib/contract';

const withId = (template: string, id: number) =>
  template.replace(':id', encodeURIComponent(String(id)));

/**
 * The fleet-planning addresses this wizard calls (docs/rules/route-optimization.md §7.2-§7.4), from
 * the catalogue.
 */
export const FLEET_PLANNING_URLS = {
  create: ROUTE_URLS.createRouteOptimization,
  setting: (runId: number) => withId(ROUTE_URLS.getRouteOptimizationSetting, runId),
  deliveryOrders: (runId: number) => withId(ROUTE_URLS.listRouteOptimizationDeliveryOrders, runId),
  vehicles: (runId: number) => withId(ROUTE_URLS.listRouteOptimizationVehicles, runId),
  reoptimize: (runId: number) => withId(ROUTE_URLS.reoptimizeRouteOptimization, runId),
} as const;
