import type {
  ControlTowerExceptionKind,
  ControlTowerQueueState,
} from '@armada/contracts/control-tower';
import { jsonColumn, type SqlClient } from '../../store/sql-client';
import type { ExceptionDetail, OngoingException } from './exception-rules';

/** A row of `control_tower_exceptions`. */
export interface ExceptionRow {
  id: number;
  companyId: number;
  key: string;
  kind: ControlTowerExceptionKind;
  severity: number;
  taskId: number | null;
  taskNumber: string | null;
  stopId: number | null;
  stopSequence: number | null;
  stopName: string | null;
  vehicleId: number;
  vehiclePlate: string;
  driverId: number | null;
  alertId: string | null;
  detail: ExceptionDetail;
  openedAt: number;
  updatedAt: number;
  endedAt: number | null;
  acknowledgedAt: number | null;
  acknowledgedBy: number | null;
  assigneeId: number | null;
  note: string | null;
}

export type NewException = Omit<
  ExceptionRow,
  'id' | 'updatedAt' | 'acknowledgedAt' | 'acknowledgedBy' | 'assigneeId' | 'note'
>;

interface Db {
  id: string | number;
  company_id: number;
  episode_key: string;
  kind: ControlTowerExceptionKind;
  severity: number;
  task_id: number | null;
  task_number: string | null;
  stop_id: number | null;
  stop_sequence: number | null;
  stop_name: string | null;
  vehicle_id: number;
  vehicle_plate: string;
  driver_id: number | null;
  alert_id: string | null;
  detail: unknown;
  opened_at: string | number;
  updated_at: string | number;
  ended_at: string | number | null;
  acknowledged_at: string | number | null;
  acknowledged_by: number | null;
  assignee_id: number | null;
  note: string | null;
}

const numOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

function toRow(db: Db): ExceptionRow {
  return {
    id: Number(db.id),
    companyId: db.company_id,
    key: db.episode_key,
    kind: db.kind,
    severity: db.severity,
    taskId: db.task_id,
    taskNumber: db.task_number,
    stopId: db.stop_id,
    stopSequence: db.stop_sequence,
    stopName: db.stop_name,
    vehicleId: db.vehicle_id,
    vehiclePlate: db.vehicle_plate,
    driverId: db.driver_id,
    alertId: db.alert_id,
    detail: jsonColumn<ExceptionDetail>(db.detail),
    openedAt: Number(db.opened_at),
    updatedAt: Number(db.updated_at),
    endedAt: numOrNull(db.ended_at),
    acknowledgedAt: numOrNull(db.acknowledged_at),
    acknowledgedBy: db.acknowledged_by,
    assigneeId: db.assignee_id,
    note: db.note,
  };
}

/** CT-9: which rows a queue state shows, and in which order. */
const QUEUE: Record<ControlTowerQueueState, { where: string; order: string }> = {
  OPEN: {
    where: 'acknowledged_at IS NULL',
    order: 'severity, opened_at DESC, id DESC',
  },
  ACKNOWLEDGED: {
    where: 'acknowledged_at IS NOT NULL',
    order: 'opened_at DESC, id DESC',
  },
  ALL: { where: 'TRUE', order: 'opened_at DESC, id DESC' },
};

/** The exceptions in SQL (migration 19), every read and write scoped to a company. */
export class ExceptionStore {
  constructor(private readonly db: SqlClient) {}

  /** CT-15: a new exception, or null when its episode is already stored. */
  async open(exception: NewException): Promise<ExceptionRow | null> {
    const rows = await this.db.query<Db>(
      `INSERT INTO control_tower_exceptions (company_id, episode_key, kind, severity, task_id,
         task_number, stop_id, stop_sequence, stop_name, vehicle_id, vehicle_plate, driver_id,
         alert_id, detail, opened_at, updated_at, ended_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::json, $15, $15, $16)
       ON CONFLICT (company_id, episode_key) DO NOTHING
       RETURNING *`,
      [
        exception.companyId,
        exception.key,
        exception.kind,
        exception.severity,
        exception.taskId,
        exception.taskNumber,
        exception.stopId,
        exception.stopSequence,
        exception.stopName,
        exception.vehicleId,
        exception.vehiclePlate,
        exception.driverId,
        exception.alertId,
        JSON.stringify(exception.detail),
        exception.openedAt,
        exception.endedAt,
      ],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** The episode's condition ended; null when it had already (or was never stored). */
  async end(companyId: number, key: string, at: number): Promise<ExceptionRow | null> {
    const rows = await this.db.query<Db>(
      `UPDATE control_tower_exceptions SET ended_at = $3, updated_at = GREATEST(updated_at, $3)
       WHERE company_id = $1 AND episode_key = $2 AND ended_at IS NULL RETURNING *`,
      [companyId, key, at],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async queue(
    companyId: number,
    state: ControlTowerQueueState,
    limit: number,
  ): Promise<ExceptionRow[]> {
    const { where, order } = QUEUE[state];
    const rows = await this.db.query<Db>(
      `SELECT * FROM control_tower_exceptions WHERE company_id = $1 AND ${where}
       ORDER BY ${order} LIMIT $2`,
      [companyId, limit],
    );
    return rows.map(toRow);
  }

  async get(companyId: number, id: number): Promise<ExceptionRow | undefined> {
    const rows = await this.db.query<Db>(
      `SELECT * FROM control_tower_exceptions WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return rows[0] ? toRow(rows[0]) : undefined;
  }

  /**
   * CT-12: acknowledges it once: null when someone already did (the caller answers 409). The
   * assignee and note change only when given.
   */
  async acknowledge(
    companyId: number,
    id: number,
    change: { by: number; at: number; assigneeId?: number | null; note?: string },
  ): Promise<ExceptionRow | null> {
    const rows = await this.db.query<Db>(
      `UPDATE control_tower_exceptions
         SET acknowledged_at = $3, acknowledged_by = $4, updated_at = GREATEST(updated_at, $3),
             assignee_id = CASE WHEN $5 THEN $6::integer ELSE assignee_id END,
             note = COALESCE($7, note)
       WHERE company_id = $1 AND id = $2 AND acknowledged_at IS NULL RETURNING *`,
      [
        companyId,
        id,
        change.at,
        change.by,
        change.assigneeId !== undefined,
        change.assigneeId ?? null,
        change.note ?? null,
      ],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** CT-13: the assignee (null: nobody) and, when given, the note. */
  async assign(
    companyId: number,
    id: number,
    change: { at: number; assigneeId: number | null; note?: string },
  ): Promise<ExceptionRow | null> {
    const rows = await this.db.query<Db>(
      `UPDATE control_tower_exceptions
         SET assignee_id = $3, note = COALESCE($4, note), updated_at = GREATEST(updated_at, $5)
       WHERE company_id = $1 AND id = $2 RETURNING *`,
      [companyId, id, change.assigneeId, change.note ?? null, change.at],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** CT-15: the episodes still going on, of every company (read once after a restart). */
  async ongoing(): Promise<OngoingException[]> {
    const rows = await this.db.query<Pick<Db, 'episode_key' | 'kind' | 'vehicle_id'>>(
      `SELECT episode_key, kind, vehicle_id FROM control_tower_exceptions WHERE ended_at IS NULL`,
    );
    return rows.map((row) => ({ key: row.episode_key, kind: row.kind, vehicleId: row.vehicle_id }));
  }
}
