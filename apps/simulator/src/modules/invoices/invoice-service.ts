import {
  DEFAULT_COMPANY_TIME_ZONE,
  type Company,
  type CompanyTimeZone,
} from '@armada/contracts/company';
import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import {
  INVOICE_DEFAULTS,
  INVOICE_FEATURE_FLAG,
  INVOICE_LIMITS,
  INVOICE_PERMISSIONS,
  invoiceList,
  invoiceNumber,
  ppnOf,
  type CancelInvoiceRequest,
  type CreateInvoiceRequest,
  type Invoice,
  type InvoiceAction,
  type InvoiceLine,
  type InvoicePaymentMethod,
  type InvoicePaymentStatus,
  type InvoicePrice,
  type InvoiceSettings,
  type InvoiceStatus,
  type InvoiceableOrder,
  type InvoiceableQuery,
  type RecordPaymentRequest,
  type ReplaceInvoiceRequest,
} from '@armada/contracts/invoices';
import {
  LIST_LIMITS,
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import type { DeliveryOrderService } from '../../services/delivery-order-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import { jsonColumn, type SqlClient, type SqlExecutor } from '../../store/sql-client';
import { everyPage } from '../sales-orders/csv';
import type { SalesOrderService } from '../sales-orders/sales-order-service';
import { addDays, dayInZone } from './dates';

interface InvoiceRow {
  id: number;
  company_id: number;
  number: string;
  year: number;
  sequence: number;
  status: InvoiceStatus;
  customer_id: number;
  customer_name: string;
  customer_npwp: string | null;
  customer_address: string | null;
  issue_date: string;
  due_date: string;
  payment_terms_days: number;
  lines: unknown;
  subtotal: number | string;
  ppn_rate_bp: number;
  ppn: number | string;
  total: number | string;
  paid_amount: number | string;
  sales_order_id: number | null;
  sales_order_number: string | null;
  replaces_id: number | null;
  cancel_reason: string | null;
  cancelled_at: number | string | null;
  notes: string;
  created_by: string;
  created_at: number | string;
}

/** A stored line: the wire line plus where its price came from (INV-10 reuses it). */
interface StoredLine extends InvoiceLine {
  item_index: number;
}

interface PaymentRow {
  id: number;
  invoice_id: number;
  amount: number | string;
  paid_on: string;
  method: InvoicePaymentMethod;
  reference: string;
  recorded_by: string;
  recorded_at: number | string;
}

interface DeliveryLinkRow {
  invoice_id: number;
  delivery_order_id: number;
  delivery_order_number: string;
}

/** What an invoice bills, checked (INV-2), before it gets a number. */
interface Draft {
  customerId: number;
  customerName: string;
  orders: { id: number; number: string }[];
  lines: StoredLine[];
  salesOrder: { id: number; number: string } | null;
}

const listSpec: ListSpec<Invoice> = { ...invoiceList, idOf: (i) => i.id };
const L = INVOICE_LIMITS;

/**
 * Invoices (docs/rules/invoices.md) in SQL: issued from delivered delivery orders or from a
 * sales order, numbered without gaps per company and year, never changed once issued.
 */
export class InvoiceService {
  constructor(
    private readonly deps: {
      db: SqlClient;
      store: DocumentStore;
      clock: Clock;
      deliveryOrders: DeliveryOrderService;
      salesOrders: SalesOrderService;
    },
  ) {}

  // ---- reads ---------------------------------------------------------------------------------

  /** INV-12. */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<Invoice>> {
    this.allow(auth, 'read');
    return runListQuery(await this.all(auth.company.id), listSpec, query);
  }

  /** INV-13: every invoice the query selects (no paging). */
  async selected(auth: AuthContext, query: ListQuery): Promise<Invoice[]> {
    this.allow(auth, 'read');
    return everyPage(await this.all(auth.company.id), listSpec, query, L.maxExportRows);
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<Invoice>> {
    this.allow(auth, 'read');
    return { data: await this.one(this.deps.db, auth.company.id, id) };
  }

  /** INV-5, INV-14. */
  async settings(auth: AuthContext): Promise<ItemResponse<InvoiceSettings>> {
    this.allow(auth, 'read');
    return { data: await settingsOf(this.deps.db, auth.company.id) };
  }

  /** INV-14: applies to invoices issued afterwards; issued ones keep their rate (INV-5). */
  async updateSettings(
    auth: AuthContext,
    body: InvoiceSettings,
  ): Promise<ItemResponse<InvoiceSettings>> {
    this.allow(auth, 'settings');
    await this.deps.db.query(
      `INSERT INTO invoice_settings (company_id, ppn_rate_bp, payment_terms_days, updated_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id) DO UPDATE SET ppn_rate_bp = EXCLUDED.ppn_rate_bp,
         payment_terms_days = EXCLUDED.payment_terms_days, updated_at = EXCLUDED.updated_at`,
      [auth.company.id, body.ppn_rate_bp, body.payment_terms_days, this.deps.clock.now()],
    );
    return { data: await settingsOf(this.deps.db, auth.company.id) };
  }

  /** INV-2: delivered orders no issued invoice holds, newest first, with their lines. */
  async invoiceable(
    auth: AuthContext,
    query: InvoiceableQuery,
  ): Promise<ItemResponse<InvoiceableOrder[]>> {
    this.allow(auth, 'create');
    const companyId = auth.company.id;
    const filters = ['status.name eq DELIVERED'];
    if (query.customer_id !== undefined)
      filters.push(`shipped_customer.id eq ${query.customer_id}`);
    const { data } = await this.deps.deliveryOrders.list(auth, {
      filters,
      ...(query.search ? { search: query.search } : {}),
      sorts: 'id desc',
      limit: LIST_LIMITS.maxLimit,
      page: 1,
    });
    const held = await this.heldOrders(
      this.deps.db,
      companyId,
      data.paginated_result.map((o) => o.id),
    );
    const free = data.paginated_result.filter((o) => !held.has(o.id)).slice(0, L.maxInvoiceable);
    const links = await this.deps.salesOrders.linksOf(
      companyId,
      free.map((o) => o.id),
    );
    const out: InvoiceableOrder[] = free.map((order) => {
      const link = links.get(order.id);
      return {
        id: order.id,
        number: order.number,
        customer: { id: order.shipped_customer.id, name: order.shipped_customer.name },
        destination: `${order.destination_address.name}, ${order.destination_address.city}`,
        planned_date: order.planned_date,
        sales_order: link ? { id: link.salesOrderId, number: link.salesOrderNumber } : null,
        priced: link !== undefined,
      };
    });
    return { data: out };
  }

  // ---- changes -------------------------------------------------------------------------------

  /** INV-1 … INV-7. */
  async create(auth: AuthContext, body: CreateInvoiceRequest): Promise<ItemResponse<Invoice>> {
    this.allow(auth, 'create');
    const companyId = auth.company.id;
    const draft = await this.draft(auth, body);
    const id = await this.deps.db.transaction((tx) =>
      this.issue(tx, whoOf(auth), draft, body, null),
    );
    return { data: await this.one(this.deps.db, companyId, id) };
  }

  /** INV-8. */
  async pay(
    auth: AuthContext,
    id: number,
    body: RecordPaymentRequest,
  ): Promise<ItemResponse<Invoice>> {
    this.allow(auth, 'pay');
    const companyId = auth.company.id;
    const today = dayInZone(this.deps.clock.now(), this.zoneOf(companyId));
    await this.deps.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, companyId, id);
      requireAction(row, 'pay');
      if (body.paid_on < row.issue_date || body.paid_on > today) {
        throw ServiceError.validation(
          `A payment is dated from ${row.issue_date} to ${today}, not ${body.paid_on}.`,
          {
            reason: SERVER_ERROR_REASONS.invoicePaymentBadDate,
            params: { from: row.issue_date, to: today },
            field: 'body.paid_on',
          },
        );
      }
      const outstanding = Number(row.total) - Number(row.paid_amount);
      if (body.amount > outstanding) {
        throw ServiceError.validation(`Only ${outstanding} is still owed.`, {
          reason: SERVER_ERROR_REASONS.invoicePaymentTooLarge,
          params: { outstanding },
          field: 'body.amount',
        });
      }
      await tx.query(
        `INSERT INTO invoice_payments (company_id, invoice_id, amount, paid_on, method,
           reference, recorded_by, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          companyId,
          id,
          body.amount,
          body.paid_on,
          body.method,
          body.reference?.trim() ?? '',
          auth.user.fullname,
          this.deps.clock.now(),
        ],
      );
      await tx.query(
        'UPDATE invoices SET paid_amount = paid_amount + $3 WHERE company_id = $1 AND id = $2',
        [companyId, id, body.amount],
      );
    });
    return { data: await this.one(this.deps.db, companyId, id) };
  }

  /** INV-9: an issued invoice with no payment is cancelled; its orders may be invoiced again. */
  async cancel(
    auth: AuthContext,
    id: number,
    body: CancelInvoiceRequest,
  ): Promise<ItemResponse<Invoice>> {
    this.allow(auth, 'cancel');
    const companyId = auth.company.id;
    await this.deps.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, companyId, id);
      requireAction(row, 'cancel');
      await this.cancelRow(tx, row, body.reason);
    });
    return { data: await this.one(this.deps.db, companyId, id) };
  }

  /**
   * INV-10: cancels the invoice and issues its replacement for the same delivery orders in one
   * transaction; the replacement names the cancelled one. Prices not given again are the
   * cancelled invoice's.
   */
  async replace(
    auth: AuthContext,
    id: number,
    body: ReplaceInvoiceRequest,
  ): Promise<ItemResponse<Invoice>> {
    this.allow(auth, 'cancel');
    this.allow(auth, 'create');
    const companyId = auth.company.id;
    const old = await this.row(this.deps.db, companyId, id);
    if (!old) throw notFound(id);
    requireAction(old, 'replace');
    const orders = await this.deliveryLinks(this.deps.db, companyId, [id]);
    const oldPrices: InvoicePrice[] = jsonColumn<StoredLine[]>(old.lines).flatMap((line) =>
      line.delivery_order && !line.sales_order
        ? [
            {
              delivery_order_id: line.delivery_order.id,
              item_index: line.item_index,
              unit_price: line.unit_price,
            },
          ]
        : [],
    );
    const request: CreateInvoiceRequest = {
      delivery_order_ids: orders.map((o) => o.delivery_order_id),
      prices: [...oldPrices, ...(body.prices ?? [])],
      payment_terms_days: body.payment_terms_days ?? old.payment_terms_days,
      notes: body.notes ?? old.notes,
    };
    const draft = await this.draft(auth, request, id);
    const newId = await this.deps.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, companyId, id);
      requireAction(row, 'replace');
      await this.cancelRow(tx, row, body.reason);
      return this.issue(tx, whoOf(auth), draft, request, id);
    });
    return { data: await this.one(this.deps.db, companyId, newId) };
  }

  /**
   * INV-16: for each company with the flag and no invoice yet, invoices of up to four of its
   * delivered orders (read from the delivery orders' document copy, DLV-15), priced by their
   * load; the first is paid, the second partly.
   */
  async seed(): Promise<number> {
    const now = this.deps.clock.now();
    let made = 0;
    for (const { record: company } of this.deps.store.entries('companies')) {
      if (company.featureFlags[INVOICE_FEATURE_FLAG] !== true) continue;
      const [count] = await this.deps.db.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM invoices WHERE company_id = $1',
        [company.id],
      );
      if (Number(count?.n ?? 0) > 0) continue;
      const delivered = this.deps.store
        .list('delivery_orders', company.id)
        .filter((order) => order.status.name === 'DELIVERED')
        .sort((a, b) => a.id - b.id)
        .slice(0, 4);
      const today = dayInZone(now, this.zoneOf(company.id));
      for (const [index, order] of delivered.entries()) {
        const price = Math.max(250_000, Math.round(order.load_weight * 1.5) * 1000);
        const draft: Draft = {
          customerId: order.shipped_customer.id,
          customerName: order.shipped_customer.name,
          orders: [{ id: order.id, number: order.number }],
          lines: [
            {
              description: `Jasa pengiriman ${order.number}`,
              quantity: 1,
              unit: 'pengiriman',
              unit_price: price,
              amount: price,
              delivery_order: { id: order.id, number: order.number },
              sales_order: null,
              item_index: 0,
            },
          ],
          salesOrder: null,
        };
        await this.deps.db.transaction(async (tx) => {
          const who = { companyId: company.id, actor: 'Admin Armada' };
          const id = await this.issue(tx, who, draft, {}, null);
          const [row] = await tx.query<{ total: number | string }>(
            'SELECT total FROM invoices WHERE id = $1',
            [id],
          );
          const total = Number(row?.total ?? 0);
          const paid = index === 0 ? total : index === 1 ? Math.floor(total / 2) : 0;
          if (paid > 0) {
            await tx.query(
              `INSERT INTO invoice_payments (company_id, invoice_id, amount, paid_on, method,
                 reference, recorded_by, recorded_at) VALUES ($1, $2, $3, $4, 'TRANSFER', $5, $6, $7)`,
              [company.id, id, paid, today, `TRF-${order.number}`, who.actor, now],
            );
            await tx.query('UPDATE invoices SET paid_amount = $2 WHERE id = $1', [id, paid]);
          }
        });
        made += 1;
      }
    }
    return made;
  }

  // ---- inside --------------------------------------------------------------------------------

  /** INV-11: the action's permission (the feature flag gates the page, in the web). */
  private allow(auth: AuthContext, what: keyof typeof INVOICE_PERMISSIONS): void {
    requireAny(auth, INVOICE_PERMISSIONS[what], `${what} invoices`);
  }

  /** INV-15: the company's name, NPWP, contacts, logo and bank accounts for the PDF. */
  companyOf(companyId: number): Company | null {
    return this.deps.store.get('companies', companyId, companyId)?.company ?? null;
  }

  private zoneOf(companyId: number): CompanyTimeZone {
    return (
      this.deps.store.get('companies', companyId, companyId)?.company.timeZone ??
      DEFAULT_COMPANY_TIME_ZONE
    );
  }

  /** INV-2: the orders, their customer and the lines with their prices. */
  private async draft(
    auth: AuthContext,
    body: CreateInvoiceRequest,
    replacing: number | null = null,
  ): Promise<Draft> {
    const companyId = auth.company.id;
    const fromSales = body.sales_order_id !== undefined;
    if (fromSales === (body.delivery_order_ids !== undefined)) {
      throw ServiceError.validation('Give either sales_order_id or delivery_order_ids.', {
        reason: SERVER_ERROR_REASONS.invoiceSourceRequired,
        field: 'body',
      });
    }
    let ids = body.delivery_order_ids ?? [];
    let salesOrder: Draft['salesOrder'] = null;
    if (body.sales_order_id !== undefined) {
      const { number, deliveryOrderIds } = await this.deps.salesOrders.deliveriesOf(
        companyId,
        body.sales_order_id,
      );
      salesOrder = { id: body.sales_order_id, number };
      const held = await this.heldOrders(this.deps.db, companyId, deliveryOrderIds);
      const found = await this.deps.deliveryOrders.find(companyId, deliveryOrderIds);
      ids = deliveryOrderIds.filter(
        (doId) => !held.has(doId) && found.get(doId)?.status.name === 'DELIVERED',
      );
      if (ids.length === 0) {
        throw ServiceError.conflict(`Sales order ${number} has no delivered order to invoice.`, {
          reason: SERVER_ERROR_REASONS.invoiceNothingToInvoice,
          params: { number },
        });
      }
    }
    const details: DeliveryOrderDetail[] = [];
    for (const [index, doId] of ids.entries()) {
      const detail = await this.deps.deliveryOrders.get(auth, doId).catch((error: unknown) => {
        if (error instanceof ServiceError && error.statusCode === 404) {
          throw ServiceError.validation(`Delivery order ${doId} not found.`, {
            reason: SERVER_ERROR_REASONS.invoiceOrderNotFound,
            params: { id: doId },
            field: `body.delivery_order_ids/${index}`,
          });
        }
        throw error;
      });
      details.push(detail.data);
    }
    for (const order of details) {
      if (order.status.name !== 'DELIVERED') {
        throw ServiceError.conflict(`Delivery order ${order.number} is not delivered.`, {
          reason: SERVER_ERROR_REASONS.invoiceOrderNotDelivered,
          params: { number: order.number },
        });
      }
    }
    const held = await this.heldOrders(this.deps.db, companyId, ids);
    for (const [doId, invoice] of held) {
      if (invoice.invoiceId === replacing) continue;
      const number = details.find((d) => d.id === doId)?.number ?? String(doId);
      throw alreadyInvoiced(number, invoice.number);
    }
    const customers = new Set(details.map((d) => d.shipped_customer.id));
    if (customers.size > 1) {
      throw ServiceError.validation('The delivery orders are for different customers.', {
        reason: SERVER_ERROR_REASONS.invoiceMixedCustomers,
        field: 'body.delivery_order_ids',
      });
    }
    const links = await this.deps.salesOrders.linksOf(companyId, ids);
    const prices = body.prices ?? [];
    const lines = details.flatMap((order) => {
      const link = links.get(order.id);
      return linesOf(
        order,
        link?.items ?? null,
        prices,
        link ? { id: link.salesOrderId, number: link.salesOrderNumber } : null,
      );
    });
    const first = details[0];
    if (!first) {
      throw ServiceError.validation('No delivery order to invoice.', {
        reason: SERVER_ERROR_REASONS.invoiceSourceRequired,
        field: 'body.delivery_order_ids',
      });
    }
    const soIds = new Set([...links.values()].map((l) => l.salesOrderId));
    const onlySo =
      soIds.size === 1 && links.size === details.length ? [...links.values()][0] : undefined;
    return {
      customerId: first.shipped_customer.id,
      customerName: first.shipped_customer.name,
      orders: details.map((d) => ({ id: d.id, number: d.number })),
      lines,
      salesOrder:
        salesOrder ??
        (onlySo ? { id: onlySo.salesOrderId, number: onlySo.salesOrderNumber } : null),
    };
  }

  /**
   * INV-3 … INV-7: the number from the company's counter row of the year (taken in this
   * transaction, so a refusal after it gives the number back), the money, the due date.
   */
  private async issue(
    tx: SqlExecutor,
    who: { companyId: number; actor: string },
    draft: Draft,
    body: Pick<CreateInvoiceRequest, 'payment_terms_days' | 'notes'>,
    replaces: number | null,
  ): Promise<number> {
    const { companyId, actor } = who;
    const settings = await settingsOf(tx, companyId);
    const subtotal = draft.lines.reduce((sum, line) => sum + line.amount, 0);
    if (subtotal > L.maxSubtotal) {
      throw ServiceError.validation(`The invoice's subtotal is above Rp ${L.maxSubtotal}.`, {
        reason: SERVER_ERROR_REASONS.invoiceTooLarge,
        params: { max: L.maxSubtotal },
        field: 'body',
      });
    }
    const ppn = ppnOf(subtotal, settings.ppn_rate_bp);
    const now = this.deps.clock.now();
    const issueDate = dayInZone(now, this.zoneOf(companyId));
    const year = Number(issueDate.slice(0, 4));
    const terms = body.payment_terms_days ?? settings.payment_terms_days;
    const customer = this.deps.store.get('customers', companyId, draft.customerId);
    // INV-2: a concurrent invoice of the same order waits here on the counter row, then sees it.
    const sequence = await takeSequence(tx, companyId, year);
    const held = await this.heldOrders(
      tx,
      companyId,
      draft.orders.map((o) => o.id),
    );
    for (const [doId, invoice] of held) {
      const number = draft.orders.find((o) => o.id === doId)?.number ?? String(doId);
      throw alreadyInvoiced(number, invoice.number);
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO invoices (company_id, number, year, sequence, status, customer_id,
         customer_name, customer_npwp, customer_address, issue_date, due_date,
         payment_terms_days, lines, subtotal, ppn_rate_bp, ppn, total, paid_amount,
         sales_order_id, sales_order_number, replaces_id, notes, created_by, created_at)
       VALUES ($1, $2, $3, $4, 'ISSUED', $5, $6, $7, $8, $9, $10, $11, $12::json, $13, $14, $15,
         $16, 0, $17, $18, $19, $20, $21, $22)
       RETURNING id`,
      [
        companyId,
        invoiceNumber(year, sequence),
        year,
        sequence,
        draft.customerId,
        customer?.name ?? draft.customerName,
        customer?.npwp ?? null,
        customer?.address ?? null,
        issueDate,
        addDays(issueDate, terms),
        terms,
        JSON.stringify(draft.lines),
        subtotal,
        settings.ppn_rate_bp,
        ppn,
        subtotal + ppn,
        draft.salesOrder?.id ?? null,
        draft.salesOrder?.number ?? null,
        replaces,
        body.notes ?? '',
        actor,
        now,
      ],
    );
    const id = Number(row?.id);
    for (const order of draft.orders) {
      await tx.query(
        `INSERT INTO invoice_deliveries (company_id, invoice_id, delivery_order_id,
           delivery_order_number, active) VALUES ($1, $2, $3, $4, true)`,
        [companyId, id, order.id, order.number],
      );
    }
    return id;
  }

  private async cancelRow(tx: SqlExecutor, row: InvoiceRow, reason: string): Promise<void> {
    await tx.query(
      `UPDATE invoices SET status = 'CANCELLED', cancel_reason = $3, cancelled_at = $4
       WHERE company_id = $1 AND id = $2`,
      [row.company_id, row.id, reason.trim(), this.deps.clock.now()],
    );
    await tx.query(
      'UPDATE invoice_deliveries SET active = false WHERE company_id = $1 AND invoice_id = $2',
      [row.company_id, row.id],
    );
  }

  /** The issued invoice holding each of the given delivery orders. */
  private async heldOrders(
    db: SqlExecutor,
    companyId: number,
    ids: readonly number[],
  ): Promise<Map<number, { invoiceId: number; number: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db.query<{ delivery_order_id: number; invoice_id: number; number: string }>(
      `SELECT d.delivery_order_id, d.invoice_id, i.number
       FROM invoice_deliveries d JOIN invoices i ON i.id = d.invoice_id
       WHERE d.company_id = $1 AND d.active AND d.delivery_order_id = ANY($2::int[])`,
      [companyId, [...new Set(ids)]],
    );
    return new Map(
      rows.map((r) => [r.delivery_order_id, { invoiceId: r.invoice_id, number: r.number }]),
    );
  }

  private async deliveryLinks(
    db: SqlExecutor,
    companyId: number,
    invoiceIds: readonly number[],
  ): Promise<DeliveryLinkRow[]> {
    if (invoiceIds.length === 0) return [];
    return db.query<DeliveryLinkRow>(
      `SELECT invoice_id, delivery_order_id, delivery_order_number FROM invoice_deliveries
       WHERE company_id = $1 AND invoice_id = ANY($2::int[]) ORDER BY delivery_order_id`,
      [companyId, [...invoiceIds]],
    );
  }

  private async row(
    db: SqlExecutor,
    companyId: number,
    id: number,
    lock = false,
  ): Promise<InvoiceRow | undefined> {
    const [row] = await db.query<InvoiceRow>(
      `SELECT * FROM invoices WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [companyId, id],
    );
    return row;
  }

  private async lockedRow(tx: SqlExecutor, companyId: number, id: number): Promise<InvoiceRow> {
    const row = await this.row(tx, companyId, id, true);
    if (!row) throw notFound(id);
    return row;
  }

  private async all(companyId: number): Promise<Invoice[]> {
    const rows = await this.deps.db.query<InvoiceRow>(
      'SELECT * FROM invoices WHERE company_id = $1 ORDER BY id DESC',
      [companyId],
    );
    return this.assemble(this.deps.db, companyId, rows, false);
  }

  private async one(db: SqlExecutor, companyId: number, id: number): Promise<Invoice> {
    const row = await this.row(db, companyId, id);
    if (!row) throw notFound(id);
    const [invoice] = await this.assemble(db, companyId, [row], true);
    if (!invoice) throw notFound(id);
    return invoice;
  }

  private async assemble(
    db: SqlExecutor,
    companyId: number,
    rows: readonly InvoiceRow[],
    single: boolean,
  ): Promise<Invoice[]> {
    const ids = rows.map((r) => r.id);
    const filter = single ? ' AND invoice_id = ANY($2::int[])' : '';
    const params = single ? [companyId, ids] : [companyId];
    const payments = await db.query<PaymentRow>(
      `SELECT * FROM invoice_payments WHERE company_id = $1${filter} ORDER BY id`,
      params,
    );
    const deliveries = await db.query<DeliveryLinkRow>(
      `SELECT invoice_id, delivery_order_id, delivery_order_number FROM invoice_deliveries
       WHERE company_id = $1${filter} ORDER BY delivery_order_id`,
      params,
    );
    const related = await db.query<{ id: number; number: string; replaces_id: number | null }>(
      `SELECT id, number, replaces_id FROM invoices WHERE company_id = $1 AND (replaces_id IS NOT NULL
         OR id IN (SELECT replaces_id FROM invoices WHERE company_id = $1 AND replaces_id IS NOT NULL))`,
      [companyId],
    );
    const numberOf = new Map(related.map((r) => [r.id, r.number]));
    const replacedBy = new Map(
      related.flatMap((r) => (r.replaces_id === null ? [] : [[r.replaces_id, r] as const])),
    );
    const today = dayInZone(this.deps.clock.now(), this.zoneOf(companyId));
    const group = <T extends { invoice_id: number }>(list: readonly T[]) => {
      const map = new Map<number, T[]>();
      for (const item of list)
        map.set(item.invoice_id, [...(map.get(item.invoice_id) ?? []), item]);
      return map;
    };
    const paymentsOf = group(payments);
    const deliveriesOf = group(deliveries);
    return rows.map((row) => {
      const total = Number(row.total);
      const paid = Number(row.paid_amount);
      const next = replacedBy.get(row.id);
      const actions: InvoiceAction[] = [];
      if (row.status === 'ISSUED') {
        if (paid < total) actions.push('pay');
        if (paid === 0) actions.push('cancel', 'replace');
      }
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        payment_status:
          row.status === 'CANCELLED' ? null : paymentStatusOf(total, paid, row.due_date, today),
        customer: {
          id: row.customer_id,
          name: row.customer_name,
          npwp: row.customer_npwp,
          address: row.customer_address,
        },
        issue_date: row.issue_date,
        due_date: row.due_date,
        payment_terms_days: row.payment_terms_days,
        lines: jsonColumn<StoredLine[]>(row.lines).map(
          ({ description, quantity, unit, unit_price, amount, delivery_order, sales_order }) => ({
            description,
            quantity,
            unit,
            unit_price,
            amount,
            delivery_order,
            sales_order,
          }),
        ),
        subtotal: Number(row.subtotal),
        ppn_rate_bp: row.ppn_rate_bp,
        ppn: Number(row.ppn),
        total,
        paid_amount: paid,
        outstanding: row.status === 'CANCELLED' ? 0 : total - paid,
        payments: (paymentsOf.get(row.id) ?? []).map((p) => ({
          id: p.id,
          amount: Number(p.amount),
          paid_on: p.paid_on,
          method: p.method,
          reference: p.reference,
          recorded_by: p.recorded_by,
          recorded_on: toWibIso(Number(p.recorded_at)),
        })),
        sales_order:
          row.sales_order_id === null
            ? null
            : { id: row.sales_order_id, number: row.sales_order_number ?? '' },
        delivery_orders: (deliveriesOf.get(row.id) ?? []).map((d) => ({
          id: d.delivery_order_id,
          number: d.delivery_order_number,
        })),
        replaces:
          row.replaces_id === null
            ? null
            : { id: row.replaces_id, number: numberOf.get(row.replaces_id) ?? '' },
        replaced_by: next ? { id: next.id, number: next.number } : null,
        cancel_reason: row.cancel_reason,
        cancelled_on: row.cancelled_at === null ? null : toWibIso(Number(row.cancelled_at)),
        notes: row.notes,
        created_by: row.created_by,
        created_on: toWibIso(Number(row.created_at)),
        allowed_actions: actions,
      };
    });
  }
}

/**
 * INV-3: the next number of the company's year from its counter row, in the caller's
 * transaction: the row lock makes concurrent issuers wait for each other, and a transaction
 * that fails after taking a number rolls the counter back with it, so numbers have no gaps and
 * no duplicates.
 */
export async function takeSequence(
  tx: SqlExecutor,
  companyId: number,
  year: number,
): Promise<number> {
  const [counter] = await tx.query<{ last: number }>(
    `INSERT INTO invoice_counters (company_id, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (company_id, year) DO UPDATE SET last = invoice_counters.last + 1
     RETURNING last`,
    [companyId, year],
  );
  return Number(counter?.last ?? 1);
}

/** INV-8: paid in full, partly, not at all; not fully paid after the due day is overdue. */
export function paymentStatusOf(
  total: number,
  paid: number,
  dueDate: string,
  today: string,
): InvoicePaymentStatus {
  if (paid >= total) return 'PAID';
  if (today > dueDate) return 'OVERDUE';
  return paid > 0 ? 'PARTLY_PAID' : 'UNPAID';
}

/**
 * INV-2: the lines of a delivered order: a sales order's lines of that day with their prices,
 * or the order's own lines priced by the request (one service line for an order without lines).
 */
function linesOf(
  order: DeliveryOrderDetail,
  salesItems:
    readonly { name: string; quantity: number; unit: string; unit_price: number }[] | null,
  prices: readonly InvoicePrice[],
  salesOrder: { id: number; number: string } | null = null,
): StoredLine[] {
  const ref = { id: order.id, number: order.number };
  if (salesItems) {
    return salesItems.map((item, index) => ({
      description: item.name,
      quantity: item.quantity,
      unit: item.unit,
      unit_price: item.unit_price,
      amount: item.quantity * item.unit_price,
      delivery_order: ref,
      sales_order: salesOrder,
      item_index: index,
    }));
  }
  return ownLines(order).map((item, index) => {
    const price = [...prices]
      .reverse()
      .find((p) => p.delivery_order_id === order.id && p.item_index === index);
    const unitPrice = price?.unit_price;
    if (unitPrice === undefined) {
      throw ServiceError.validation(
        `Line ${index + 1} of delivery order ${order.number} needs a price.`,
        {
          reason: SERVER_ERROR_REASONS.invoicePriceMissing,
          params: { number: order.number, index: index + 1 },
          field: 'body.prices',
        },
      );
    }
    return {
      description: item.name,
      quantity: item.quantity,
      unit: item.unit,
      unit_price: unitPrice,
      amount: item.quantity * unitPrice,
      delivery_order: ref,
      sales_order: null,
      item_index: index,
    };
  });
}

function whoOf(auth: AuthContext): { companyId: number; actor: string } {
  return { companyId: auth.company.id, actor: auth.user.fullname };
}

/** INV-2: an order's own lines; one delivery-service line for an order without lines. */
function ownLines(order: DeliveryOrderDetail): { name: string; quantity: number; unit: string }[] {
  return order.items.length > 0
    ? order.items.map((item) => ({ name: item.name, quantity: item.quantity, unit: item.unit }))
    : [{ name: `Jasa pengiriman ${order.number}`, quantity: 1, unit: 'pengiriman' }];
}

async function settingsOf(db: SqlExecutor, companyId: number): Promise<InvoiceSettings> {
  const [row] = await db.query<InvoiceSettings>(
    'SELECT ppn_rate_bp, payment_terms_days FROM invoice_settings WHERE company_id = $1',
    [companyId],
  );
  return row
    ? { ppn_rate_bp: Number(row.ppn_rate_bp), payment_terms_days: Number(row.payment_terms_days) }
    : {
        ppn_rate_bp: INVOICE_DEFAULTS.ppnRateBp,
        payment_terms_days: INVOICE_DEFAULTS.paymentTermsDays,
      };
}

function requireAction(row: InvoiceRow, action: InvoiceAction): void {
  const paid = Number(row.paid_amount);
  const ok = row.status === 'ISSUED' && (action === 'pay' ? paid < Number(row.total) : paid === 0);
  if (!ok) {
    throw ServiceError.conflict(
      `Invoice ${row.number} does not allow "${action}" while ${row.status}.`,
      {
        reason: SERVER_ERROR_REASONS.invoiceActionNotAllowed,
        params: { action, status: row.status },
      },
    );
  }
}

function alreadyInvoiced(number: string, invoice: string): ServiceError {
  return ServiceError.conflict(`Delivery order ${number} is already on invoice ${invoice}.`, {
    reason: SERVER_ERROR_REASONS.invoiceOrderAlreadyInvoiced,
    params: { number, invoice },
  });
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Invoice ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.invoiceNotFound,
    params: { id },
  });
}
