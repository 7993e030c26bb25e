import type {
  QuotaPeriod,
  RouteOptimizationProgress,
  RouteOptimizationRunStatus,
  RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import { jsonColumn, type SqlClient, type SqlExecutor } from './sql-client';

/**
 * Route optimization runs, their plan versions, the quota count and the fleet tasks made from
 * plans (issue 10, PLAN-1 ... PLAN-9 in SPEC.md), in their own tables (migration 7). The run
 * list is queried here in SQL; the queue is the runs table itself: a worker claims the oldest
 * QUEUED run with `FOR UPDATE SKIP LOCKED` (or, from a pg-boss job, that job's run while it is
 * QUEUED; ADR 0011), so two processes on one PostgreSQL never claim the same run, and keeps a
 * heartbeat while it solves.
 */

export interface RunRow {
  id: number;
  companyId: number;
  number: string;
  status: RouteOptimizationRunStatus;
  parentId: number | null;
  startAddress: { id: number; name: string };
  departureAt: number;
  endAt: number | null;
  totalDeliveryOrders: number;
  totalVehicles: number;
  usedVehicles: number | null;
  totalDistanceM: number | null;
  totalDurationS: number | null;
  failureReason: string | null;
  version: number;
  progress: RouteOptimizationProgress | null;
  submit: RouteOptimizationSubmit;
  /** The planning input snapshot (engine/route-planning `PlanningInput`), opaque here. */
  input: unknown;
  createdById: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  attempts: number;
  claimedBy: string | null;
  heartbeatAt: number | null;
  seeded: boolean;
}

export interface NewRun {
  companyId: number;
  /** The run number is made from the id: `RO/{yymm}/{id, 5 digits}`. */
  numberPrefix: string;
  status: RouteOptimizationRunStatus;
  parentId: number | null;
  startAddress: { id: number; name: string };
  departureAt: number;
  endAt: number | null;
  submit: RouteOptimizationSubmit;
  input: unknown;
  createdById: number;
  createdBy: string;
  at: number;
  seeded?: boolean;
}

export interface VersionRow<P = unknown, R = unknown> {
  runId: number;
  version: number;
  parentVersion: number | null;
  kind: 'solve' | 'move' | 'rerun';
  createdAt: number;
  plan: P;
  result: R;
  /** The worker that solved this version (solves and reruns); null for moves and seeds. */
  solvedBy?: string | null;
}

export interface QuotaRow {
  companyId: number;
  limit: number | null;
  period: QuotaPeriod | null;
  periodKey: string;
  usage: number;
}

export interface FleetTaskRow<R = unknown> {
  id: number;
  companyId: number;
  runId: number;
  vehicleId: number;
  driverId: number | null;
  day: string;
  status: 'ACTIVE' | 'WITHDRAWN';
  createdAt: number;
  route: R;
}

/** A run-list query already checked against the list declaration (see run-list-query.ts). */
export interface RunListSql {
  /** SQL conditions over route_runs columns, joined with AND; `$n` placeholders from 2. */
  where: string[];
  params: unknown[];
  orderBy: string;
  limit: number;
  offset: number;
}

interface RunDbRow {
  id: number;
  company_id: number;
  number: string;
  status: RouteOptimizationRunStatus;
  parent_id: number | null;
  start_address_id: number;
  start_address_name: string;
  departure_at: string | number;
  end_at: string | number | null;
  total_delivery_orders: number;
  total_vehicles: number;
  used_vehicles: number | null;
  total_distance_m: number | null;
  total_duration_s: number | null;
  failure_reason: string | null;
  version: number;
  progress: unknown;
  submit: unknown;
  input: unknown;
  created_by_id: number;
  created_by: string;
  created_at: string | number;
  updated_at: string | number;
  attempts: number;
  claimed_by: string | null;
  heartbeat_at: string | number | null;
  seeded: boolean;
}

/** Every route_runs column but `input`. */
const LIST_COLUMNS = [
  'id',
  'company_id',
  'number',
  'status',
  'parent_id',
  'start_address_id',
  'start_address_name',
  'departure_at',
  'end_at',
  'total_delivery_orders',
  'total_vehicles',
  'used_vehicles',
  'total_distance_m',
  'total_duration_s',
  'failure_reason',
  'version',
  'progress',
  'submit',
  'created_by_id',
  'created_by',
  'created_at',
  'updated_at',
  'attempts',
  'claimed_by',
  'heartbeat_at',
  'seeded',
].join(', ');

const num = (value: string | number): number => Number(value);
const numOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

function toRun(row: RunDbRow): RunRow {
  return {
    id: row.id,
    companyId: row.company_id,
    number: row.number,
    status: row.status,
    parentId: row.parent_id,
    startAddress: { id: row.start_address_id, name: row.start_address_name },
    departureAt: num(row.departure_at),
    endAt: numOrNull(row.end_at),
    totalDeliveryOrders: row.total_delivery_orders,
    totalVehicles: row.total_vehicles,
    usedVehicles: row.used_vehicles,
    totalDistanceM: row.total_distance_m === null ? null : Number(row.total_distance_m),
    totalDurationS: row.total_duration_s === null ? null : Number(row.total_duration_s),
    failureReason: row.failure_reason,
    version: row.version,
    progress: row.progress === null ? null : jsonColumn<RouteOptimizationProgress>(row.progress),
    submit: jsonColumn<RouteOptimizationSubmit>(row.submit),
    input: row.input === null ? null : jsonColumn<unknown>(row.input),
    createdById: row.created_by_id,
    createdBy: row.created_by,
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    attempts: row.attempts,
    claimedBy: row.claimed_by,
    heartbeatAt: numOrNull(row.heartbeat_at),
    seeded: row.seeded,
  };
}

interface VersionDbRow {
  run_id: number;
  version: number;
  parent_version: number | null;
  kind: VersionRow['kind'];
  created_at: string | number;
  plan: unknown;
  result: unknown;
  solved_by: string | null;
}

function toVersion<P, R>(row: VersionDbRow): VersionRow<P, R> {
  return {
    runId: row.run_id,
    version: row.version,
    parentVersion: row.parent_version,
    kind: row.kind,
    createdAt: num(row.created_at),
    plan: jsonColumn<P>(row.plan),
    result: jsonColumn<R>(row.result),
    solvedBy: row.solved_by,
  };
}

interface TaskDbRow {
  id: number;
  company_id: number;
  run_id: number;
  vehicle_id: number;
  driver_id: number | null;
  day: string;
  status: FleetTaskRow['status'];
  created_at: string | number;
  route: unknown;
}

function toTask<R>(row: TaskDbRow): FleetTaskRow<R> {
  return {
    id: row.id,
    companyId: row.company_id,
    runId: row.run_id,
    vehicleId: row.vehicle_id,
    driverId: row.driver_id,
    day: row.day,
    status: row.status,
    createdAt: num(row.created_at),
    route: jsonColumn<R>(row.route),
  };
}

/** The plan summary a version writes onto its run. */
export interface RunTotals {
  usedVehicles: number;
  distanceM: number;
  durationS: number;
}

export class RouteRunStore {
  constructor(private readonly db: SqlClient) {}

  /** Runs `work` in one transaction (quota check and insert, version writes). */
  transaction<T>(work: (tx: RouteRunTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RouteRunTx(tx)));
  }

  private get reader(): RouteRunTx {
    return new RouteRunTx(this.db);
  }

  getRun(companyId: number, id: number): Promise<RunRow | undefined> {
    return this.reader.getRun(companyId, id);
  }

  async listRuns(
    companyId: number,
    query: RunListSql,
  ): Promise<{ rows: RunRow[]; ids: number[]; total: number }> {
    const where = ['company_id = $1', ...query.where].join(' AND ');
    const params = [companyId, ...query.params];
    const ids = await this.db.query<{ id: number }>(
      `SELECT id FROM route_runs WHERE ${where} ORDER BY ${query.orderBy}`,
      params,
    );
    // The planning input (hundreds of orders) is not needed to list runs.
    const rows = await this.db.query<RunDbRow>(
      `SELECT ${LIST_COLUMNS}, NULL::json AS input FROM route_runs WHERE ${where}
       ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    );
    return { rows: rows.map(toRun), ids: ids.map((r) => r.id), total: ids.length };
  }

  async countRuns(companyId: number): Promise<number> {
    const [row] = await this.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM route_runs WHERE company_id = $1',
      [companyId],
    );
    return Number(row?.n ?? 0);
  }

  getVersion<P, R>(runId: number, version: number): Promise<VersionRow<P, R> | undefined> {
    return this.reader.getVersion<P, R>(runId, version);
  }

  /**
   * Claims the oldest QUEUED run for `worker`: SOLVING, one more attempt, heartbeat now. Two
   * workers never get the same run (`SKIP LOCKED`).
   */
  async claimNext(worker: string, at: number): Promise<RunRow | undefined> {
    const rows = await this.db.query<RunDbRow>(
      `UPDATE route_runs SET status = 'SOLVING', claimed_by = $1, heartbeat_at = $2,
         attempts = attempts + 1, updated_at = $2, progress = NULL
       WHERE id = (
         SELECT id FROM route_runs WHERE status = 'QUEUED'
         ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [worker, at],
    );
    const [row] = rows;
    return row ? toRun(row) : undefined;
  }

  /**
   * Claims run `id` for `worker` if it is still QUEUED (a pg-boss job names its run): SOLVING,
   * one more attempt, heartbeat now; undefined when the run left the queue (solved, cancelled,
   * or claimed by another worker), so a job for it does nothing.
   */
  async claim(id: number, worker: string, at: number): Promise<RunRow | undefined> {
    const rows = await this.db.query<RunDbRow>(
      `UPDATE route_runs SET status = 'SOLVING', claimed_by = $2, heartbeat_at = $3,
         attempts = attempts + 1, updated_at = $3, progress = NULL
       WHERE id = $1 AND status = 'QUEUED'
       RETURNING *`,
      [id, worker, at],
    );
    const [row] = rows;
    return row ? toRun(row) : undefined;
  }

  /**
   * Ids of the runs QUEUED since before `updatedBefore`, oldest first (a pg-boss queue re-sends
   * their jobs; a run queued later has just had its job sent by whoever queued it).
   */
  async queuedRunIds(updatedBefore: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM route_runs WHERE status = 'QUEUED' AND updated_at < $1
       ORDER BY created_at, id`,
      [updatedBefore],
    );
    return rows.map((r) => r.id);
  }

  /** Keeps a claim alive and records the best plan so far; false when the run left SOLVING. */
  async heartbeat(
    id: number,
    worker: string,
    at: number,
    progress: RouteOptimizationProgress | null,
  ): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE route_runs SET heartbeat_at = $3, progress = $4::json
       WHERE id = $1 AND claimed_by = $2 AND status = 'SOLVING' RETURNING id`,
      [id, worker, at, progress === null ? null : JSON.stringify(progress)],
    );
    return rows.length > 0;
  }

  /**
   * Runs left SOLVING by a worker that stopped (its heartbeat older than `staleBefore`, or one
   * of `deadWorkers`): QUEUED again, or FAILED once they used `maxAttempts` (PLAN-4).
   */
  async recoverStale(options: {
    staleBefore: number;
    deadWorkers: readonly string[];
    maxAttempts: number;
    at: number;
    failureReason: string;
  }): Promise<{ requeued: RunRow[]; failed: RunRow[] }> {
    const stale = `status = 'SOLVING' AND (heartbeat_at IS NULL OR heartbeat_at < $1 OR claimed_by = ANY($2::text[]))`;
    const params = [options.staleBefore, [...options.deadWorkers], options.maxAttempts, options.at];
    const failed = await this.db.query<RunDbRow>(
      `UPDATE route_runs SET status = 'FAILED', failure_reason = $5, claimed_by = NULL,
         heartbeat_at = NULL, progress = NULL, updated_at = $4
       WHERE ${stale} AND attempts >= $3 RETURNING *`,
      [...params, options.failureReason],
    );
    const requeued = await this.db.query<RunDbRow>(
      `UPDATE route_runs SET status = 'QUEUED', claimed_by = NULL, heartbeat_at = NULL,
         progress = NULL, updated_at = $4
       WHERE ${stale} AND attempts < $3 RETURNING *`,
      params,
    );
    return { requeued: requeued.map(toRun), failed: failed.map(toRun) };
  }

  /** Company ids that have at least one seeded run. */
  seededCompanies(): Promise<Set<number>> {
    return this.reader.seededCompanies();
  }

  getQuota(companyId: number): Promise<QuotaRow | undefined> {
    return this.reader.getQuota(companyId);
  }

  async activeTasksOfDriver(
    companyId: number,
    driverId: number,
    day: string,
  ): Promise<FleetTaskRow[]> {
    const rows = await this.db.query<TaskDbRow>(
      `SELECT * FROM fleet_tasks WHERE company_id = $1 AND driver_id = $2 AND day = $3
         AND status = 'ACTIVE' ORDER BY created_at DESC, id DESC`,
      [companyId, driverId, day],
    );
    return rows.map((row) => toTask(row));
  }

  tasksOfRun(runId: number): Promise<FleetTaskRow[]> {
    return this.reader.tasksOfRun(runId);
  }
}

/** The store's writes and the reads they need, inside one transaction (or on the pool). */
export class RouteRunTx {
  constructor(private readonly tx: SqlExecutor) {}

  async getRun(companyId: number, id: number, forUpdate = false): Promise<RunRow | undefined> {
    const rows = await this.tx.query<RunDbRow>(
      `SELECT * FROM route_runs WHERE company_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
      [companyId, id],
    );
    const [row] = rows;
    return row ? toRun(row) : undefined;
  }

  async insertRun(run: NewRun): Promise<RunRow> {
    const rows = await this.tx.query<RunDbRow>(
      `INSERT INTO route_runs (company_id, number, status, parent_id, start_address_id,
         start_address_name, departure_at, end_at, total_delivery_orders, total_vehicles,
         submit, input, created_by_id, created_by, created_at, updated_at, seeded)
       VALUES ($1, '', $2, $3, $4, $5, $6, $7, $8, $9, $10::json, $15::json, $11, $12, $13, $13, $14)
       RETURNING id`,
      [
        run.companyId,
        run.status,
        run.parentId,
        run.startAddress.id,
        run.startAddress.name,
        run.departureAt,
        run.endAt,
        run.submit.delivery_orders.length,
        run.submit.vehicle_ids.length,
        JSON.stringify(run.submit),
        run.createdById,
        run.createdBy,
        run.at,
        run.seeded ?? false,
        JSON.stringify(run.input),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('insert into route_runs returned no id');
    const numbered = await this.tx.query<RunDbRow>(
      `UPDATE route_runs SET number = $2 WHERE id = $1 RETURNING *`,
      [id, `${run.numberPrefix}/${String(id).padStart(5, '0')}`],
    );
    const [row] = numbered;
    if (!row) throw new Error(`route run ${id} vanished`);
    return toRun(row);
  }

  /** Sets the status (and clears the claim when it leaves SOLVING). */
  async setStatus(
    id: number,
    status: RouteOptimizationRunStatus,
    at: number,
    failureReason: string | null = null,
  ): Promise<void> {
    const leavesSolving = status !== 'SOLVING';
    await this.tx.query(
      `UPDATE route_runs SET status = $2, updated_at = $3, failure_reason = $4
         ${leavesSolving ? ', claimed_by = NULL, heartbeat_at = NULL, progress = NULL' : ''}
       WHERE id = $1`,
      [id, status, at, failureReason],
    );
  }

  /** Rerun: QUEUED again with its attempts reset. */
  async requeue(id: number, at: number): Promise<void> {
    await this.tx.query(
      `UPDATE route_runs SET status = 'QUEUED', attempts = 0, failure_reason = NULL,
         claimed_by = NULL, heartbeat_at = NULL, progress = NULL, updated_at = $2
       WHERE id = $1`,
      [id, at],
    );
  }

  async getVersion<P, R>(runId: number, version: number): Promise<VersionRow<P, R> | undefined> {
    const rows = await this.tx.query<VersionDbRow>(
      'SELECT * FROM route_run_versions WHERE run_id = $1 AND version = $2',
      [runId, version],
    );
    const [row] = rows;
    return row ? toVersion<P, R>(row) : undefined;
  }

  /** Adds a plan version and makes it the run's current one, with its totals. */
  async addVersion(
    runId: number,
    version: Omit<VersionRow, 'runId' | 'version'>,
    totals: RunTotals,
  ): Promise<number> {
    const [row] = await this.tx.query<{ next: number }>(
      'SELECT COALESCE(MAX(version), 0) + 1 AS next FROM route_run_versions WHERE run_id = $1',
      [runId],
    );
    const next = Number(row?.next ?? 1);
    await this.tx.query(
      `INSERT INTO route_run_versions (run_id, version, parent_version, kind, created_at, plan,
         result, solved_by)
       VALUES ($1, $2, $3, $4, $5, $6::json, $7::json, $8)`,
      [
        runId,
        next,
        version.parentVersion,
        version.kind,
        version.createdAt,
        JSON.stringify(version.plan),
        JSON.stringify(version.result),
        version.solvedBy ?? null,
      ],
    );
    await this.setCurrentVersion(runId, next, totals, version.createdAt);
    return next;
  }

  async setCurrentVersion(
    runId: number,
    version: number,
    totals: RunTotals,
    at: number,
  ): Promise<void> {
    await this.tx.query(
      `UPDATE route_runs SET version = $2, used_vehicles = $3, total_distance_m = $4,
         total_duration_s = $5, updated_at = $6 WHERE id = $1`,
      [runId, version, totals.usedVehicles, totals.distanceM, totals.durationS, at],
    );
  }

  async getQuota(companyId: number, forUpdate = false): Promise<QuotaRow | undefined> {
    const rows = await this.tx.query<{
      company_id: number;
      quota_limit: number | null;
      period: QuotaPeriod | null;
      period_key: string;
      usage: number;
    }>(`SELECT * FROM route_quota WHERE company_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
      companyId,
    ]);
    const [row] = rows;
    return row
      ? {
          companyId: row.company_id,
          limit: row.quota_limit,
          period: row.period,
          periodKey: row.period_key,
          usage: row.usage,
        }
      : undefined;
  }

  /** Writes the company's quota row (created when missing). */
  async putQuota(quota: QuotaRow): Promise<void> {
    await this.tx.query(
      `INSERT INTO route_quota (company_id, quota_limit, period, period_key, usage)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET quota_limit = $2, period = $3, period_key = $4,
         usage = $5`,
      [quota.companyId, quota.limit, quota.period, quota.periodKey, quota.usage],
    );
  }

  async tasksOfRun(runId: number): Promise<FleetTaskRow[]> {
    const rows = await this.tx.query<TaskDbRow>(
      `SELECT * FROM fleet_tasks WHERE run_id = $1 ORDER BY id`,
      [runId],
    );
    return rows.map((row) => toTask(row));
  }

  /** Serialises seeding across processes. */
  async lockRuns(): Promise<void> {
    await this.tx.exec('LOCK TABLE route_runs IN SHARE ROW EXCLUSIVE MODE');
  }

  async seededCompanies(): Promise<Set<number>> {
    const rows = await this.tx.query<{ company_id: number }>(
      'SELECT DISTINCT company_id FROM route_runs WHERE seeded',
    );
    return new Set(rows.map((r) => r.company_id));
  }

  /** Creates the company's quota row if it has none, so it can be locked. */
  async ensureQuota(quota: QuotaRow): Promise<void> {
    await this.tx.query(
      `INSERT INTO route_quota (company_id, quota_limit, period, period_key, usage)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (company_id) DO NOTHING`,
      [quota.companyId, quota.limit, quota.period, quota.periodKey, quota.usage],
    );
  }

  async insertTask(task: Omit<FleetTaskRow, 'id'>): Promise<number> {
    const rows = await this.tx.query<{ id: number }>(
      `INSERT INTO fleet_tasks (company_id, run_id, vehicle_id, driver_id, day, status, created_at, route)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::json) RETURNING id`,
      [
        task.companyId,
        task.runId,
        task.vehicleId,
        task.driverId,
        task.day,
        task.status,
        task.createdAt,
        JSON.stringify(task.route),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('insert into fleet_tasks returned no id');
    return id;
  }

  async withdrawTasks(runId: number): Promise<number> {
    const rows = await this.tx.query<{ id: number }>(
      `UPDATE fleet_tasks SET status = 'WITHDRAWN' WHERE run_id = $1 AND status = 'ACTIVE' RETURNING id`,
      [runId],
    );
    return rows.length;
  }
}
