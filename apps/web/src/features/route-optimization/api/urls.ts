/**
 * The fleet-planning addresses of spec 03 section 7.2 (contracts api/route-optimization-routes.ts).
 * Written from the contract's paths here until the route catalogue lists them (then
 * `ROUTE_URLS` gives the same strings); `:id`, `:vehicleId` and `:pointId` are filled in below.
 */
const BASE = '/fleet-planning/api/web/v1';
const RUNS = `${BASE}/route-optimization`;

const runPath = (id: number, rest = '') => `${RUNS}/${encodeURIComponent(String(id))}${rest}`;

export const routeOptimizationUrls = {
  list: RUNS,
  usage: `${RUNS}/usage`,
  run: (id: number) => runPath(id),
  result: (id: number) => runPath(id, '/result'),
  cancel: (id: number) => runPath(id, '/cancel'),
  rerun: (id: number) => runPath(id, '/rerun'),
  rollback: (id: number) => runPath(id, '/rollback'),
  fleetTask: (id: number) => runPath(id, '/fleet-task'),
  movePoint: (id: number, vehicleId: number, pointId: number) =>
    runPath(id, `/vehicle/${vehicleId}/point/${pointId}/movement`),
  driverDay: `${BASE}/driver-day`,
} as const;
