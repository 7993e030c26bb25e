import { getActiveBannersRoute, getCompanyBannersRoute } from '@armada/contracts/company';
import { routeOptions } from '../../transport/http/route-options';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The promotional banners under `/api`. */
export const bannerRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(getCompanyBannersRoute, prefix),
    handler: async (request) => services.banners.byDomain(request.query.domain),
  });
  app.route({
    ...routeOptions(getActiveBannersRoute, prefix),
    handler: async () => services.banners.defaults(),
  });
};
