import Type, { type Static } from 'typebox';
import { GeocodedAddressSchema } from '../shared/geocoding';
import { Nullable } from '../shared/nullable';
import { VEHICLE_LIVE_STATUSES } from './live-positions';
import { FleetCategorySchema, VehiclePositionSchema } from '../fleet/vehicle';

/**
 * The live fleet over REST (issue 7): what the live view and the dashboard read besides the
 * positions of the live channel (live-positions.ts).
 *
 *   GET /api/live/fleet              the company's vehicles as the live view lists them
 *   GET /api/live/summary            counts by status and distance driven today
 *   GET /api/vehicle/:id/live        one vehicle's telemetry and reverse-geocoded address
 *   GET /api/vehicle/:id/trail       its positions over the last minutes, oldest first
 *
 * Times are ISO 8601 with offset; `seconds_since_report` is counted at the server's `at`.
 */

const DateTime = Type.String({ format: 'date-time' });

export const VehicleLiveStatusSchema = Type.Enum(VEHICLE_LIVE_STATUSES);

export const LIVE_FLEET_LIMITS = {
  trailMinutes: { min: 1, max: 120, default: 15 },
} as const;

/** One vehicle in the live view's list: what it is, not where (that comes by the channel). */
export const FleetDirectoryVehicleSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  license_plate: Type.String(),
  fleet_category: FleetCategorySchema,
  vehicle_type: Type.String(),
  driver_name: Nullable(Type.String()),
  group_ids: Type.Array(Type.Integer({ minimum: 1 })),
  has_camera: Type.Boolean(),
  /** Fitted with a refrigerated box (has a box temperature). */
  refrigerated: Type.Boolean(),
});
export type FleetDirectoryVehicle = Static<typeof FleetDirectoryVehicleSchema>;

export const FleetDirectorySchema = Type.Object(
  {
    at: DateTime,
    vehicles: Type.Array(FleetDirectoryVehicleSchema),
    groups: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), name: Type.String() })),
  },
  { $id: 'FleetDirectory' },
);
export type FleetDirectory = Static<typeof FleetDirectorySchema>;

export const FleetStatusCountsSchema = Type.Object({
  moving: Type.Integer({ minimum: 0 }),
  idle: Type.Integer({ minimum: 0 }),
  parked: Type.Integer({ minimum: 0 }),
  offline: Type.Integer({ minimum: 0 }),
});
export type FleetStatusCounts = Static<typeof FleetStatusCountsSchema>;

export const FleetSummarySchema = Type.Object(
  {
    at: DateTime,
    total: Type.Integer({ minimum: 0 }),
    counts: FleetStatusCountsSchema,
    /** Kilometres driven by the company's vehicles since 00:00 WIB today. */
    distance_today_km: Type.Number({ minimum: 0 }),
    /** Vehicles by region centre for the overview map: [latitude, longitude, count]. */
    areas: Type.Array(
      Type.Object({
        name: Type.String(),
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
        total: Type.Integer({ minimum: 0 }),
        moving: Type.Integer({ minimum: 0 }),
      }),
    ),
  },
  { $id: 'FleetSummary' },
);
export type FleetSummary = Static<typeof FleetSummarySchema>;

export const VehicleLiveDetailSchema = Type.Object(
  {
    at: DateTime,
    vehicle_id: Type.Integer({ minimum: 1 }),
    license_plate: Type.String(),
    fleet_category: FleetCategorySchema,
    vehicle_type: Type.String(),
    driver_name: Nullable(Type.String()),
    driver_phone_no: Nullable(Type.String()),
    status: VehicleLiveStatusSchema,
    ignition: Type.Boolean(),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    /** km/h */
    speed: Type.Number({ minimum: 0 }),
    /** Degrees, 0 north, clockwise. */
    heading: Type.Number({ minimum: 0, maximum: 360 }),
    odometer_km: Type.Number({ minimum: 0 }),
    /** Percent of the tank; null when the vehicle has no fuel sensor. */
    fuel_level_pct: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
    /** Box temperature, degrees Celsius; null without a refrigerated box. */
    box_temperature_c: Nullable(Type.Number()),
    /** Minutes driven since the last rest of 15 minutes or more. */
    driving_since_rest_min: Type.Integer({ minimum: 0 }),
    last_report_on: DateTime,
    seconds_since_report: Type.Integer({ minimum: 0 }),
    /** Nearest known address and area of the position (simulated reverse geocoding). */
    address: Nullable(GeocodedAddressSchema),
    /**
     * FT-30: the fleet task the vehicle is driving now, with its next stop's live estimate;
     * null without one, absent from a backend that does not say.
     */
    task: Type.Optional(
      Nullable(
        Type.Object({
          id: Type.Integer({ minimum: 1 }),
          number: Type.String(),
          stops_done: Type.Integer({ minimum: 0 }),
          stops_total: Type.Integer({ minimum: 0 }),
          next_stop: Nullable(
            Type.Object({
              sequence: Type.Integer({ minimum: 1 }),
              name: Type.String(),
              eta_on: Nullable(DateTime),
              /** The estimate is past the end of the stop's window. */
              late: Type.Boolean(),
            }),
          ),
        }),
      ),
    ),
  },
  { $id: 'VehicleLiveDetail' },
);
export type VehicleLiveDetail = Static<typeof VehicleLiveDetailSchema>;

export const VehicleTrailQuerySchema = Type.Object(
  {
    minutes: Type.Optional(
      Type.Integer({
        minimum: LIVE_FLEET_LIMITS.trailMinutes.min,
        maximum: LIVE_FLEET_LIMITS.trailMinutes.max,
      }),
    ),
  },
  { $id: 'VehicleTrailQuery', additionalProperties: false },
);
export type VehicleTrailQuery = Static<typeof VehicleTrailQuerySchema>;

/** A position of the history: a vehicle position as of then (no report age). */
export const TrailPointSchema = Type.Omit(VehiclePositionSchema, ['seconds_since_report']);
export type TrailPoint = Static<typeof TrailPointSchema>;

export const VehicleTrailSchema = Type.Object(
  {
    vehicle_id: Type.Integer({ minimum: 1 }),
    from: DateTime,
    to: DateTime,
    points: Type.Array(TrailPointSchema),
  },
  { $id: 'VehicleTrail' },
);
export type VehicleTrail = Static<typeof VehicleTrailSchema>;
