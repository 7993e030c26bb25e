import { setRouteOptimizationQuotaRoute } from '@armada/contracts/simulator-control';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** CTRL-1 (ARMADA_SIM_CONTROLS): set the company's route optimization quota (PLAN-3: tests reach the limit without a hundred runs). */
export const quotaControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(setRouteOptimizationQuotaRoute, prefix),
    handler: async (request) => services.fleetPlanning.setQuota(authOf(request), request.body),
  });
};
