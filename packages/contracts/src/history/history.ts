import Type, { type Static, type TSchema } from 'typebox';
import { CompanyTimeZoneSchema } from '../company/company';
import { VEHICLE_LIVE_STATUSES } from '../live/live-positions';
import { IdSchema, ListMetadataSchema, ListQuerySchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';

/**
 * The fleet's history (docs/rules/history.md): the positions a vehicle reported, kept at
 * playback resolution for the retention period, and what the simulator derives from them as
 * they arrive: trips, stops (parked or idling), fuel refills and drops, and daily rollups per
 * vehicle and per driver on the company's clock.
 *
 *   GET /api/vehicle/:id/track        one vehicle's positions (columnar), stops, trips, alerts
 *   GET /api/history/trips            trips of a vehicle or of the company, paged
 *   GET /api/history/stops            parked and idling stops, paged
 *   GET /api/history/fuel-events      refills and drops, paged
 *   GET /api/history/daily            daily rollups per vehicle or per driver, paged
 *
 * Times are ISO 8601 with the company's offset; a period is [from, to), `to` after `from`.
 */

const DateTime = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });
const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });
const Seconds = Type.Integer({ minimum: 0 });
const Kilometres = Type.Number({ minimum: 0 });
const Litres = Type.Number({ minimum: 0 });
const Kmh = Type.Number({ minimum: 0 });

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

export const HISTORY_LIMITS = {
  /** HIST-2: the longest period of one track read (playback), in days. */
  trackMaxDays: 7,
  /** HIST-2: the longest period of a trips, stops or fuel-events read, in days. */
  listMaxDays: 31,
  /** HIST-2: the longest period of a daily-rollup read (12 months), in days. */
  rollupMaxDays: 366,
  /** Ids in one `vehicle_ids` (a page of a report's vehicle picker). */
  maxVehicleIds: 200,
  /** Default days of history kept (HIST-4); the simulator's setting may change it. */
  defaultRetentionDays: 30,
} as const;

/** Stop kinds (HIST-11): the engine off is a parked stop, the engine on an idling one. */
export const HISTORY_STOP_KINDS = ['PARKED', 'IDLE'] as const;
export type HistoryStopKind = (typeof HISTORY_STOP_KINDS)[number];
export const HistoryStopKindSchema = Type.Enum(HISTORY_STOP_KINDS);

/** Fuel events (HIST-13): a rise of the tank level is a refill, an unexplained fall a drop. */
export const FUEL_EVENT_KINDS = ['REFILL', 'DROP'] as const;
export type FuelEventKind = (typeof FUEL_EVENT_KINDS)[number];
export const FuelEventKindSchema = Type.Enum(FUEL_EVENT_KINDS);

/** What a daily rollup is counted per (HIST-15). */
export const ROLLUP_SUBJECTS = ['vehicle', 'driver'] as const;
export type RollupSubject = (typeof ROLLUP_SUBJECTS)[number];

/** The orders a trips page can be read in. */
export const TRIP_SORTS = [
  'started_on desc',
  'started_on asc',
  'distance_km desc',
  'duration_s desc',
  'max_speed_kmh desc',
  'idle_s desc',
] as const;
export type TripSort = (typeof TRIP_SORTS)[number];

/** The orders a stops page can be read in. */
export const STOP_SORTS = ['started_on desc', 'started_on asc', 'duration_s desc'] as const;
export type StopSort = (typeof STOP_SORTS)[number];

/** The orders a fuel-events page can be read in. */
export const FUEL_EVENT_SORTS = ['at desc', 'at asc', 'litres desc'] as const;
export type FuelEventSort = (typeof FUEL_EVENT_SORTS)[number];

/** The orders a rollups page can be read in. */
export const ROLLUP_SORTS = [
  'day desc',
  'day asc',
  'distance_km desc',
  'fuel_used_l desc',
] as const;
export type RollupSort = (typeof ROLLUP_SORTS)[number];

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

const VehicleRef = Type.Object({ id: IdSchema, license_plate: Type.String() });
const DriverRef = Type.Object({ id: IdSchema, name: Type.String() });

/** A place of the history: where, and the nearest known address (simulated geocoding). */
export const HistoryPlaceSchema = Type.Object(
  {
    latitude: Latitude,
    longitude: Longitude,
    /** The nearest known address or area; null where none is known. */
    address: Nullable(Type.String()),
  },
  { $id: 'HistoryPlace' },
);
export type HistoryPlace = Static<typeof HistoryPlaceSchema>;

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

/** HIST-9, HIST-10: a trip, from the engine's start of motion to the stop that ended it. */
export const HistoryTripSchema = Type.Object(
  {
    id: IdSchema,
    vehicle: VehicleRef,
    /** The driver assigned to the vehicle when the trip started. */
    driver: Nullable(DriverRef),
    started_on: DateTime,
    /** The last position so far while `ongoing`. */
    ended_on: DateTime,
    /** Still driving: the trip has not ended yet (its figures are so far). */
    ongoing: Type.Boolean(),
    start: HistoryPlaceSchema,
    end: HistoryPlaceSchema,
    distance_km: Kilometres,
    duration_s: Seconds,
    /** Seconds standing with the engine on within the trip (short halts, traffic). */
    idle_s: Seconds,
    max_speed_kmh: Kmh,
    /** Distance over the time moving (the trip's duration less its idling). */
    avg_speed_kmh: Kmh,
  },
  { $id: 'HistoryTrip' },
);
export type HistoryTrip = Static<typeof HistoryTripSchema>;

/** HIST-11: a stop: standing still with the engine off (parked) or on (idling). */
export const HistoryStopSchema = Type.Object(
  {
    id: IdSchema,
    vehicle: VehicleRef,
    driver: Nullable(DriverRef),
    kind: HistoryStopKindSchema,
    /** The engine ran during the stop: `IDLE` when true. */
    ignition: Type.Boolean(),
    started_on: DateTime,
    /** The last position so far while `ongoing`. */
    ended_on: DateTime,
    ongoing: Type.Boolean(),
    duration_s: Seconds,
    place: HistoryPlaceSchema,
  },
  { $id: 'HistoryStop' },
);
export type HistoryStop = Static<typeof HistoryStopSchema>;

/** HIST-13: a refill or a drop read from the fuel level. */
export const FuelEventSchema = Type.Object(
  {
    id: IdSchema,
    vehicle: VehicleRef,
    driver: Nullable(DriverRef),
    kind: FuelEventKindSchema,
    /** When the level started to move. */
    at: DateTime,
    /** Litres added (refill) or lost (drop), always positive. */
    litres: Litres,
    level_before_pct: Type.Number({ minimum: 0, maximum: 100 }),
    level_after_pct: Type.Number({ minimum: 0, maximum: 100 }),
    place: HistoryPlaceSchema,
  },
  { $id: 'FuelEvent' },
);
export type FuelEvent = Static<typeof FuelEventSchema>;

/** One alert code and how many times it was raised. */
export const AlertCountSchema = Type.Object(
  { code: Type.Integer({ minimum: 0 }), count: Type.Integer({ minimum: 1 }) },
  { $id: 'AlertCount' },
);
export type AlertCount = Static<typeof AlertCountSchema>;

/**
 * HIST-15: one vehicle's (or one driver's) day on the company's clock. The seconds of driving,
 * idling and parking add up to the part of the day the history covers.
 */
export const DailyRollupSchema = Type.Object(
  {
    day: Day,
    /** Set when the rollups are per vehicle. */
    vehicle: Nullable(VehicleRef),
    /** Set when the rollups are per driver. */
    driver: Nullable(DriverRef),
    distance_km: Kilometres,
    trips: Type.Integer({ minimum: 0 }),
    driving_s: Seconds,
    idling_s: Seconds,
    parking_s: Seconds,
    max_speed_kmh: Kmh,
    /** Litres burnt (never negative: refills are counted apart). */
    fuel_used_l: Litres,
    fuel_added_l: Litres,
    /** Litres lost in drops (already part of neither figure above). */
    fuel_dropped_l: Litres,
    alert_count: Type.Integer({ minimum: 0 }),
    /** Alerts by code, most frequent first. */
    alerts: Type.Array(AlertCountSchema),
  },
  { $id: 'DailyRollup' },
);
export type DailyRollup = Static<typeof DailyRollupSchema>;

/** An alert on a track: enough to place it and open its preview by id. */
export const TrackAlertSchema = Type.Object(
  {
    /** The raw alert id (`rawAlertId` of the alert center). */
    id: Type.String({ minLength: 1 }),
    code: Type.Integer({ minimum: 0 }),
    /** The code's name in the alert catalogue; null for a code without one. */
    name: Nullable(Type.String()),
    at: DateTime,
    latitude: Nullable(Latitude),
    longitude: Nullable(Longitude),
  },
  { $id: 'TrackAlert' },
);
export type TrackAlert = Static<typeof TrackAlertSchema>;

/**
 * HIST-6: the positions of a track as parallel arrays, oldest first: element i of every array
 * is one position. Times are whole seconds after `start`; coordinates have 5 decimals (about a
 * metre). A column the vehicle has no sensor for is null as a whole.
 */
export const TrackPositionsSchema = Type.Object(
  {
    /** The instant `time_s` counts from (the period's `from`). */
    start: DateTime,
    count: Type.Integer({ minimum: 0 }),
    time_s: Type.Array(Type.Integer({ minimum: 0 })),
    lat: Type.Array(Latitude),
    lng: Type.Array(Longitude),
    speed_kmh: Type.Array(Kmh),
    /** Degrees clockwise from north. */
    heading: Type.Array(Type.Integer({ minimum: 0, maximum: 360 })),
    ignition: Type.Array(Type.Boolean()),
    status: Type.Array(Type.Enum(VEHICLE_LIVE_STATUSES)),
    /** Tank level in percent; null without a fuel sensor (an element: no reading then). */
    fuel_level_pct: Nullable(Type.Array(Nullable(Type.Number({ minimum: 0, maximum: 100 })))),
    /** Box temperature °C; null without a refrigerated box. */
    box_temperature_c: Nullable(Type.Array(Nullable(Type.Number()))),
  },
  { $id: 'TrackPositions' },
);
export type TrackPositions = Static<typeof TrackPositionsSchema>;

export const VehicleTrackSchema = Type.Object(
  {
    vehicle: Type.Object({
      id: IdSchema,
      license_plate: Type.String(),
      has_fuel_sensor: Type.Boolean(),
      refrigerated: Type.Boolean(),
    }),
    time_zone: CompanyTimeZoneSchema,
    from: DateTime,
    to: DateTime,
    positions: TrackPositionsSchema,
    /** Trips overlapping the period, oldest first. */
    trips: Type.Array(HistoryTripSchema),
    /** Stops overlapping the period, oldest first. */
    stops: Type.Array(HistoryStopSchema),
    fuel_events: Type.Array(FuelEventSchema),
    /** Alerts of the vehicle raised in the period, oldest first. */
    alerts: Type.Array(TrackAlertSchema),
  },
  { $id: 'VehicleTrack' },
);
export type VehicleTrack = Static<typeof VehicleTrackSchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const Period = {
  /** The period's first instant (with offset). */
  from: DateTime,
  /** The instant after the period (with offset); after `from`. */
  to: DateTime,
};

export const VehicleTrackQuerySchema = Type.Object(Period, {
  $id: 'VehicleTrackQuery',
  additionalProperties: false,
});
export type VehicleTrackQuery = Static<typeof VehicleTrackQuerySchema>;

/** Which vehicles a company-wide read covers; none of them: every vehicle of the company. */
const Subjects = {
  vehicle_id: Type.Optional(IdSchema),
  /** Comma-separated ids (`12,15,40`). */
  vehicle_ids: Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$',
      maxLength: HISTORY_LIMITS.maxVehicleIds * 10,
    }),
  ),
  vehicle_group_id: Type.Optional(IdSchema),
  driver_id: Type.Optional(IdSchema),
};

const Paging = {
  limit: ListQuerySchema.properties.limit,
  page: ListQuerySchema.properties.page,
};

export const HistoryTripsQuerySchema = Type.Object(
  {
    ...Period,
    ...Subjects,
    ...Paging,
    sorts: Type.Optional(Type.Enum(TRIP_SORTS, { default: TRIP_SORTS[0] })),
    /** Only trips at least this long. */
    min_distance_km: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000 })),
  },
  { $id: 'HistoryTripsQuery', additionalProperties: false },
);
export type HistoryTripsQuery = Static<typeof HistoryTripsQuerySchema>;

export const HistoryStopsQuerySchema = Type.Object(
  {
    ...Period,
    ...Subjects,
    ...Paging,
    sorts: Type.Optional(Type.Enum(STOP_SORTS, { default: STOP_SORTS[0] })),
    /** Only parked or only idling stops. */
    kind: Type.Optional(HistoryStopKindSchema),
    /** Only stops at least this long. */
    min_duration_s: Type.Optional(Type.Integer({ minimum: 0, maximum: 31 * 86_400 })),
  },
  { $id: 'HistoryStopsQuery', additionalProperties: false },
);
export type HistoryStopsQuery = Static<typeof HistoryStopsQuerySchema>;

export const FuelEventsQuerySchema = Type.Object(
  {
    ...Period,
    ...Subjects,
    ...Paging,
    sorts: Type.Optional(Type.Enum(FUEL_EVENT_SORTS, { default: FUEL_EVENT_SORTS[0] })),
    kind: Type.Optional(FuelEventKindSchema),
  },
  { $id: 'FuelEventsQuery', additionalProperties: false },
);
export type FuelEventsQuery = Static<typeof FuelEventsQuerySchema>;

export const DailyRollupsQuerySchema = Type.Object(
  {
    /** The first day, `YYYY-MM-DD` on the company's clock. */
    from: Day,
    /** The last day, included; not before `from`. */
    to: Day,
    ...Subjects,
    ...Paging,
    /** Count per vehicle (default) or per driver. */
    per: Type.Optional(Type.Enum(ROLLUP_SUBJECTS, { default: 'vehicle' })),
    sorts: Type.Optional(Type.Enum(ROLLUP_SORTS, { default: ROLLUP_SORTS[0] })),
  },
  { $id: 'DailyRollupsQuery', additionalProperties: false },
);
export type DailyRollupsQuery = Static<typeof DailyRollupsQuerySchema>;

/**
 * A page of history records: `metadata` as every list has, but no `ids` of every match (a
 * month of a fleet's trips runs to hundreds of thousands; history is read, never bulk-edited).
 */
export function HistoryPageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Object({ paginated_result: Type.Array(item) }),
    metadata: ListMetadataSchema,
  });
}
export interface HistoryPage<T> {
  data: { paginated_result: T[] };
  metadata: Static<typeof ListMetadataSchema>;
}
