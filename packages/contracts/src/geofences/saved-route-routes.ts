import {
  CreateSavedRouteRequestSchema,
  RouteDeviationListSchema,
  RouteDeviationQuerySchema,
  SavedRouteSchema,
  UpdateSavedRouteRequestSchema,
  savedRouteList,
} from './saved-route';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/saved-route`;
const tags = ['saved-route'];
const Item = ItemResponseSchema(SavedRouteSchema);

/** SRT-6. */
export const listSavedRoutesRoute = defineRoute({
  id: 'listSavedRoutes',
  method: 'GET',
  url: base,
  summary: "The company's saved routes, paged, with their lines",
  tags,
  auth: true,
  list: savedRouteList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(SavedRouteSchema) },
  },
});

export const getSavedRouteRoute = defineRoute({
  id: 'getSavedRoute',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One saved route',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** SRT-7. */
export const listRouteDeviationsRoute = defineRoute({
  id: 'listRouteDeviations',
  method: 'GET',
  url: `${base}/:id/deviation`,
  summary: "The times the route's vehicles were off it, newest first",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: RouteDeviationQuerySchema,
    response: { 200: RouteDeviationListSchema },
  },
});

/** SRT-1 ... SRT-3. */
export const createSavedRouteRoute = defineRoute({
  id: 'createSavedRoute',
  method: 'POST',
  url: base,
  summary: 'Create a route from a line drawn on the map or from a fleet task’s planned path',
  tags,
  auth: true,
  schema: { body: CreateSavedRouteRequestSchema, response: { 201: Item } },
});

/** SRT-1, SRT-2, SRT-6. */
export const updateSavedRouteRoute = defineRoute({
  id: 'updateSavedRoute',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Change a saved route (the fields given)',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateSavedRouteRequestSchema,
    response: { 200: Item },
  },
});

export const savedRouteRoutes = [
  listSavedRoutesRoute,
  getSavedRouteRoute,
  listRouteDeviationsRoute,
  createSavedRouteRoute,
  updateSavedRouteRoute,
] as const;
