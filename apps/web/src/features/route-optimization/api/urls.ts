import { ROUTE_URLS } from '@/lib/contract';

/**
 * The fleet-planning addresses of docs/rules/route-optimization.md §7.2 (contracts
 * api/route-optimization-routes.ts), with `:id`, `:vehicleId` and `:pointId` filled in.
 */
const fill = (template: string, params: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? `:${name}`)),
  );

export const routeOptimizationUrls = {
  list: ROUTE_URLS.listRouteOptimizations,
  usage: ROUTE_URLS.getRouteOptimizationUsage,
  run: (id: number) => fill(ROUTE_URLS.getRouteOptimization, { id }),
  result: (id: number) => fill(ROUTE_URLS.getRouteOptimizationResult, { id }),
  cancel: (id: number) => fill(ROUTE_URLS.cancelRouteOptimization, { id }),
  rerun: (id: number) => fill(ROUTE_URLS.rerunRouteOptimization, { id }),
  rollback: (id: number) => fill(ROUTE_URLS.rollbackRouteOptimization, { id }),
  fleetTask: (id: number) => fill(ROUTE_URLS.createRouteOptimizationFleetTask, { id }),
  movePoint: (id: number, vehicleId: number, pointId: number) =>
    fill(ROUTE_URLS.moveRouteOptimizationPoint, { id, vehicleId, pointId }),
  driverDay: ROUTE_URLS.getDriverDay,
} as const;
