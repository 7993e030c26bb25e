import {
  createFeedbackRoute,
  createSavedFilterRoute,
  deleteSavedFilterRoute,
  getActiveBannersRoute,
  getAddressRoute,
  getCompanyBannersRoute,
  getFeedbackStatusRoute,
  getFleetDirectoryRoute,
  getFleetSummaryRoute,
  getVehicleLiveRoute,
  getVehicleTrailRoute,
  LIVE_FLEET_LIMITS,
  getProfileRoute,
  listAddressesRoute,
  listBoxTypesRoute,
  listSavedFiltersRoute,
  listVehiclesRoute,
  updateProfileRoute,
  updateSavedFilterRoute,
  whoamiRoute,
} from '@armada/contracts';
import { routeOptions } from '../../http/route-options';
import { authOf } from '../../http/request-auth';
import type { RouteRegistrar } from '../typebox-app';

/** Main REST under `/api`: identity, master data lists, survey, banner, profile, presets. */
export const apiRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(whoamiRoute, prefix),
    handler: async (request) => ({ data: services.auth.identity(authOf(request)) }),
  });

  app.route({
    ...routeOptions(listAddressesRoute, prefix),
    handler: async (request) => services.addresses.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getAddressRoute, prefix),
    handler: async (request) => services.addresses.get(authOf(request), request.params.id),
  });

  app.route({
    ...routeOptions(listVehiclesRoute, prefix),
    handler: async (request) => services.fleet.listVehicles(authOf(request), request.query),
  });
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
      data: services.liveFleet.liveDetail(authOf(request), request.params.id),
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
  app.route({
    ...routeOptions(listBoxTypesRoute, prefix),
    handler: async (request) => services.fleet.listBoxTypes(authOf(request), request.query),
  });

  app.route({
    ...routeOptions(createFeedbackRoute, prefix),
    handler: async (request, reply) => {
      const created = await services.feedback.submit(authOf(request), request.body);
      return reply.code(201).send(created);
    },
  });
  app.route({
    ...routeOptions(getFeedbackStatusRoute, prefix),
    handler: async (request) => services.feedback.status(authOf(request)),
  });

  app.route({
    ...routeOptions(getCompanyBannersRoute, prefix),
    handler: async (request) => services.banners.byDomain(request.query.domain),
  });
  app.route({
    ...routeOptions(getActiveBannersRoute, prefix),
    handler: async () => services.banners.defaults(),
  });

  app.route({
    ...routeOptions(getProfileRoute, prefix),
    handler: async (request) => services.profiles.get(authOf(request)),
  });
  app.route({
    ...routeOptions(updateProfileRoute, prefix),
    handler: async (request) => services.profiles.update(authOf(request), request.body),
  });

  app.route({
    ...routeOptions(listSavedFiltersRoute, prefix),
    handler: async (request) =>
      services.savedFilters.list(authOf(request), request.query.table_key),
  });
  app.route({
    ...routeOptions(createSavedFilterRoute, prefix),
    handler: async (request, reply) => {
      const created = await services.savedFilters.create(authOf(request), request.body);
      return reply.code(201).send(created);
    },
  });
  app.route({
    ...routeOptions(updateSavedFilterRoute, prefix),
    handler: async (request) =>
      services.savedFilters.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(deleteSavedFilterRoute, prefix),
    handler: async (request) => services.savedFilters.delete(authOf(request), request.params.id),
  });
};
