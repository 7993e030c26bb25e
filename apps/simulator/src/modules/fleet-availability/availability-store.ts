import type { FleetTaskStatus } from '@armada/contracts/fleet-tasks';
import { jsonColumn, type SqlExecutor } from '../../store/sql-client';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A task planned with no length still takes one minute of its day (FA-3). */
const MIN_TASK_MS = 60_000;

/** A task on one day: its planned times and where they fall within the day. */
export interface DayTask {
  id: number;
  number: string;
  status: FleetTaskStatus;
  plannedStartAt: number;
  plannedEndAt: number;
  /** Milliseconds after the day's midnight, 0 to DAY_MS. */
  fromMs: number;
  untilMs: number;
}

/** One vehicle on one day of the range that has at least one task. */
export interface DayBooking {
  vehicleId: number;
  /** 0 for the range's first day. */
  dayIndex: number;
  /** The earliest start and the latest end of its tasks that day, clipped to the day. */
  fromMs: number;
  untilMs: number;
  tasks: DayTask[];
}

export interface BookingRange {
  companyId: number;
  /** Epoch ms of the first day's midnight on the company clock. */
  startAt: number;
  days: number;
  /** Only these vehicles; null for all. */
  vehicleIds: readonly number[] | null;
}

export interface StoredShift {
  workDays: number[];
  startMinute: number;
  endMinute: number;
}

interface BookingDb {
  vehicle_id: number;
  day_index: number;
  from_ms: string | number;
  until_ms: string | number;
  tasks: unknown;
}

interface TaskJson {
  id: number;
  number: string;
  status: FleetTaskStatus;
  start: number;
  end: number;
  from: number;
  until: number;
}

/**
 * FA-3 in SQL: every vehicle's booked days of a range, from the tasks table. The days are
 * whole 24-hour spans from the company's midnight (the three Indonesian zones have no daylight
 * saving); a task books every day its planned time overlaps, clipped to each day, so one that
 * crosses midnight books both days. The range is bounded on the planned start and end, so the
 * planned-end index (migration 21) reads only the tasks near the range.
 */
const BOOKINGS_SQL = `
  WITH days AS (
    SELECT i AS day_index, $2::bigint + i::bigint * ${DAY_MS} AS day_start
    FROM generate_series(0, $3::int - 1) AS i
  ),
  tasks AS (
    SELECT id, vehicle_id, number, task_status, planned_start_at,
           GREATEST(planned_end_at, planned_start_at + ${MIN_TASK_MS}) AS planned_end_at,
           planned_end_at AS stated_end_at
    FROM fleet_tasks
    WHERE company_id = $1
      AND task_status IS NOT NULL
      AND task_status IN ('PLANNED', 'STARTED', 'DONE')
      AND planned_start_at < $2::bigint + $3::bigint * ${DAY_MS}
      AND planned_end_at > $2::bigint - ${MIN_TASK_MS}
      AND ($4::int[] IS NULL OR vehicle_id = ANY($4::int[]))
  ),
  hits AS (
    SELECT t.vehicle_id, d.day_index, t.id, t.number, t.task_status,
           t.planned_start_at, t.stated_end_at,
           GREATEST(t.planned_start_at, d.day_start) - d.day_start AS from_ms,
           LEAST(t.planned_end_at, d.day_start + ${DAY_MS}) - d.day_start AS until_ms
    FROM tasks t
    JOIN days d ON t.planned_start_at < d.day_start + ${DAY_MS} AND t.planned_end_at > d.day_start
  )
  SELECT vehicle_id, day_index, MIN(from_ms) AS from_ms, MAX(until_ms) AS until_ms,
         json_agg(json_build_object(
           'id', id, 'number', number, 'status', task_status,
           'start', planned_start_at, 'end', stated_end_at, 'from', from_ms, 'until', until_ms
         ) ORDER BY planned_start_at, id) AS tasks
  FROM hits
  GROUP BY vehicle_id, day_index
  ORDER BY vehicle_id, day_index
`;

/** The SQL reads and writes of fleet availability. */
export class AvailabilityStore {
  constructor(private readonly db: SqlExecutor) {}

  async bookings(range: BookingRange): Promise<DayBooking[]> {
    const rows = await this.db.query<BookingDb>(BOOKINGS_SQL, [
      range.companyId,
      range.startAt,
      range.days,
      range.vehicleIds === null ? null : [...range.vehicleIds],
    ]);
    return rows.map((row) => ({
      vehicleId: Number(row.vehicle_id),
      dayIndex: Number(row.day_index),
      fromMs: Number(row.from_ms),
      untilMs: Number(row.until_ms),
      tasks: jsonColumn<TaskJson[]>(row.tasks).map((task) => ({
        id: Number(task.id),
        number: task.number,
        status: task.status,
        plannedStartAt: Number(task.start),
        plannedEndAt: Number(task.end),
        fromMs: Number(task.from),
        untilMs: Number(task.until),
      })),
    }));
  }

  async shift(companyId: number): Promise<StoredShift | undefined> {
    const [row] = await this.db.query<{
      work_days: unknown;
      start_minute: number;
      end_minute: number;
    }>('SELECT work_days, start_minute, end_minute FROM fleet_shifts WHERE company_id = $1', [
      companyId,
    ]);
    if (!row) return undefined;
    return {
      workDays: jsonColumn<number[]>(row.work_days),
      startMinute: Number(row.start_minute),
      endMinute: Number(row.end_minute),
    };
  }

  async saveShift(companyId: number, shift: StoredShift, at: number, by: string): Promise<void> {
    await this.db.query(
      `INSERT INTO fleet_shifts (company_id, work_days, start_minute, end_minute, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (company_id) DO UPDATE SET work_days = EXCLUDED.work_days,
         start_minute = EXCLUDED.start_minute, end_minute = EXCLUDED.end_minute,
         updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [companyId, JSON.stringify(shift.workDays), shift.startMinute, shift.endMinute, at, by],
    );
  }
}
