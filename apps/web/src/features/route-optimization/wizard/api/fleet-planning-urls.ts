import { routeOptimizationUrls } from '../../api/urls';

/**
 * The fleet-planning addresses this wizard calls (spec 03 sections 7.2-7.4), on the feature's
 * run addresses (`api/urls.ts`).
 */
export const FLEET_PLANNING_URLS = {
  create: routeOptimizationUrls.list,
  setting: (runId: number) => `${routeOptimizationUrls.run(runId)}/setting`,
  deliveryOrders: (runId: number) => `${routeOptimizationUrls.run(runId)}/delivery-orders`,
  vehicles: (runId: number) => `${routeOptimizationUrls.run(runId)}/vehicles`,
  reoptimize: (runId: number) => `${routeOptimizationUrls.run(runId)}/re-optimize`,
} as const;
