import {
  getVehicleTrackRoute,
  listDailyRollupsRoute,
  listFuelEventsRoute,
  listVehicleStopsRoute,
  listVehicleTripsRoute,
} from '@armada/contracts/history';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The fleet's history under `/api` (docs/rules/history.md §1). */
export const fleetHistoryRoutes: RouteRegistrar = (app, services, prefix) => {
  const history = services.fleetHistory;
  app.route({
    ...routeOptions(getVehicleTrackRoute, prefix),
    handler: async (request) => history.track(authOf(request), request.params.id, request.query),
  });
  app.route({
    ...routeOptions(listVehicleTripsRoute, prefix),
    handler: async (request) => history.trips(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listVehicleStopsRoute, prefix),
    handler: async (request) => history.stops(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listFuelEventsRoute, prefix),
    handler: async (request) => history.fuelEvents(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(listDailyRollupsRoute, prefix),
    handler: async (request) => history.daily(authOf(request), request.query),
  });
};
