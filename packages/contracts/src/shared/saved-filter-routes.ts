import {
  BulkDeleteResponseSchema,
  IdParamsSchema,
  ItemResponseSchema,
  ListResponseSchema,
} from './list-query';
import {
  CreateSavedFilterRequestSchema,
  SavedFilterListQuerySchema,
  SavedFilterSchema,
  UpdateSavedFilterRequestSchema,
} from './saved-filter';
import { API_BASES, defineRoute } from './route-definition';

const base = `${API_BASES.main}/saved-filter`;
const tags = ['saved-filter'];

export const listSavedFiltersRoute = defineRoute({
  id: 'listSavedFilters',
  method: 'GET',
  url: base,
  summary: "The user's presets for one table, newest first; metadata is always one page",
  tags,
  auth: true,
  schema: {
    querystring: SavedFilterListQuerySchema,
    response: { 200: ListResponseSchema(SavedFilterSchema) },
  },
});

export const createSavedFilterRoute = defineRoute({
  id: 'createSavedFilter',
  method: 'POST',
  url: base,
  summary: 'Save a new preset; the trimmed name is unique per user and table (409 otherwise)',
  tags,
  auth: true,
  schema: {
    body: CreateSavedFilterRequestSchema,
    response: { 201: ItemResponseSchema(SavedFilterSchema) },
  },
});

export const updateSavedFilterRoute = defineRoute({
  id: 'updateSavedFilter',
  method: 'PATCH',
  url: `${base}/:id`,
  summary: "Change an existing preset's name or value",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateSavedFilterRequestSchema,
    response: { 200: ItemResponseSchema(SavedFilterSchema) },
  },
});

export const deleteSavedFilterRoute = defineRoute({
  id: 'deleteSavedFilter',
  method: 'DELETE',
  url: `${base}/:id`,
  summary: 'Delete a preset',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: BulkDeleteResponseSchema } },
});

export const savedFilterRoutes = [
  listSavedFiltersRoute,
  createSavedFilterRoute,
  updateSavedFilterRoute,
  deleteSavedFilterRoute,
] as const;
