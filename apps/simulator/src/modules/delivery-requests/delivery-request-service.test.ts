import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import {
  DeliveryRequestDetailSchema,
  DeliveryRequestListItemSchema,
  type DeliveryRequestDetail,
  type DeliveryRequestListItem,
} from '@armada/contracts/delivery-requests';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, TEST_NOW, type TestSimulator } from '../../testing/test-simulator';

/** DREQ-1 … DREQ-17 through the REST routes on an in-memory store. */

const BASE = '/order/api/web/v1/delivery-request';
const ORDERS = '/order/api/web/v1/delivery-order';
const checkDetail = Compile(DeliveryRequestDetailSchema);
const checkRow = Compile(DeliveryRequestListItemSchema);
let t: TestSimulator;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  operator = await t.login('operator');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) });
const detailOf = (response: { json: <T>() => T }) =>
  response.json<ItemResponse<DeliveryRequestDetail>>().data;
const rowsOf = (response: { json: <T>() => T }) =>
  response.json<ListResponse<DeliveryRequestListItem>>().data.paginated_result;

function places() {
  const addresses = t.simulator.store.list('addresses', DEMO_COMPANY_ID);
  const depot = addresses.find((a) => a.is_depot);
  const shop = addresses.find((a) => !a.is_depot);
  const customer = t.simulator.store.list('customers', DEMO_COMPANY_ID)[0];
  if (!depot || !shop || !customer) throw new Error('the demo company has no places');
  return { depot, shop, customer };
}

async function create(extra: object = {}): Promise<DeliveryRequestDetail> {
  const { depot, shop, customer } = places();
  const response = await call('POST', BASE, {
    customer_id: customer.id,
    origin_address_id: depot.id,
    destination_address_id: shop.id,
    wanted_date: '2026-11-24',
    time_window: { start: '09:00', end: '12:00' },
    items: [{ name: 'Semen 50 kg', quantity: 40, unit: 'sak', weight: 2000, volume: 1.6 }],
    notes: 'Bongkar di gudang belakang',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return detailOf(response);
}

describe('seeded requests (DREQ-17) and the list (DREQ-12)', () => {
  it('lists the seeded mix in the contract shape, dated by the clock', async () => {
    const response = await call('GET', `${BASE}?limit=100`);
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response);
    expect(rows.length).toBe(12);
    for (const row of rows) expect(checkRow.Check(row)).toBe(true);
    const count = (status: string) => rows.filter((r) => r.status.name === status).length;
    expect([count('PENDING'), count('APPROVED'), count('REJECTED'), count('CANCELLED')]).toEqual([
      6, 3, 2, 1,
    ]);
    expect(rows.every((r) => Date.parse(r.created_on) <= TEST_NOW)).toBe(true);
    expect(rows.every((r) => /^DR\/[A-Z0-9]+\/\d{4}\/\d{5}$/.test(r.number))).toBe(true);
    expect(rows.filter((r) => r.destination_address === null && r.destination_text)).toHaveLength(
      2,
    );
  });

  it('links each seeded approval to a delivery order of the company (DREQ-8)', async () => {
    const approved = rowsOf(
      await call('GET', `${BASE}?filters=${encodeURIComponent('status.name eq APPROVED')}`),
    );
    expect(approved).toHaveLength(3);
    for (const row of approved) {
      const order = await call('GET', `${ORDERS}/${row.delivery_order?.id ?? 0}`);
      expect(order.statusCode).toBe(200);
      expect(order.json<ItemResponse<DeliveryOrderDetail>>().data.number).toBe(
        row.delivery_order?.number,
      );
    }
  });

  it('filters by customer and searches by number', async () => {
    const [first] = rowsOf(await call('GET', `${BASE}?limit=1`));
    if (!first) throw new Error('no request');
    const byCustomer = rowsOf(
      await call(
        'GET',
        `${BASE}?filters=${encodeURIComponent(`customer.id eq ${first.customer.id}`)}`,
      ),
    );
    expect(byCustomer.every((r) => r.customer.id === first.customer.id)).toBe(true);
    const found = rowsOf(await call('GET', `${BASE}?search=${encodeURIComponent(first.number)}`));
    expect(found.map((r) => r.id)).toEqual([first.id]);
  });
});

describe('creating and deciding (DREQ-2 … DREQ-14)', () => {
  it('creates a pending request with its items, window and creation event (DREQ-14)', async () => {
    const request = await create();
    expect(checkDetail.Check(request)).toBe(true);
    expect(request).toMatchObject({
      status: { name: 'PENDING' },
      requester: { type: 'SALES' },
      load_weight: 2000,
      load_volume: 1.6,
      allowed_actions: ['approve', 'reject', 'cancel'],
      delivery_order: null,
    });
    expect(request.timeline.map((e) => [e.from, e.to])).toEqual([[null, 'PENDING']]);
  });

  it('approves into a confirmed delivery order that names the request (DREQ-8)', async () => {
    const request = await create();
    const response = await call('POST', `${BASE}/${request.id}/approve`, {
      planned_date: '2026-11-25',
    });
    expect(response.statusCode, response.body).toBe(200);
    const approved = detailOf(response);
    expect(checkDetail.Check(approved)).toBe(true);
    expect(approved.status.name).toBe('APPROVED');
    expect(approved.allowed_actions).toEqual([]);
    expect(approved.timeline.at(-1)).toMatchObject({
      from: 'PENDING',
      to: 'APPROVED',
      delivery_order_id: approved.delivery_order?.id,
    });
    const order = (await call('GET', `${ORDERS}/${approved.delivery_order?.id ?? 0}`)).json<
      ItemResponse<DeliveryOrderDetail>
    >().data;
    expect(order).toMatchObject({
      status: { name: 'CONFIRMED' },
      planned_date: '2026-11-25',
      time_window: { start: '09:00', end: '12:00' },
      load_weight: 2000,
      shipped_customer: { id: request.customer.id },
      destination_address: { id: request.destination_address?.id },
    });
    expect(order.notes).toBe(`Permintaan pengiriman ${request.number}\nBongkar di gudang belakang`);
    const filtered = rowsOf(
      await call(
        'GET',
        `${BASE}?filters=${encodeURIComponent(`delivery_order.id eq ${order.id}`)}`,
      ),
    );
    expect(filtered.map((r) => r.id)).toEqual([request.id]);
  });

  it('needs an address to approve a request that names its destination in words (DREQ-9)', async () => {
    const { shop } = places();
    const request = await create({
      destination_address_id: undefined,
      destination_text: 'Proyek baru di Jl. Raya Bogor km 30',
    });
    expect(request.destination_address).toBeNull();
    const refused = await call('POST', `${BASE}/${request.id}/approve`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ reason: string }>().reason).toBe(
      SERVER_ERROR_REASONS.deliveryRequestDestinationRequired,
    );
    const approved = detailOf(
      await call('POST', `${BASE}/${request.id}/approve`, { destination_address_id: shop.id }),
    );
    expect(approved.status.name).toBe('APPROVED');
    expect(approved.destination_address?.id).toBe(shop.id);
    expect(approved.destination_text).toBe('Proyek baru di Jl. Raya Bogor km 30');
    // the order uses the wanted day when no other is given
    const order = (await call('GET', `${ORDERS}/${approved.delivery_order?.id ?? 0}`)).json<
      ItemResponse<DeliveryOrderDetail>
    >().data;
    expect(order.planned_date).toBe('2026-11-24');
  });

  it('rejects with a reason, then refuses every other move with 409 (DREQ-1, DREQ-10)', async () => {
    const request = await create();
    const rejected = detailOf(
      await call('POST', `${BASE}/${request.id}/reject`, { reason: 'Armada penuh' }),
    );
    expect(rejected).toMatchObject({
      status: { name: 'REJECTED' },
      decision_reason: 'Armada penuh',
      allowed_actions: [],
    });
    expect(rejected.timeline.at(-1)).toMatchObject({ to: 'REJECTED', reason: 'Armada penuh' });
    const ordersBefore = t.simulator.store.list('delivery_orders', DEMO_COMPANY_ID).length;
    for (const [action, body] of [
      ['approve', {}],
      ['reject', { reason: 'Lagi' }],
      ['cancel', {}],
    ] as const) {
      const refused = await call('POST', `${BASE}/${request.id}/${action}`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ reason: string; params: object }>()).toMatchObject({
        reason: SERVER_ERROR_REASONS.deliveryRequestTransitionNotAllowed,
        params: { from: 'REJECTED' },
      });
    }
    expect(t.simulator.store.list('delivery_orders', DEMO_COMPANY_ID).length).toBe(ordersBefore);
  });

  it('is cancelled by its requester, with or without a reason (DREQ-11)', async () => {
    const request = await create({ requester: { type: 'CUSTOMER' } });
    expect(request.requester.type).toBe('CUSTOMER');
    expect(request.requester.name.length).toBeGreaterThan(0);
    const cancelled = detailOf(await call('POST', `${BASE}/${request.id}/cancel`, {}));
    expect(cancelled.status.name).toBe('CANCELLED');
    expect(cancelled.decision_reason).toBeNull();
  });

  it('refuses bad input with 400 naming the field and stores nothing (DREQ-14)', async () => {
    const { depot, shop, customer } = places();
    const base = {
      customer_id: customer.id,
      origin_address_id: depot.id,
      destination_address_id: shop.id,
      wanted_date: '2026-11-24',
    };
    const before = rowsOf(await call('GET', `${BASE}?limit=100`)).length;
    for (const [body, field] of [
      [{ ...base, wanted_date: '2026-02-30' }, 'wanted_date'],
      [{ ...base, time_window: { start: '14:00', end: '10:00' } }, 'time_window'],
      [{ ...base, customer_id: 987_654_321 }, 'customer_id'],
      [{ ...base, destination_address_id: 987_654_321 }, 'destination_address_id'],
      [{ ...base, destination_address_id: undefined }, 'destination_address_id'],
    ] as const) {
      const response = await call('POST', BASE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(field);
    }
    const short = await call('POST', `${BASE}/1/reject`, { reason: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(rowsOf(await call('GET', `${BASE}?limit=100`)).length).toBe(before);
  });

  it('answers 404 for an unknown request and 403 without the rights (DREQ-6, DREQ-13)', async () => {
    expect((await call('GET', `${BASE}/987654321`)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/987654321/approve`, {})).statusCode).toBe(404);
    expect((await call('GET', BASE, undefined, operator)).statusCode).toBe(403);
  });
});
