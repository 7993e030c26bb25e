import { raiseAlertsRoute } from '@armada/contracts/simulator-control';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** CTRL-1 (ARMADA_SIM_CONTROLS): raise alerts now on a vehicle of the signed-in user's company, stored and pushed like the fleet's own. */
export const alertControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(raiseAlertsRoute, prefix),
    handler: async (request, reply) => {
      const alerts = await services.alerts.raise(authOf(request), request.body);
      return reply.code(201).send({ data: alerts });
    },
  });
};
