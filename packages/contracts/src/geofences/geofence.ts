import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { Nullable } from '../shared/nullable';
import { ServerErrorParamsSchema, ServerErrorReasonSchema } from '../shared/errors';
import { GEOFENCE_CATEGORIES, GEOFENCE_LIMITS, GEOFENCE_SHAPE_TYPES } from './limits';

/**
 * Geofences (docs/rules/geofences.md): named shapes on the map (circles, polygons, corridors)
 * that the moving fleet is tested against. A vehicle's visits (enter, exit, dwell) are recorded
 * and raise alerts through the alert engine.
 */

const DateTime = Type.String({ format: 'date-time' });

/** `[latitude, longitude]`, as the fleet tasks' paths are written. */
export const LatLngSchema = Type.Tuple(
  [Type.Number({ minimum: -90, maximum: 90 }), Type.Number({ minimum: -180, maximum: 180 })],
  { maxItems: 2 },
);

export const GeofenceCategorySchema = Type.Enum(GEOFENCE_CATEGORIES);
export const GeofenceShapeTypeSchema = Type.Enum(GEOFENCE_SHAPE_TYPES);

export const CircleShapeSchema = Type.Object(
  {
    type: Type.Literal('CIRCLE'),
    center: LatLngSchema,
    radius_m: Type.Number({
      minimum: GEOFENCE_LIMITS.minRadiusM,
      maximum: GEOFENCE_LIMITS.maxRadiusM,
    }),
  },
  { additionalProperties: false },
);

/**
 * A closed ring (its last point repeats its first), without holes: at most the vertex limit of
 * corners plus the closing point (GEO-4, refused by its size before any point is read).
 */
export const PolygonShapeSchema = Type.Object(
  {
    type: Type.Literal('POLYGON'),
    points: Type.Array(LatLngSchema, { maxItems: GEOFENCE_LIMITS.maxVertices + 1 }),
  },
  { additionalProperties: false },
);

/** A line and the full width around it (half on each side). */
export const CorridorShapeSchema = Type.Object(
  {
    type: Type.Literal('CORRIDOR'),
    points: Type.Array(LatLngSchema, { maxItems: GEOFENCE_LIMITS.maxVertices }),
    width_m: Type.Number({
      minimum: GEOFENCE_LIMITS.minWidthM,
      maximum: GEOFENCE_LIMITS.maxWidthM,
    }),
  },
  { additionalProperties: false },
);

export const GeofenceShapeSchema = Type.Union(
  [CircleShapeSchema, PolygonShapeSchema, CorridorShapeSchema],
  { $id: 'GeofenceShape' },
);

/**
 * A shape as a request sends it: one object whose `type` says which members it needs (a circle
 * its centre and radius, a polygon its points, a corridor its points and width), checked by the
 * service (GEO-2). Not a union: the size pass of every request (shared/request-check.ts) refuses
 * an over-long `points` by its length before anything else is read (GEO-4), which it can only
 * do for a member every shape has in the same place.
 */
export const GeofenceShapeInputSchema = Type.Object(
  {
    type: GeofenceShapeTypeSchema,
    center: Type.Optional(LatLngSchema),
    radius_m: Type.Optional(CircleShapeSchema.properties.radius_m),
    points: Type.Optional(Type.Array(LatLngSchema, { maxItems: GEOFENCE_LIMITS.maxVertices + 1 })),
    width_m: Type.Optional(CorridorShapeSchema.properties.width_m),
  },
  { $id: 'GeofenceShapeInput', additionalProperties: false },
);
export type GeofenceShapeInput = Static<typeof GeofenceShapeInputSchema>;
export type CircleShape = Static<typeof CircleShapeSchema>;
export type PolygonShape = Static<typeof PolygonShapeSchema>;
export type CorridorShape = Static<typeof CorridorShapeSchema>;
export type GeofenceShape = Static<typeof GeofenceShapeSchema>;

const Person = Type.Object({ id: IdSchema, name: Type.String() });
const VehicleRef = Type.Object({ id: IdSchema, license_plate: Type.String() });
const GroupRef = Type.Object({ id: IdSchema, name: Type.String() });

export const GeofenceSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    category: GeofenceCategorySchema,
    shape: GeofenceShapeSchema,
    /** GEO-6: an inactive geofence is kept (its visits too) but no longer watched. */
    active: Type.Boolean(),
    /** GEO-10: which of its events raise alerts (every visit is recorded either way). */
    alert_on_enter: Type.Boolean(),
    alert_on_exit: Type.Boolean(),
    /** GEO-9: the dwell alert after this many minutes inside; null: none. */
    dwell_minutes: Nullable(Type.Integer()),
    /** GEO-5: the vehicles and groups it applies to; both empty: every vehicle. */
    vehicles: Type.Array(VehicleRef),
    groups: Type.Array(GroupRef),
    /** Corners of a polygon, points of a corridor, 1 for a circle. */
    vertex_count: Type.Integer({ minimum: 1 }),
    area_m2: Type.Number({ minimum: 0 }),
    created_on: DateTime,
    updated_on: DateTime,
    /** Null for the seeded ones. */
    created_by: Nullable(Person),
  },
  { $id: 'Geofence' },
);
export type Geofence = Static<typeof GeofenceSchema>;

export const geofenceList = {
  resource: 'geofence',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    category: { type: 'string' },
    'shape.type': { type: 'string' },
    active: { type: 'boolean' },
    alert_on_enter: { type: 'boolean' },
    alert_on_exit: { type: 'boolean' },
    dwell_minutes: { type: 'number' },
    'vehicles.license_plate': { type: 'string' },
    'groups.name': { type: 'string' },
    vertex_count: { type: 'number' },
    area_m2: { type: 'number' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name', 'vehicles.license_plate', 'groups.name'],
  defaultSort: [{ field: 'name', order: 'asc' }],
} as const satisfies ListDeclaration;
export type GeofenceListField = keyof typeof geofenceList.fields;

const Name = Type.String({ minLength: 1, maxLength: GEOFENCE_LIMITS.nameMax, pattern: '\\S' });
const DwellMinutes = Nullable(
  Type.Integer({
    minimum: GEOFENCE_LIMITS.minDwellMinutes,
    maximum: GEOFENCE_LIMITS.maxDwellMinutes,
  }),
);
const VehicleIds = Type.Array(IdSchema, {
  maxItems: GEOFENCE_LIMITS.maxVehicles,
  uniqueItems: true,
});
const GroupIds = Type.Array(IdSchema, { maxItems: GEOFENCE_LIMITS.maxGroups, uniqueItems: true });

const editable = {
  name: Name,
  category: GeofenceCategorySchema,
  shape: GeofenceShapeInputSchema,
  active: Type.Boolean(),
  alert_on_enter: Type.Boolean(),
  alert_on_exit: Type.Boolean(),
  dwell_minutes: DwellMinutes,
  vehicle_ids: VehicleIds,
  group_ids: GroupIds,
};

export const CreateGeofenceRequestSchema = Type.Object(
  {
    name: editable.name,
    category: editable.category,
    shape: editable.shape,
    active: Type.Optional(editable.active),
    alert_on_enter: Type.Optional(editable.alert_on_enter),
    alert_on_exit: Type.Optional(editable.alert_on_exit),
    dwell_minutes: Type.Optional(editable.dwell_minutes),
    vehicle_ids: Type.Optional(editable.vehicle_ids),
    group_ids: Type.Optional(editable.group_ids),
  },
  { $id: 'CreateGeofenceRequest', additionalProperties: false },
);
export type CreateGeofenceRequest = Static<typeof CreateGeofenceRequestSchema>;

export const UpdateGeofenceRequestSchema = Type.Object(
  {
    name: Type.Optional(editable.name),
    category: Type.Optional(editable.category),
    shape: Type.Optional(editable.shape),
    active: Type.Optional(editable.active),
    alert_on_enter: Type.Optional(editable.alert_on_enter),
    alert_on_exit: Type.Optional(editable.alert_on_exit),
    dwell_minutes: Type.Optional(editable.dwell_minutes),
    vehicle_ids: Type.Optional(editable.vehicle_ids),
    group_ids: Type.Optional(editable.group_ids),
  },
  { $id: 'UpdateGeofenceRequest', additionalProperties: false, minProperties: 1 },
);
export type UpdateGeofenceRequest = Static<typeof UpdateGeofenceRequestSchema>;

/** What the live view draws of a geofence (GEO-16). */
export const GeofenceMapItemSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    category: GeofenceCategorySchema,
    shape: GeofenceShapeSchema,
  },
  { $id: 'GeofenceMapItem' },
);
export type GeofenceMapItem = Static<typeof GeofenceMapItemSchema>;

export const GeofenceMapSchema = Type.Object(
  { data: Type.Array(GeofenceMapItemSchema) },
  { $id: 'GeofenceMap' },
);
export type GeofenceMap = Static<typeof GeofenceMapSchema>;

// ---------------------------------------------------------------------------------------------
// Visits (GEO-11)
// ---------------------------------------------------------------------------------------------

export const GeofenceVisitSchema = Type.Object(
  {
    id: IdSchema,
    geofence: Type.Object({ id: IdSchema, name: Type.String(), category: GeofenceCategorySchema }),
    vehicle: VehicleRef,
    entered_on: DateTime,
    /** False when the vehicle was already inside as the geofence began to be watched (GEO-12). */
    entry_seen: Type.Boolean(),
    exited_on: Nullable(DateTime),
    exit_seen: Type.Boolean(),
    /** Seconds from entering to leaving; null while inside. */
    duration_s: Nullable(Type.Integer({ minimum: 0 })),
    dwell_alerted_on: Nullable(DateTime),
  },
  { $id: 'GeofenceVisit' },
);
export type GeofenceVisit = Static<typeof GeofenceVisitSchema>;

export const GEOFENCE_VISIT_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const GeofenceVisitQuerySchema = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: GEOFENCE_VISIT_PAGE.maxLimit,
        default: GEOFENCE_VISIT_PAGE.defaultLimit,
      }),
    ),
    /** Visits entered before this instant (the next page after the last one shown). */
    before: Type.Optional(DateTime),
  },
  { $id: 'GeofenceVisitQuery', additionalProperties: false },
);
export type GeofenceVisitQuery = Static<typeof GeofenceVisitQuerySchema>;

export const GeofenceVisitListSchema = Type.Object(
  { data: Type.Array(GeofenceVisitSchema) },
  { $id: 'GeofenceVisitList' },
);
export type GeofenceVisitList = Static<typeof GeofenceVisitListSchema>;

// ---------------------------------------------------------------------------------------------
// GeoJSON (GEO-13 ... GEO-15)
// ---------------------------------------------------------------------------------------------

/** `[longitude, latitude]`: GeoJSON's order (RFC 7946), not ours. */
const Position = Type.Tuple([
  Type.Number({ minimum: -180, maximum: 180 }),
  Type.Number({ minimum: -90, maximum: 90 }),
]);

export const GeofenceFeatureSchema = Type.Object(
  {
    type: Type.Literal('Feature'),
    id: IdSchema,
    geometry: Type.Union([
      Type.Object({ type: Type.Literal('Polygon'), coordinates: Type.Array(Type.Array(Position)) }),
      Type.Object({ type: Type.Literal('Point'), coordinates: Position }),
      Type.Object({ type: Type.Literal('LineString'), coordinates: Type.Array(Position) }),
    ]),
    properties: Type.Object({
      name: Type.String(),
      category: GeofenceCategorySchema,
      active: Type.Boolean(),
      alert_on_enter: Type.Boolean(),
      alert_on_exit: Type.Boolean(),
      dwell_minutes: Nullable(Type.Integer()),
      /** A circle: its Point is the centre. */
      radius_m: Type.Optional(Type.Number()),
      /** A corridor: its LineString is the line. */
      width_m: Type.Optional(Type.Number()),
    }),
  },
  { $id: 'GeofenceFeature' },
);
export type GeofenceFeature = Static<typeof GeofenceFeatureSchema>;

export const GeofenceFeatureCollectionSchema = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(GeofenceFeatureSchema),
  },
  { $id: 'GeofenceFeatureCollection' },
);
export type GeofenceFeatureCollection = Static<typeof GeofenceFeatureCollectionSchema>;

/** One problem of a shape or a feature: a reason of error-reasons.ts and its values. */
export const ShapeProblemSchema = Type.Object({
  reason: ServerErrorReasonSchema,
  params: ServerErrorParamsSchema,
});
export type ShapeProblemWire = Static<typeof ShapeProblemSchema>;

export const GeofenceImportReportSchema = Type.Object(
  {
    features: Type.Array(
      Type.Object({
        /** 0-based, in file order. */
        index: Type.Integer({ minimum: 0 }),
        name: Type.String(),
        category: GeofenceCategorySchema,
        shape_type: Nullable(GeofenceShapeTypeSchema),
        vertex_count: Type.Integer({ minimum: 0 }),
        problems: Type.Array(ShapeProblemSchema),
      }),
    ),
    valid: Type.Integer({ minimum: 0 }),
    invalid: Type.Integer({ minimum: 0 }),
  },
  { $id: 'GeofenceImportReport' },
);
export type GeofenceImportReport = Static<typeof GeofenceImportReportSchema>;

export const GeofenceImportQuerySchema = Type.Object(
  {
    /** Save the valid features and skip the rest; by default one invalid feature refuses all. */
    valid_only: Type.Optional(Type.Boolean()),
  },
  { $id: 'GeofenceImportQuery', additionalProperties: false },
);
export type GeofenceImportQuery = Static<typeof GeofenceImportQuerySchema>;

export const GeofenceImportResultSchema = Type.Object(
  { created: Type.Array(GeofenceSchema), report: GeofenceImportReportSchema },
  { $id: 'GeofenceImportResult' },
);
export type GeofenceImportResult = Static<typeof GeofenceImportResultSchema>;
