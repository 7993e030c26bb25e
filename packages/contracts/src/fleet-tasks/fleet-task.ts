import Type, { type Static } from 'typebox';
import { Nullable } from '../shared/nullable';
import { IdSchema } from '../shared/list-query';

/**
 * Fleet tasks (docs/rules/fleet-tasks.md): one vehicle's (and driver's) ordered stops for one
 * day, made from a solved route optimization run or by hand, then driven by the fleet. Task and
 * stop statuses, and which status may follow which, are declared once here (FT-3, FT-4); the
 * simulator refuses any other change with 409 and the web offers only what is allowed.
 */

const DateTime = Type.String({ format: 'date-time' });
const LatLng = Type.Tuple([
  Type.Number({ minimum: -90, maximum: 90 }),
  Type.Number({ minimum: -180, maximum: 180 }),
]);

// ---------------------------------------------------------------------------------------------
// Statuses and their transitions (FT-3, FT-4)
// ---------------------------------------------------------------------------------------------

export const FLEET_TASK_STATUSES = ['PLANNED', 'STARTED', 'DONE', 'CANCELLED'] as const;
export type FleetTaskStatus = (typeof FLEET_TASK_STATUSES)[number];
export const FleetTaskStatusSchema = Type.Enum(FLEET_TASK_STATUSES);

export const FLEET_TASK_STOP_STATUSES = [
  'PENDING',
  'EN_ROUTE',
  'ARRIVED',
  'DELIVERED',
  'FAILED',
  'SKIPPED',
] as const;
export type FleetTaskStopStatus = (typeof FLEET_TASK_STOP_STATUSES)[number];
export const FleetTaskStopStatusSchema = Type.Enum(FLEET_TASK_STOP_STATUSES);

/** FT-3: the statuses a task may move to from each status; DONE and CANCELLED are final. */
export const FLEET_TASK_TRANSITIONS: Readonly<Record<FleetTaskStatus, readonly FleetTaskStatus[]>> =
  {
    PLANNED: ['STARTED', 'CANCELLED'],
    STARTED: ['DONE', 'CANCELLED'],
    DONE: [],
    CANCELLED: [],
  };

/** FT-4: the statuses a stop may move to from each status; the last three are final. */
export const FLEET_TASK_STOP_TRANSITIONS: Readonly<
  Record<FleetTaskStopStatus, readonly FleetTaskStopStatus[]>
> = {
  PENDING: ['EN_ROUTE', 'SKIPPED'],
  EN_ROUTE: ['ARRIVED', 'FAILED', 'SKIPPED'],
  ARRIVED: ['DELIVERED', 'FAILED'],
  DELIVERED: [],
  FAILED: [],
  SKIPPED: [],
};

export function canMoveTask(from: FleetTaskStatus, to: FleetTaskStatus): boolean {
  return FLEET_TASK_TRANSITIONS[from].includes(to);
}

export function canMoveStop(from: FleetTaskStopStatus, to: FleetTaskStopStatus): boolean {
  return FLEET_TASK_STOP_TRANSITIONS[from].includes(to);
}

/** A stop whose status can no longer change (FT-4). */
export function isStopSettled(status: FleetTaskStopStatus): boolean {
  return FLEET_TASK_STOP_TRANSITIONS[status].length === 0;
}

/** A task whose status can no longer change (FT-3). */
export function isTaskClosed(status: FleetTaskStatus): boolean {
  return FLEET_TASK_TRANSITIONS[status].length === 0;
}

/**
 * Why a stop failed or was skipped (FT-6): the four delivery failures the field reports, a
 * breakdown that stopped the task, and the dispatcher's cancellations.
 */
export const FLEET_TASK_STOP_REASONS = [
  'RECIPIENT_ABSENT',
  'ADDRESS_NOT_FOUND',
  'REFUSED',
  'GOODS_DAMAGED',
  'VEHICLE_BREAKDOWN',
  'STOP_CANCELLED',
  'TASK_CANCELLED',
] as const;
export type FleetTaskStopReason = (typeof FLEET_TASK_STOP_REASONS)[number];
export const FleetTaskStopReasonSchema = Type.Enum(FLEET_TASK_STOP_REASONS);

/** Where a task came from (FT-1). */
export const FLEET_TASK_SOURCES = ['ROUTE_OPTIMIZATION', 'MANUAL'] as const;
export type FleetTaskSource = (typeof FLEET_TASK_SOURCES)[number];
export const FleetTaskSourceSchema = Type.Enum(FLEET_TASK_SOURCES);

/** How a task made by hand orders its stops (FT-2). */
export const FLEET_TASK_STOP_ORDERS = ['AS_GIVEN', 'SOLVER'] as const;
export type FleetTaskStopOrder = (typeof FLEET_TASK_STOP_ORDERS)[number];

export const FLEET_TASK_LIMITS = {
  /** Orders in one task made by hand. */
  maxOrders: 60,
  /** A cancellation note. */
  noteMax: 200,
} as const;

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export const FleetTaskStopSchema = Type.Object(
  {
    id: IdSchema,
    /** 1, 2, ... in driving order. */
    sequence: Type.Integer({ minimum: 1 }),
    status: FleetTaskStopStatusSchema,
    address: Type.Object({
      id: IdSchema,
      name: Type.String(),
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
    }),
    delivery_orders: Type.Array(
      Type.Object({
        id: IdSchema,
        number: Type.String(),
        shipped_customer: Type.Object({ id: Type.Integer(), name: Type.String() }),
      }),
    ),
    /** The latest the stop should be served (its orders' window); null without one. */
    window_end_on: Nullable(DateTime),
    planned_arrival_on: DateTime,
    planned_departure_on: DateTime,
    /** Live estimate of the arrival while the stop is still ahead (FT-8); null otherwise. */
    eta_on: Nullable(DateTime),
    arrived_on: Nullable(DateTime),
    departed_on: Nullable(DateTime),
    /** Set for FAILED and SKIPPED stops. */
    reason: Nullable(FleetTaskStopReasonSchema),
    /** Proof of delivery of a DELIVERED stop (FT-7). */
    proof: Nullable(
      Type.Object({
        recipient_name: Type.String(),
        photo_url: Type.String(),
        signature_url: Type.String(),
      }),
    ),
    /** FT-16: the photo a driver took at a stop they reported FAILED, when there is one. */
    failure_photo_url: Type.Optional(Type.String()),
  },
  { $id: 'FleetTaskStop' },
);
export type FleetTaskStop = Static<typeof FleetTaskStopSchema>;

export const FleetTaskSchema = Type.Object(
  {
    id: IdSchema,
    /** e.g. FT/2611/00012 */
    number: Type.String(),
    status: FleetTaskStatusSchema,
    source: FleetTaskSourceSchema,
    route_optimization: Nullable(Type.Object({ id: IdSchema, number: Type.String() })),
    vehicle: Type.Object({ id: IdSchema, license_plate: Type.String() }),
    driver: Nullable(Type.Object({ id: IdSchema, fullname: Type.String() })),
    /** The WIB day it is planned for, `YYYY-MM-DD`. */
    day: Type.String({ format: 'date' }),
    start_address: Type.Object({ id: IdSchema, name: Type.String() }),
    planned_start_on: DateTime,
    planned_end_on: DateTime,
    started_on: Nullable(DateTime),
    finished_on: Nullable(DateTime),
    total_stops: Type.Integer({ minimum: 0 }),
    delivered_stops: Type.Integer({ minimum: 0 }),
    failed_stops: Type.Integer({ minimum: 0 }),
    skipped_stops: Type.Integer({ minimum: 0 }),
    /** The next stop still ahead (its sequence), null when none is. */
    next_stop_sequence: Nullable(Type.Integer({ minimum: 1 })),
    distance_m: Type.Number({ minimum: 0 }),
    created_on: DateTime,
    updated_on: DateTime,
  },
  { $id: 'FleetTask' },
);
export type FleetTask = Static<typeof FleetTaskSchema>;

export const FleetTaskDetailSchema = Type.Object(
  {
    ...FleetTaskSchema.properties,
    start_location: Type.Object({
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
    }),
    stops: Type.Array(FleetTaskStopSchema),
    /** The planned road path, [latitude, longitude] pairs. */
    planned_path: Type.Array(LatLng),
    /** Where the vehicle has driven since the task started (FT-10). */
    driven_path: Type.Array(LatLng),
  },
  { $id: 'FleetTaskDetail' },
);
export type FleetTaskDetail = Static<typeof FleetTaskDetailSchema>;

/**
 * FT-13: the payload of the live `fleet-task-eta-{companyId}` message: a started task's stops
 * with their current estimates, after every round that changed one. `version` says which shape
 * this is, so a later one can be told apart.
 */
export const FLEET_TASK_ETA_VERSION = 1;
export const FleetTaskEtaSchema = Type.Object(
  {
    version: Type.Literal(FLEET_TASK_ETA_VERSION),
    task_id: IdSchema,
    vehicle_id: IdSchema,
    status: FleetTaskStatusSchema,
    /** When the estimates were made. */
    at: DateTime,
    stops: Type.Array(
      Type.Object({
        id: IdSchema,
        sequence: Type.Integer({ minimum: 1 }),
        status: FleetTaskStopStatusSchema,
        eta_on: Nullable(DateTime),
        /** FT-12: the estimate is after the stop's promised time. */
        late: Type.Boolean(),
      }),
    ),
  },
  { $id: 'FleetTaskEta' },
);
export type FleetTaskEta = Static<typeof FleetTaskEtaSchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const CreateFleetTaskRequestSchema = Type.Object(
  {
    vehicle_id: IdSchema,
    /** Null: the vehicle's own driver, if it has one. */
    driver_id: Type.Optional(Nullable(IdSchema)),
    start_address_id: IdSchema,
    departure_on: DateTime,
    delivery_order_ids: Type.Array(IdSchema, {
      minItems: 1,
      maxItems: FLEET_TASK_LIMITS.maxOrders,
      uniqueItems: true,
    }),
    /** AS_GIVEN: the order of `delivery_order_ids` (dragged in the form); SOLVER: the solver's. */
    stop_order: Type.Optional(Type.Enum(FLEET_TASK_STOP_ORDERS, { default: 'AS_GIVEN' })),
  },
  { $id: 'CreateFleetTaskRequest', additionalProperties: false },
);
export type CreateFleetTaskRequest = Static<typeof CreateFleetTaskRequestSchema>;

export const ReassignFleetTaskRequestSchema = Type.Object(
  {
    vehicle_id: IdSchema,
    /** Null or left out: the new vehicle's own driver, if it has one. */
    driver_id: Type.Optional(Nullable(IdSchema)),
  },
  { $id: 'ReassignFleetTaskRequest', additionalProperties: false },
);
export type ReassignFleetTaskRequest = Static<typeof ReassignFleetTaskRequestSchema>;

export const CancelFleetTaskRequestSchema = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: FLEET_TASK_LIMITS.noteMax })) },
  { $id: 'CancelFleetTaskRequest', additionalProperties: false },
);
export type CancelFleetTaskRequest = Static<typeof CancelFleetTaskRequestSchema>;

export const FleetTaskStopParamsSchema = Type.Object({ id: IdSchema, stopId: IdSchema });
