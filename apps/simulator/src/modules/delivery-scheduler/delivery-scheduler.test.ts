import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import {
  AutoPlanSettingsSchema,
  DeliveryScheduleDetailSchema,
  DeliveryScheduleListItemSchema,
  type AutoPlanSettings,
  type DeliveryScheduleDetail,
  type DeliveryScheduleListItem,
} from '@armada/contracts/delivery-scheduler';
import type { RouteOptimizationRun } from '@armada/contracts/route-optimization';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, TEST_NOW, type TestSimulator } from '../../testing/test-simulator';
import { AutoPlanService } from './auto-plan-service';

/**
 * SCH-1 … SCH-21 through the REST routes on an in-memory store, with the clock stepped by hand.
 * TEST_NOW is 10:00 WIB on Friday 20 November 2026.
 */

const BASE = '/order/api/web/v1/delivery-schedule';
const AUTO = '/order/api/web/v1/delivery-auto-plan';
const ORDERS = '/order/api/web/v1/delivery-order';
const RUNS = '/fleet-planning/api/web/v1/route-optimization';
const HOUR = 3_600_000;
const checkDetail = Compile(DeliveryScheduleDetailSchema);
const checkRow = Compile(DeliveryScheduleListItemSchema);
const checkSettings = Compile(AutoPlanSettingsSchema);
let t: TestSimulator;
let admin: string;
let operator: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  operator = await t.login('operator');
  otherAdmin = await t.login(SECOND_COMPANY_ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = admin,
) => t.as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) });
const detailOf = (response: { json: <T>() => T }) =>
  response.json<ItemResponse<DeliveryScheduleDetail>>().data;
const pass = () => t.simulator.services.deliveryScheduler.pass();

/** Moves the clock and signs in again (a session lasts 12 hours of the clock). */
async function setClock(ms: number): Promise<void> {
  t.clock.set(ms);
  admin = await t.login('admin');
  operator = await t.login('operator');
  otherAdmin = await t.login(SECOND_COMPANY_ADMIN);
}

function places() {
  const addresses = t.simulator.store.list('addresses', DEMO_COMPANY_ID);
  const depot = addresses.find((a) => a.is_depot);
  const shop = addresses.find((a) => !a.is_depot && a.customer_id !== null);
  const customer = t.simulator.store.get('customers', DEMO_COMPANY_ID, shop?.customer_id ?? 0);
  const stranger = addresses.find(
    (a) => !a.is_depot && a.customer_id !== null && a.customer_id !== customer?.id,
  );
  if (!depot || !shop || !customer || !stranger) throw new Error('the demo company has no places');
  return { depot, shop, customer, stranger };
}

function body(extra: object = {}) {
  const { depot, shop, customer } = places();
  return {
    customer_id: customer.id,
    origin_address_id: depot.id,
    destination_address_id: shop.id,
    items: [{ name: 'Air mineral 600 ml', quantity: 50, unit: 'dus', weight: 600, volume: 1.5 }],
    pattern: { kind: 'WEEKLY', weekdays: [1, 4] },
    time_window: { start: '08:00', end: '11:00' },
    from_date: '2026-11-20',
    ...extra,
  };
}

async function create(extra: object = {}): Promise<DeliveryScheduleDetail> {
  const response = await call('POST', BASE, body(extra));
  expect(response.statusCode, response.body).toBe(201);
  return detailOf(response);
}

describe('schedules and their orders (SCH-3 … SCH-13)', () => {
  it('creates a schedule and makes the orders of the days ahead at once, CONFIRMED (SCH-7, SCH-9)', async () => {
    const schedule = await create({ name: 'Kiriman Senin Kamis' });
    expect(checkDetail.Check(schedule)).toBe(true);
    // Tomorrow is Saturday 21 November; the horizon ends Friday 27: Monday 23 and Thursday 26.
    expect(schedule.occurrences.map((o) => [o.date, o.status])).toEqual([
      ['2026-11-26', 'CREATED'],
      ['2026-11-23', 'CREATED'],
    ]);
    expect(schedule.next_occurrences.slice(0, 3).map((o) => o.date)).toEqual([
      '2026-11-23',
      '2026-11-26',
      '2026-11-30',
    ]);
    expect(schedule).toMatchObject({ status: 'ACTIVE', load_weight: 600, order_count: 2 });
    const orderId = schedule.occurrences[1]?.delivery_order?.id ?? 0;
    const order = (await call('GET', `${ORDERS}/${orderId}`)).json<
      ItemResponse<DeliveryOrderDetail>
    >().data;
    expect(order).toMatchObject({
      status: { name: 'CONFIRMED' },
      planned_date: '2026-11-23',
      time_window: { start: '08:00', end: '11:00' },
      load_weight: 600,
    });
    expect(order.notes).toContain(`Jadwal pengiriman #${schedule.id}`);
  });

  it('makes each occurrence once: passes and a day later add only the new day (SCH-7)', async () => {
    const schedule = await create({ pattern: { kind: 'WEEKLY', weekdays: [1, 2, 3, 4, 5, 6, 7] } });
    expect(schedule.occurrences).toHaveLength(7);
    await pass();
    await pass();
    const again = detailOf(await call('GET', `${BASE}/${schedule.id}`));
    expect(again.occurrences).toHaveLength(7);
    await setClock(TEST_NOW + 24 * HOUR);
    await pass();
    const next = detailOf(await call('GET', `${BASE}/${schedule.id}`));
    expect(next.occurrences.map((o) => o.date)[0]).toBe('2026-11-28');
    expect(next.occurrences).toHaveLength(8);
    expect(new Set(next.occurrences.map((o) => o.delivery_order?.id)).size).toBe(8);
    await setClock(TEST_NOW);
  });

  it('pauses (no new orders), resumes, lists and deletes keeping the orders (SCH-11, SCH-12)', async () => {
    const schedule = await create({ pattern: { kind: 'MONTHLY', month_days: [31] } });
    // 30 November is the last day of the month but outside the horizon: none yet.
    expect(schedule.occurrences).toEqual([]);
    expect(schedule.next_occurrences[0]?.date).toBe('2026-11-30');
    const paused = detailOf(await call('POST', `${BASE}/${schedule.id}/pause`));
    expect(paused).toMatchObject({ status: 'PAUSED', next_occurrences: [] });
    await setClock(TEST_NOW + 4 * 24 * HOUR);
    await pass();
    expect(detailOf(await call('GET', `${BASE}/${schedule.id}`)).occurrences).toEqual([]);
    const resumed = detailOf(await call('POST', `${BASE}/${schedule.id}/resume`));
    expect(resumed.occurrences.map((o) => o.date)).toEqual(['2026-11-30']);
    await setClock(TEST_NOW);

    const list = (await call('GET', `${BASE}?limit=100`)).json<
      ListResponse<DeliveryScheduleListItem>
    >();
    expect(list.data.paginated_result.every((row) => checkRow.Check(row))).toBe(true);
    expect(list.data.ids).toContain(schedule.id);

    const orderId = resumed.occurrences[0]?.delivery_order?.id ?? 0;
    expect((await call('DELETE', `${BASE}/${schedule.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${schedule.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${ORDERS}/${orderId}`)).statusCode).toBe(200);
  });

  it('skips national holidays when asked (SCH-6)', async () => {
    await setClock(Date.parse('2026-12-20T03:00:00Z'));
    const schedule = await create({
      pattern: { kind: 'WEEKLY', weekdays: [5] },
      from_date: '2026-12-01',
      skip_holidays: true,
    });
    // Friday 25 December is Christmas: no order, shown as skipped.
    expect(schedule.occurrences).toEqual([]);
    expect(schedule.next_occurrences[0]).toEqual({
      date: '2026-12-25',
      skipped_for: 'Hari Raya Natal',
    });
    await setClock(TEST_NOW);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing (SCH-9)', async () => {
    const { stranger } = places();
    const cases: [object, string][] = [
      [{ destination_address_id: stranger.id }, 'body.destination_address_id'],
      [{ from_date: '2026-02-31' }, 'body.from_date'],
      [{ until_date: '2026-11-01' }, 'body.until_date'],
      [{ time_window: { start: '11:00', end: '08:00' } }, 'body.time_window'],
      [{ customer_id: 999_999 }, 'body.customer_id'],
    ];
    const before = (await call('GET', `${BASE}?limit=1`)).json<ListResponse<unknown>>().metadata
      .total_count;
    for (const [extra, field] of cases) {
      const response = await call('POST', BASE, body(extra));
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ field?: string; params?: { field?: string } }>()).toMatchObject({
        field,
      });
    }
    const refused = await call('POST', BASE, body({ destination_address_id: stranger.id }));
    expect(refused.json<{ reason: string }>().reason).toBe(
      SERVER_ERROR_REASONS.deliveryScheduleDestinationNotCustomers,
    );
    const after = (await call('GET', `${BASE}?limit=1`)).json<ListResponse<unknown>>().metadata
      .total_count;
    expect(after).toBe(before);
  });

  it("answers 404 for another company's schedule and 403 without the rights (SCH-2)", async () => {
    const schedule = await create();
    expect((await call('GET', `${BASE}/${schedule.id}`, undefined, otherAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${BASE}/${schedule.id}`, undefined, otherAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('POST', BASE, body(), operator)).statusCode).toBe(403);
  });
});

describe('the daily auto-plan (SCH-14 … SCH-20)', () => {
  function vehicles(): number[] {
    return t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID)
      .filter((v) => v.parent_id === null)
      .slice(0, 3)
      .map((v) => v.id);
  }

  it('refuses to switch on without an origin or vehicles, naming the field (SCH-14)', async () => {
    const response = await call('PUT', AUTO, {
      enabled: true,
      hour: 18,
      origin_address_id: null,
      vehicle_ids: [],
      departure_time: '07:00',
      then: 'LEAVE_RUN',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string; reason: string }>()).toMatchObject({
      field: 'body.origin_address_id',
      reason: SERVER_ERROR_REASONS.deliveryAutoPlanIncomplete,
    });
  });

  it('plans tomorrow once at the set hour, never twice, also with a second process on the same store (SCH-15, SCH-16)', async () => {
    const { depot } = places();
    // Every day: tomorrow (Saturday) has an order of this schedule to plan.
    await create({ pattern: { kind: 'WEEKLY', weekdays: [1, 2, 3, 4, 5, 6, 7] } });
    const saved = await call('PUT', AUTO, {
      enabled: true,
      hour: 18,
      origin_address_id: depot.id,
      vehicle_ids: vehicles(),
      departure_time: '07:00',
      then: 'CREATE_TASKS',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(checkSettings.Check(saved.json<{ data: unknown }>().data)).toBe(true);

    // 10:00 WIB: before the hour, nothing.
    expect((await pass()).daysClaimed).toEqual([]);
    // 18:00 WIB: this process and a second one over the same store race for the day.
    await setClock(TEST_NOW + 8 * HOUR);
    const services = t.simulator.services;
    const second = new AutoPlanService({
      db: (services.deliveryAutoPlan as unknown as { deps: { db: never } }).deps.db,
      store: t.simulator.store,
      clock: t.clock,
      orders: services.deliveryOrders,
      planning: services.fleetPlanning,
      schedules: services.deliverySchedules,
      processId: 'second-process',
    });
    const claims = await Promise.all([pass(), second.pass(), second.pass()]);
    const claimed = [...claims[0].daysClaimed, ...claims[1], ...claims[2]];
    expect(claimed).toEqual([`${DEMO_COMPANY_ID}:2026-11-21`]);
    expect((await pass()).daysClaimed).toEqual([]);

    const settings = (await call('GET', AUTO)).json<ItemResponse<AutoPlanSettings>>().data;
    const day = settings.days[0];
    expect(day).toMatchObject({ day: '2026-11-21', status: 'PLANNED' });
    expect(day?.order_count).toBeGreaterThan(0);

    // Solved by the run queue; the next pass makes its fleet tasks (SCH-19).
    await services.fleetPlanning.drain();
    await pass();
    const after = (await call('GET', AUTO)).json<ItemResponse<AutoPlanSettings>>().data;
    expect(after.days[0]).toMatchObject({ status: 'TASKS_CREATED' });
    const run = (await call('GET', `${RUNS}/${day?.run?.id ?? 0}`)).json<
      ItemResponse<RouteOptimizationRun>
    >().data;
    expect(run.status).toBe('FLEET_TASK_CREATED');
    await setClock(TEST_NOW);
  });
});
