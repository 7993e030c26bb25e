import { Nullable } from '../shared/nullable';
import Type, { type Static } from 'typebox';
import { ROUTE_OPTIMIZATION_CONSTANTS, TRAFFIC_LEVELS } from './constants';
import { DeliveryOrderSchema } from '../delivery-orders/delivery-order';
import { ErrorResponseSchema } from '../shared/errors';
import { VehicleSchema } from '../fleet/vehicle';

/**
 * Route optimization runs of the fleet-planning service (docs/rules/route-optimization.md). Field
 * names are snake_case as the service's REST. Paths are in `api/route-optimization-routes.ts`.
 */

const Id = Type.Integer({ minimum: 1 });

// ---------------------------------------------------------------------------------------------
// Durations, times of day, datetimes
// ---------------------------------------------------------------------------------------------

/**
 * ISO-8601 durations of days, hours, minutes and seconds (`PT15M`, `PT1H30M`, `P1DT2H`).
 * Years, months and weeks are refused: their length is not fixed, and service times never
 * need them.
 */
export const ISO_DURATION_PATTERN =
  '^P(?=\\d|T\\d)(?:(\\d+)D)?(?:T(?=\\d)(?:(\\d+)H)?(?:(\\d+)M)?(?:(\\d+(?:\\.\\d+)?)S)?)?$';
export const IsoDurationSchema = Type.String({ pattern: ISO_DURATION_PATTERN, maxLength: 40 });

/** 24-hour time of day, `HH:mm`. */
export const TIME_OF_DAY_PATTERN = '^(?:[01]\\d|2[0-3]):[0-5]\\d$';
export const TimeOfDaySchema = Type.String({ pattern: TIME_OF_DAY_PATTERN });

/** ISO-8601 datetime with an offset, e.g. `2026-11-21T08:00:00+07:00`. */
export const OffsetDateTimeSchema = Type.String({ format: 'date-time' });

const DURATION_RE = new RegExp(ISO_DURATION_PATTERN);
const TIME_OF_DAY_RE = new RegExp(TIME_OF_DAY_PATTERN);

/** Milliseconds of an ISO-8601 duration, or null when the text is not one we accept. */
export function parseIsoDuration(text: string): number | null {
  const match = DURATION_RE.exec(text.trim());
  if (!match) return null;
  const [, d, h, m, s] = match;
  const num = (v: string | undefined) => (v === undefined ? 0 : Number(v));
  return Math.round(((num(d) * 24 + num(h)) * 60 * 60 + num(m) * 60 + num(s)) * 1000);
}

/** The shortest ISO-8601 form of a non-negative duration: 900000 -> `PT15M`, 0 -> `PT0S`. */
export function formatIsoDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Invalid duration: ${ms} ms`);
  let seconds = Math.round(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  if (!days && !time) return 'PT0S';
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** The activity-duration controls (hours 0-23, minutes 0-59) as an ISO duration. */
export function isoDurationFromParts(hours: number, minutes: number): string {
  const { hourChoices, minuteChoices } = ROUTE_OPTIMIZATION_CONSTANTS;
  if (!Number.isInteger(hours) || hours < hourChoices.min || hours > hourChoices.max) {
    throw new RangeError(`Hours must be ${hourChoices.min}-${hourChoices.max}`);
  }
  if (!Number.isInteger(minutes) || minutes < minuteChoices.min || minutes > minuteChoices.max) {
    throw new RangeError(`Minutes must be ${minuteChoices.min}-${minuteChoices.max}`);
  }
  return formatIsoDuration((hours * 60 + minutes) * 60_000);
}

/** Service time must be at least PT3M (docs/rules/route-optimization.md §5). */
export function isServiceTimeValid(duration: string): boolean {
  const ms = parseIsoDuration(duration);
  return ms !== null && ms >= ROUTE_OPTIMIZATION_CONSTANTS.minServiceTimeMs;
}

/** Minutes since midnight of an `HH:mm` time, or null. */
export function parseTimeOfDay(text: string): number | null {
  if (!TIME_OF_DAY_RE.test(text)) return null;
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

// ---------------------------------------------------------------------------------------------
// Form values and options (docs/rules/route-optimization.md §3.3, §3.4)
// ---------------------------------------------------------------------------------------------

export const DELIVERY_ORDER_PRIORITIES = ['high', 'regular'] as const;
export const DeliveryOrderPrioritySchema = Type.Enum(DELIVERY_ORDER_PRIORITIES);
export type DeliveryOrderPriority = (typeof DELIVERY_ORDER_PRIORITIES)[number];

export const RunDeliveryOrderSchema = Type.Object(
  { id: Id, priority: DeliveryOrderPrioritySchema },
  { $id: 'RunDeliveryOrder' },
);
export type RunDeliveryOrder = Static<typeof RunDeliveryOrderSchema>;

/** Creation wizard, step attach-delivery. */
export const RouteOptimizationWizardValuesSchema = Type.Object(
  {
    start_address_id: Nullable(Id),
    delivery_order_ids: Type.Array(Id),
    delivery_orders: Type.Array(RunDeliveryOrderSchema),
  },
  { $id: 'RouteOptimizationWizardValues' },
);
export type RouteOptimizationWizardValues = Static<typeof RouteOptimizationWizardValuesSchema>;

export const TrafficLevelSchema = Type.Enum(TRAFFIC_LEVELS);

/** VRP plans several vehicles; TSP orders the stops of one vehicle. */
export const ROUTING_METHODS = ['VRP', 'TSP'] as const;
export const RoutingMethodSchema = Type.Enum(ROUTING_METHODS);
export type RoutingMethod = (typeof ROUTING_METHODS)[number];

export const FleetShiftTimeSchema = Type.Object(
  {
    start_break_time: Nullable(TimeOfDaySchema),
    end_break_time: Nullable(TimeOfDaySchema),
  },
  { $id: 'FleetShiftTime' },
);
export type FleetShiftTime = Static<typeof FleetShiftTimeSchema>;

export const RouteOptimizationOptionsSchema = Type.Object(
  {
    /** Time spent at each stop (or each order, see `is_service_time_per_activity`). */
    service_time: IsoDurationSchema,
    fleet_shift_time: Type.Optional(Nullable(FleetShiftTimeSchema)),
    minimum_vehicle: Type.Boolean(),
    avoid_tolls: Type.Boolean(),
    weight_capacity: Type.Boolean(),
    volume_capacity: Type.Boolean(),
    round_trip: Type.Boolean(),
    group_order: Type.Boolean(),
    routing_method: RoutingMethodSchema,
    /** false: per address; true: per delivery order. */
    is_service_time_per_activity: Type.Boolean(),
    window_time: Type.Boolean(),
    traffic_level: TrafficLevelSchema,
  },
  { $id: 'RouteOptimizationOptions' },
);
export type RouteOptimizationOptions = Static<typeof RouteOptimizationOptionsSchema>;

/** The defaults of docs/rules/route-optimization.md §3.4. */
export const DEFAULT_ROUTE_OPTIMIZATION_OPTIONS = {
  service_time: ROUTE_OPTIMIZATION_CONSTANTS.defaultServiceTime,
  fleet_shift_time: null,
  minimum_vehicle: true,
  avoid_tolls: true,
  weight_capacity: false,
  volume_capacity: false,
  round_trip: false,
  group_order: true,
  routing_method: 'VRP',
  is_service_time_per_activity: false,
  window_time: true,
  traffic_level: ROUTE_OPTIMIZATION_CONSTANTS.defaultTrafficLevel,
} as const satisfies RouteOptimizationOptions;

/** Re-optimize form values (docs/rules/route-optimization.md §3.4). */
export const RouteOptimizationRunFormValuesSchema = Type.Object(
  {
    start_address_id: Id,
    expected_departure_on: OffsetDateTimeSchema,
    expected_end_on: Nullable(OffsetDateTimeSchema),
    vehicle_ids: Type.Array(Id),
    delivery_orders: Type.Array(RunDeliveryOrderSchema),
    delivery_order_ids: Type.Array(Id),
    options: RouteOptimizationOptionsSchema,
  },
  { $id: 'RouteOptimizationRunFormValues' },
);
export type RouteOptimizationRunFormValues = Static<typeof RouteOptimizationRunFormValuesSchema>;

/**
 * `POST /route-optimization` and `PUT /route-optimization/{id}/re-optimize` body: the type plus
 * every non-null form value except `delivery_order_ids` (docs/rules/route-optimization.md §7.3; the
 * create body is not shown, so it is the same). At least one delivery order and one vehicle.
 */
export const RouteOptimizationSubmitSchema = Type.Object(
  {
    type: Type.Literal(ROUTE_OPTIMIZATION_CONSTANTS.runType),
    start_address_id: Id,
    expected_departure_on: OffsetDateTimeSchema,
    expected_end_on: Type.Optional(OffsetDateTimeSchema),
    vehicle_ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
    delivery_orders: Type.Array(RunDeliveryOrderSchema, { minItems: 1, maxItems: 2000 }),
    options: RouteOptimizationOptionsSchema,
  },
  { $id: 'RouteOptimizationSubmit' },
);
export type RouteOptimizationSubmit = Static<typeof RouteOptimizationSubmitSchema>;

/** Builds the submit body from form values: drops nulls and `delivery_order_ids`. */
export function toRouteOptimizationSubmit(
  values: RouteOptimizationRunFormValues,
): RouteOptimizationSubmit {
  const { delivery_order_ids: _ids, expected_end_on, options, ...rest } = values;
  const { fleet_shift_time, ...otherOptions } = options;
  const hasBreak =
    fleet_shift_time?.start_break_time != null && fleet_shift_time.end_break_time != null;
  return {
    type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
    ...rest,
    ...(expected_end_on === null ? {} : { expected_end_on }),
    options: hasBreak ? { ...otherOptions, fleet_shift_time } : otherOptions,
  };
}

/**
 * Answer of create and re-optimize: the new run's id, or the errors
 * (docs/rules/route-optimization.md §7.3).
 */
export const RouteOptimizationIssueSchema = Type.Object(
  {
    code: Type.String(),
    message: Type.Optional(Type.String()),
    /** Dotted path of the offending field, e.g. `options.fleet_shift_time.end_break_time`. */
    path: Type.Optional(Type.String()),
  },
  { $id: 'RouteOptimizationIssue' },
);
export type RouteOptimizationIssue = Static<typeof RouteOptimizationIssueSchema>;

export const RouteOptimizationSubmitResponseSchema = Type.Object(
  {
    data: Type.Object({ id: Id }),
    /** Empty or absent on success; kept optional so upstream's `[]` and our `null` both pass. */
    errors: Type.Optional(Nullable(Type.Array(Type.String(), { maxItems: 0 }))),
    errors_v2: Type.Optional(
      Nullable(Type.Object({ issues: Type.Array(RouteOptimizationIssueSchema, { maxItems: 0 }) })),
    ),
  },
  { $id: 'RouteOptimizationSubmitResponse' },
);
export type RouteOptimizationSubmitResponse = Static<typeof RouteOptimizationSubmitResponseSchema>;

/**
 * A refused submit: the project's error shape (`statusCode, code, message`) plus the service's
 * `errors` (messages) and `errors_v2.issues` (codes of `error-codes.ts`).
 */
export const RouteOptimizationErrorResponseSchema = Type.Object(
  {
    ...ErrorResponseSchema.properties,
    data: Type.Null(),
    errors: Type.Array(Type.String()),
    errors_v2: Type.Object({ issues: Type.Array(RouteOptimizationIssueSchema, { minItems: 1 }) }),
  },
  { $id: 'RouteOptimizationErrorResponse' },
);
export type RouteOptimizationErrorResponse = Static<typeof RouteOptimizationErrorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Runs and their status
// ---------------------------------------------------------------------------------------------

/**
 * Run status (docs/rules/route-optimization.md §3.7: not shown; ours):
 *   QUEUED -> SOLVING -> SOLVED | FAILED      the worker picks the run up and solves it
 *   QUEUED | SOLVING -> CANCELLED             PATCH .../cancel
 *   FAILED | CANCELLED -> QUEUED              PUT .../rerun (same run, same id)
 *   SOLVED -> FLEET_TASK_CREATED              POST .../fleet-task
 *   FLEET_TASK_CREATED -> ROLLED_BACK         POST .../rollback (fleet tasks withdrawn)
 *   ROLLED_BACK -> FLEET_TASK_CREATED         POST .../fleet-task again
 *   SOLVED -> SOLVED                          POST .../rollback: back to the previous plan
 * Re-optimize never changes a run: it creates a new run (new id, `parent_id` this one) from a
 * SOLVED, FAILED, CANCELLED or ROLLED_BACK one. Every plan a run gets is a numbered version:
 * the solve, each point movement, each rerun's solve; rollback of a SOLVED run drops the
 * latest version and makes the previous one current again.
 */
export const ROUTE_OPTIMIZATION_RUN_STATUSES = [
  'QUEUED',
  'SOLVING',
  'SOLVED',
  'FAILED',
  'CANCELLED',
  'FLEET_TASK_CREATED',
  'ROLLED_BACK',
] as const;
export const RouteOptimizationRunStatusSchema = Type.Enum(ROUTE_OPTIMIZATION_RUN_STATUSES);
export type RouteOptimizationRunStatus = (typeof ROUTE_OPTIMIZATION_RUN_STATUSES)[number];

export const ROUTE_OPTIMIZATION_RUN_ACTIONS = [
  'cancel',
  'rerun',
  're-optimize',
  'create-fleet-task',
  'rollback',
  'move-point',
] as const;
export type RouteOptimizationRunAction = (typeof ROUTE_OPTIMIZATION_RUN_ACTIONS)[number];

const ACTIONS_BY_STATUS: Record<RouteOptimizationRunStatus, readonly RouteOptimizationRunAction[]> =
  {
    QUEUED: ['cancel'],
    SOLVING: ['cancel'],
    SOLVED: ['re-optimize', 'create-fleet-task', 'move-point', 'rollback'],
    FAILED: ['rerun', 're-optimize'],
    CANCELLED: ['rerun', 're-optimize'],
    FLEET_TASK_CREATED: ['rollback'],
    ROLLED_BACK: ['re-optimize', 'create-fleet-task'],
  };

/**
 * The job actions a run in this status accepts; others answer 409. A SOLVED run rolls back to
 * its previous plan version, so it offers rollback only when it has one.
 */
export function allowedRunActions(
  status: RouteOptimizationRunStatus,
  { hasPreviousVersion = false }: { hasPreviousVersion?: boolean } = {},
): readonly RouteOptimizationRunAction[] {
  const actions = ACTIONS_BY_STATUS[status];
  return status === 'SOLVED' && !hasPreviousVersion
    ? actions.filter((action) => action !== 'rollback')
    : actions;
}

export function isTerminalRunStatus(status: RouteOptimizationRunStatus): boolean {
  return status !== 'QUEUED' && status !== 'SOLVING';
}

/** How far a solving run is: pushed on the live channel and kept on the run. */
export const RouteOptimizationProgressSchema = Type.Object(
  {
    elapsed_ms: Type.Integer({ minimum: 0 }),
    /** The solve's time budget (grows with the order count). */
    budget_ms: Type.Integer({ minimum: 0 }),
    /** The best plan so far. */
    distance_m: Type.Number({ minimum: 0 }),
    used_vehicles: Type.Integer({ minimum: 0 }),
    unassigned: Type.Integer({ minimum: 0 }),
  },
  { $id: 'RouteOptimizationProgress' },
);
export type RouteOptimizationProgress = Static<typeof RouteOptimizationProgressSchema>;

export const RouteOptimizationRunSchema = Type.Object(
  {
    id: Id,
    /** e.g. RO/2611/00012 */
    number: Type.String(),
    status: RouteOptimizationRunStatusSchema,
    start_address: Type.Object({ id: Id, name: Type.String() }),
    expected_departure_on: OffsetDateTimeSchema,
    expected_arrival_on: Nullable(OffsetDateTimeSchema),
    total_delivery_orders: Type.Integer({ minimum: 0 }),
    total_vehicles: Type.Integer({ minimum: 0 }),
    /** Set once solved: vehicles that got at least one stop. */
    used_vehicles: Nullable(Type.Integer({ minimum: 0 })),
    total_distance_m: Nullable(Type.Number({ minimum: 0 })),
    total_duration_s: Nullable(Type.Number({ minimum: 0 })),
    /** The run this one was re-optimized from. */
    parent_id: Nullable(Id),
    failure_reason: Nullable(Type.String()),
    /** The current plan's version (1 for the first solve); 0 before any plan. */
    version: Type.Integer({ minimum: 0 }),
    /** While SOLVING: the best plan so far; otherwise null. */
    progress: Nullable(RouteOptimizationProgressSchema),
    created_on: OffsetDateTimeSchema,
    created_by: Type.String(),
    updated_on: OffsetDateTimeSchema,
  },
  { $id: 'RouteOptimizationRun' },
);
export type RouteOptimizationRun = Static<typeof RouteOptimizationRunSchema>;

/**
 * `GET .../{id}/setting`: what the re-optimize screen loads (docs/rules/route-optimization.md §3.4,
 * §7.4).
 */
export const RouteOptimizationSettingSchema = Type.Object(
  {
    id: Id,
    number: Type.String(),
    status: RouteOptimizationRunStatusSchema,
    start_address: Type.Object({ id: Id, name: Type.String() }),
    expected_departure_on: OffsetDateTimeSchema,
    /** Maps to the form's `expected_end_on`. */
    expected_arrival_on: Nullable(OffsetDateTimeSchema),
    options: RouteOptimizationOptionsSchema,
  },
  { $id: 'RouteOptimizationSetting' },
);
export type RouteOptimizationSetting = Static<typeof RouteOptimizationSettingSchema>;

/** A delivery order of a run: the order list item plus its priority. */
export const RouteOptimizationDeliveryOrderSchema = Type.Object(
  { ...DeliveryOrderSchema.properties, priority: DeliveryOrderPrioritySchema },
  { $id: 'RouteOptimizationDeliveryOrder' },
);
export type RouteOptimizationDeliveryOrder = Static<typeof RouteOptimizationDeliveryOrderSchema>;

/** A row of the vehicle selection table (docs/rules/route-optimization.md §3.5). */
export const VehicleSelectionRowSchema = Type.Pick(
  VehicleSchema,
  ['id', 'license_plate', 'vehicle_group', 'vehicle_type', 'box_type'],
  { $id: 'VehicleSelectionRow' },
);
export type VehicleSelectionRow = Static<typeof VehicleSelectionRowSchema>;

// ---------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------

export const ROUTE_STOP_TYPES = ['start', 'delivery', 'break', 'end'] as const;
export const RouteStopTypeSchema = Type.Enum(ROUTE_STOP_TYPES);
export type RouteStopType = (typeof ROUTE_STOP_TYPES)[number];

/**
 * Why a leg leaves the fastest road path with every road open (issue 29, ROADRULE-9): the
 * odd-even plate rule, a truck ban by class and hour, a holiday ban, the motorcycle ban on toll
 * roads, or the run's own `avoid_tolls`.
 */
export const ROUTE_DETOUR_REASONS = [
  'ganjil_genap',
  'truck_ban',
  'holiday_ban',
  'motorcycle_ban',
  'avoid_tolls',
] as const;
export const RouteDetourReasonSchema = Type.Enum(ROUTE_DETOUR_REASONS);
export type RouteDetourReason = (typeof ROUTE_DETOUR_REASONS)[number];

export const RouteDetourSchema = Type.Object(
  {
    reason: RouteDetourReasonSchema,
    /** The road the leg keeps off (the network's name, e.g. `Jl. Jend. Sudirman - ...`). */
    road_name: Type.String(),
  },
  { $id: 'RouteDetour' },
);
export type RouteDetour = Static<typeof RouteDetourSchema>;

export const RouteStopSchema = Type.Object(
  {
    /** Stable within the run; the `pointId` of the move-point call. */
    point_id: Id,
    /** 0 for the start, then 1, 2, ... in driving order. */
    sequence: Type.Integer({ minimum: 0 }),
    type: RouteStopTypeSchema,
    address: Nullable(
      Type.Object({
        id: Id,
        name: Type.String(),
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
      }),
    ),
    /** Orders delivered at this stop (several when `group_order` groups one address). */
    delivery_orders: Type.Array(
      Type.Object({
        id: Id,
        number: Type.String(),
        priority: DeliveryOrderPrioritySchema,
        shipped_customer: Type.Object({ id: Id, name: Type.String() }),
        load_weight: Type.Number({ minimum: 0 }),
        load_volume: Type.Number({ minimum: 0 }),
      }),
    ),
    arrival_on: OffsetDateTimeSchema,
    /** Service starts here (after waiting for the window); the break's start for a break. */
    service_start_on: OffsetDateTimeSchema,
    departure_on: OffsetDateTimeSchema,
    /** From the previous stop. */
    distance_m: Type.Number({ minimum: 0 }),
    duration_s: Type.Number({ minimum: 0 }),
    /**
     * Toll paid on the leg from the previous stop, whole Rupiah, by the vehicle's toll class
     * (ROADRULE-6). Added with issue 29: absent from older plans.
     */
    toll_cost_idr: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Set when the leg from the previous stop detours around a road (ROADRULE-9). */
    detour: Type.Optional(RouteDetourSchema),
    /** Load on board when leaving this stop. */
    load_weight: Type.Number({ minimum: 0 }),
    load_volume: Type.Number({ minimum: 0 }),
  },
  { $id: 'RouteStop' },
);
export type RouteStop = Static<typeof RouteStopSchema>;

export const VehicleRouteSchema = Type.Object(
  {
    vehicle: Type.Object({ id: Id, license_plate: Type.String() }),
    driver: Nullable(Type.Object({ id: Id, fullname: Type.String() })),
    /** The box's limits (kg, m³); null when the run ignores that dimension or it is unknown. */
    capacity_weight: Nullable(Type.Number({ minimum: 0 })),
    capacity_volume: Nullable(Type.Number({ minimum: 0 })),
    /**
     * The box's limits whether or not the run enforces them (null: unknown), so a plan made with
     * the capacity options off still shows each route's load against what the vehicle carries
     * (RO-74). Added later: absent from plans stored before it.
     */
    box_capacity_weight: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    box_capacity_volume: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    stops: Type.Array(RouteStopSchema),
    start_on: OffsetDateTimeSchema,
    end_on: OffsetDateTimeSchema,
    distance_m: Type.Number({ minimum: 0 }),
    duration_s: Type.Number({ minimum: 0 }),
    /** The route's toll, whole Rupiah (ROADRULE-6). Added with issue 29: absent from older plans. */
    toll_cost_idr: Type.Optional(Type.Integer({ minimum: 0 })),
    load_weight: Type.Number({ minimum: 0 }),
    load_volume: Type.Number({ minimum: 0 }),
    /** Road polyline as [latitude, longitude] pairs, for the map. */
    geometry: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  },
  { $id: 'VehicleRoute' },
);
export type VehicleRoute = Static<typeof VehicleRouteSchema>;

/** Why the solver left an order out (the route solver's reasons). */
export const UNASSIGNED_REASONS = [
  'capacity_weight',
  'capacity_volume',
  'time_window',
  'shift_end',
  'break',
  'unreachable',
] as const;
export const UnassignedReasonSchema = Type.Enum(UNASSIGNED_REASONS);
export type UnassignedReason = (typeof UNASSIGNED_REASONS)[number];

/** A rule a plan breaks; a solved plan has none, a moved point may cause some. */
export const ROUTE_VIOLATION_CODES = [
  'capacity_weight',
  'capacity_volume',
  'time_window',
  'shift_end',
  'break',
] as const;
export const RouteViolationSchema = Type.Object(
  {
    code: Type.Enum(ROUTE_VIOLATION_CODES),
    vehicle_id: Id,
    /** The stop where it happens; null for the whole route (capacity, shift end). */
    point_id: Nullable(Id),
  },
  { $id: 'RouteViolation' },
);
export type RouteViolation = Static<typeof RouteViolationSchema>;
export type RouteViolationCode = (typeof ROUTE_VIOLATION_CODES)[number];

export const RouteOptimizationResultSchema = Type.Object(
  {
    id: Id,
    status: RouteOptimizationRunStatusSchema,
    /**
     * The plan's version (0: no plan yet, while queued, solving, or after a failure);
     * `previous_version` is what rollback returns to (null: none).
     */
    version: Type.Integer({ minimum: 0 }),
    previous_version: Nullable(Type.Integer({ minimum: 1 })),
    routes: Type.Array(VehicleRouteSchema),
    violations: Type.Array(RouteViolationSchema),
    unassigned_delivery_orders: Type.Array(
      Type.Object({ id: Id, number: Type.String(), reason: UnassignedReasonSchema }),
    ),
    summary: Type.Object({
      distance_m: Type.Number({ minimum: 0 }),
      duration_s: Type.Number({ minimum: 0 }),
      used_vehicles: Type.Integer({ minimum: 0 }),
      assigned_delivery_orders: Type.Integer({ minimum: 0 }),
    }),
    solved_on: Nullable(OffsetDateTimeSchema),
  },
  { $id: 'RouteOptimizationResult' },
);
export type RouteOptimizationResult = Static<typeof RouteOptimizationResultSchema>;

/** Body of the move-point call (not shown in the spec; ours). */
export const MovePointRequestSchema = Type.Object(
  {
    /** The vehicle that receives the stop; may be the same vehicle (reorder). */
    target_vehicle_id: Id,
    /** 1-based position among the target vehicle's delivery stops. */
    target_sequence: Type.Integer({ minimum: 1 }),
  },
  { $id: 'MovePointRequest', additionalProperties: false },
);
export type MovePointRequest = Static<typeof MovePointRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Quota
// ---------------------------------------------------------------------------------------------

/**
 * `GET .../route-optimization/usage`. `limit` and `remaining` are null and `period` is null or
 * 'UNLIMITED' for an unlimited plan (see `quotaStatus`).
 */
export const QUOTA_PERIODS = ['DAILY', 'MONTHLY', 'UNLIMITED'] as const;
export type QuotaPeriod = (typeof QUOTA_PERIODS)[number];
export const RouteOptimizationQuotaSchema = Type.Object(
  {
    usage: Type.Integer({ minimum: 0 }),
    limit: Nullable(Type.Integer({ minimum: 0 })),
    remaining: Nullable(Type.Integer({ minimum: 0 })),
    period: Nullable(Type.Enum(QUOTA_PERIODS)),
  },
  { $id: 'RouteOptimizationQuota' },
);
export type RouteOptimizationQuota = Static<typeof RouteOptimizationQuotaSchema>;

// ---------------------------------------------------------------------------------------------
// Simple action answers
// ---------------------------------------------------------------------------------------------

export const RouteOptimizationRunActionResponseSchema = Type.Object(
  { data: Type.Object({ id: Id, status: RouteOptimizationRunStatusSchema }) },
  { $id: 'RouteOptimizationRunActionResponse' },
);
export type RouteOptimizationRunActionResponse = Static<
  typeof RouteOptimizationRunActionResponseSchema
>;

export const CreateFleetTaskResponseSchema = Type.Object(
  {
    data: Type.Object({
      id: Id,
      status: RouteOptimizationRunStatusSchema,
      /** One fleet task per used vehicle. */
      fleet_task_ids: Type.Array(Id),
    }),
  },
  { $id: 'CreateFleetTaskResponse' },
);
export type CreateFleetTaskResponse = Static<typeof CreateFleetTaskResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Live progress and the driver's day
// ---------------------------------------------------------------------------------------------

/** Payload of the live `route-optimization-{companyId}` message: a run changed or progressed. */
export const RouteOptimizationLiveSchema = Type.Object(
  {
    id: Id,
    status: RouteOptimizationRunStatusSchema,
    version: Type.Integer({ minimum: 0 }),
    progress: Nullable(RouteOptimizationProgressSchema),
  },
  { $id: 'RouteOptimizationLive' },
);
export type RouteOptimizationLive = Static<typeof RouteOptimizationLiveSchema>;

/**
 * `GET /fleet-planning/api/web/v1/driver-day`: the signed-in driver's stops for today, from the
 * fleet task a plan made for their vehicle (not in the spec; ours). Empty `stops` and null
 * task when nothing is planned for them today.
 */
export const DriverDaySchema = Type.Object(
  {
    /** Today in WIB, `YYYY-MM-DD`. */
    date: Type.String({ format: 'date' }),
    driver: Nullable(Type.Object({ id: Id, fullname: Type.String() })),
    vehicle: Nullable(Type.Object({ id: Id, license_plate: Type.String() })),
    fleet_task_id: Nullable(Id),
    route_optimization: Nullable(Type.Object({ id: Id, number: Type.String() })),
    start_on: Nullable(OffsetDateTimeSchema),
    end_on: Nullable(OffsetDateTimeSchema),
    distance_m: Type.Number({ minimum: 0 }),
    /** Start, deliveries (and break) in driving order, as in the run's result. */
    stops: Type.Array(RouteStopSchema),
    geometry: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  },
  { $id: 'DriverDay' },
);
export type DriverDay = Static<typeof DriverDaySchema>;
