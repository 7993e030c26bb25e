import {
  createRouteOptimizationRoute,
  reoptimizeRouteOptimizationRoute,
} from '@armada/contracts/route-optimization';
import { FleetPlanningService } from '../../services/fleet-planning/fleet-planning-service';
import {
  handleError,
  handleRouteOptimizationSubmitError,
} from '../../transport/http/error-handler';
import { defineModule } from '../module';
import { quotaControlRoutes } from './control-routes';
import { FLEET_PLANNING_MIGRATIONS } from './migrations';
import { fleetPlanningRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** Route optimization: runs, their solver queue, versions, quota, fleet tasks (PLAN-*). */
    fleetPlanning: FleetPlanningService;
  }
}

/** The submits that answer refusals in the route optimization shape. */
const SUBMIT_OPERATIONS: ReadonlySet<string> = new Set([
  createRouteOptimizationRoute.id,
  reoptimizeRouteOptimizationRoute.id,
]);

export const fleetPlanningModule = defineModule({
  name: 'fleet-planning',
  migrations: FLEET_PLANNING_MIGRATIONS,
  services: ({ store, routeRuns, clock, planner, runQueue, onError, services }) => ({
    fleetPlanning: new FleetPlanningService({
      store,
      orders: services.deliveryOrders,
      runs: routeRuns,
      hub: services.live,
      clock,
      planner,
      ...(runQueue ? { runQueue } : {}),
      ...(onError ? { onError } : {}),
    }),
  }),
  routes: [
    {
      base: 'fleetPlanning',
      register: fleetPlanningRoutes,
      errorHandler: (error, request, reply) =>
        SUBMIT_OPERATIONS.has(request.routeOptions.config.operationId ?? '')
          ? handleRouteOptimizationSubmitError(error, request, reply)
          : handleError(error, request, reply),
    },
    { base: 'main', register: quotaControlRoutes, controls: true },
  ],
  // A fresh store gets a few solved runs per company (PLAN-10), unless it starts with no past.
  seed: async ({ services, seededRuns }) => {
    if (seededRuns === 'seed') await services.fleetPlanning.seed();
  },
  // Runs a stopped server left queued or solving are solved now (PLAN-4).
  start: async ({ services, routeQueue }) => {
    if (routeQueue === 'auto') await services.fleetPlanning.start();
  },
  stop: (services) => services.fleetPlanning.stop(),
});
