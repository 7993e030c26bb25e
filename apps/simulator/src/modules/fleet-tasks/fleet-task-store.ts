import type {
  FleetTaskSource,
  FleetTaskStatus,
  FleetTaskStopReason,
  FleetTaskStopStatus,
} from '@armada/contracts/fleet-tasks';
import { jsonColumn, type SqlClient, type SqlExecutor } from '../../store/sql-client';

/** A point with its name, as tasks keep their start and their stops' addresses. */
export interface TaskPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface TaskOrderRef {
  id: number;
  number: string;
  shipped_customer: { id: number; name: string };
}

/**
 * A stop's pictures. A DELIVERED stop has all three; a FAILED stop a driver reported has only
 * the photo (recipient and signature empty, FT-16).
 */
export interface StopProof {
  recipient_name: string;
  /** File names under the module's media folder ('' when there is none). */
  photo: string;
  signature: string;
}

/** A row of `fleet_tasks` once this module has taken it over (task_status set). */
export interface TaskRow {
  id: number;
  companyId: number;
  runId: number | null;
  vehicleId: number;
  driverId: number | null;
  day: string;
  number: string;
  source: FleetTaskSource;
  status: FleetTaskStatus;
  startAddress: TaskPlace;
  plannedStartAt: number;
  plannedEndAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  createdAt: number;
  updatedAt: number;
  distanceM: number;
  plannedPath: [number, number][];
  drivenPath: [number, number][];
}

export interface StopRow {
  id: number;
  taskId: number;
  companyId: number;
  sequence: number;
  status: FleetTaskStopStatus;
  address: TaskPlace;
  deliveryOrders: TaskOrderRef[];
  windowEndAt: number | null;
  plannedArrivalAt: number;
  plannedDepartureAt: number;
  serviceS: number;
  etaAt: number | null;
  arrivedAt: number | null;
  departedAt: number | null;
  reason: FleetTaskStopReason | null;
  proof: StopProof | null;
}

/** A `fleet_tasks` row route optimization made that has no stops here yet (TASK-1). */
export interface PendingTaskRow {
  id: number;
  companyId: number;
  runId: number | null;
  vehicleId: number;
  driverId: number | null;
  day: string;
  createdAt: number;
  route: unknown;
}

export interface TaskEvent {
  companyId: number;
  taskId: number;
  stopId: number | null;
  kind: 'task' | 'stop';
  status: string;
  at: number;
  actor: string;
  reason?: string | null;
  data?: unknown;
}

/** FT-17: an action a driver sent, remembered under its idempotency key. */
export interface DriverActionRow {
  userId: number;
  taskId: number;
  stopId: number;
  action: string;
  at: number;
}

export type NewStop = Omit<StopRow, 'id' | 'taskId' | 'companyId'>;
export type TaskPatch = Partial<
  Pick<
    TaskRow,
    | 'status'
    | 'vehicleId'
    | 'driverId'
    | 'startedAt'
    | 'finishedAt'
    | 'updatedAt'
    | 'drivenPath'
    | 'plannedPath'
    | 'distanceM'
  >
>;
export type StopPatch = Partial<
  Pick<StopRow, 'status' | 'etaAt' | 'arrivedAt' | 'departedAt' | 'reason' | 'proof'>
>;

const TASK_COLUMNS: Record<keyof TaskPatch, string> = {
  status: 'task_status',
  vehicleId: 'vehicle_id',
  driverId: 'driver_id',
  startedAt: 'started_at',
  finishedAt: 'finished_at',
  updatedAt: 'updated_at',
  drivenPath: 'driven_path',
  plannedPath: 'planned_path',
  distanceM: 'distance_m',
};
const STOP_COLUMNS: Record<keyof StopPatch, string> = {
  status: 'status',
  etaAt: 'eta_at',
  arrivedAt: 'arrived_at',
  departedAt: 'departed_at',
  reason: 'reason',
  proof: 'proof',
};
const JSON_COLUMNS = new Set(['driven_path', 'planned_path', 'proof']);

const num = (value: string | number): number => Number(value);
const numOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

interface TaskDb {
  id: number;
  company_id: number;
  run_id: number | null;
  vehicle_id: number;
  driver_id: number | null;
  day: string;
  number: string;
  source: FleetTaskSource;
  task_status: FleetTaskStatus;
  start_address: unknown;
  planned_start_at: string | number;
  planned_end_at: string | number;
  started_at: string | number | null;
  finished_at: string | number | null;
  created_at: string | number;
  updated_at: string | number;
  distance_m: number | null;
  planned_path: unknown;
  driven_path: unknown;
}

interface StopDb {
  id: number;
  task_id: number;
  company_id: number;
  sequence: number;
  status: FleetTaskStopStatus;
  address: unknown;
  delivery_orders: unknown;
  window_end_at: string | number | null;
  planned_arrival_at: string | number;
  planned_departure_at: string | number;
  service_s: number;
  eta_at: string | number | null;
  arrived_at: string | number | null;
  departed_at: string | number | null;
  reason: FleetTaskStopReason | null;
  proof: unknown;
}

function toTask(row: TaskDb): TaskRow {
  return {
    id: row.id,
    companyId: row.company_id,
    runId: row.run_id,
    vehicleId: row.vehicle_id,
    driverId: row.driver_id,
    day: row.day,
    number: row.number,
    source: row.source,
    status: row.task_status,
    startAddress: jsonColumn<TaskPlace>(row.start_address),
    plannedStartAt: num(row.planned_start_at),
    plannedEndAt: num(row.planned_end_at),
    startedAt: numOrNull(row.started_at),
    finishedAt: numOrNull(row.finished_at),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    distanceM: row.distance_m ?? 0,
    plannedPath: jsonColumn<[number, number][] | null>(row.planned_path) ?? [],
    drivenPath: jsonColumn<[number, number][] | null>(row.driven_path) ?? [],
  };
}

function toStop(row: StopDb): StopRow {
  return {
    id: row.id,
    taskId: row.task_id,
    companyId: row.company_id,
    sequence: row.sequence,
    status: row.status,
    address: jsonColumn<TaskPlace>(row.address),
    deliveryOrders: jsonColumn<TaskOrderRef[]>(row.delivery_orders),
    windowEndAt: numOrNull(row.window_end_at),
    plannedArrivalAt: num(row.planned_arrival_at),
    plannedDepartureAt: num(row.planned_departure_at),
    serviceS: row.service_s,
    etaAt: numOrNull(row.eta_at),
    arrivedAt: numOrNull(row.arrived_at),
    departedAt: numOrNull(row.departed_at),
    reason: row.reason,
    proof: jsonColumn<StopProof | null>(row.proof),
  };
}

/** Tasks this module has taken over and that route optimization has not withdrawn. */
const LIVE_TASK = `task_status IS NOT NULL AND status = 'ACTIVE'`;

/** Reads and writes of tasks, stops and events, on the pool or inside one transaction. */
export class FleetTaskTx {
  constructor(private readonly tx: SqlExecutor) {}

  async getTask(companyId: number, id: number, forUpdate = false): Promise<TaskRow | undefined> {
    const rows = await this.tx.query<TaskDb>(
      `SELECT * FROM fleet_tasks WHERE company_id = $1 AND id = $2 AND ${LIVE_TASK}${
        forUpdate ? ' FOR UPDATE' : ''
      }`,
      [companyId, id],
    );
    return rows[0] ? toTask(rows[0]) : undefined;
  }

  async listTasks(companyId: number): Promise<TaskRow[]> {
    const rows = await this.tx.query<TaskDb>(
      `SELECT * FROM fleet_tasks WHERE company_id = $1 AND ${LIVE_TASK}
       ORDER BY planned_start_at DESC, id DESC`,
      [companyId],
    );
    return rows.map(toTask);
  }

  /** PLANNED and STARTED tasks of every company, for the moving fleet. */
  async openTasks(): Promise<TaskRow[]> {
    const rows = await this.tx.query<TaskDb>(
      `SELECT * FROM fleet_tasks WHERE task_status IN ('PLANNED', 'STARTED') AND status = 'ACTIVE'
       ORDER BY planned_start_at, id`,
    );
    return rows.map(toTask);
  }

  /**
   * The control tower's board (CT-10): a company's tasks of one WIB day, and its started tasks
   * of any day; with no company, those of every company.
   */
  async boardTasks(companyId: number | null, day: string): Promise<TaskRow[]> {
    const rows = await this.tx.query<TaskDb>(
      `SELECT * FROM fleet_tasks WHERE ($1::int IS NULL OR company_id = $1) AND ${LIVE_TASK}
         AND (day = $2 OR task_status = 'STARTED') ORDER BY planned_start_at, id`,
      [companyId, day],
    );
    return rows.map(toTask);
  }

  /** Tasks by id, of any company (the control tower reloads those a round changed). */
  async tasksByIds(ids: readonly number[]): Promise<TaskRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.tx.query<TaskDb>(
      `SELECT * FROM fleet_tasks WHERE id = ANY($1::int[]) AND ${LIVE_TASK} ORDER BY id`,
      [ids],
    );
    return rows.map(toTask);
  }

  /** What changes a board row without a round (CT-10): status, vehicle, driver, update time. */
  async boardStamps(day: string): Promise<{ id: number; companyId: number; stamp: string }[]> {
    const rows = await this.tx.query<{
      id: number;
      company_id: number;
      task_status: string;
      vehicle_id: number;
      driver_id: number | null;
      updated_at: string | number;
    }>(
      `SELECT id, company_id, task_status, vehicle_id, driver_id, updated_at FROM fleet_tasks
       WHERE ${LIVE_TASK} AND (day = $1 OR task_status = 'STARTED')`,
      [day],
    );
    return rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      stamp: `${row.task_status}:${row.vehicle_id}:${row.driver_id}:${Number(row.updated_at)}`,
    }));
  }

  /** Another open task of the vehicle on that day (FT-8). */
  async openTaskOfVehicle(
    companyId: number,
    vehicleId: number,
    day: string,
    exceptId: number,
  ): Promise<TaskRow | undefined> {
    const rows = await this.tx.query<TaskDb>(
      `SELECT * FROM fleet_tasks WHERE company_id = $1 AND vehicle_id = $2 AND day = $3
         AND id <> $4 AND task_status IN ('PLANNED', 'STARTED') AND status = 'ACTIVE' LIMIT 1`,
      [companyId, vehicleId, day, exceptId],
    );
    return rows[0] ? toTask(rows[0]) : undefined;
  }

  /** FT-14: a driver's live tasks of one WIB day, earliest planned start first. */
  async tasksOfDriver(companyId: number, driverId: number, day: string): Promise<TaskRow[]> {
    const rows = await this.tx.query<TaskDb>(
      `SELECT * FROM fleet_tasks WHERE company_id = $1 AND driver_id = $2 AND day = $3
         AND ${LIVE_TASK} ORDER BY planned_start_at, id`,
      [companyId, driverId, day],
    );
    return rows.map(toTask);
  }

  /** One stop of the company by its id (FT-15). */
  async stopById(companyId: number, stopId: number): Promise<StopRow | undefined> {
    const rows = await this.tx.query<StopDb>(
      `SELECT * FROM fleet_task_stops WHERE company_id = $1 AND id = $2`,
      [companyId, stopId],
    );
    return rows[0] ? toStop(rows[0]) : undefined;
  }

  /** TASK-11: whether a driver has acted on the task from the phone. */
  async hasDriverActions(taskId: number): Promise<boolean> {
    const rows = await this.tx.query<{ one: number }>(
      'SELECT 1 AS one FROM fleet_task_driver_actions WHERE task_id = $1 LIMIT 1',
      [taskId],
    );
    return rows.length > 0;
  }

  /** FT-17: the action a driver sent under an idempotency key, if one was. */
  async driverAction(companyId: number, key: string): Promise<DriverActionRow | undefined> {
    const rows = await this.tx.query<{
      user_id: number;
      task_id: number;
      stop_id: number;
      action: string;
      at: string | number;
    }>(
      `SELECT user_id, task_id, stop_id, action, at FROM fleet_task_driver_actions
       WHERE company_id = $1 AND idempotency_key = $2`,
      [companyId, key],
    );
    const row = rows[0];
    return row
      ? {
          userId: row.user_id,
          taskId: row.task_id,
          stopId: row.stop_id,
          action: row.action,
          at: num(row.at),
        }
      : undefined;
  }

  async addDriverAction(
    action: DriverActionRow & { companyId: number; key: string },
  ): Promise<void> {
    await this.tx.query(
      `INSERT INTO fleet_task_driver_actions
         (company_id, idempotency_key, user_id, task_id, stop_id, action, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        action.companyId,
        action.key,
        action.userId,
        action.taskId,
        action.stopId,
        action.action,
        action.at,
      ],
    );
  }

  async stopsOf(taskIds: readonly number[]): Promise<StopRow[]> {
    if (taskIds.length === 0) return [];
    const rows = await this.tx.query<StopDb>(
      `SELECT * FROM fleet_task_stops WHERE task_id = ANY($1::int[]) ORDER BY task_id, sequence`,
      [taskIds],
    );
    return rows.map(toStop);
  }

  /** Orders on a stop of an open task, and which task (FT-2: an order is on one open task). */
  async openOrderTasks(companyId: number): Promise<Map<number, number>> {
    const rows = await this.tx.query<{ task_id: number; delivery_orders: unknown }>(
      `SELECT s.task_id, s.delivery_orders FROM fleet_task_stops s
         JOIN fleet_tasks t ON t.id = s.task_id
       WHERE s.company_id = $1 AND s.status IN ('PENDING', 'EN_ROUTE', 'ARRIVED')
         AND t.task_status IN ('PLANNED', 'STARTED') AND t.status = 'ACTIVE'`,
      [companyId],
    );
    const orders = new Map<number, number>();
    for (const row of rows) {
      for (const order of jsonColumn<TaskOrderRef[]>(row.delivery_orders)) {
        orders.set(order.id, row.task_id);
      }
    }
    return orders;
  }

  async pendingTasks(companyId?: number): Promise<PendingTaskRow[]> {
    const rows = await this.tx.query<{
      id: number;
      company_id: number;
      run_id: number | null;
      vehicle_id: number;
      driver_id: number | null;
      day: string;
      created_at: string | number;
      route: unknown;
    }>(
      `SELECT id, company_id, run_id, vehicle_id, driver_id, day, created_at, route FROM fleet_tasks
       WHERE task_status IS NULL AND status = 'ACTIVE'${companyId === undefined ? '' : ' AND company_id = $1'}
       ORDER BY id`,
      companyId === undefined ? [] : [companyId],
    );
    return rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      runId: row.run_id,
      vehicleId: row.vehicle_id,
      driverId: row.driver_id,
      day: row.day,
      createdAt: num(row.created_at),
      route: jsonColumn<unknown>(row.route),
    }));
  }

  /** A task made by hand: the row route optimization's driver day also reads (PLAN-9). */
  async insertManualTask(task: {
    companyId: number;
    vehicleId: number;
    driverId: number | null;
    day: string;
    at: number;
    route: unknown;
  }): Promise<number> {
    const rows = await this.tx.query<{ id: number }>(
      `INSERT INTO fleet_tasks (company_id, run_id, vehicle_id, driver_id, day, status, created_at, route)
       VALUES ($1, NULL, $2, $3, $4, 'ACTIVE', $5, $6::json) RETURNING id`,
      [
        task.companyId,
        task.vehicleId,
        task.driverId,
        task.day,
        task.at,
        JSON.stringify(task.route),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('insert into fleet_tasks returned no id');
    return id;
  }

  /**
   * Takes a task over: its lifecycle columns and its stops (TASK-1, FT-2). Only a task not yet
   * taken over (no lifecycle status): two requests that both listed it as pending (each list
   * adopts what the planner left, FT-1) take it over once; the later one changes nothing and
   * is told so (false).
   */
  async adopt(
    taskId: number,
    companyId: number,
    task: Omit<
      TaskRow,
      | 'id'
      | 'companyId'
      | 'runId'
      | 'vehicleId'
      | 'driverId'
      | 'day'
      | 'createdAt'
      | 'startedAt'
      | 'finishedAt'
      | 'drivenPath'
    >,
    stops: readonly NewStop[],
  ): Promise<boolean> {
    const taken = await this.tx.query<{ id: number }>(
      `UPDATE fleet_tasks SET number = $2, source = $3, task_status = $4, start_address = $5::json,
         planned_start_at = $6, planned_end_at = $7, updated_at = $8, distance_m = $9,
         planned_path = $10::json, driven_path = '[]'::json
       WHERE id = $1 AND task_status IS NULL
       RETURNING id`,
      [
        taskId,
        task.number,
        task.source,
        task.status,
        JSON.stringify(task.startAddress),
        task.plannedStartAt,
        task.plannedEndAt,
        task.updatedAt,
        task.distanceM,
        JSON.stringify(task.plannedPath),
      ],
    );
    if (taken.length === 0) return false;
    for (const stop of stops) {
      await this.tx.query(
        `INSERT INTO fleet_task_stops (task_id, company_id, sequence, status, address,
           delivery_orders, window_end_at, planned_arrival_at, planned_departure_at, service_s,
           eta_at, arrived_at, departed_at, reason, proof)
         VALUES ($1, $2, $3, $4, $5::json, $6::json, $7, $8, $9, $10, $11, $12, $13, $14, $15::json)`,
        [
          taskId,
          companyId,
          stop.sequence,
          stop.status,
          JSON.stringify(stop.address),
          JSON.stringify(stop.deliveryOrders),
          stop.windowEndAt,
          stop.plannedArrivalAt,
          stop.plannedDepartureAt,
          stop.serviceS,
          stop.etaAt,
          stop.arrivedAt,
          stop.departedAt,
          stop.reason,
          stop.proof === null ? null : JSON.stringify(stop.proof),
        ],
      );
    }
    return true;
  }

  async updateTask(id: number, patch: TaskPatch): Promise<void> {
    await this.update('fleet_tasks', id, patch, TASK_COLUMNS);
  }

  async updateStop(id: number, patch: StopPatch): Promise<void> {
    await this.update('fleet_task_stops', id, patch, STOP_COLUMNS);
  }

  async addEvent(event: TaskEvent): Promise<void> {
    await this.tx.query(
      `INSERT INTO fleet_task_events (company_id, task_id, stop_id, kind, status, at, actor, reason, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::json)`,
      [
        event.companyId,
        event.taskId,
        event.stopId,
        event.kind,
        event.status,
        event.at,
        event.actor,
        event.reason ?? null,
        event.data === undefined ? null : JSON.stringify(event.data),
      ],
    );
  }

  /** The stops of a task that have an event of `status` (TASK-8: a late-risk alert raised). */
  async stopsWithEvent(taskId: number, status: string): Promise<Set<number>> {
    const rows = await this.tx.query<{ stop_id: number }>(
      `SELECT DISTINCT stop_id FROM fleet_task_events
       WHERE task_id = $1 AND status = $2 AND stop_id IS NOT NULL`,
      [taskId, status],
    );
    return new Set(rows.map((row) => Number(row.stop_id)));
  }

  async eventsOf(taskId: number): Promise<(TaskEvent & { id: number })[]> {
    const rows = await this.tx.query<{
      id: string | number;
      company_id: number;
      task_id: number;
      stop_id: number | null;
      kind: 'task' | 'stop';
      status: string;
      at: string | number;
      actor: string;
      reason: string | null;
      data: unknown;
    }>(`SELECT * FROM fleet_task_events WHERE task_id = $1 ORDER BY at, id`, [taskId]);
    return rows.map((row) => ({
      id: num(row.id),
      companyId: row.company_id,
      taskId: row.task_id,
      stopId: row.stop_id,
      kind: row.kind,
      status: row.status,
      at: num(row.at),
      actor: row.actor,
      reason: row.reason,
      data: jsonColumn<unknown>(row.data),
    }));
  }

  private async update<P extends object>(
    table: string,
    id: number,
    patch: P,
    columns: Record<keyof P, string>,
  ): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const key of Object.keys(patch) as (keyof P)[]) {
      const value = patch[key];
      if (value === undefined) continue;
      const column = columns[key];
      params.push(JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value);
      sets.push(`${column} = $${params.length}${JSON_COLUMNS.has(column) ? '::json' : ''}`);
    }
    if (sets.length === 0) return;
    await this.tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1`, params);
  }
}

/** The module's SQL store: reads on the pool, writes in one transaction. */
export class FleetTaskStore extends FleetTaskTx {
  constructor(private readonly db: SqlClient) {
    super(db);
  }

  transaction<T>(work: (tx: FleetTaskTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new FleetTaskTx(tx)));
  }
}
