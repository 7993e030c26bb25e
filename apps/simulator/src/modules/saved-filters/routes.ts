import {
  createSavedFilterRoute,
  deleteSavedFilterRoute,
  listSavedFiltersRoute,
  updateSavedFilterRoute,
} from '@armada/contracts/shared';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** A user's saved filter presets under `/api`. */
export const savedFilterRoutes: RouteRegistrar = (app, services, prefix) => {
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
