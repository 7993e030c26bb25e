import {
  COST_LIMITS,
  createCostEntryRoute,
  deleteCostEntryRoute,
  getCostEntryRoute,
  getCostSummaryRoute,
  getFuelMatchRoute,
  importCostStatementRoute,
  listCostEntriesRoute,
  updateCostEntryRoute,
} from '@armada/contracts/costs';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** A statement in base64 and its JSON around it (COST-4). */
const IMPORT_BODY_LIMIT = Math.ceil(COST_LIMITS.maxImportBytes / 3) * 4 + 16 * 1024;

/** Cost management under the main API `/api/cost` (COST-1 ... COST-10). */
export const costRoutes: RouteRegistrar = (app, services, prefix) => {
  const costs = services.costs;
  app.route({
    ...routeOptions(listCostEntriesRoute, prefix),
    handler: async (request) => costs.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getCostEntryRoute, prefix),
    handler: async (request) => costs.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createCostEntryRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await costs.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateCostEntryRoute, prefix),
    handler: async (request) => costs.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(deleteCostEntryRoute, prefix),
    handler: async (request) => costs.remove(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(importCostStatementRoute, prefix),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request, reply) =>
      reply.code(201).send(await costs.importStatement(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(getCostSummaryRoute, prefix),
    handler: async (request) => costs.summary(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getFuelMatchRoute, prefix),
    handler: async (request) => costs.fuelMatch(authOf(request), request.query),
  });
};
