/**
 * The fleet-planning addresses of spec 03 section 7.2 this wizard calls
 * (contracts' `api/route-optimization-routes.ts`).
 */
const base = '/fleet-planning/api/web/v1/route-optimization';
const id = (runId: number) => `${base}/${encodeURIComponent(String(runId))}`;

export const FLEET_PLANNING_URLS = {
  create: base,
  setting: (runId: number) => `${id(runId)}/setting`,
  deliveryOrders: (runId: number) => `${id(runId)}/delivery-orders`,
  vehicles: (runId: number) => `${id(runId)}/vehicles`,
  reoptimize: (runId: number) => `${id(runId)}/re-optimize`,
} as const;
