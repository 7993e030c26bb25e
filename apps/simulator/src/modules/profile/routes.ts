import { getProfileRoute, updateProfileRoute } from '@armada/contracts/auth';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The signed-in user's profile under `/api`. */
export const profileRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(getProfileRoute, prefix),
    handler: async (request) => services.profiles.get(authOf(request)),
  });
  app.route({
    ...routeOptions(updateProfileRoute, prefix),
    handler: async (request) => services.profiles.update(authOf(request), request.body),
  });
};
