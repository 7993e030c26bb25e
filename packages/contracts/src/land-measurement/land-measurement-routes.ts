import Type from 'typebox';
import {
  CreateLandMeasurementRequestSchema,
  LandExportQuerySchema,
  LandFiguresSchema,
  LandMeasurementSchema,
  LandTrackMeasureSchema,
  LandTrackRequestSchema,
  MeasureLandRequestSchema,
  UpdateLandMeasurementRequestSchema,
  landMeasurementList,
} from './land-measurement';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/land-measurement`;
const tags = ['land-measurement'];
const Item = ItemResponseSchema(LandMeasurementSchema);
const File = Type.Unknown({
  description: 'The file (attachment): GeoJSON (application/geo+json) or KML 2.2',
});

/** LAND-8. */
export const listLandMeasurementsRoute = defineRoute({
  id: 'listLandMeasurements',
  method: 'GET',
  url: base,
  summary: "The company's land measurements, paged, newest first, with their boundaries",
  tags,
  auth: true,
  list: landMeasurementList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(LandMeasurementSchema) },
  },
});

/** LAND-9. */
export const exportLandMeasurementsRoute = defineRoute({
  id: 'exportLandMeasurements',
  method: 'GET',
  url: `${base}/export`,
  summary: 'Every land measurement of the company as one GeoJSON or KML file',
  tags,
  auth: true,
  schema: { querystring: LandExportQuerySchema, response: { 200: File } },
});

export const getLandMeasurementRoute = defineRoute({
  id: 'getLandMeasurement',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One land measurement',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** LAND-9. */
export const exportLandMeasurementRoute = defineRoute({
  id: 'exportLandMeasurement',
  method: 'GET',
  url: `${base}/:id/export`,
  summary: 'One land measurement as a GeoJSON or KML file',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, querystring: LandExportQuerySchema, response: { 200: File } },
});

/** LAND-1 ... LAND-5, LAND-8. */
export const createLandMeasurementRoute = defineRoute({
  id: 'createLandMeasurement',
  method: 'POST',
  url: base,
  summary: 'Save a boundary with its name and notes; its area and perimeter are measured here',
  tags,
  auth: true,
  schema: { body: CreateLandMeasurementRequestSchema, response: { 201: Item } },
});

/** LAND-1 ... LAND-3. */
export const updateLandMeasurementRoute = defineRoute({
  id: 'updateLandMeasurement',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Change the name, notes or boundary of a land measurement (the fields given)',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateLandMeasurementRequestSchema,
    response: { 200: Item },
  },
});

export const deleteLandMeasurementRoute = defineRoute({
  id: 'deleteLandMeasurement',
  method: 'DELETE',
  url: `${base}/:id`,
  summary: 'Delete a land measurement',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(Type.Object({ id: Type.Integer() })) },
  },
});

/** LAND-4. */
export const measureLandRoute = defineRoute({
  id: 'measureLand',
  method: 'POST',
  url: `${base}/measure`,
  summary: 'Area and perimeter of a boundary on the WGS84 ellipsoid; saves nothing',
  tags,
  auth: true,
  schema: {
    body: MeasureLandRequestSchema,
    response: { 200: ItemResponseSchema(LandFiguresSchema) },
  },
});

/** LAND-6, LAND-7. */
export const measureLandTrackRoute = defineRoute({
  id: 'measureLandTrack',
  method: 'POST',
  url: `${base}/measure-track`,
  summary:
    "The boundary of the area a vehicle drove over in a period (from the fleet's history), " +
    'with its area and perimeter; saves nothing',
  tags,
  auth: true,
  schema: {
    body: LandTrackRequestSchema,
    response: { 200: ItemResponseSchema(LandTrackMeasureSchema) },
  },
});

export const landMeasurementRoutes = [
  listLandMeasurementsRoute,
  exportLandMeasurementsRoute,
  getLandMeasurementRoute,
  exportLandMeasurementRoute,
  createLandMeasurementRoute,
  updateLandMeasurementRoute,
  deleteLandMeasurementRoute,
  measureLandRoute,
  measureLandTrackRoute,
] as const;
