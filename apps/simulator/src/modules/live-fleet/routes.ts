import {
  getFleetDirectoryRoute,
  getFleetSummaryRoute,
  getVehicleLiveRoute,
  getVehicleTrailRoute,
  LIVE_FLEET_LIMITS,
} from '@armada/contracts/live';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The live fleet under `/api`: directory, summary, a vehicle's card and trail (FLEET-5..7). */
export const liveFleetRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(getFleetDirectoryRoute, prefix),
    handler: async (request) => ({ data: services.liveFleet.directory(authOf(request)) }),
  });
  app.route({
    ...routeOptions(getFleetSummaryRoute, prefix),
    handler: async (request) => ({ data: services.liveFleet.summary(authOf(request)) }),
  });
  app.route({
    ...routeOptions(getVehicleLiveRoute, prefix),
    handler: async (request) => ({
      data: await services.liveFleet.liveCard(authOf(request), request.params.id),
    }),
  });
  app.route({
    ...routeOptions(getVehicleTrailRoute, prefix),
    handler: async (request) => ({
      data: await services.liveFleet.trail(
        authOf(request),
        request.params.id,
        request.query.minutes ?? LIVE_FLEET_LIMITS.trailMinutes.default,
      ),
    }),
  });
};
