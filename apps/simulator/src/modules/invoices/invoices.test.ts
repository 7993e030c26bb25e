import type { Invoice, InvoiceSettings, InvoiceableOrder } from '@armada/contracts/invoices';
import type { SalesOrder } from '@armada/contracts/sales-orders';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/**
 * Invoices through HTTP (docs/rules/invoices.md): from a sales order and from delivered
 * delivery orders, numbers without gaps under concurrent issues, PPN, due date and payment
 * status with the injected clock, cancel and replace, PDF and CSV, and bad input.
 */

const BASE = '/api/invoice';
const SALES = '/order/api/web/v1/sales-order';
const DELIVERY = '/order/api/web/v1/delivery-order';
const DAY = 86_400_000;

let t: TestSimulator;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  operator = await t.login('operator');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
  t.as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) });

async function ok<T>(response: { statusCode: number; body: string }, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (JSON.parse(response.body) as ItemResponse<T>).data;
}

function places() {
  const addresses = t.simulator.store.list('addresses', DEMO_COMPANY_ID);
  const depot = addresses.find((a) => a.is_depot);
  const shop = addresses.find((a) => !a.is_depot);
  const customer = t.simulator.store.list('customers', DEMO_COMPANY_ID)[0];
  if (!depot || !shop || !customer) throw new Error('the demo company has no places');
  return { depot, shop, customer };
}

async function move(id: number, ...to: ('ON_DELIVERY' | 'DELIVERED')[]): Promise<void> {
  for (const status of to) {
    await t.simulator.services.deliveryOrders.transition(DEMO_COMPANY_ID, id, status, {
      actor: 'test',
      at: new Date(t.clock.now()),
    });
  }
}

/** A confirmed sales order of two days (prices 65,000 × 10 and 12,345 × 1). */
async function salesOrder(): Promise<SalesOrder> {
  const { depot, shop, customer } = places();
  const line = { weight: 10, volume: 0.1 };
  const order = await ok<SalesOrder>(
    await call('POST', SALES, {
      customer_id: customer.id,
      origin_address_id: depot.id,
      destination_address_id: shop.id,
      items: [
        {
          ...line,
          name: 'Semen',
          quantity: 10,
          unit: 'sak',
          unit_price: 65_000,
          delivery_date: '2026-11-24',
        },
        {
          ...line,
          name: 'Paku',
          quantity: 1,
          unit: 'kg',
          unit_price: 12_345,
          delivery_date: '2026-11-25',
        },
      ],
    }),
    201,
  );
  return ok<SalesOrder>(await call('POST', `${SALES}/${order.id}/confirm`));
}

/** A delivered delivery order made by hand (no sales order), with one line. */
async function deliveredOrder(): Promise<number> {
  const { depot, shop, customer } = places();
  const order = await ok<{ id: number }>(
    await call('POST', DELIVERY, {
      shipped_customer_id: customer.id,
      origin_address_id: depot.id,
      destination_address_id: shop.id,
      items: [{ name: 'Palet', quantity: 4, unit: 'buah', weight: 40, volume: 1 }],
      confirm: true,
    }),
    201,
  );
  await move(order.id, 'ON_DELIVERY', 'DELIVERED');
  return order.id;
}

describe('invoices', () => {
  it('invoices a sales order’s delivered orders with PPN and a due date (INV-2, INV-4 … INV-7)', async () => {
    const order = await salesOrder();
    const [first, second] = order.delivery_orders;
    if (!first || !second) throw new Error('two deliveries expected');
    const undelivered = await call('POST', BASE, { sales_order_id: order.id });
    expect(undelivered.statusCode).toBe(409);
    expect(undelivered.json<{ reason: string }>().reason).toBe('invoice.nothingToInvoice');
    await move(first.id, 'ON_DELIVERY', 'DELIVERED');
    const invoice = await ok<Invoice>(await call('POST', BASE, { sales_order_id: order.id }), 201);
    expect(invoice.number).toMatch(/^INV\/2026\/\d{6}$/);
    expect(invoice.issue_date).toBe('2026-11-20');
    expect(invoice.due_date).toBe('2026-12-20');
    expect(invoice.lines.map((l) => [l.description, l.amount])).toEqual([['Semen', 650_000]]);
    expect(invoice.subtotal).toBe(650_000);
    expect(invoice.ppn).toBe(71_500);
    expect(invoice.total).toBe(721_500);
    expect(invoice.payment_status).toBe('UNPAID');
    expect(invoice.sales_order?.number).toBe(order.number);
    expect(invoice.delivery_orders.map((d) => d.id)).toEqual([first.id]);
    // The second day arrives: a second invoice of the same sales order takes only it.
    await move(second.id, 'ON_DELIVERY', 'DELIVERED');
    const rest = await ok<Invoice>(await call('POST', BASE, { sales_order_id: order.id }), 201);
    expect(rest.delivery_orders.map((d) => d.id)).toEqual([second.id]);
    expect(rest.ppn).toBe(1358); // 12,345 × 11 % = 1,357.95 → 1,358
  });

  it('refuses an order that is not delivered or already invoiced (INV-2)', async () => {
    const order = await salesOrder();
    const [first] = order.delivery_orders;
    if (!first) throw new Error('no delivery');
    const notDelivered = await call('POST', BASE, { delivery_order_ids: [first.id] });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json<{ reason: string }>().reason).toBe('invoice.orderNotDelivered');
    await move(first.id, 'ON_DELIVERY', 'DELIVERED');
    await ok<Invoice>(await call('POST', BASE, { delivery_order_ids: [first.id] }), 201);
    const before = (await call('GET', BASE)).json<ListResponse<Invoice>>().metadata;
    const twice = await call('POST', BASE, { delivery_order_ids: [first.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ reason: string }>().reason).toBe('invoice.orderAlreadyInvoiced');
    expect((await call('GET', BASE)).json<ListResponse<Invoice>>().metadata).toEqual(before);
  });

  it('prices an order without a sales order from the request (INV-2)', async () => {
    const id = await deliveredOrder();
    const picker = await ok<InvoiceableOrder[]>(await call('GET', `${BASE}/invoiceable`));
    const listed = picker.find((o) => o.id === id);
    expect(listed?.priced).toBe(false);
    expect(listed?.sales_order).toBeNull();
    const missing = await call('POST', BASE, { delivery_order_ids: [id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ reason: string }>().reason).toBe('invoice.priceMissing');
    const negative = await call('POST', BASE, {
      delivery_order_ids: [id],
      prices: [{ delivery_order_id: id, item_index: 0, unit_price: -100 }],
    });
    expect(negative.statusCode).toBe(400);
    const invoice = await ok<Invoice>(
      await call('POST', BASE, {
        delivery_order_ids: [id],
        prices: [{ delivery_order_id: id, item_index: 0, unit_price: 125_000 }],
        payment_terms_days: 14,
      }),
      201,
    );
    expect(invoice.total).toBe(555_000);
    expect(invoice.due_date).toBe('2026-12-04');
    const after = await ok<InvoiceableOrder[]>(await call('GET', `${BASE}/invoiceable`));
    expect(after.some((o) => o.id === id)).toBe(false);
  });

  it('numbers concurrent issues without gaps or duplicates (INV-3)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await deliveredOrder());
    const price = (id: number) => [{ delivery_order_id: id, item_index: 0, unit_price: 1000 }];
    // Eight different orders and four second tries of the same ones, all at once.
    const responses = await Promise.all([
      ...ids.map((id) => call('POST', BASE, { delivery_order_ids: [id], prices: price(id) })),
      ...ids
        .slice(0, 4)
        .map((id) => call('POST', BASE, { delivery_order_ids: [id], prices: price(id) })),
    ]);
    const issued = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json<ItemResponse<Invoice>>().data);
    expect(issued).toHaveLength(8);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const all = (await call('GET', `${BASE}?limit=100`)).json<ListResponse<Invoice>>();
    const sequences = all.data.paginated_result
      .map((i) => Number(i.number.slice(-6)))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
  });

  it('records payments and computes the payment status with the clock (INV-8)', async () => {
    const id = await deliveredOrder();
    const invoice = await ok<Invoice>(
      await call('POST', BASE, {
        delivery_order_ids: [id],
        prices: [{ delivery_order_id: id, item_index: 0, unit_price: 50 }],
        payment_terms_days: 0,
      }),
      201,
    );
    expect(invoice.total).toBe(222); // 200 + 22
    const tooMuch = await call('POST', `${BASE}/${invoice.id}/payment`, {
      amount: 223,
      paid_on: '2026-11-20',
      method: 'TRANSFER',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ reason: string }>().reason).toBe('invoice.paymentTooLarge');
    const future = await call('POST', `${BASE}/${invoice.id}/payment`, {
      amount: 10,
      paid_on: '2026-11-21',
      method: 'TRANSFER',
    });
    expect(future.json<{ reason: string }>().reason).toBe('invoice.paymentBadDate');
    const part = await ok<Invoice>(
      await call('POST', `${BASE}/${invoice.id}/payment`, {
        amount: 100,
        paid_on: '2026-11-20',
        method: 'CASH',
        reference: 'Kuitansi 12',
      }),
      201,
    );
    expect(part.payment_status).toBe('PARTLY_PAID');
    expect(part.outstanding).toBe(122);
    expect(part.allowed_actions).toEqual(['pay']);
    t.clock.set(t.clock.now() + DAY);
    try {
      // A day later the session has ended (12 h): sign in again.
      const later = await t.login('admin');
      const late = await ok<Invoice>(await call('GET', `${BASE}/${invoice.id}`, undefined, later));
      expect(late.payment_status).toBe('OVERDUE');
      const paid = await ok<Invoice>(
        await call(
          'POST',
          `${BASE}/${invoice.id}/payment`,
          { amount: 122, paid_on: '2026-11-21', method: 'TRANSFER' },
          later,
        ),
        201,
      );
      expect(paid.payment_status).toBe('PAID');
      expect(paid.allowed_actions).toEqual([]);
    } finally {
      t.clock.set(t.clock.now() - DAY);
    }
  });

  it('never edits an issued invoice: cancel, or cancel and replace (INV-9, INV-10)', async () => {
    const id = await deliveredOrder();
    const invoice = await ok<Invoice>(
      await call('POST', BASE, {
        delivery_order_ids: [id],
        prices: [{ delivery_order_id: id, item_index: 0, unit_price: 1000 }],
      }),
      201,
    );
    const edit = await call('PUT', `${BASE}/${invoice.id}`, { notes: 'ubah' });
    expect(edit.statusCode).toBe(404);
    const replacement = await ok<Invoice>(
      await call('POST', `${BASE}/${invoice.id}/replace`, {
        reason: 'Harga salah',
        prices: [{ delivery_order_id: id, item_index: 0, unit_price: 1500 }],
      }),
      201,
    );
    expect(replacement.number).not.toBe(invoice.number);
    expect(replacement.replaces).toEqual({ id: invoice.id, number: invoice.number });
    expect(replacement.subtotal).toBe(6000);
    const old = await ok<Invoice>(await call('GET', `${BASE}/${invoice.id}`));
    expect(old.status).toBe('CANCELLED');
    expect(old.subtotal).toBe(4000);
    expect(old.replaced_by?.id).toBe(replacement.id);
    expect(old.allowed_actions).toEqual([]);
    const again = await call('POST', `${BASE}/${invoice.id}/cancel`, { reason: 'lagi' });
    expect(again.statusCode).toBe(409);
    const cancelled = await ok<Invoice>(
      await call('POST', `${BASE}/${replacement.id}/cancel`, { reason: 'Salah pelanggan' }),
    );
    expect(cancelled.payment_status).toBeNull();
    // Its order may be invoiced again.
    await ok<Invoice>(
      await call('POST', BASE, {
        delivery_order_ids: [id],
        prices: [{ delivery_order_id: id, item_index: 0, unit_price: 1000 }],
      }),
      201,
    );
  });

  it('uses the company’s PPN rate for new invoices only (INV-5, INV-14)', async () => {
    const defaults = await ok<InvoiceSettings>(await call('GET', `${BASE}/settings`));
    expect(defaults).toEqual({ ppn_rate_bp: 1100, payment_terms_days: 30 });
    await ok(await call('PUT', `${BASE}/settings`, { ppn_rate_bp: 1200, payment_terms_days: 7 }));
    try {
      const id = await deliveredOrder();
      const invoice = await ok<Invoice>(
        await call('POST', BASE, {
          delivery_order_ids: [id],
          prices: [{ delivery_order_id: id, item_index: 0, unit_price: 12_345 }],
        }),
        201,
      );
      expect(invoice.ppn_rate_bp).toBe(1200);
      expect(invoice.ppn).toBe(5926); // 49,380 × 12 % = 5,925.6 → 5,926
      expect(invoice.due_date).toBe('2026-11-27');
      const bad = await call('PUT', `${BASE}/settings`, { ppn_rate_bp: -1, payment_terms_days: 7 });
      expect(bad.statusCode).toBe(400);
    } finally {
      await call('PUT', `${BASE}/settings`, { ppn_rate_bp: 1100, payment_terms_days: 30 });
    }
  });

  it('makes the PDF and the accounting CSV (INV-13, INV-15)', async () => {
    const list = (await call('GET', BASE)).json<ListResponse<Invoice>>();
    const invoice = list.data.paginated_result.find((i) => i.status === 'ISSUED');
    if (!invoice) throw new Error('no invoice');
    const pdf = await call('GET', `${BASE}/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await call('GET', `${BASE}/export?search=${encodeURIComponent(invoice.number)}`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain('Nomor faktur,Tanggal');
    expect(rows).toHaveLength(1 + invoice.lines.length);
    expect(rows[1]).toContain(`${invoice.number},${invoice.issue_date}`);
    expect(rows[1]).toContain(
      `,${invoice.subtotal},${invoice.ppn_rate_bp / 100},${invoice.ppn},${invoice.total},`,
    );
  });

  it('needs the accounting permissions (INV-11)', async () => {
    const refused = await call('GET', BASE, undefined, operator);
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', BASE, { sales_order_id: 1 }, operator)).statusCode).toBe(403);
  });
});
