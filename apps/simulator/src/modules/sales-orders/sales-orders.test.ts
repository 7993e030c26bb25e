import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import type { SalesOrder } from '@armada/contracts/sales-orders';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/**
 * Sales orders through HTTP (docs/rules/sales-orders.md): a draft with lines on two days,
 * its edit, its confirmation making one delivery order per day through the delivery-orders
 * module, the status following those deliveries, cancellation, the CSV and bad input.
 */

const BASE = '/order/api/web/v1/sales-order';
const DELIVERY = '/order/api/web/v1/delivery-order';

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

function places() {
  const addresses = t.simulator.store.list('addresses', DEMO_COMPANY_ID);
  const depot = addresses.find((a) => a.is_depot);
  const shop = addresses.find((a) => !a.is_depot);
  const customer = t.simulator.store.list('customers', DEMO_COMPANY_ID)[0];
  if (!depot || !shop || !customer) throw new Error('the demo company has no places');
  return { depot, shop, customer };
}

const line = (day: string, extra: object = {}) => ({
  name: 'Semen 50 kg',
  quantity: 10,
  unit: 'sak',
  unit_price: 65_000,
  weight: 500,
  volume: 0.4,
  delivery_date: day,
  ...extra,
});

function body(extra: object = {}) {
  const { depot, shop, customer } = places();
  return {
    customer_id: customer.id,
    origin_address_id: depot.id,
    destination_address_id: shop.id,
    customer_reference: 'PO-7781',
    items: [line('2026-11-24'), line('2026-11-26', { name: 'Besi 10 mm', unit: 'batang' })],
    ...extra,
  };
}

async function create(extra: object = {}): Promise<SalesOrder> {
  const response = await call('POST', BASE, body(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ItemResponse<SalesOrder>>().data;
}

async function deliver(id: number, to: 'ON_DELIVERY' | 'DELIVERED'): Promise<void> {
  await t.simulator.services.deliveryOrders.transition(DEMO_COMPANY_ID, id, to, {
    actor: 'test',
    at: new Date(t.clock.now()),
  });
}

describe('sales orders', () => {
  it('creates a draft with its number, amounts and requested days (SO-1, SO-3)', async () => {
    const order = await create();
    expect(order.number).toMatch(/^SO\/2026\/\d{5}$/);
    expect(order.status).toBe('DRAFT');
    expect(order.items[0]?.amount).toBe(650_000);
    expect(order.subtotal).toBe(1_300_000);
    expect(order.total_weight).toBe(1000);
    expect(order.delivery_dates).toEqual(['2026-11-24', '2026-11-26']);
    expect(order.allowed_actions).toEqual(['edit', 'confirm', 'cancel']);
    const next = await create();
    expect(Number(next.number.slice(-5))).toBe(Number(order.number.slice(-5)) + 1);
  });

  it('edits a draft only (SO-4)', async () => {
    const order = await create();
    const edited = await call('PUT', `${BASE}/${order.id}`, {
      items: [line('2026-11-25', { quantity: 3 })],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ItemResponse<SalesOrder>>().data.subtotal).toBe(195_000);
    await call('POST', `${BASE}/${order.id}/confirm`);
    const refused = await call('PUT', `${BASE}/${order.id}`, { notes: 'terlambat' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ reason: string }>().reason).toBe('salesOrder.actionNotAllowed');
  });

  it('confirming makes one confirmed delivery order per requested day (SO-5)', async () => {
    const order = await create();
    const response = await call('POST', `${BASE}/${order.id}/confirm`);
    expect(response.statusCode, response.body).toBe(200);
    const confirmed = response.json<ItemResponse<SalesOrder>>().data;
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.delivery_orders.map((d) => d.planned_date)).toEqual([
      '2026-11-24',
      '2026-11-26',
    ]);
    const first = confirmed.delivery_orders[0];
    if (!first) throw new Error('no delivery order');
    const detail = (await call('GET', `${DELIVERY}/${first.id}`)).json<
      ItemResponse<DeliveryOrderDetail>
    >().data;
    expect(detail.status.name).toBe('CONFIRMED');
    expect(detail.planned_date).toBe('2026-11-24');
    expect(detail.items).toEqual([
      { name: 'Semen 50 kg', quantity: 10, unit: 'sak', weight: 500, volume: 0.4 },
    ]);
    expect(detail.notes).toContain(order.number);
    const again = await call('POST', `${BASE}/${order.id}/confirm`);
    expect(again.statusCode).toBe(409);
    const after = (await call('GET', `${BASE}/${order.id}`)).json<ItemResponse<SalesOrder>>();
    expect(after.data.delivery_orders).toHaveLength(2);
  });

  it('follows its deliveries: in delivery, then delivered (SO-6)', async () => {
    const order = await create();
    const confirmed = (await call('POST', `${BASE}/${order.id}/confirm`)).json<
      ItemResponse<SalesOrder>
    >().data;
    const [a, b] = confirmed.delivery_orders;
    if (!a || !b) throw new Error('two deliveries expected');
    await deliver(a.id, 'ON_DELIVERY');
    const moving = (await call('GET', `${BASE}/${order.id}`)).json<ItemResponse<SalesOrder>>();
    expect(moving.data.status).toBe('IN_DELIVERY');
    expect(moving.data.allowed_actions).toEqual([]);
    await deliver(a.id, 'DELIVERED');
    await deliver(b.id, 'ON_DELIVERY');
    await deliver(b.id, 'DELIVERED');
    const done = (await call('GET', `${BASE}/${order.id}`)).json<ItemResponse<SalesOrder>>();
    expect(done.data.status).toBe('DELIVERED');
    const listed = (
      await call('GET', `${BASE}?filters=${encodeURIComponent('status eq DELIVERED')}`)
    ).json<ListResponse<SalesOrder>>();
    expect(listed.data.paginated_result.map((o) => o.id)).toContain(order.id);
    const cancel = await call('POST', `${BASE}/${order.id}/cancel`, { reason: 'batal' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<{ reason: string }>().reason).toBe('salesOrder.deliveryUnderway');
  });

  it('cancelling a confirmed order cancels its deliveries (SO-7)', async () => {
    const order = await create();
    await call('POST', `${BASE}/${order.id}/confirm`);
    const response = await call('POST', `${BASE}/${order.id}/cancel`, {
      reason: 'Pelanggan membatalkan',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json<ItemResponse<SalesOrder>>().data;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.cancel_reason).toBe('Pelanggan membatalkan');
    expect(cancelled.delivery_orders.every((d) => d.status === 'CANCELLED')).toBe(true);
  });

  it('lists with search and exports CSV lines (SO-9, SO-10)', async () => {
    const order = await create({ customer_reference: 'PO-CARI-1' });
    const found = (await call('GET', `${BASE}?search=PO-CARI-1`)).json<ListResponse<SalesOrder>>();
    expect(found.data.paginated_result.map((o) => o.id)).toEqual([order.id]);
    const csv = await call('GET', `${BASE}/export?search=PO-CARI-1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(order.number);
    expect(lines[1]).toContain('650000');
  });

  it('refuses bad input and changes nothing (SO-1)', async () => {
    const before = (await call('GET', BASE)).json<ListResponse<SalesOrder>>().metadata;
    const cases: [object, number, string][] = [
      [{ items: [] }, 400, 'salesOrder.noItems'],
      [{ items: [line('2026-11-24', { quantity: -1 })] }, 400, ''],
      [{ items: [line('2026-11-24', { unit_price: -5 })] }, 400, ''],
      [{ items: [line('2026-02-30')] }, 400, 'salesOrder.badDate'],
      [{ customer_id: 987_654_321 }, 400, 'salesOrder.customerNotFound'],
      [{ destination_address_id: 987_654_321 }, 400, 'salesOrder.addressNotFound'],
    ];
    for (const [extra, status, reason] of cases) {
      const response = await call('POST', BASE, body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      if (reason) expect(response.json<{ reason: string }>().reason).toBe(reason);
    }
    const after = (await call('GET', BASE)).json<ListResponse<SalesOrder>>().metadata;
    expect(after).toEqual(before);
  });

  it('needs the sales-order permissions (SO-11)', async () => {
    const response = await call('GET', BASE, undefined, operator);
    expect(response.statusCode).toBe(403);
  });
});
