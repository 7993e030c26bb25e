import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { Nullable } from '../shared/nullable';
import {
  LAND_EXPORT_FORMATS,
  LAND_LIMITS,
  LAND_MEASUREMENT_SOURCES,
  LAND_TRACK_LIMITS,
  LAND_TRACK_METHODS,
} from './limits';

/**
 * Land measurement (docs/rules/land-measurement.md): an area measured by drawing its boundary
 * on the map or from a vehicle's driven track over a period (plantations, mining sites), with
 * its area on the WGS84 ellipsoid and its perimeter, kept with a name and notes.
 */

const DateTime = Type.String({ format: 'date-time' });

/** `[latitude, longitude]`, as the rest of the product writes points. */
export const LandPointSchema = Type.Tuple(
  [Type.Number({ minimum: -90, maximum: 90 }), Type.Number({ minimum: -180, maximum: 180 })],
  { maxItems: 2 },
);

/**
 * LAND-2: the corners of a boundary, in order around it; a closing point repeating the first
 * may be sent and is dropped. Refused by its length before any point is read.
 */
export const LandBoundarySchema = Type.Array(LandPointSchema, {
  maxItems: LAND_LIMITS.maxVertices + 1,
});

export const LandMeasurementSourceSchema = Type.Enum(LAND_MEASUREMENT_SOURCES);
export const LandTrackMethodSchema = Type.Enum(LAND_TRACK_METHODS);

/** LAND-1, LAND-3: what a boundary measures. */
export const LandFiguresSchema = Type.Object(
  {
    area_m2: Type.Number({ minimum: 0 }),
    area_ha: Type.Number({ minimum: 0 }),
    perimeter_m: Type.Number({ minimum: 0 }),
    vertex_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'LandFigures' },
);
export type LandFiguresWire = Static<typeof LandFiguresSchema>;

const Person = Type.Object({ id: IdSchema, name: Type.String() });

/** LAND-5: the vehicle and period a boundary was taken from. */
export const LandTrackSourceSchema = Type.Object({
  vehicle: Type.Object({ id: IdSchema, license_plate: Type.String() }),
  from: DateTime,
  to: DateTime,
});

export const LandMeasurementSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    notes: Type.String(),
    /** LAND-2: the corners, without a closing point. */
    boundary: Type.Array(LandPointSchema),
    area_m2: Type.Number({ minimum: 0 }),
    area_ha: Type.Number({ minimum: 0 }),
    perimeter_m: Type.Number({ minimum: 0 }),
    vertex_count: Type.Integer({ minimum: 0 }),
    source: LandMeasurementSourceSchema,
    /** Set when the source is TRACK. */
    track: Nullable(LandTrackSourceSchema),
    created_by: Nullable(Person),
    created_on: DateTime,
    updated_on: DateTime,
  },
  { $id: 'LandMeasurement' },
);
export type LandMeasurement = Static<typeof LandMeasurementSchema>;

export const landMeasurementList = {
  resource: 'land-measurement',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    notes: { type: 'string' },
    area_m2: { type: 'number' },
    area_ha: { type: 'number' },
    perimeter_m: { type: 'number' },
    vertex_count: { type: 'number' },
    source: { type: 'string' },
    'track.vehicle.license_plate': { type: 'string' },
    'created_by.name': { type: 'string' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name', 'notes', 'track.vehicle.license_plate'],
  defaultSort: [{ field: 'created_on', order: 'desc' }],
} as const satisfies ListDeclaration;
export type LandMeasurementListField = keyof typeof landMeasurementList.fields;

const Name = Type.String({ minLength: 1, maxLength: LAND_LIMITS.nameMax, pattern: '\\S' });
const Notes = Type.String({ maxLength: LAND_LIMITS.notesMax });

/** LAND-6: a vehicle and a period, at most LAND_TRACK_LIMITS.maxDays long. */
export const LandTrackRequestSchema = Type.Object(
  { vehicle_id: IdSchema, from: DateTime, to: DateTime },
  { $id: 'LandTrackRequest', additionalProperties: false },
);
export type LandTrackRequest = Static<typeof LandTrackRequestSchema>;

export const CreateLandMeasurementRequestSchema = Type.Object(
  {
    name: Name,
    notes: Type.Optional(Notes),
    boundary: LandBoundarySchema,
    /** LAND-5: the track the boundary was taken from; absent for a drawn one. */
    track: Type.Optional(LandTrackRequestSchema),
  },
  { $id: 'CreateLandMeasurementRequest', additionalProperties: false },
);
export type CreateLandMeasurementRequest = Static<typeof CreateLandMeasurementRequestSchema>;

export const UpdateLandMeasurementRequestSchema = Type.Object(
  {
    name: Type.Optional(Name),
    notes: Type.Optional(Notes),
    boundary: Type.Optional(LandBoundarySchema),
  },
  { $id: 'UpdateLandMeasurementRequest', additionalProperties: false, minProperties: 1 },
);
export type UpdateLandMeasurementRequest = Static<typeof UpdateLandMeasurementRequestSchema>;

/** LAND-4: a boundary measured without saving it. */
export const MeasureLandRequestSchema = Type.Object(
  { boundary: LandBoundarySchema },
  { $id: 'MeasureLandRequest', additionalProperties: false },
);
export type MeasureLandRequest = Static<typeof MeasureLandRequestSchema>;

/** LAND-6, LAND-7: a boundary made from a vehicle's driven track, not saved. */
export const LandTrackMeasureSchema = Type.Object(
  {
    vehicle: Type.Object({ id: IdSchema, license_plate: Type.String() }),
    from: DateTime,
    to: DateTime,
    /** Positions of the history read for it (after the even thinning of LAND-6). */
    position_count: Type.Integer({ minimum: 0 }),
    /** The driven line, thinned for the map. */
    track: Type.Array(LandPointSchema, { maxItems: LAND_TRACK_LIMITS.maxTrackPoints }),
    method: LandTrackMethodSchema,
    boundary: Type.Array(LandPointSchema),
    figures: LandFiguresSchema,
  },
  { $id: 'LandTrackMeasure' },
);
export type LandTrackMeasure = Static<typeof LandTrackMeasureSchema>;

export const LandExportFormatSchema = Type.Enum(LAND_EXPORT_FORMATS);

/** LAND-9. */
export const LandExportQuerySchema = Type.Object(
  { format: LandExportFormatSchema },
  { $id: 'LandExportQuery', additionalProperties: false },
);
export type LandExportQuery = Static<typeof LandExportQuerySchema>;

/** `[longitude, latitude]`: GeoJSON's order (RFC 7946), not ours. */
const Position = Type.Tuple([
  Type.Number({ minimum: -180, maximum: 180 }),
  Type.Number({ minimum: -90, maximum: 90 }),
]);

export const LandFeatureSchema = Type.Object(
  {
    type: Type.Literal('Feature'),
    id: IdSchema,
    geometry: Type.Object({
      type: Type.Literal('Polygon'),
      coordinates: Type.Array(Type.Array(Position)),
    }),
    properties: Type.Object({
      name: Type.String(),
      notes: Type.String(),
      area_m2: Type.Number(),
      area_ha: Type.Number(),
      perimeter_m: Type.Number(),
      source: LandMeasurementSourceSchema,
      vehicle: Nullable(Type.String()),
      created_on: DateTime,
    }),
  },
  { $id: 'LandFeature' },
);
export type LandFeature = Static<typeof LandFeatureSchema>;

export const LandFeatureCollectionSchema = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(LandFeatureSchema) },
  { $id: 'LandFeatureCollection' },
);
export type LandFeatureCollection = Static<typeof LandFeatureCollectionSchema>;
