import {
  getFleetAvailabilityRoute,
  updateFleetShiftRoute,
} from '@armada/contracts/fleet-availability';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Fleet availability under fleet planning `/fleet-planning/api/web/v1/fleet-availability`. */
export const fleetAvailabilityRoutes: RouteRegistrar = (app, services, prefix) => {
  const availability = services.fleetAvailability;
  app.route({
    ...routeOptions(getFleetAvailabilityRoute, prefix),
    handler: async (request) => availability.get(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(updateFleetShiftRoute, prefix),
    handler: async (request) => availability.updateShift(authOf(request), request.body),
  });
};
