import { raiseAlertsRoute } from '@armada/contracts';
import { routeOptions } from '../../http/route-options';
import { authOf } from '../../http/request-auth';
import type { RouteRegistrar } from '../typebox-app';

/**
 * The simulator controls (ARMADA_SIM_CONTROLS=1, CTRL-1): raise alerts now on a vehicle of the
 * signed-in user's company; they are stored and pushed like the fleet's own.
 */
export const controlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(raiseAlertsRoute, prefix),
    handler: async (request, reply) => {
      const alerts = await services.alerts.raise(authOf(request), request.body);
      return reply.code(201).send({ data: alerts });
    },
  });
};
