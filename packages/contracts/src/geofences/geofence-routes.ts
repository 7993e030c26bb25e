import {
  CreateGeofenceRequestSchema,
  GeofenceFeatureCollectionSchema,
  GeofenceImportQuerySchema,
  GeofenceImportReportSchema,
  GeofenceImportResultSchema,
  GeofenceMapSchema,
  GeofenceSchema,
  GeofenceVisitListSchema,
  GeofenceVisitQuerySchema,
  UpdateGeofenceRequestSchema,
  geofenceList,
} from './geofence';
import { GEOFENCE_IMPORT } from './limits';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/geofence`;
const tags = ['geofence'];
const Item = ItemResponseSchema(GeofenceSchema);
const uploadNote =
  `The body is the file itself (${GEOFENCE_IMPORT.contentTypes.join(' or ')}, at most ` +
  `${GEOFENCE_IMPORT.maxBytes / 1024 / 1024} MB): a GeoJSON FeatureCollection or Feature; a ` +
  'circle is a Point with `radius_m`, a corridor a LineString with `width_m`.';

/** GEO-6. */
export const listGeofencesRoute = defineRoute({
  id: 'listGeofences',
  method: 'GET',
  url: base,
  summary: "The company's geofences, paged, with their shapes",
  tags,
  auth: true,
  list: geofenceList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(GeofenceSchema) } },
});

/** GEO-16: what the live view draws. */
export const getGeofenceMapRoute = defineRoute({
  id: 'getGeofenceMap',
  method: 'GET',
  url: `${base}/map`,
  summary: 'Every active geofence of the company with its shape, for a map layer',
  tags,
  auth: true,
  schema: { response: { 200: GeofenceMapSchema } },
});

/** GEO-13. */
export const exportGeofencesRoute = defineRoute({
  id: 'exportGeofences',
  method: 'GET',
  url: `${base}/export`,
  summary:
    'Every geofence of the company as a GeoJSON FeatureCollection (application/geo+json, a file to save)',
  tags,
  auth: true,
  schema: { response: { 200: GeofenceFeatureCollectionSchema } },
});

export const getGeofenceRoute = defineRoute({
  id: 'getGeofence',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One geofence',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** GEO-11. */
export const listGeofenceVisitsRoute = defineRoute({
  id: 'listGeofenceVisits',
  method: 'GET',
  url: `${base}/:id/visit`,
  summary: "A geofence's visits (enter, exit, dwell), newest first",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: GeofenceVisitQuerySchema,
    response: { 200: GeofenceVisitListSchema },
  },
});

/** GEO-2 ... GEO-6. */
export const createGeofenceRoute = defineRoute({
  id: 'createGeofence',
  method: 'POST',
  url: base,
  summary: 'Create a geofence; it is watched from the next tick of the fleet',
  tags,
  auth: true,
  schema: { body: CreateGeofenceRequestSchema, response: { 201: Item } },
});

/** GEO-2 ... GEO-6, GEO-12. */
export const updateGeofenceRoute = defineRoute({
  id: 'updateGeofence',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Change a geofence (the fields given); a new shape is looked at afresh (GEO-12)',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: UpdateGeofenceRequestSchema, response: { 200: Item } },
});

/** GEO-13, GEO-14. */
export const checkGeofenceImportRoute = defineRoute({
  id: 'checkGeofenceImport',
  method: 'POST',
  url: `${base}/import/check`,
  summary: `Check a GeoJSON file of geofences and answer the report; saves nothing. ${uploadNote}`,
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(GeofenceImportReportSchema) } },
});

/** GEO-15. */
export const importGeofencesRoute = defineRoute({
  id: 'importGeofences',
  method: 'POST',
  url: `${base}/import`,
  summary:
    'Check a GeoJSON file again and save its geofences; an invalid feature refuses it all ' +
    `(400 with the report) unless valid_only=true. ${uploadNote}`,
  tags,
  auth: true,
  schema: {
    querystring: GeofenceImportQuerySchema,
    response: { 201: ItemResponseSchema(GeofenceImportResultSchema) },
  },
});

export const geofenceRoutes = [
  listGeofencesRoute,
  getGeofenceMapRoute,
  exportGeofencesRoute,
  getGeofenceRoute,
  listGeofenceVisitsRoute,
  createGeofenceRoute,
  updateGeofenceRoute,
  checkGeofenceImportRoute,
  importGeofencesRoute,
] as const;
