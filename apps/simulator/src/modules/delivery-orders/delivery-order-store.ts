import {
  DELIVERY_ORDER_STATUS_COLORS,
  type DeliveryOrder,
  type DeliveryOrderEvent,
  type DeliveryOrderItem,
  type DeliveryOrderListItem,
  type DeliveryOrderStatusName,
} from '@armada/contracts/delivery-orders';
import { toWibIso } from '../../domain/wib-time';
import { listPrefilter } from '../../store/list-prefilter';
import { jsonColumn, type SqlExecutor } from '../../store/sql-client';

/** One row of `delivery_orders` (migrations.ts), as the driver answers it. */
export interface DeliveryOrderRow {
  id: number;
  company_id: number;
  number: string;
  status: DeliveryOrderStatusName;
  origin_address_id: number;
  origin_address_name: string;
  destination_address_id: number;
  destination_address_name: string;
  destination_city: string;
  destination_province: string;
  created_at: number | string;
  created_by: string;
  shipped_customer_id: number;
  shipped_customer_name: string;
  billed_customer_name: string;
  marketing_user_name: string;
  load_weight: number;
  load_volume: number;
  vendor_id: number | null;
  planned_date: string | null;
  window_start: string | null;
  window_end: string | null;
  notes: string;
  items: unknown;
  run_id: number | null;
  fleet_task_id: number | null;
  vehicle_id: number | null;
  updated_at: number | string;
}

interface EventRow {
  id: number;
  from_status: DeliveryOrderStatusName | null;
  to_status: DeliveryOrderStatusName;
  actor: string;
  at: number | string;
  reason: string | null;
  run_id: number | null;
  fleet_task_id: number | null;
}

/** The §3.1 list item of a row: what route optimization and the document-store copy hold. */
export function orderOf(row: DeliveryOrderRow): DeliveryOrder {
  return {
    id: row.id,
    number: row.number,
    status: { name: row.status, color: DELIVERY_ORDER_STATUS_COLORS[row.status] },
    origin_address: { name: row.origin_address_name, id: row.origin_address_id },
    destination_address: {
      name: row.destination_address_name,
      id: row.destination_address_id,
      city: row.destination_city,
      province: row.destination_province,
    },
    created_on: toWibIso(Number(row.created_at)),
    created_by: row.created_by,
    shipped_customer: { name: row.shipped_customer_name, id: row.shipped_customer_id },
    billed_customer: { name: row.billed_customer_name },
    marketing_user: { name: row.marketing_user_name },
    load_weight: Number(row.load_weight),
    load_volume: Number(row.load_volume),
    vendor: row.vendor_id === null ? null : { id: row.vendor_id },
  };
}

/** The `/delivery/` row (DLV-16). */
export function listItemOf(
  row: DeliveryOrderRow,
  plateOf: (vehicleId: number) => string | null,
): DeliveryOrderListItem {
  return {
    ...orderOf(row),
    planned_date: row.planned_date,
    run: row.run_id === null ? null : { id: row.run_id },
    vehicle:
      row.vehicle_id === null
        ? null
        : { id: row.vehicle_id, license_plate: plateOf(row.vehicle_id) },
  };
}

export function itemsOf(row: DeliveryOrderRow): DeliveryOrderItem[] {
  return jsonColumn<DeliveryOrderItem[]>(row.items);
}

export function eventOf(row: EventRow): DeliveryOrderEvent {
  return {
    id: row.id,
    from: row.from_status,
    to: row.to_status,
    actor: row.actor,
    at: toWibIso(Number(row.at)),
    reason: row.reason,
    run_id: row.run_id,
    fleet_task_id: row.fleet_task_id,
  };
}

/** The columns of a new row, in insert order. */
const COLUMNS = [
  'id',
  'company_id',
  'number',
  'status',
  'origin_address_id',
  'origin_address_name',
  'destination_address_id',
  'destination_address_name',
  'destination_city',
  'destination_province',
  'created_at',
  'created_by',
  'shipped_customer_id',
  'shipped_customer_name',
  'billed_customer_name',
  'marketing_user_name',
  'load_weight',
  'load_volume',
  'vendor_id',
  'planned_date',
  'window_start',
  'window_end',
  'notes',
  'items',
  'run_id',
  'fleet_task_id',
  'vehicle_id',
  'updated_at',
] as const satisfies readonly (keyof DeliveryOrderRow)[];

const JSON_TYPES: Record<(typeof COLUMNS)[number], string> = {
  id: 'integer',
  company_id: 'integer',
  number: 'text',
  status: 'text',
  origin_address_id: 'integer',
  origin_address_name: 'text',
  destination_address_id: 'integer',
  destination_address_name: 'text',
  destination_city: 'text',
  destination_province: 'text',
  created_at: 'bigint',
  created_by: 'text',
  shipped_customer_id: 'integer',
  shipped_customer_name: 'text',
  billed_customer_name: 'text',
  marketing_user_name: 'text',
  load_weight: 'double precision',
  load_volume: 'double precision',
  vendor_id: 'integer',
  planned_date: 'text',
  window_start: 'text',
  window_end: 'text',
  notes: 'text',
  items: 'json',
  run_id: 'integer',
  fleet_task_id: 'integer',
  vehicle_id: 'integer',
  updated_at: 'bigint',
};

export type NewEvent = {
  companyId: number;
  orderId: number;
  from: DeliveryOrderStatusName | null;
  to: DeliveryOrderStatusName;
  actor: string;
  at: number;
  reason: string | null;
  runId: number | null;
  fleetTaskId: number | null;
};

const CHUNK = 400;

/** Inserts rows (a JSON array per chunk: one value crosses the driver, not thousands). */
export async function insertRows(
  tx: SqlExecutor,
  rows: readonly DeliveryOrderRow[],
): Promise<void> {
  const recordset = COLUMNS.map((c) => `${c} ${JSON_TYPES[c]}`).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.query(
      `INSERT INTO delivery_orders (${COLUMNS.join(', ')})
       SELECT ${COLUMNS.join(', ')} FROM json_to_recordset($1::json) AS x(${recordset})`,
      [JSON.stringify(rows.slice(i, i + CHUNK).map((row) => ({ ...row, items: itemsOf(row) })))],
    );
  }
}

export async function insertEvents(tx: SqlExecutor, events: readonly NewEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += CHUNK) {
    await tx.query(
      `INSERT INTO delivery_order_events
         (company_id, order_id, from_status, to_status, actor, at, reason, run_id, fleet_task_id)
       SELECT company_id, order_id, from_status, to_status, actor, at, reason, run_id, fleet_task_id
       FROM json_to_recordset($1::json) AS x(company_id integer, order_id integer,
         from_status text, to_status text, actor text, at bigint, reason text, run_id integer,
         fleet_task_id integer)`,
      [
        JSON.stringify(
          events.slice(i, i + CHUNK).map((e) => ({
            company_id: e.companyId,
            order_id: e.orderId,
            from_status: e.from,
            to_status: e.to,
            actor: e.actor,
            at: e.at,
            reason: e.reason,
            run_id: e.runId,
            fleet_task_id: e.fleetTaskId,
          })),
        ),
      ],
    );
  }
}

export async function rowOf(
  tx: SqlExecutor,
  companyId: number,
  id: number,
  lock = false,
): Promise<DeliveryOrderRow | undefined> {
  const rows = await tx.query<DeliveryOrderRow>(
    `SELECT * FROM delivery_orders WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return rows[0];
}

export async function eventsOf(tx: SqlExecutor, orderId: number): Promise<DeliveryOrderEvent[]> {
  const rows = await tx.query<EventRow>(
    `SELECT id, from_status, to_status, actor, at, reason, run_id, fleet_task_id
     FROM delivery_order_events WHERE order_id = $1 ORDER BY at, id`,
    [orderId],
  );
  return rows.map(eventOf);
}

/** DLV-11: the indexed columns that narrow an order list's rows (store/list-prefilter.ts). */
export const prefilterSql = listPrefilter(
  new Map([
    ['id', 'id'],
    ['shipped_customer.id', 'shipped_customer_id'],
    ['origin_address.id', 'origin_address_id'],
    ['destination_address.id', 'destination_address_id'],
    ['run.id', 'run_id'],
    ['vehicle.id', 'vehicle_id'],
  ]),
);
