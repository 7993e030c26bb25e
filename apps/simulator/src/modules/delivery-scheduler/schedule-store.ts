import type { DeliveryOrderItem } from '@armada/contracts/delivery-orders';
import type {
  DeliveryScheduleListItem,
  DeliveryScheduleStatus,
  MadeOccurrence,
  ScheduleCalendar,
  SchedulePattern,
} from '@armada/contracts/delivery-scheduler';
import { jsonColumn, type SqlExecutor } from '../../store/sql-client';

/** The SQL side of delivery schedules (migration 20): rows, their columns and the answers. */

export interface ScheduleRow {
  id: number;
  company_id: number;
  name: string;
  status: DeliveryScheduleStatus;
  customer_id: number;
  customer_name: string;
  origin_address_id: number;
  origin_address_name: string;
  destination_address_id: number;
  destination_address_name: string;
  destination_city: string;
  pattern: unknown;
  window_start: string;
  window_end: string;
  from_date: string;
  until_date: string | null;
  skip_holidays: boolean;
  items: unknown;
  load_weight: number | string;
  load_volume: number | string;
  notes: string;
  made_through: string | null;
  created_by_user_id: number;
  created_by: string;
  created_at: number | string;
  updated_at: number | string;
}

export type NewScheduleRow = Omit<ScheduleRow, 'id' | 'made_through'>;

export interface OccurrenceRow {
  id: number;
  company_id: number;
  schedule_id: number;
  day: string;
  status: MadeOccurrence['status'];
  delivery_order_id: number | null;
  delivery_order_number: string | null;
  message: string | null;
  claimed_at: number | string;
  updated_at: number | string;
}

const COLUMNS = [
  'company_id',
  'name',
  'status',
  'customer_id',
  'customer_name',
  'origin_address_id',
  'origin_address_name',
  'destination_address_id',
  'destination_address_name',
  'destination_city',
  'pattern',
  'window_start',
  'window_end',
  'from_date',
  'until_date',
  'skip_holidays',
  'items',
  'load_weight',
  'load_volume',
  'notes',
  'created_by_user_id',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof NewScheduleRow)[];

/** The columns a change may set (all but the company, the creator and the creation time). */
export const CHANGEABLE_COLUMNS = COLUMNS.filter(
  (column) =>
    column !== 'company_id' &&
    column !== 'created_by_user_id' &&
    column !== 'created_by' &&
    column !== 'created_at',
);

function valueOf(row: NewScheduleRow, column: keyof NewScheduleRow): unknown {
  const value = row[column];
  return column === 'pattern' || column === 'items' ? JSON.stringify(value) : value;
}

export async function insertSchedule(tx: SqlExecutor, row: NewScheduleRow): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO delivery_schedules (${COLUMNS.join(', ')})
     VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    COLUMNS.map((column) => valueOf(row, column)),
  );
  if (!inserted) throw new Error('the schedule was not stored');
  return Number(inserted.id);
}

/** Writes every changeable column and forgets how far occurrences were made (SCH-10). */
export async function updateSchedule(
  tx: SqlExecutor,
  id: number,
  row: NewScheduleRow,
): Promise<void> {
  await tx.query(
    `UPDATE delivery_schedules SET ${CHANGEABLE_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')},
       made_through = NULL
     WHERE id = $1`,
    [id, ...CHANGEABLE_COLUMNS.map((column) => valueOf(row, column))],
  );
}

export async function scheduleRowOf(
  db: SqlExecutor,
  companyId: number,
  id: number,
): Promise<ScheduleRow | undefined> {
  const [row] = await db.query<ScheduleRow>(
    'SELECT * FROM delivery_schedules WHERE company_id = $1 AND id = $2',
    [companyId, id],
  );
  return row;
}

export function patternOf(row: Pick<ScheduleRow, 'pattern'>): SchedulePattern {
  return jsonColumn<SchedulePattern>(row.pattern);
}

export function itemsOf(row: Pick<ScheduleRow, 'items'>): DeliveryOrderItem[] {
  return jsonColumn<DeliveryOrderItem[]>(row.items);
}

export function calendarOf(row: ScheduleRow): ScheduleCalendar {
  return {
    pattern: patternOf(row),
    from_date: row.from_date,
    until_date: row.until_date,
    skip_holidays: row.skip_holidays,
  };
}

export function listItemOf(
  row: ScheduleRow,
  extra: { next_dates: string[]; order_count: number },
  isoOf: (epochMs: number) => string,
): DeliveryScheduleListItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    customer: { id: row.customer_id, name: row.customer_name },
    origin_address: { id: row.origin_address_id, name: row.origin_address_name },
    destination_address: {
      id: row.destination_address_id,
      name: row.destination_address_name,
      city: row.destination_city,
    },
    pattern: patternOf(row),
    time_window: { start: row.window_start, end: row.window_end },
    from_date: row.from_date,
    until_date: row.until_date,
    skip_holidays: row.skip_holidays,
    load_weight: Number(row.load_weight),
    load_volume: Number(row.load_volume),
    next_dates: extra.next_dates,
    order_count: extra.order_count,
    created_on: isoOf(Number(row.created_at)),
    created_by: row.created_by,
    updated_on: isoOf(Number(row.updated_at)),
  };
}

/** How many orders each of the company's schedules made. */
export async function orderCounts(
  db: SqlExecutor,
  companyId: number,
  scheduleId?: number,
): Promise<Map<number, number>> {
  const rows = await db.query<{ schedule_id: number; count: number | string }>(
    `SELECT schedule_id, count(*) AS count FROM delivery_schedule_occurrences
     WHERE company_id = $1 AND status = 'CREATED'
       AND ($2::int IS NULL OR schedule_id = $2::int)
     GROUP BY schedule_id`,
    [companyId, scheduleId ?? null],
  );
  return new Map(rows.map((row) => [Number(row.schedule_id), Number(row.count)]));
}

/**
 * SCH-7: claims (schedule, day) for this process. True when the day is now this process's to
 * make; false when it was claimed before (by any process), unless that claim is older than
 * `staleBefore` and still has no order (a process stopped between claiming and making it).
 */
export async function claimOccurrence(
  db: SqlExecutor,
  row: Pick<ScheduleRow, 'company_id' | 'id'>,
  day: string,
  now: number,
  staleBefore: number,
): Promise<boolean> {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO delivery_schedule_occurrences
       (company_id, schedule_id, day, status, claimed_at, updated_at)
     VALUES ($1, $2, $3, 'CLAIMED', $4, $4)
     ON CONFLICT (schedule_id, day) DO NOTHING RETURNING id`,
    [row.company_id, row.id, day, now],
  );
  if (inserted.length > 0) return true;
  const reclaimed = await db.query<{ id: number }>(
    `UPDATE delivery_schedule_occurrences SET claimed_at = $3, updated_at = $3
     WHERE schedule_id = $1 AND day = $2 AND status = 'CLAIMED' AND claimed_at < $4
     RETURNING id`,
    [row.id, day, now, staleBefore],
  );
  return reclaimed.length > 0;
}

export async function settleOccurrence(
  db: SqlExecutor,
  scheduleId: number,
  day: string,
  outcome:
    | { status: 'CREATED'; orderId: number; orderNumber: string }
    | { status: 'FAILED'; message: string },
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE delivery_schedule_occurrences
     SET status = $3, delivery_order_id = $4, delivery_order_number = $5, message = $6,
         updated_at = $7
     WHERE schedule_id = $1 AND day = $2`,
    outcome.status === 'CREATED'
      ? [scheduleId, day, 'CREATED', outcome.orderId, outcome.orderNumber, null, now]
      : [scheduleId, day, 'FAILED', null, null, outcome.message, now],
  );
}
