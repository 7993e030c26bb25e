import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { Nullable } from '../shared/nullable';
import { LatLngSchema } from './geofence';
import { GEOFENCE_LIMITS, SAVED_ROUTE_LIMITS } from './limits';

/**
 * Saved routes (docs/rules/saved-routes.md): a master route is a line with a tolerance in
 * metres on each side; the vehicles assigned to it raise a deviation alert when they leave that
 * corridor and a return alert when they come back.
 */

const DateTime = Type.String({ format: 'date-time' });

/** SRT-1: where a route's line came from. */
export const SAVED_ROUTE_SOURCES = ['DRAWN', 'FLEET_TASK', 'TRIP'] as const;
export type SavedRouteSource = (typeof SAVED_ROUTE_SOURCES)[number];

const VehicleRef = Type.Object({ id: IdSchema, license_plate: Type.String() });

export const SavedRouteSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    /** SRT-2: metres on each side of the line. */
    tolerance_m: Type.Integer(),
    /** `[latitude, longitude]` points of the line. */
    path: Type.Array(LatLngSchema),
    length_m: Type.Number({ minimum: 0 }),
    source: Type.Enum(SAVED_ROUTE_SOURCES),
    /** SRT-3: the fleet task whose planned path it was taken from. */
    fleet_task: Nullable(Type.Object({ id: IdSchema, number: Type.String() })),
    /** SRT-8: the past trip whose driven track it was taken from. */
    trip: Nullable(Type.Object({ vehicle: VehicleRef, started_on: DateTime })),
    vehicles: Type.Array(VehicleRef),
    /** SRT-6: an inactive route is kept but watches nobody. */
    active: Type.Boolean(),
    created_on: DateTime,
    updated_on: DateTime,
    created_by: Nullable(Type.Object({ id: IdSchema, name: Type.String() })),
  },
  { $id: 'SavedRoute' },
);
export type SavedRoute = Static<typeof SavedRouteSchema>;

export const savedRouteList = {
  resource: 'saved-route',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    tolerance_m: { type: 'number' },
    length_m: { type: 'number' },
    source: { type: 'string' },
    'fleet_task.number': { type: 'string' },
    'vehicles.license_plate': { type: 'string' },
    active: { type: 'boolean' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name', 'vehicles.license_plate', 'fleet_task.number'],
  defaultSort: [{ field: 'name', order: 'asc' }],
} as const satisfies ListDeclaration;
export type SavedRouteListField = keyof typeof savedRouteList.fields;

const Name = Type.String({ minLength: 1, maxLength: SAVED_ROUTE_LIMITS.nameMax, pattern: '\\S' });
const Tolerance = Type.Integer({
  minimum: SAVED_ROUTE_LIMITS.minToleranceM,
  maximum: SAVED_ROUTE_LIMITS.maxToleranceM,
});
const VehicleIds = Type.Array(IdSchema, {
  maxItems: GEOFENCE_LIMITS.maxVehicles,
  uniqueItems: true,
});
/** SRT-1: refused by its size before any point is read. */
const Path = Type.Array(LatLngSchema, { maxItems: SAVED_ROUTE_LIMITS.maxPoints });

export const CreateSavedRouteRequestSchema = Type.Object(
  {
    name: Name,
    tolerance_m: Tolerance,
    vehicle_ids: Type.Optional(VehicleIds),
    /** A line drawn on the map; give this, `fleet_task_id` or `trip` (SRT-1). */
    path: Type.Optional(Path),
    /** Take the line from this fleet task's planned path (SRT-3). */
    fleet_task_id: Type.Optional(IdSchema),
    /** Take the line from the track this vehicle drove on its trip started then (SRT-8). */
    trip: Type.Optional(
      Type.Object({ vehicle_id: IdSchema, started_on: DateTime }, { additionalProperties: false }),
    ),
    active: Type.Optional(Type.Boolean()),
  },
  { $id: 'CreateSavedRouteRequest', additionalProperties: false },
);
export type CreateSavedRouteRequest = Static<typeof CreateSavedRouteRequestSchema>;

export const UpdateSavedRouteRequestSchema = Type.Object(
  {
    name: Type.Optional(Name),
    tolerance_m: Type.Optional(Tolerance),
    vehicle_ids: Type.Optional(VehicleIds),
    path: Type.Optional(Path),
    active: Type.Optional(Type.Boolean()),
  },
  { $id: 'UpdateSavedRouteRequest', additionalProperties: false, minProperties: 1 },
);
export type UpdateSavedRouteRequest = Static<typeof UpdateSavedRouteRequestSchema>;

/** SRT-7: one time a vehicle was off its route. */
export const RouteDeviationSchema = Type.Object(
  {
    id: IdSchema,
    route: Type.Object({ id: IdSchema, name: Type.String() }),
    vehicle: VehicleRef,
    left_on: DateTime,
    /** Null while the vehicle is still off the route. */
    ended_on: Nullable(DateTime),
    /** True when it came back onto the route; false when the route changed under it (SRT-6). */
    returned: Type.Boolean(),
    /** The farthest it was from the line, metres. */
    max_distance_m: Type.Integer({ minimum: 0 }),
  },
  { $id: 'RouteDeviation' },
);
export type RouteDeviation = Static<typeof RouteDeviationSchema>;

export const RouteDeviationQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    before: Type.Optional(DateTime),
  },
  { $id: 'RouteDeviationQuery', additionalProperties: false },
);
export type RouteDeviationQuery = Static<typeof RouteDeviationQuerySchema>;

export const RouteDeviationListSchema = Type.Object(
  { data: Type.Array(RouteDeviationSchema) },
  { $id: 'RouteDeviationList' },
);
export type RouteDeviationList = Static<typeof RouteDeviationListSchema>;
