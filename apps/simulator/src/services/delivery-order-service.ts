import { ORDER_PERMISSIONS } from '@armada/contracts/auth';
import type { Address } from '@armada/contracts/customers';
import {
  DELIVERY_ORDER_ACTION_TARGETS,
  allowedActions,
  canTransition,
  type CancelDeliveryOrderRequest,
  type CreateDeliveryOrderRequest,
  type DeliveryOrder,
  type DeliveryOrderAction,
  type DeliveryOrderDetail,
  type DeliveryOrderListItem,
  type DeliveryOrderStatusName,
  type DeliveryOrderStop,
  type DeliveryTimeWindow,
  type RescheduleDeliveryOrderRequest,
  type UpdateDeliveryOrderRequest,
} from '@armada/contracts/delivery-orders';
import { deliveryOrderListWithPlan } from '@armada/contracts/delivery-orders';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../domain/clock';
import { toWibIso } from '../domain/wib-time';
import { runListQuery, type ListSpec } from '../engine/list-engine';
import {
  eventsOf,
  insertEvents,
  insertRows,
  itemsOf,
  listItemOf,
  orderOf,
  prefilterSql,
  rowOf,
  type DeliveryOrderRow,
  type NewEvent,
} from '../modules/delivery-orders/delivery-order-store';
import type { DocumentStore } from '../store/document-store';
import { jsonColumn, type SqlClient, type SqlExecutor } from '../store/sql-client';
import { readWorldMarker } from '../store/world-seed';
import type { AuthContext } from './auth-service';
import { requireAny } from './permissions';
import { ServiceError } from './service-error';
import { checkDay, checkWindow, sumOf } from '../modules/delivery-orders/delivery-checks';

const listSpec: ListSpec<DeliveryOrderListItem> = {
  ...deliveryOrderListWithPlan,
  idOf: (o) => o.id,
};

/** What another module says when it moves an order (DLV-14). */
export interface DeliveryOrderChange {
  actor: string;
  at: Date;
  reason?: string;
  runId?: number;
  fleetTaskId?: number;
  vehicleId?: number;
}

/** DLV-40: the stop on fleet task `fleetTaskId` that carries order `orderId`, or null. */
export type DeliveryStopSource = (
  companyId: number,
  orderId: number,
  fleetTaskId: number,
) => Promise<DeliveryOrderStop | null>;

/** One order of an import (DLV-31): the books' records, checked already. */
export interface ImportedOrder {
  customer: { id: number; name: string };
  origin: Address;
  /** An address of the book, or the index of one `createMany` adds. */
  destination: Address | { newAddress: number };
  plannedDate: string | null;
  window: DeliveryTimeWindow | null;
  weight: number;
  volume: number;
  notes: string;
  confirm: boolean;
}

/** Statuses an order waits in before a plan holds it: leaving the plan clears run and task. */
const WAITING: ReadonlySet<DeliveryOrderStatusName> = new Set(['CONFIRMED', 'RESCHEDULED']);

const SEED_META_KEY = 'delivery-orders';

/**
 * The company's delivery orders in SQL (`delivery_orders`, `delivery_order_events`), their
 * lifecycle (DLV-1 … DLV-10) and the copy of each list item the document store keeps for the
 * modules listed before this one (DLV-15).
 */
export class DeliveryOrderService {
  /** DLV-40: the stop carrying an order, from a module listed after this one (fleet tasks). */
  private stopSource: DeliveryStopSource | null = null;

  constructor(private readonly deps: { db: SqlClient; store: DocumentStore; clock: Clock }) {}

  /** DLV-40: the fleet tasks module answers which stop carries an order. */
  provideStops(source: DeliveryStopSource): void {
    this.stopSource = source;
  }

  /** DLV-40: the plate of a vehicle of the company (null: not in the fleet any more). */
  private plateOf(companyId: number): (vehicleId: number) => string | null {
    return (vehicleId) =>
      this.deps.store.get('vehicles', companyId, vehicleId)?.license_plate ?? null;
  }

  // ---- reads ------------------------------------------------------------------------------

  /**
   * DO-1: any valid filter expression over the declared fields (docs/rules/route-optimization.md
   * §7.1, DLV-16). Indexed columns narrow the rows read; the list engine answers exactly.
   */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<DeliveryOrderListItem>> {
    requireAny(auth, ORDER_PERMISSIONS.read, 'read delivery orders');
    const { where, params } = prefilterSql(query);
    const rows = await this.deps.db.query<DeliveryOrderRow>(
      `SELECT * FROM delivery_orders WHERE ${['company_id = $1', ...where].join(' AND ')}`,
      [auth.company.id, ...params],
    );
    const plateOf = this.plateOf(auth.company.id);
    return runListQuery(
      rows.map((row) => listItemOf(row, plateOf)),
      listSpec,
      query,
    );
  }

  /** DLV-17. */
  async get(auth: AuthContext, id: number): Promise<ItemResponse<DeliveryOrderDetail>> {
    requireAny(auth, ORDER_PERMISSIONS.read, 'read delivery orders');
    return { data: await this.detail(this.deps.db, auth.company.id, id) };
  }

  /** The §3.1 items of the given ids that are the company's (route optimization reads these). */
  async find(companyId: number, ids: readonly number[]): Promise<Map<number, DeliveryOrder>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db.query<DeliveryOrderRow>(
      'SELECT * FROM delivery_orders WHERE company_id = $1 AND id = ANY($2::int[])',
      [companyId, [...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, orderOf(row)]));
  }

  /**
   * Orders now DELIVERED, counted per vehicle (null: delivered with none recorded) and per month
   * of their delivery on a clock `offsetMs` from UTC, delivered in [fromAt, toAt), in SQL: cost
   * management's cost per delivery (docs/rules/costs.md COST-7) reads this.
   */
  async deliveredPerVehicleMonth(
    companyId: number,
    fromAt: number,
    toAt: number,
    offsetMs: number,
  ): Promise<{ vehicleId: number | null; month: string; count: number }[]> {
    const rows = await this.deps.db.query<{ vehicle_id: unknown; month: unknown; n: unknown }>(
      `SELECT o.vehicle_id,
              to_char(to_timestamp((e.at + $4) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
              count(DISTINCT o.id) AS n
         FROM delivery_order_events e
         JOIN delivery_orders o ON o.id = e.order_id AND o.company_id = e.company_id
        WHERE e.company_id = $1 AND e.to_status = 'DELIVERED' AND e.at >= $2 AND e.at < $3
          AND o.status = 'DELIVERED'
        GROUP BY 1, 2`,
      [companyId, fromAt, toAt, offsetMs],
    );
    return rows.map((r) => ({
      vehicleId: r.vehicle_id === null || r.vehicle_id === undefined ? null : Number(r.vehicle_id),
      month: String(r.month),
      count: Number(r.n),
    }));
  }

  // ---- a dispatcher's changes ---------------------------------------------------------------

  /** DLV-18. */
  async create(
    auth: AuthContext,
    body: CreateDeliveryOrderRequest,
  ): Promise<ItemResponse<DeliveryOrderDetail>> {
    requireAny(auth, ORDER_PERMISSIONS.create, 'create delivery orders');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const parts = this.contents(companyId, body);
    checkDay(body.planned_date, 'body.planned_date');
    checkWindow(body.time_window, 'body.time_window');
    const items = body.items ?? [];
    const status: DeliveryOrderStatusName = body.confirm ? 'CONFIRMED' : 'DRAFT';
    const row = await this.deps.db.transaction(async (tx) => {
      await tx.exec('LOCK TABLE delivery_orders IN SHARE ROW EXCLUSIVE MODE');
      const [next] = await tx.query<{ id: number | string }>(
        "SELECT nextval('delivery_order_id_seq') AS id",
      );
      const number = await this.nextNumber(tx, companyId, now);
      const fresh: DeliveryOrderRow = {
        id: Number(next?.id),
        company_id: companyId,
        number,
        status,
        ...parts,
        created_at: now,
        created_by: auth.user.fullname,
        marketing_user_name: auth.user.fullname,
        billed_customer_name: body.billed_customer_name ?? parts.shipped_customer_name,
        load_weight: items.length > 0 ? sumOf(items, 'weight') : (body.load_weight ?? 0),
        load_volume: items.length > 0 ? sumOf(items, 'volume') : (body.load_volume ?? 0),
        vendor_id: null,
        planned_date: body.planned_date ?? null,
        window_start: body.time_window?.start ?? null,
        window_end: body.time_window?.end ?? null,
        notes: body.notes ?? '',
        items,
        run_id: null,
        fleet_task_id: null,
        vehicle_id: null,
        updated_at: now,
      };
      await insertRows(tx, [fresh]);
      await insertEvents(tx, [
        {
          companyId,
          orderId: fresh.id,
          from: null,
          to: status,
          actor: auth.user.fullname,
          at: now,
          reason: null,
          runId: null,
          fleetTaskId: null,
        },
      ]);
      return fresh;
    });
    await this.mirror(companyId, row);
    return { data: await this.detail(this.deps.db, companyId, row.id) };
  }

  /**
   * DLV-31: the orders of an import and the addresses their geocoded destinations add, in one
   * transaction with their document-store copies (DLV-15): all of them are saved, or none.
   * Numbers follow the company's last one, in the file's order.
   */
  async createMany(
    auth: AuthContext,
    orders: readonly ImportedOrder[],
    newAddresses: readonly Omit<Address, 'id'>[],
  ): Promise<{ numbers: string[]; addresses: number }> {
    requireAny(auth, ORDER_PERMISSIONS.create, 'create delivery orders');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const actor = auth.user.fullname;
    let numbers: string[] = [];
    await this.deps.store.writeWithSql(
      (batch) => {
        const added = newAddresses.map((address) => ({
          ...address,
          id: this.deps.store.reserveId('addresses'),
        }));
        for (const address of added) batch.put('addresses', companyId, address);
        return added;
      },
      async (tx, batch, added) => {
        await tx.exec('LOCK TABLE delivery_orders IN SHARE ROW EXCLUSIVE MODE');
        const ids = await tx.query<{ id: number | string }>(
          "SELECT nextval('delivery_order_id_seq') AS id FROM generate_series(1, $1)",
          [orders.length],
        );
        const first = await this.nextNumber(tx, companyId, now);
        const prefix = first.slice(0, first.lastIndexOf('/') + 1);
        const firstSeq = Number(first.slice(first.lastIndexOf('/') + 1));
        const rows = orders.map((order, index): DeliveryOrderRow => {
          const destination =
            'newAddress' in order.destination
              ? added[order.destination.newAddress]
              : order.destination;
          if (!destination) throw new Error('an imported order names no destination');
          return {
            id: Number(ids[index]?.id),
            company_id: companyId,
            number: `${prefix}${String(firstSeq + index).padStart(5, '0')}`,
            status: order.confirm ? 'CONFIRMED' : 'DRAFT',
            origin_address_id: order.origin.id,
            origin_address_name: order.origin.name,
            destination_address_id: destination.id,
            destination_address_name: destination.name,
            destination_city: destination.city,
            destination_province: destination.province,
            created_at: now,
            created_by: actor,
            shipped_customer_id: order.customer.id,
            shipped_customer_name: order.customer.name,
            billed_customer_name: order.customer.name,
            marketing_user_name: actor,
            load_weight: order.weight,
            load_volume: order.volume,
            vendor_id: null,
            planned_date: order.plannedDate,
            window_start: order.window?.start ?? null,
            window_end: order.window?.end ?? null,
            notes: order.notes,
            items: [],
            run_id: null,
            fleet_task_id: null,
            vehicle_id: null,
            updated_at: now,
          };
        });
        await insertRows(tx, rows);
        await insertEvents(
          tx,
          rows.map((row) => ({
            companyId,
            orderId: row.id,
            from: null,
            to: row.status,
            actor,
            at: now,
            reason: null,
            runId: null,
            fleetTaskId: null,
          })),
        );
        for (const row of rows) batch.put('delivery_orders', companyId, orderOf(row));
        numbers = rows.map((row) => row.number);
      },
    );
    return { numbers, addresses: newAddresses.length };
  }

  /** DLV-8. */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateDeliveryOrderRequest,
  ): Promise<ItemResponse<DeliveryOrderDetail>> {
    requireAny(auth, ORDER_PERMISSIONS.update, 'change delivery orders');
    const companyId = auth.company.id;
    checkDay(body.planned_date, 'body.planned_date');
    checkWindow(body.time_window, 'body.time_window');
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const current = await this.lockedRow(tx, companyId, id);
      this.requireAction(current, 'edit');
      const items = body.items ?? itemsOf(current);
      const parts = this.contents(companyId, {
        shipped_customer_id: body.shipped_customer_id ?? current.shipped_customer_id,
        origin_address_id: body.origin_address_id ?? current.origin_address_id,
        destination_address_id: body.destination_address_id ?? current.destination_address_id,
      });
      const customerChanged = body.shipped_customer_id !== undefined;
      const next: DeliveryOrderRow = {
        ...current,
        ...parts,
        billed_customer_name:
          body.billed_customer_name ??
          (customerChanged ? parts.shipped_customer_name : current.billed_customer_name),
        planned_date: body.planned_date === undefined ? current.planned_date : body.planned_date,
        window_start:
          body.time_window === undefined ? current.window_start : (body.time_window?.start ?? null),
        window_end:
          body.time_window === undefined ? current.window_end : (body.time_window?.end ?? null),
        notes: body.notes ?? current.notes,
        items,
        load_weight:
          items.length > 0
            ? sumOf(items, 'weight')
            : (body.load_weight ?? Number(current.load_weight)),
        load_volume:
          items.length > 0
            ? sumOf(items, 'volume')
            : (body.load_volume ?? Number(current.load_volume)),
        updated_at: now,
      };
      await tx.query(
        `UPDATE delivery_orders SET shipped_customer_id = $3, shipped_customer_name = $4,
           billed_customer_name = $5, origin_address_id = $6, origin_address_name = $7,
           destination_address_id = $8, destination_address_name = $9, destination_city = $10,
           destination_province = $11, planned_date = $12, window_start = $13, window_end = $14,
           notes = $15, items = $16::json, load_weight = $17, load_volume = $18, updated_at = $19
         WHERE company_id = $1 AND id = $2`,
        [
          companyId,
          id,
          next.shipped_customer_id,
          next.shipped_customer_name,
          next.billed_customer_name,
          next.origin_address_id,
          next.origin_address_name,
          next.destination_address_id,
          next.destination_address_name,
          next.destination_city,
          next.destination_province,
          next.planned_date,
          next.window_start,
          next.window_end,
          next.notes,
          JSON.stringify(items),
          next.load_weight,
          next.load_volume,
          now,
        ],
      );
      return next;
    });
    await this.mirror(companyId, row);
    return { data: await this.detail(this.deps.db, companyId, id) };
  }

  /** DLV-10. */
  confirm(auth: AuthContext, id: number): Promise<ItemResponse<DeliveryOrderDetail>> {
    return this.act(auth, id, 'confirm', {});
  }

  /** DLV-9. */
  reschedule(
    auth: AuthContext,
    id: number,
    body: RescheduleDeliveryOrderRequest,
  ): Promise<ItemResponse<DeliveryOrderDetail>> {
    checkDay(body.planned_date, 'body.planned_date');
    checkWindow(body.time_window, 'body.time_window');
    return this.act(auth, id, 'reschedule', {
      reason: body.reason,
      plannedDate: body.planned_date,
      window: body.time_window,
    });
  }

  /** DLV-10. */
  cancel(
    auth: AuthContext,
    id: number,
    body: CancelDeliveryOrderRequest,
  ): Promise<ItemResponse<DeliveryOrderDetail>> {
    return this.act(auth, id, 'cancel', { reason: body.reason });
  }

  // ---- other modules' moves ------------------------------------------------------------------

  /**
   * DLV-14: moves an order along the lifecycle for another module (route optimization, fleet
   * tasks). An unknown order is 404, a move the table refuses 409 (DLV-1); run, fleet task and
   * vehicle are recorded when given, and cleared when the order goes back to waiting.
   */
  async transition(
    companyId: number,
    orderId: number,
    to: DeliveryOrderStatusName,
    change: DeliveryOrderChange,
  ): Promise<void> {
    const at = change.at.getTime();
    const row = await this.deps.db.transaction(async (tx) => {
      const current = await this.lockedRow(tx, companyId, orderId);
      this.requireTransition(current, to);
      return this.move(tx, current, to, {
        actor: change.actor,
        at,
        reason: change.reason ?? null,
        runId: change.runId ?? null,
        fleetTaskId: change.fleetTaskId ?? null,
        vehicleId: change.vehicleId ?? null,
      });
    });
    await this.mirror(companyId, row);
  }

  /**
   * DLV-14: several moves of one plan; an order the lifecycle no longer lets move (cancelled
   * meanwhile, gone) is skipped and returned, the others move.
   */
  async transitionMany(
    companyId: number,
    moves: ReadonlyMap<number, DeliveryOrderStatusName>,
    change: DeliveryOrderChange,
  ): Promise<number[]> {
    const skipped: number[] = [];
    for (const [orderId, to] of moves) {
      try {
        await this.transition(companyId, orderId, to, change);
      } catch (error) {
        if (!(error instanceof ServiceError) || ![404, 409].includes(error.statusCode)) throw error;
        skipped.push(orderId);
      }
    }
    return skipped;
  }

  // ---- seed ---------------------------------------------------------------------------------

  /**
   * DLV-13: copies the world's orders (document store) into the table once per seeded world,
   * with a creation event each; a store already holding that world's copy is left alone.
   */
  async seedFromWorld(): Promise<void> {
    const marker = await readWorldMarker(this.deps.db);
    if (!marker) return;
    const seededAt = marker.seededAt;
    const entries = this.deps.store.entries('delivery_orders');
    await this.deps.db.transaction(async (tx) => {
      await tx.exec('LOCK TABLE world_meta IN EXCLUSIVE MODE');
      const rows = await tx.query<{ value: unknown }>(
        'SELECT value FROM world_meta WHERE key = $1',
        [SEED_META_KEY],
      );
      const value = rows[0]?.value;
      const copiedAt = value ? jsonColumn<{ seededAt?: number }>(value).seededAt : undefined;
      if (copiedAt === seededAt) return;
      await tx.exec('DELETE FROM delivery_order_events; DELETE FROM delivery_orders;');
      const fresh = entries.map(({ companyId, record }) => rowFromDocument(companyId, record));
      await insertRows(tx, fresh);
      await insertEvents(
        tx,
        fresh.map((row) => ({
          companyId: row.company_id,
          orderId: row.id,
          from: null,
          to: row.status,
          actor: row.created_by,
          at: Number(row.created_at),
          reason: null,
          runId: null,
          fleetTaskId: null,
        })),
      );
      await tx.query(
        "SELECT setval('delivery_order_id_seq', GREATEST((SELECT max(id) FROM delivery_orders), 1))",
      );
      await tx.query(
        `INSERT INTO world_meta (key, value) VALUES ($1, $2::json)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [SEED_META_KEY, JSON.stringify({ seededAt })],
      );
    });
  }

  // ---- inside ---------------------------------------------------------------------------------

  private async act(
    auth: AuthContext,
    id: number,
    action: Exclude<DeliveryOrderAction, 'edit'>,
    extra: { reason?: string; plannedDate?: string; window?: DeliveryTimeWindow | null },
  ): Promise<ItemResponse<DeliveryOrderDetail>> {
    requireAny(auth, ORDER_PERMISSIONS.update, 'change delivery orders');
    const companyId = auth.company.id;
    const at = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const current = await this.lockedRow(tx, companyId, id);
      this.requireAction(current, action);
      if (extra.plannedDate !== undefined) {
        await tx.query(
          `UPDATE delivery_orders SET planned_date = $3,
             window_start = CASE WHEN $6 THEN $4 ELSE window_start END,
             window_end = CASE WHEN $6 THEN $5 ELSE window_end END
           WHERE company_id = $1 AND id = $2`,
          [
            companyId,
            id,
            extra.plannedDate,
            extra.window?.start ?? null,
            extra.window?.end ?? null,
            extra.window !== undefined,
          ],
        );
      }
      const moved = await rowOf(tx, companyId, id);
      if (!moved) throw new Error(`delivery order ${id} vanished inside its transaction`);
      return this.move(tx, moved, DELIVERY_ORDER_ACTION_TARGETS[action], {
        actor: auth.user.fullname,
        at,
        reason: extra.reason ?? null,
        runId: null,
        fleetTaskId: null,
        vehicleId: null,
      });
    });
    await this.mirror(companyId, row);
    return { data: await this.detail(this.deps.db, companyId, id) };
  }

  private async move(
    tx: SqlExecutor,
    current: DeliveryOrderRow,
    to: DeliveryOrderStatusName,
    change: Omit<NewEvent, 'companyId' | 'orderId' | 'from' | 'to'> & { vehicleId: number | null },
  ): Promise<DeliveryOrderRow> {
    const clear = WAITING.has(to) || to === 'CANCELLED';
    const next: DeliveryOrderRow = {
      ...current,
      status: to,
      run_id: change.runId ?? (clear ? null : current.run_id),
      fleet_task_id: change.fleetTaskId ?? (clear ? null : current.fleet_task_id),
      vehicle_id: change.vehicleId ?? (clear ? null : current.vehicle_id),
      updated_at: change.at,
    };
    await tx.query(
      `UPDATE delivery_orders SET status = $3, run_id = $4, fleet_task_id = $5, vehicle_id = $6,
         updated_at = $7 WHERE company_id = $1 AND id = $2`,
      [
        current.company_id,
        current.id,
        to,
        next.run_id,
        next.fleet_task_id,
        next.vehicle_id,
        change.at,
      ],
    );
    await insertEvents(tx, [
      {
        companyId: current.company_id,
        orderId: current.id,
        from: current.status,
        to,
        actor: change.actor,
        at: change.at,
        reason: change.reason,
        runId: change.runId,
        fleetTaskId: change.fleetTaskId,
      },
    ]);
    return next;
  }

  private async lockedRow(
    tx: SqlExecutor,
    companyId: number,
    id: number,
  ): Promise<DeliveryOrderRow> {
    const row = await rowOf(tx, companyId, id, true);
    if (!row) throw notFound(id);
    return row;
  }

  private requireTransition(row: DeliveryOrderRow, to: DeliveryOrderStatusName): void {
    if (!canTransition(row.status, to)) {
      throw ServiceError.conflict(
        `Delivery order ${row.number} cannot go from ${row.status} to ${to}.`,
        {
          reason: SERVER_ERROR_REASONS.deliveryOrderTransitionNotAllowed,
          params: { from: row.status, to },
        },
      );
    }
  }

  private requireAction(row: DeliveryOrderRow, action: DeliveryOrderAction): void {
    if (!allowedActions(row.status).includes(action)) {
      throw ServiceError.conflict(
        `Delivery order ${row.number} does not allow "${action}" while ${row.status}.`,
        {
          reason: SERVER_ERROR_REASONS.deliveryOrderActionNotAllowed,
          params: { action, status: row.status },
        },
      );
    }
  }

  /** The customer and the two addresses, checked to be the company's (DLV-18). */
  private contents(
    companyId: number,
    body: Pick<
      CreateDeliveryOrderRequest,
      'shipped_customer_id' | 'origin_address_id' | 'destination_address_id'
    >,
  ): Pick<
    DeliveryOrderRow,
    | 'shipped_customer_id'
    | 'shipped_customer_name'
    | 'origin_address_id'
    | 'origin_address_name'
    | 'destination_address_id'
    | 'destination_address_name'
    | 'destination_city'
    | 'destination_province'
  > {
    const { store } = this.deps;
    const customer = store.get('customers', companyId, body.shipped_customer_id);
    if (!customer) {
      throw ServiceError.validation(
        `Customer ${body.shipped_customer_id} (body.shipped_customer_id) not found.`,
        {
          reason: SERVER_ERROR_REASONS.customerNotFound,
          params: { id: body.shipped_customer_id },
          field: 'body.shipped_customer_id',
        },
      );
    }
    const address = (id: number, field: string) => {
      const found = store.get('addresses', companyId, id);
      if (!found) {
        throw ServiceError.validation(`Address ${id} (${field}) not found.`, {
          reason: SERVER_ERROR_REASONS.addressNotFound,
          params: { id },
          field,
        });
      }
      return found;
    };
    const origin = address(body.origin_address_id, 'body.origin_address_id');
    const destination = address(body.destination_address_id, 'body.destination_address_id');
    return {
      shipped_customer_id: customer.id,
      shipped_customer_name: customer.name,
      origin_address_id: origin.id,
      origin_address_name: origin.name,
      destination_address_id: destination.id,
      destination_address_name: destination.name,
      destination_city: destination.city,
      destination_province: destination.province,
    };
  }

  /** DLV-13: `DO/<company code>/<yymm>/<five digits>`, after the company's highest number. */
  private async nextNumber(tx: SqlExecutor, companyId: number, now: number): Promise<string> {
    const [last] = await tx.query<{ number: string; seq: number | string | null }>(
      `SELECT number, (SELECT max(CASE WHEN split_part(number, '/', 4) ~ '^[0-9]+$'
                                  THEN split_part(number, '/', 4)::int END)
                       FROM delivery_orders WHERE company_id = $1) AS seq
       FROM delivery_orders WHERE company_id = $1 ORDER BY id DESC LIMIT 1`,
      [companyId],
    );
    const code = last?.number.split('/')[1] ?? `C${companyId}`;
    const iso = toWibIso(now);
    const yymm = iso.slice(2, 4) + iso.slice(5, 7);
    const seq = Number(last?.seq ?? 0) + 1;
    return `DO/${code}/${yymm}/${String(seq).padStart(5, '0')}`;
  }

  private async detail(
    db: SqlExecutor,
    companyId: number,
    id: number,
  ): Promise<DeliveryOrderDetail> {
    const row = await rowOf(db, companyId, id);
    if (!row) throw notFound(id);
    const point = (addressId: number) => {
      const address = this.deps.store.get('addresses', companyId, addressId);
      return address ? { latitude: address.latitude, longitude: address.longitude } : null;
    };
    const stop =
      row.fleet_task_id === null || !this.stopSource
        ? null
        : await this.stopSource(companyId, row.id, row.fleet_task_id);
    return {
      ...listItemOf(row, this.plateOf(companyId)),
      items: itemsOf(row),
      time_window:
        row.window_start && row.window_end
          ? { start: row.window_start, end: row.window_end }
          : null,
      notes: row.notes,
      fleet_task: row.fleet_task_id === null ? null : { id: row.fleet_task_id },
      delivery_stop: stop,
      origin_point: point(row.origin_address_id),
      destination_point: point(row.destination_address_id),
      timeline: await eventsOf(db, row.id),
      allowed_actions: allowedActions(row.status),
    };
  }

  /** DLV-15: the document store's copy of the list item, after the SQL change committed. */
  private async mirror(companyId: number, row: DeliveryOrderRow): Promise<void> {
    await this.deps.store.write((batch) => {
      batch.put('delivery_orders', companyId, orderOf(row));
    });
  }
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Delivery order ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.deliveryOrderNotFound,
    params: { id },
  });
}

/** A seeded world's order as a row: no items, date, window or notes yet. */
function rowFromDocument(companyId: number, order: DeliveryOrder): DeliveryOrderRow {
  const createdAt = Date.parse(order.created_on);
  return {
    id: order.id,
    company_id: companyId,
    number: order.number,
    status: order.status.name,
    origin_address_id: order.origin_address.id,
    origin_address_name: order.origin_address.name,
    destination_address_id: order.destination_address.id,
    destination_address_name: order.destination_address.name,
    destination_city: order.destination_address.city,
    destination_province: order.destination_address.province,
    created_at: createdAt,
    created_by: order.created_by,
    shipped_customer_id: order.shipped_customer.id,
    shipped_customer_name: order.shipped_customer.name,
    billed_customer_name: order.billed_customer.name,
    marketing_user_name: order.marketing_user.name,
    load_weight: order.load_weight,
    load_volume: order.load_volume,
    vendor_id: order.vendor?.id ?? null,
    planned_date: null,
    window_start: null,
    window_end: null,
    notes: '',
    items: [],
    run_id: null,
    fleet_task_id: null,
    vehicle_id: null,
    updated_at: createdAt,
  };
}
