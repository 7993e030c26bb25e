import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeliveryOrderDetailSchema,
  DeliveryOrderListItemSchema,
  type DeliveryOrderDetail,
  type DeliveryOrderListItem,
} from '@armada/contracts/delivery-orders';
import {
  ItemResponseSchema,
  ListResponseSchema,
  type ErrorResponse,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../testing/test-simulator';

const BASE = '/order/api/web/v1/delivery-order';
let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = admin) =>
  t.as(cookie, { method, url: `${BASE}${url}`, ...(payload ? { payload } : {}) });

const checkDetail = Compile(ItemResponseSchema(DeliveryOrderDetailSchema));
const checkList = Compile(ListResponseSchema(DeliveryOrderListItemSchema));

function newOrderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const store = t.simulator.store;
  const customer = store.list('customers', DEMO_COMPANY_ID)[0];
  const [origin, destination] = store.list('addresses', DEMO_COMPANY_ID);
  return {
    shipped_customer_id: customer?.id,
    origin_address_id: origin?.id,
    destination_address_id: destination?.id,
    planned_date: '2026-11-25',
    time_window: { start: '08:00', end: '12:00' },
    items: [
      { name: 'Semen 50 kg', quantity: 10, unit: 'sak', weight: 500, volume: 0.4 },
      { name: 'Cat tembok', quantity: 4, unit: 'kaleng', weight: 80, volume: 0.1 },
    ],
    notes: 'Bongkar di gudang belakang',
    ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}): Promise<DeliveryOrderDetail> {
  const response = await call('POST', '', newOrderBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ItemResponse<DeliveryOrderDetail>>().data;
}

describe('delivery orders in SQL (DLV-11 … DLV-13)', () => {
  it('holds the seeded orders with their ids and numbers, one creation event each', async () => {
    const world = t.simulator.store.list('delivery_orders', DEMO_COMPANY_ID);
    const first = world[0];
    if (!first) throw new Error('the world has no orders');
    const response = await call('GET', `/${first.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<ItemResponse<DeliveryOrderDetail>>();
    expect(checkDetail.Check(detail)).toBe(true);
    expect(detail.data).toMatchObject({ id: first.id, number: first.number });
    expect(detail.data.timeline).toEqual([
      expect.objectContaining({ from: null, to: first.status.name, actor: first.created_by }),
    ]);
  });

  it('creates a draft with its items, sums the load and numbers it after the last (DLV-18)', async () => {
    const order = await created();
    expect(order).toMatchObject({
      status: { name: 'DRAFT' },
      load_weight: 580,
      load_volume: 0.5,
      planned_date: '2026-11-25',
      time_window: { start: '08:00', end: '12:00' },
      notes: 'Bongkar di gudang belakang',
      allowed_actions: ['edit', 'confirm', 'cancel'],
    });
    expect(order.number).toMatch(/^DO\/ALN\/2611\/\d{5}$/);
    expect(order.items).toHaveLength(2);
    // The document-store copy follows (DLV-15).
    expect(t.simulator.store.get('delivery_orders', DEMO_COMPANY_ID, order.id)?.number).toBe(
      order.number,
    );
  });

  it('lists with the new fields and filters by planned date, run and vehicle (DLV-16)', async () => {
    const order = await created({ planned_date: '2026-12-24' });
    const response = await call(
      'GET',
      `?filters=${encodeURIComponent('planned_date gte 2026-12-24T00:00:00+07:00')}&filters=${encodeURIComponent('run.id is null')}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<ListResponse<DeliveryOrderListItem>>();
    expect(checkList.Check(body)).toBe(true);
    expect(body.data.paginated_result.map((o) => o.id)).toEqual([order.id]);
    const bad = await call('GET', `?filters=${encodeURIComponent('vehicle.id eq x')}`);
    expect(bad.statusCode).toBe(400);
  });

  it('walks draft → confirmed → rescheduled → cancelled, each with an event (DLV-7 … DLV-10)', async () => {
    const order = await created();
    const confirmed = await call('POST', `/${order.id}/confirm`);
    expect(confirmed.json<ItemResponse<DeliveryOrderDetail>>().data.status.name).toBe('CONFIRMED');
    const moved = await call('POST', `/${order.id}/reschedule`, {
      planned_date: '2026-11-28',
      reason: 'Toko tutup',
      time_window: { start: '13:00', end: '15:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ItemResponse<DeliveryOrderDetail>>().data).toMatchObject({
      status: { name: 'RESCHEDULED' },
      planned_date: '2026-11-28',
      time_window: { start: '13:00', end: '15:00' },
    });
    const cancelled = await call('POST', `/${order.id}/cancel`, { reason: 'Pelanggan batal' });
    const detail = cancelled.json<ItemResponse<DeliveryOrderDetail>>().data;
    expect(detail.status.name).toBe('CANCELLED');
    expect(detail.allowed_actions).toEqual([]);
    expect(detail.timeline.map((e) => [e.from, e.to, e.reason])).toEqual([
      [null, 'DRAFT', null],
      ['DRAFT', 'CONFIRMED', null],
      ['CONFIRMED', 'RESCHEDULED', 'Toko tutup'],
      ['RESCHEDULED', 'CANCELLED', 'Pelanggan batal'],
    ]);
  });

  it('refuses actions the status does not allow with 409 and changes nothing (DLV-7)', async () => {
    const order = await created();
    await call('POST', `/${order.id}/cancel`, { reason: 'Salah input' });
    for (const [url, body] of [
      [`/${order.id}/cancel`, { reason: 'Lagi' }],
      [`/${order.id}/confirm`, undefined],
      [`/${order.id}/reschedule`, { planned_date: '2026-11-30', reason: 'Coba' }],
    ] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json<ErrorResponse>()).toMatchObject({
        reason: 'deliveryOrder.actionNotAllowed',
      });
    }
    const edit = await call('PATCH', `/${order.id}`, { notes: 'x' });
    expect(edit.statusCode).toBe(409);
    const after = (await call('GET', `/${order.id}`)).json<ItemResponse<DeliveryOrderDetail>>();
    expect(after.data.timeline).toHaveLength(2);
  });

  it('refuses bad input with 400 naming the field (DLV-18, DLV-20)', async () => {
    for (const [body, field] of [
      [newOrderBody({ planned_date: '2026-02-31' }), 'body.planned_date'],
      [newOrderBody({ time_window: { start: '12:00', end: '08:00' } }), 'body.time_window'],
      [newOrderBody({ shipped_customer_id: 987654 }), 'body.shipped_customer_id'],
      [newOrderBody({ destination_address_id: 987654 }), 'body.destination_address_id'],
    ] as const) {
      const response = await call('POST', '', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorResponse & { field: string }>().field).toBe(field);
    }
    const tooShort = await call('POST', '/1/cancel', { reason: 'x' });
    expect(tooShort.statusCode).toBe(400);
  });

  it("answers 404 for another company's order", async () => {
    const branded = t.simulator.store
      .entries('delivery_orders')
      .find((e) => e.companyId !== DEMO_COMPANY_ID);
    const id = branded?.record.id ?? 999_999;
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `/${id}/cancel`, { reason: 'Bukan milik kami' })).statusCode).toBe(
      404,
    );
  });
});

describe('transition for other modules (DLV-14)', () => {
  it('moves along the table, records run and task, and refuses illegal moves with 409', async () => {
    const orders = t.simulator.services.deliveryOrders;
    const order = await created({ confirm: true });
    const at = new Date('2026-11-20T04:00:00Z');
    await orders.transition(DEMO_COMPANY_ID, order.id, 'PLANNED', {
      actor: 'Optimasi rute',
      at,
      runId: 41,
    });
    await orders.transition(DEMO_COMPANY_ID, order.id, 'ON_DELIVERY', {
      actor: 'Tugas armada',
      at,
      fleetTaskId: 7,
      vehicleId: 3,
    });
    await expect(
      orders.transition(DEMO_COMPANY_ID, order.id, 'DRAFT', { actor: 'x', at }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      orders.transition(DEMO_COMPANY_ID, 987_654, 'DELIVERED', { actor: 'x', at }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await orders.transition(DEMO_COMPANY_ID, order.id, 'DELIVERED', { actor: 'Budi', at });
    const detail = (await call('GET', `/${order.id}`)).json<ItemResponse<DeliveryOrderDetail>>();
    expect(detail.data).toMatchObject({
      status: { name: 'DELIVERED' },
      run: { id: 41 },
      fleet_task: { id: 7 },
      vehicle: { id: 3 },
    });
    expect(detail.data.timeline.at(-1)).toMatchObject({
      from: 'ON_DELIVERY',
      to: 'DELIVERED',
      actor: 'Budi',
      at: '2026-11-20T11:00:00+07:00',
    });
    const skipped = await orders.transitionMany(
      DEMO_COMPANY_ID,
      new Map([[order.id, 'CONFIRMED']]),
      { actor: 'x', at },
    );
    expect(skipped).toEqual([order.id]);
  });
});

describe('a restart (DLV-11)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-dlv-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps created orders and their events', async () => {
    const first = await startTestSimulator({ inMemory: false, dataDir });
    let id = 0;
    try {
      const cookie = await first.login('admin');
      const store = first.simulator.store;
      const customer = store.list('customers', DEMO_COMPANY_ID)[0];
      const [origin, destination] = store.list('addresses', DEMO_COMPANY_ID);
      const response = await first.as(cookie, {
        method: 'POST',
        url: BASE,
        payload: {
          shipped_customer_id: customer?.id,
          origin_address_id: origin?.id,
          destination_address_id: destination?.id,
          confirm: true,
        },
      });
      id = response.json<ItemResponse<DeliveryOrderDetail>>().data.id;
    } finally {
      await first.close();
    }
    const second = await startTestSimulator({ inMemory: false, dataDir });
    try {
      const cookie = await second.login('admin');
      const response = await second.as(cookie, { method: 'GET', url: `${BASE}/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<ItemResponse<DeliveryOrderDetail>>().data.timeline).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
