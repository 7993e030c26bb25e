import { whoamiRoute } from '@armada/contracts/auth';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** `GET /api/whoami`: the signed-in identity. */
export const whoamiRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(whoamiRoute, prefix),
    handler: async (request) => ({ data: services.auth.identity(authOf(request)) }),
  });
};
