import type { DeliveryOrderItem } from '@armada/contracts/delivery-orders';
import {
  DELIVERY_REQUEST_STATUS_COLORS,
  type DeliveryRequestEvent,
  type DeliveryRequestListItem,
  type DeliveryRequestStatusName,
  type DeliveryRequesterType,
} from '@armada/contracts/delivery-requests';
import { toWibIso } from '../../domain/wib-time';
import type { DocumentStore } from '../../store/document-store';
import { listPrefilter } from '../../store/list-prefilter';
import { jsonColumn, type SqlExecutor } from '../../store/sql-client';

/** The company's code, as its delivery orders carry it (`DO/<code>/…`). */
export function companyCode(store: DocumentStore, companyId: number): string {
  const order = store.list('delivery_orders', companyId)[0];
  return order?.number.split('/')[1] ?? `C${companyId}`;
}

/** One row of `delivery_requests` (migrations.ts), as the driver answers it. */
export interface DeliveryRequestRow {
  id: number;
  company_id: number;
  number: string;
  status: DeliveryRequestStatusName;
  requester_type: DeliveryRequesterType;
  requester_name: string;
  requester_phone: string | null;
  customer_id: number;
  customer_name: string;
  origin_address_id: number;
  origin_address_name: string;
  destination_address_id: number | null;
  destination_address_name: string | null;
  destination_city: string | null;
  destination_province: string | null;
  destination_text: string | null;
  wanted_date: string;
  window_start: string | null;
  window_end: string | null;
  items: unknown;
  load_weight: number;
  load_volume: number;
  notes: string;
  decision_reason: string | null;
  delivery_order_id: number | null;
  delivery_order_number: string | null;
  created_at: number | string;
  created_by: string;
  updated_at: number | string;
}

export type NewDeliveryRequestRow = Omit<DeliveryRequestRow, 'id'>;

interface EventRow {
  id: number;
  from_status: DeliveryRequestStatusName | null;
  to_status: DeliveryRequestStatusName;
  actor: string;
  at: number | string;
  reason: string | null;
  delivery_order_id: number | null;
}

export interface NewRequestEvent {
  companyId: number;
  requestId: number;
  from: DeliveryRequestStatusName | null;
  to: DeliveryRequestStatusName;
  actor: string;
  at: number;
  reason: string | null;
  deliveryOrderId: number | null;
}

/** The `/delivery-request/` row (DREQ-12). */
export function listItemOf(row: DeliveryRequestRow): DeliveryRequestListItem {
  return {
    id: row.id,
    number: row.number,
    status: { name: row.status, color: DELIVERY_REQUEST_STATUS_COLORS[row.status] },
    requester: { type: row.requester_type, name: row.requester_name, phone: row.requester_phone },
    customer: { id: row.customer_id, name: row.customer_name },
    origin_address: { id: row.origin_address_id, name: row.origin_address_name },
    destination_address:
      row.destination_address_id === null
        ? null
        : {
            id: row.destination_address_id,
            name: row.destination_address_name ?? '',
            city: row.destination_city ?? '',
            province: row.destination_province ?? '',
          },
    destination_text: row.destination_text,
    wanted_date: row.wanted_date,
    time_window:
      row.window_start && row.window_end ? { start: row.window_start, end: row.window_end } : null,
    load_weight: Number(row.load_weight),
    load_volume: Number(row.load_volume),
    created_on: toWibIso(Number(row.created_at)),
    created_by: row.created_by,
    delivery_order:
      row.delivery_order_id === null
        ? null
        : { id: row.delivery_order_id, number: row.delivery_order_number ?? '' },
  };
}

export function itemsOf(row: DeliveryRequestRow): DeliveryOrderItem[] {
  return jsonColumn<DeliveryOrderItem[]>(row.items);
}

const COLUMNS = [
  'company_id',
  'number',
  'status',
  'requester_type',
  'requester_name',
  'requester_phone',
  'customer_id',
  'customer_name',
  'origin_address_id',
  'origin_address_name',
  'destination_address_id',
  'destination_address_name',
  'destination_city',
  'destination_province',
  'destination_text',
  'wanted_date',
  'window_start',
  'window_end',
  'items',
  'load_weight',
  'load_volume',
  'notes',
  'decision_reason',
  'delivery_order_id',
  'delivery_order_number',
  'created_at',
  'created_by',
  'updated_at',
] as const satisfies readonly (keyof NewDeliveryRequestRow)[];

/** Inserts one request and answers its id. */
export async function insertRequest(tx: SqlExecutor, row: NewDeliveryRequestRow): Promise<number> {
  const values = COLUMNS.map((column) =>
    column === 'items' ? JSON.stringify(itemsOf(row as DeliveryRequestRow)) : row[column],
  );
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO delivery_requests (${COLUMNS.join(', ')})
     VALUES (${COLUMNS.map((column, i) => `$${i + 1}${column === 'items' ? '::json' : ''}`).join(', ')})
     RETURNING id`,
    values,
  );
  if (!inserted) throw new Error('delivery request insert answered no id');
  return Number(inserted.id);
}

export async function insertEvent(tx: SqlExecutor, event: NewRequestEvent): Promise<void> {
  await tx.query(
    `INSERT INTO delivery_request_events
       (company_id, request_id, from_status, to_status, actor, at, reason, delivery_order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      event.companyId,
      event.requestId,
      event.from,
      event.to,
      event.actor,
      event.at,
      event.reason,
      event.deliveryOrderId,
    ],
  );
}

export async function rowOf(
  tx: SqlExecutor,
  companyId: number,
  id: number,
  lock = false,
): Promise<DeliveryRequestRow | undefined> {
  const rows = await tx.query<DeliveryRequestRow>(
    `SELECT * FROM delivery_requests WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return rows[0];
}

export async function eventsOf(
  tx: SqlExecutor,
  requestId: number,
): Promise<DeliveryRequestEvent[]> {
  const rows = await tx.query<EventRow>(
    `SELECT id, from_status, to_status, actor, at, reason, delivery_order_id
     FROM delivery_request_events WHERE request_id = $1 ORDER BY at, id`,
    [requestId],
  );
  return rows.map((row) => ({
    id: row.id,
    from: row.from_status,
    to: row.to_status,
    actor: row.actor,
    at: toWibIso(Number(row.at)),
    reason: row.reason,
    delivery_order_id: row.delivery_order_id,
  }));
}

/** DREQ-15: the indexed columns that narrow a request list's rows, as the orders' (DLV-11). */
export const prefilterSql = listPrefilter(
  new Map([
    ['id', 'id'],
    ['customer.id', 'customer_id'],
    ['origin_address.id', 'origin_address_id'],
    ['destination_address.id', 'destination_address_id'],
    ['delivery_order.id', 'delivery_order_id'],
  ]),
);
