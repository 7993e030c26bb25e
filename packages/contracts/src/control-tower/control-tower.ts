import Type, { type Static } from 'typebox';
import { FleetTaskStatusSchema } from '../fleet-tasks/fleet-task';
import { VEHICLE_LIVE_STATUSES, type VehicleLiveStatus } from '../live/live-positions';
import { IdSchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';

/**
 * The control tower (docs/rules/control-tower.md): a live board of the day's fleet tasks and a
 * queue of the exceptions that need a person.
 */

const DateTime = Type.String({ format: 'date-time' });
const MINUTE_MS = 60_000;

/** CT-3 ... CT-8: when a rule opens an exception. */
export const CONTROL_TOWER_RULES = {
  /** CT-5: farther than this from the task's planned path is off it. */
  offPathMeters: 500,
  /** CT-5: the distance is checked this often per vehicle, and must hold on two checks in a row. */
  offPathCheckMs: 30_000,
  /** CT-6: idling (engine on, standing) this long while driving to a stop. */
  longIdleMs: 10 * MINUTE_MS,
  /** CT-6: parked (engine off) this long while driving to a stop. */
  longParkingMs: 20 * MINUTE_MS,
  /** CT-7: the device unheard of this long during a started task. */
  offlineMs: 5 * MINUTE_MS,
} as const;

export const CONTROL_TOWER_LIMITS = {
  noteMax: 500,
  /** The most exceptions one queue answer carries. */
  queueMax: 1000,
  queueDefault: 200,
} as const;

/** CT-2: what an exception is about. */
export const CONTROL_TOWER_EXCEPTION_KINDS = [
  'BREAKDOWN',
  'DEVICE_OFFLINE',
  'LATE_RISK',
  'LATE_ARRIVAL',
  'FAILED_STOP',
  'OFF_PATH',
  'LONG_IDLE',
  'LONG_PARKING',
] as const;
export type ControlTowerExceptionKind = (typeof CONTROL_TOWER_EXCEPTION_KINDS)[number];

/** CT-9: how urgent a kind is; 1 is the most urgent and sorts first. */
export const CONTROL_TOWER_SEVERITY: Readonly<Record<ControlTowerExceptionKind, 1 | 2 | 3>> = {
  BREAKDOWN: 1,
  DEVICE_OFFLINE: 1,
  LATE_RISK: 2,
  FAILED_STOP: 2,
  OFF_PATH: 2,
  LATE_ARRIVAL: 3,
  LONG_IDLE: 3,
  LONG_PARKING: 3,
};

export const CONTROL_TOWER_QUEUE_STATES = ['OPEN', 'ACKNOWLEDGED', 'ALL'] as const;
export type ControlTowerQueueState = (typeof CONTROL_TOWER_QUEUE_STATES)[number];

const Person = Type.Object({ id: IdSchema, fullname: Type.String() });

/** CT-2: one exception of the queue. */
export const ControlTowerExceptionSchema = Type.Object(
  {
    id: IdSchema,
    kind: Type.Enum(CONTROL_TOWER_EXCEPTION_KINDS),
    severity: Type.Integer({ minimum: 1, maximum: 3 }),
    opened_on: DateTime,
    /** When the condition ended (a fact such as a failed stop ends as it opens). */
    ended_on: Nullable(DateTime),
    updated_on: DateTime,
    task: Nullable(Type.Object({ id: IdSchema, number: Type.String() })),
    stop: Nullable(Type.Object({ id: IdSchema, sequence: Type.Integer(), name: Type.String() })),
    vehicle: Type.Object({ id: IdSchema, license_plate: Type.String() }),
    driver: Nullable(Person),
    /** The alert the same fact raised, when there is one (`rawAlertId`). */
    alert_id: Nullable(Type.String()),
    /** What the rule saw: minutes late, metres off the path, the failure reason. */
    detail: Type.Object({
      minutes: Type.Optional(Type.Integer()),
      meters: Type.Optional(Type.Integer()),
      reason: Type.Optional(Type.String()),
      eta_on: Type.Optional(DateTime),
      window_end_on: Type.Optional(DateTime),
    }),
    acknowledged_on: Nullable(DateTime),
    acknowledged_by: Nullable(Person),
    assignee: Nullable(Person),
    note: Nullable(Type.String()),
  },
  { $id: 'ControlTowerException' },
);
export type ControlTowerException = Static<typeof ControlTowerExceptionSchema>;

/** CT-10: one task row of the board with its progress. */
export const ControlTowerTaskSchema = Type.Object(
  {
    id: IdSchema,
    number: Type.String(),
    status: FleetTaskStatusSchema,
    vehicle: Type.Object({
      id: IdSchema,
      license_plate: Type.String(),
      group: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    }),
    driver: Nullable(Person),
    planned_start_on: DateTime,
    stops_total: Type.Integer({ minimum: 0 }),
    stops_delivered: Type.Integer({ minimum: 0 }),
    stops_failed: Type.Integer({ minimum: 0 }),
    stops_skipped: Type.Integer({ minimum: 0 }),
    /** Stops reached with a promised window, and of them those reached by its end (CT-11). */
    stops_arrived_with_window: Type.Integer({ minimum: 0 }),
    stops_on_time: Type.Integer({ minimum: 0 }),
    /** Open stops whose estimate is past their window's end. */
    stops_late: Type.Integer({ minimum: 0 }),
    distance_m: Type.Number({ minimum: 0 }),
    driven_m: Type.Number({ minimum: 0 }),
    /** CT-10: the next open stop's estimate against its planned arrival; null when none. */
    delay_min: Nullable(Type.Integer()),
    next_stop: Nullable(
      Type.Object({
        id: IdSchema,
        sequence: Type.Integer(),
        name: Type.String(),
        latitude: Type.Number(),
        longitude: Type.Number(),
        eta_on: Nullable(DateTime),
        window_end_on: Nullable(DateTime),
        late: Type.Boolean(),
      }),
    ),
    updated_on: DateTime,
  },
  { $id: 'ControlTowerTask' },
);
export type ControlTowerTask = Static<typeof ControlTowerTaskSchema>;

/** CT-11: the board's figures. */
export const ControlTowerKpisSchema = Type.Object(
  {
    /** Share (0..1) of reached stops with a window that were on time; null before any. */
    on_time_share: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    stops_done: Type.Integer({ minimum: 0 }),
    stops_left: Type.Integer({ minimum: 0 }),
    stops_failed: Type.Integer({ minimum: 0 }),
    vehicles_on_task: Type.Integer({ minimum: 0 }),
    idle_on_task: Type.Integer({ minimum: 0 }),
    offline_on_task: Type.Integer({ minimum: 0 }),
  },
  { $id: 'ControlTowerKpis' },
);
export type ControlTowerKpis = Static<typeof ControlTowerKpisSchema>;

/** CT-10: the board as the page opens: today's tasks, the vehicles' states, the figures. */
export const ControlTowerBoardSchema = Type.Object(
  {
    day: Type.String({ format: 'date' }),
    at: DateTime,
    tasks: Type.Array(ControlTowerTaskSchema),
    /** The live state of each vehicle on a started task (the positions feed keeps it current). */
    vehicles: Type.Array(
      Type.Object({
        id: IdSchema,
        status: Type.Enum(VEHICLE_LIVE_STATUSES),
        latitude: Type.Number(),
        longitude: Type.Number(),
      }),
    ),
    kpis: ControlTowerKpisSchema,
  },
  { $id: 'ControlTowerBoard' },
);
export type ControlTowerBoard = Static<typeof ControlTowerBoardSchema>;

export const ControlTowerQueueQuerySchema = Type.Object(
  {
    state: Type.Optional(Type.Enum(CONTROL_TOWER_QUEUE_STATES, { default: 'OPEN' })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: CONTROL_TOWER_LIMITS.queueMax,
        default: CONTROL_TOWER_LIMITS.queueDefault,
      }),
    ),
  },
  { $id: 'ControlTowerQueueQuery', additionalProperties: false },
);
export type ControlTowerQueueQuery = Static<typeof ControlTowerQueueQuerySchema>;

const Note = Type.String({ maxLength: CONTROL_TOWER_LIMITS.noteMax });

/** CT-12: acknowledge, optionally handing it to someone, with a note. */
export const AcknowledgeExceptionRequestSchema = Type.Object(
  {
    note: Type.Optional(Note),
    assignee_id: Type.Optional(Nullable(IdSchema)),
  },
  { $id: 'AcknowledgeExceptionRequest', additionalProperties: false },
);
export type AcknowledgeExceptionRequest = Static<typeof AcknowledgeExceptionRequestSchema>;

/** CT-13: hand it to someone (null: to nobody), with a note; it stays in the queue. */
export const AssignExceptionRequestSchema = Type.Object(
  {
    assignee_id: Nullable(IdSchema),
    note: Type.Optional(Note),
  },
  { $id: 'AssignExceptionRequest', additionalProperties: false },
);
export type AssignExceptionRequest = Static<typeof AssignExceptionRequestSchema>;

export const ControlTowerAssigneeSchema = Type.Object(
  { id: IdSchema, fullname: Type.String(), username: Type.String() },
  { $id: 'ControlTowerAssignee' },
);
export type ControlTowerAssignee = Static<typeof ControlTowerAssigneeSchema>;

export const CONTROL_TOWER_LIVE_VERSION = 1;

/**
 * CT-14: what the live channel's `control-tower-{companyId}` message says: task rows that
 * changed, tasks that left the board, exceptions opened or changed.
 */
export const ControlTowerLiveSchema = Type.Object(
  {
    version: Type.Literal(CONTROL_TOWER_LIVE_VERSION),
    at: DateTime,
    tasks: Type.Array(ControlTowerTaskSchema),
    removed_task_ids: Type.Array(IdSchema),
    exceptions: Type.Array(ControlTowerExceptionSchema),
  },
  { $id: 'ControlTowerLive' },
);
export type ControlTowerLive = Static<typeof ControlTowerLiveSchema>;

/**
 * CT-11: the board's figures from its task rows and the live state of their vehicles (the
 * server answers them with the board, the page recomputes them as rows and positions change).
 */
export function controlTowerKpis(
  tasks: readonly ControlTowerTask[],
  statusOf: (vehicleId: number) => VehicleLiveStatus | undefined,
): ControlTowerKpis {
  let withWindow = 0;
  let onTime = 0;
  let done = 0;
  let left = 0;
  let failed = 0;
  const onTask = new Set<number>();
  for (const task of tasks) {
    withWindow += task.stops_arrived_with_window;
    onTime += task.stops_on_time;
    const settled = task.stops_delivered + task.stops_failed + task.stops_skipped;
    done += settled;
    failed += task.stops_failed;
    if (task.status === 'PLANNED' || task.status === 'STARTED') left += task.stops_total - settled;
    if (task.status === 'STARTED') onTask.add(task.vehicle.id);
  }
  let idle = 0;
  let offline = 0;
  for (const vehicleId of onTask) {
    const status = statusOf(vehicleId);
    if (status === 'idle') idle++;
    else if (status === 'offline') offline++;
  }
  return {
    on_time_share: withWindow === 0 ? null : onTime / withWindow,
    stops_done: done,
    stops_left: left,
    stops_failed: failed,
    vehicles_on_task: onTask.size,
    idle_on_task: idle,
    offline_on_task: offline,
  };
}
