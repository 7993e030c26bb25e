import type { DeliveryOrderStatusName } from '@armada/contracts/delivery-orders';
import {
  SALES_ORDER_LIMITS,
  SALES_ORDER_NUMBER_PREFIX,
  SALES_ORDER_PERMISSIONS,
  salesOrderList,
  type CancelSalesOrderRequest,
  type CreateSalesOrderRequest,
  type SalesOrder,
  type SalesOrderAction,
  type SalesOrderItem,
  type SalesOrderItemInput,
  type UpdateSalesOrderRequest,
} from '@armada/contracts/sales-orders';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import { everyPage } from './csv';
import type { AuthContext } from '../../services/auth-service';
import type { DeliveryOrderService } from '../../services/delivery-order-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import { jsonColumn, type SqlClient, type SqlExecutor } from '../../store/sql-client';
import { salesOrderActionsOf, salesOrderStatusOf, type StoredSalesOrderStatus } from './status';

interface SalesOrderRow {
  id: number;
  company_id: number;
  number: string;
  status: StoredSalesOrderStatus | 'CONFIRMING';
  customer_id: number;
  customer_name: string;
  origin_address_id: number;
  origin_address_name: string;
  destination_address_id: number;
  destination_address_name: string;
  destination_city: string;
  customer_reference: string;
  items: unknown;
  subtotal: number | string;
  total_weight: number;
  total_volume: number;
  notes: string;
  cancel_reason: string | null;
  created_by: string;
  created_at: number | string;
  updated_at: number | string;
}

interface LinkRow {
  sales_order_id: number;
  delivery_order_id: number;
  delivery_date: string;
}

/** A delivery order of a sales order as the sales-order screens and invoices read it. */
export interface SalesOrderDeliveryLink {
  salesOrderId: number;
  salesOrderNumber: string;
  deliveryDate: string;
  items: SalesOrderItem[];
}

const listSpec: ListSpec<SalesOrder> = { ...salesOrderList, idOf: (o) => o.id };
const L = SALES_ORDER_LIMITS;

/**
 * Sales orders (docs/rules/sales-orders.md) in SQL. Confirming one makes its delivery orders
 * through the delivery-orders module's service (SO-5); the status shown follows them (SO-6).
 */
export class SalesOrderService {
  constructor(
    private readonly deps: {
      db: SqlClient;
      store: DocumentStore;
      clock: Clock;
      deliveryOrders: DeliveryOrderService;
    },
  ) {}

  // ---- reads ---------------------------------------------------------------------------------

  /** SO-9. */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<SalesOrder>> {
    requireAny(auth, SALES_ORDER_PERMISSIONS.read, 'read sales orders');
    const orders = await this.all(auth.company.id);
    return runListQuery(orders, listSpec, query);
  }

  /** SO-10: every order the query selects (no paging), for the CSV export. */
  async selected(auth: AuthContext, query: ListQuery): Promise<SalesOrder[]> {
    requireAny(auth, SALES_ORDER_PERMISSIONS.read, 'read sales orders');
    const orders = await this.all(auth.company.id);
    return everyPage(orders, listSpec, query, L.maxExportRows);
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<SalesOrder>> {
    requireAny(auth, SALES_ORDER_PERMISSIONS.read, 'read sales orders');
    return { data: await this.one(this.deps.db, auth.company.id, id) };
  }

  /**
   * For invoices (INV-2): the sales order each of the given delivery orders was made for, with
   * the lines of its day (prices included).
   */
  async linksOf(
    companyId: number,
    deliveryOrderIds: readonly number[],
  ): Promise<Map<number, SalesOrderDeliveryLink>> {
    if (deliveryOrderIds.length === 0) return new Map();
    const rows = await this.deps.db.query<LinkRow & { number: string; items: unknown }>(
      `SELECT l.sales_order_id, l.delivery_order_id, l.delivery_date, s.number, s.items
       FROM sales_order_deliveries l JOIN sales_orders s ON s.id = l.sales_order_id
       WHERE l.company_id = $1 AND s.company_id = $1 AND l.delivery_order_id = ANY($2::int[])`,
      [companyId, [...new Set(deliveryOrderIds)]],
    );
    return new Map(
      rows.map((row) => [
        row.delivery_order_id,
        {
          salesOrderId: row.sales_order_id,
          salesOrderNumber: row.number,
          deliveryDate: row.delivery_date,
          items: jsonColumn<SalesOrderItem[]>(row.items).filter(
            (item) => item.delivery_date === row.delivery_date,
          ),
        },
      ]),
    );
  }

  /** For invoices (INV-2): the order's number and its delivery orders' ids. */
  async deliveriesOf(
    companyId: number,
    id: number,
  ): Promise<{ number: string; deliveryOrderIds: number[] }> {
    const row = await this.row(this.deps.db, companyId, id);
    if (!row) throw notFound(id);
    const links = await this.deps.db.query<LinkRow>(
      `SELECT delivery_order_id FROM sales_order_deliveries
       WHERE company_id = $1 AND sales_order_id = $2 ORDER BY delivery_date, delivery_order_id`,
      [companyId, id],
    );
    return { number: row.number, deliveryOrderIds: links.map((l) => l.delivery_order_id) };
  }

  // ---- changes -------------------------------------------------------------------------------

  /** SO-1, SO-3. */
  async create(
    auth: AuthContext,
    body: CreateSalesOrderRequest,
  ): Promise<ItemResponse<SalesOrder>> {
    requireAny(auth, SALES_ORDER_PERMISSIONS.create, 'create sales orders');
    const companyId = auth.company.id;
    const id = await this.insert(companyId, auth.user.fullname, body, this.deps.clock.now());
    return { data: await this.one(this.deps.db, companyId, id) };
  }

  /** SO-4: a draft's contents change; a confirmed order's never do. */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateSalesOrderRequest,
  ): Promise<ItemResponse<SalesOrder>> {
    requireAny(auth, SALES_ORDER_PERMISSIONS.update, 'change sales orders');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const current = await this.row(tx, companyId, id, true);
      if (!current) throw notFound(id);
      requireAction(current, current.status === 'DRAFT' ? ['edit'] : [], 'edit');
      const parts = this.parties(companyId, {
        customer_id: body.customer_id ?? current.customer_id,
        origin_address_id: body.origin_address_id ?? current.origin_address_id,
        destination_address_id: body.destination_address_id ?? current.destination_address_id,
      });
      const items = checkItems(
        body.items ?? jsonColumn<SalesOrderItemInput[]>(current.items),
        'body.items',
      );
      await tx.query(
        `UPDATE sales_orders SET customer_id = $3, customer_name = $4, origin_address_id = $5,
           origin_address_name = $6, destination_address_id = $7, destination_address_name = $8,
           destination_city = $9, customer_reference = $10, items = $11::json, subtotal = $12,
           total_weight = $13, total_volume = $14, notes = $15, updated_at = $16
         WHERE company_id = $1 AND id = $2`,
        [
          companyId,
          id,
          parts.customer_id,
          parts.customer_name,
          parts.origin_address_id,
          parts.origin_address_name,
          parts.destination_address_id,
          parts.destination_address_name,
          parts.destination_city,
          body.customer_reference?.trim() ?? current.customer_reference,
          JSON.stringify(items.lines),
          items.subtotal,
          items.weight,
          items.volume,
          body.notes ?? current.notes,
          now,
        ],
      );
    });
    return { data: await this.one(this.deps.db, companyId, id) };
  }

  /**
   * SO-5: claims the draft (so two confirmations make one set of deliveries), makes one
   * confirmed delivery order per requested day through the delivery-orders service, links them
   * and marks the order confirmed. A delivery order that cannot be made undoes the others.
   */
  async confirm(auth: AuthContext, id: number): Promise<ItemResponse<SalesOrder>> {
    requireAny(auth, SALES_ORDER_PERMISSIONS.update, 'confirm sales orders');
    const companyId = auth.company.id;
    const claimed = await this.deps.db.query<SalesOrderRow>(
      `UPDATE sales_orders SET status = 'CONFIRMING'
       WHERE company_id = $1 AND id = $2 AND status = 'DRAFT' RETURNING *`,
      [companyId, id],
    );
    const row = claimed[0];
    if (!row) {
      const current = await this.row(this.deps.db, companyId, id);
      if (!current) throw notFound(id);
      throw actionRefused(current, 'confirm');
    }
    const items = jsonColumn<SalesOrderItem[]>(row.items);
    const days = [...new Set(items.map((item) => item.delivery_date))].sort();
    const made: { id: number; day: string }[] = [];
    try {
      for (const day of days) {
        const lines = items.filter((item) => item.delivery_date === day);
        const { data } = await this.deps.deliveryOrders.create(auth, {
          shipped_customer_id: row.customer_id,
          origin_address_id: row.origin_address_id,
          destination_address_id: row.destination_address_id,
          planned_date: day,
          items: lines.map(({ name, quantity, unit, weight, volume }) => ({
            name,
            quantity,
            unit,
            weight,
            volume,
          })),
          notes: [row.number, row.customer_reference].filter((s) => s !== '').join(' · '),
          confirm: true,
        });
        made.push({ id: data.id, day });
      }
    } catch (error) {
      for (const order of made) {
        await this.deps.deliveryOrders
          .cancel(auth, order.id, { reason: `${row.number}: konfirmasi gagal` })
          .catch(() => undefined);
      }
      await this.deps.db.query(
        `UPDATE sales_orders SET status = 'DRAFT' WHERE company_id = $1 AND id = $2`,
        [companyId, id],
      );
      throw error;
    }
    await this.deps.db.transaction(async (tx) => {
      for (const order of made) {
        await tx.query(
          `INSERT INTO sales_order_deliveries (company_id, sales_order_id, delivery_order_id,
             delivery_date) VALUES ($1, $2, $3, $4)`,
          [companyId, id, order.id, order.day],
        );
      }
      await tx.query(
        `UPDATE sales_orders SET status = 'CONFIRMED', updated_at = $3
         WHERE company_id = $1 AND id = $2`,
        [companyId, id, this.deps.clock.now()],
      );
    });
    return { data: await this.one(this.deps.db, companyId, id) };
  }

  /**
   * SO-7: a draft is cancelled as it is; a confirmed order with its delivery orders that have
   * not left (through the delivery-orders service). One that has left refuses it.
   */
  async cancel(
    auth: AuthContext,
    id: number,
    body: CancelSalesOrderRequest,
  ): Promise<ItemResponse<SalesOrder>> {
    requireAny(auth, SALES_ORDER_PERMISSIONS.cancel, 'cancel sales orders');
    const companyId = auth.company.id;
    const current = await this.one(this.deps.db, companyId, id);
    if (!current.allowed_actions.includes('cancel')) {
      const underway = current.delivery_orders.find(
        (d) => d.status === 'ON_DELIVERY' || d.status === 'DELIVERED',
      );
      if (underway) {
        throw ServiceError.conflict(`Delivery order ${underway.number} has left.`, {
          reason: SERVER_ERROR_REASONS.salesOrderDeliveryUnderway,
          params: { number: underway.number },
        });
      }
      throw ServiceError.conflict(`Sales order ${current.number} cannot be cancelled.`, {
        reason: SERVER_ERROR_REASONS.salesOrderActionNotAllowed,
        params: { action: 'cancel', status: current.status },
      });
    }
    const [claimed] = await this.deps.db.query<{ id: number }>(
      `UPDATE sales_orders SET status = 'CANCELLED', cancel_reason = $3, updated_at = $4
       WHERE company_id = $1 AND id = $2 AND status IN ('DRAFT', 'CONFIRMED') RETURNING id`,
      [companyId, id, body.reason.trim(), this.deps.clock.now()],
    );
    if (!claimed) throw actionRefused({ number: current.number, status: 'CANCELLED' }, 'cancel');
    for (const delivery of current.delivery_orders) {
      if (delivery.status === 'CANCELLED') continue;
      await this.deps.deliveryOrders.cancel(auth, delivery.id, {
        reason: `${current.number}: ${body.reason.trim()}`,
      });
    }
    return { data: await this.one(this.deps.db, companyId, id) };
  }

  /**
   * SO-12: a few drafts and one cancelled order for each company of the world that has
   * customers and places and no sales order yet; they make no delivery orders.
   */
  async seed(): Promise<number> {
    const now = this.deps.clock.now();
    let made = 0;
    for (const { record: company } of this.deps.store.entries('companies')) {
      const bodies = seededOrders(this.deps.store, company.id, now);
      if (bodies.length === 0) continue;
      const [count] = await this.deps.db.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM sales_orders WHERE company_id = $1',
        [company.id],
      );
      if (Number(count?.n ?? 0) > 0) continue;
      for (const [index, body] of bodies.entries()) {
        const id = await this.insert(
          company.id,
          'Admin Armada',
          body,
          now - (bodies.length - index) * 3_600_000,
        );
        if (index === bodies.length - 1) {
          await this.deps.db.query(
            `UPDATE sales_orders SET status = 'CANCELLED', cancel_reason = $3
             WHERE company_id = $1 AND id = $2`,
            [company.id, id, 'Pelanggan menunda pembelian'],
          );
        }
        made += 1;
      }
    }
    return made;
  }

  // ---- inside --------------------------------------------------------------------------------

  /** SO-1, SO-3: a checked draft, numbered in the transaction that saves it. */
  private async insert(
    companyId: number,
    actor: string,
    body: CreateSalesOrderRequest,
    now: number,
  ): Promise<number> {
    const parts = this.parties(companyId, body);
    const items = checkItems(body.items, 'body.items');
    return this.deps.db.transaction(async (tx) => {
      const number = await nextNumber(tx, companyId, Number(toWibIso(now).slice(0, 4)));
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO sales_orders (company_id, number, status, customer_id, customer_name,
           origin_address_id, origin_address_name, destination_address_id,
           destination_address_name, destination_city, customer_reference, items, subtotal,
           total_weight, total_volume, notes, cancel_reason, created_by, created_at, updated_at)
         VALUES ($1, $2, 'DRAFT', $3, $4, $5, $6, $7, $8, $9, $10, $11::json, $12, $13, $14, $15,
           NULL, $16, $17, $17)
         RETURNING id`,
        [
          companyId,
          number,
          parts.customer_id,
          parts.customer_name,
          parts.origin_address_id,
          parts.origin_address_name,
          parts.destination_address_id,
          parts.destination_address_name,
          parts.destination_city,
          body.customer_reference?.trim() ?? '',
          JSON.stringify(items.lines),
          items.subtotal,
          items.weight,
          items.volume,
          body.notes ?? '',
          actor,
          now,
        ],
      );
      return Number(row?.id);
    });
  }

  private async all(companyId: number): Promise<SalesOrder[]> {
    const rows = await this.deps.db.query<SalesOrderRow>(
      'SELECT * FROM sales_orders WHERE company_id = $1 ORDER BY id DESC',
      [companyId],
    );
    const links = await this.deps.db.query<LinkRow>(
      `SELECT sales_order_id, delivery_order_id, delivery_date FROM sales_order_deliveries
       WHERE company_id = $1`,
      [companyId],
    );
    return this.assemble(companyId, rows, links);
  }

  private async one(db: SqlExecutor, companyId: number, id: number): Promise<SalesOrder> {
    const row = await this.row(db, companyId, id);
    if (!row) throw notFound(id);
    const links = await db.query<LinkRow>(
      `SELECT sales_order_id, delivery_order_id, delivery_date FROM sales_order_deliveries
       WHERE company_id = $1 AND sales_order_id = $2`,
      [companyId, id],
    );
    const [order] = await this.assemble(companyId, [row], links);
    if (!order) throw notFound(id);
    return order;
  }

  private async row(
    db: SqlExecutor,
    companyId: number,
    id: number,
    lock = false,
  ): Promise<SalesOrderRow | undefined> {
    const [row] = await db.query<SalesOrderRow>(
      `SELECT * FROM sales_orders WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [companyId, id],
    );
    return row;
  }

  /** SO-6: the delivery orders' statuses come from the delivery-orders service. */
  private async assemble(
    companyId: number,
    rows: readonly SalesOrderRow[],
    links: readonly LinkRow[],
  ): Promise<SalesOrder[]> {
    const deliveries = await this.deps.deliveryOrders.find(
      companyId,
      links.map((l) => l.delivery_order_id),
    );
    const byOrder = new Map<number, LinkRow[]>();
    for (const link of links) {
      const list = byOrder.get(link.sales_order_id) ?? [];
      list.push(link);
      byOrder.set(link.sales_order_id, list);
    }
    return rows.map((row) => {
      const own = (byOrder.get(row.id) ?? []).sort(
        (a, b) =>
          a.delivery_date.localeCompare(b.delivery_date) ||
          a.delivery_order_id - b.delivery_order_id,
      );
      const orders = own.flatMap((link) => {
        const found = deliveries.get(link.delivery_order_id);
        return found
          ? [
              {
                id: found.id,
                number: found.number,
                status: found.status.name,
                planned_date: link.delivery_date,
              },
            ]
          : [];
      });
      const statuses: DeliveryOrderStatusName[] = orders.map((o) => o.status);
      // A confirmation under way shows as a draft that cannot be changed.
      const stored = row.status === 'CONFIRMING' ? 'DRAFT' : row.status;
      const status = salesOrderStatusOf(stored, statuses);
      const items = jsonColumn<SalesOrderItem[]>(row.items);
      return {
        id: row.id,
        number: row.number,
        status,
        customer: { id: row.customer_id, name: row.customer_name },
        origin_address: { id: row.origin_address_id, name: row.origin_address_name },
        destination_address: {
          id: row.destination_address_id,
          name: row.destination_address_name,
          city: row.destination_city,
        },
        customer_reference: row.customer_reference,
        items,
        delivery_dates: [...new Set(items.map((i) => i.delivery_date))].sort(),
        subtotal: Number(row.subtotal),
        total_weight: Number(row.total_weight),
        total_volume: Number(row.total_volume),
        notes: row.notes,
        cancel_reason: row.cancel_reason,
        created_by: row.created_by,
        created_on: toWibIso(Number(row.created_at)),
        updated_on: toWibIso(Number(row.updated_at)),
        delivery_orders: orders,
        allowed_actions: row.status === 'CONFIRMING' ? [] : salesOrderActionsOf(status, statuses),
      };
    });
  }

  /** SO-1: the customer and the two addresses must be the company's. */
  private parties(
    companyId: number,
    body: Pick<
      CreateSalesOrderRequest,
      'customer_id' | 'origin_address_id' | 'destination_address_id'
    >,
  ) {
    const customer = this.deps.store.get('customers', companyId, body.customer_id);
    if (!customer) {
      throw ServiceError.validation(`Customer ${body.customer_id} not found.`, {
        reason: SERVER_ERROR_REASONS.salesOrderCustomerNotFound,
        params: { id: body.customer_id },
        field: 'body.customer_id',
      });
    }
    const address = (id: number, field: string) => {
      const found = this.deps.store.get('addresses', companyId, id);
      if (!found) {
        throw ServiceError.validation(`Address ${id} (${field}) not found.`, {
          reason: SERVER_ERROR_REASONS.salesOrderAddressNotFound,
          params: { id },
          field,
        });
      }
      return found;
    };
    const origin = address(body.origin_address_id, 'body.origin_address_id');
    const destination = address(body.destination_address_id, 'body.destination_address_id');
    return {
      customer_id: customer.id,
      customer_name: customer.name,
      origin_address_id: origin.id,
      origin_address_name: origin.name,
      destination_address_id: destination.id,
      destination_address_name: destination.name,
      destination_city: destination.city,
    };
  }
}

const GOODS = [
  { name: 'Semen Portland 50 kg', unit: 'sak', unit_price: 68_000, weight: 50, volume: 0.035 },
  {
    name: 'Air mineral 600 ml (24 botol)',
    unit: 'dus',
    unit_price: 52_000,
    weight: 15,
    volume: 0.02,
  },
  { name: 'Minyak goreng 2 L', unit: 'pouch', unit_price: 36_500, weight: 1.9, volume: 0.002 },
  { name: 'Beras premium 25 kg', unit: 'karung', unit_price: 345_000, weight: 25, volume: 0.03 },
  { name: 'Besi beton 10 mm', unit: 'batang', unit_price: 78_000, weight: 7.4, volume: 0.001 },
] as const;

/** SO-12: the seeded orders of a company: customers in turn, lines over the next days. */
function seededOrders(
  store: DocumentStore,
  companyId: number,
  now: number,
): CreateSalesOrderRequest[] {
  const addresses = store.list('addresses', companyId);
  const depot = addresses.find((a) => a.is_depot);
  const shops = addresses.filter((a) => !a.is_depot);
  const customers = store.list('customers', companyId);
  if (!depot || shops.length === 0 || customers.length === 0) return [];
  const day = (offset: number) => toWibIso(now + offset * 86_400_000).slice(0, 10);
  return Array.from({ length: 5 }, (_, i) => {
    const customer = customers[i % customers.length];
    const shop = shops[(i * 7) % shops.length];
    const goods = [GOODS[i % GOODS.length], GOODS[(i + 2) % GOODS.length]];
    return {
      customer_id: customer?.id ?? 0,
      origin_address_id: depot.id,
      destination_address_id: shop?.id ?? depot.id,
      customer_reference: `PO-${2400 + i * 17}`,
      items: goods.flatMap((g, j) =>
        g
          ? [
              {
                name: g.name,
                quantity: 20 + 10 * ((i + j) % 4),
                unit: g.unit,
                unit_price: g.unit_price,
                weight: Math.round(g.weight * (20 + 10 * ((i + j) % 4)) * 10) / 10,
                volume: Math.round(g.volume * (20 + 10 * ((i + j) % 4)) * 1000) / 1000,
                delivery_date: day(2 + j * (i % 3)),
              },
            ]
          : [],
      ),
      notes: '',
    };
  });
}

/** SO-1: at least one line, real calendar days, at most the allowed number of days. */
export function checkItems(
  input: readonly SalesOrderItemInput[],
  field: string,
): { lines: SalesOrderItem[]; subtotal: number; weight: number; volume: number } {
  if (input.length === 0) {
    throw ServiceError.validation('A sales order needs at least one line.', {
      reason: SERVER_ERROR_REASONS.salesOrderNoItems,
      field,
    });
  }
  input.forEach((item, index) => {
    const parsed = new Date(`${item.delivery_date}T00:00:00Z`);
    if (
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== item.delivery_date
    ) {
      throw ServiceError.validation(`Line ${index + 1} has no such day ${item.delivery_date}.`, {
        reason: SERVER_ERROR_REASONS.salesOrderBadDate,
        params: { index: index + 1 },
        field: `${field}/${index}/delivery_date`,
      });
    }
  });
  const days = new Set(input.map((item) => item.delivery_date));
  if (days.size > L.maxDeliveryDates) {
    throw ServiceError.validation(`At most ${L.maxDeliveryDates} delivery days.`, {
      reason: SERVER_ERROR_REASONS.salesOrderTooManyDates,
      params: { max: L.maxDeliveryDates },
      field,
    });
  }
  const lines = input.map((item) => ({
    ...item,
    name: item.name.trim(),
    unit: item.unit.trim(),
    amount: item.quantity * item.unit_price,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  if (subtotal > L.maxSubtotal) {
    throw ServiceError.validation(`The order's total is above Rp ${L.maxSubtotal}.`, {
      reason: SERVER_ERROR_REASONS.salesOrderTooLarge,
      params: { max: L.maxSubtotal },
      field,
    });
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    lines,
    subtotal,
    weight: round(lines.reduce((sum, line) => sum + line.weight, 0)),
    volume: round(lines.reduce((sum, line) => sum + line.volume, 0)),
  };
}

/** SO-3: `SO/<year>/<five digits>`, from the company's counter row of that year. */
async function nextNumber(tx: SqlExecutor, companyId: number, year: number): Promise<string> {
  const [row] = await tx.query<{ last: number }>(
    `INSERT INTO sales_order_counters (company_id, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (company_id, year) DO UPDATE SET last = sales_order_counters.last + 1
     RETURNING last`,
    [companyId, year],
  );
  return `${SALES_ORDER_NUMBER_PREFIX}/${year}/${String(row?.last ?? 1).padStart(5, '0')}`;
}

function requireAction(
  row: Pick<SalesOrderRow, 'number' | 'status'>,
  allowed: readonly SalesOrderAction[],
  action: SalesOrderAction,
): void {
  if (!allowed.includes(action)) throw actionRefused(row, action);
}

function actionRefused(
  row: { number: string; status: string },
  action: SalesOrderAction,
): ServiceError {
  const status = row.status === 'CONFIRMING' ? 'CONFIRMED' : row.status;
  return ServiceError.conflict(
    `Sales order ${row.number} does not allow "${action}" while ${status}.`,
    {
      reason: SERVER_ERROR_REASONS.salesOrderActionNotAllowed,
      params: { action, status },
    },
  );
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Sales order ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.salesOrderNotFound,
    params: { id },
  });
}
