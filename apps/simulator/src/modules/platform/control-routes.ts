import { expireSessionRoute } from '@armada/contracts/simulator-control';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** CTRL-2 (ARMADA_SIM_CONTROLS): end the calling session's validity now (the reliability suite's expired-session case, without moving the clock of a server other files share). */
export const sessionControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(expireSessionRoute, prefix),
    handler: async (request) => ({
      data: await services.auth.expireNow(authOf(request), request.body.what ?? 'session'),
    }),
  });
};
