import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsTokenRoute } from '@armada/contracts/auth';
import { listDeliveryOrdersRoute, type DeliveryOrder } from '@armada/contracts/delivery-orders';
import { RouteOptimizationMessageSchema } from '@armada/contracts/live';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  ROUTE_OPTIMIZATION_ERROR_CODES as CODES,
  ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE,
  RouteOptimizationErrorResponseSchema,
  RouteOptimizationQuotaSchema,
  RouteOptimizationResultSchema,
  RouteOptimizationRunSchema,
  RouteOptimizationSettingSchema,
  type RouteOptimizationErrorResponse,
  type RouteOptimizationQuota,
  type RouteOptimizationResult,
  type RouteOptimizationRun,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import { setRouteOptimizationQuotaRoute } from '@armada/contracts/simulator-control';
import { LiveConnection, adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Route optimization end to end over HTTP (docs/rules/route-optimization.md §7.2, §7.3 and §8;
 * PLAN-* in the simulator's SPEC.md): a run from submit to solved plan, the §8 refusals, the
 * quota, the status machine, plan versions and rollback, fleet tasks, and the live progress
 * message.
 */

const BASE = '/fleet-planning/api/web/v1/route-optimization';
const HOUR = 3_600_000;
let admin: ApiClient;
let controls = false;

/** `2026-11-24T10:00:00+07:00` for an epoch millisecond. */
function wib(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

async function setQuota(limit: number | null, period: string | null): Promise<number> {
  const response = await admin.put(setRouteOptimizationQuotaRoute.url, { limit, period });
  return response.status;
}

beforeAll(async () => {
  admin = adminClient();
  // Simulator-backed servers have the controls: give this file room in the monthly quota.
  controls = (await setQuota(10_000, 'MONTHLY')) === 200;
});
afterAll(async () => {
  if (controls) await setQuota(100, 'MONTHLY');
});

async function routable(): Promise<{ origin: number; orders: DeliveryOrder[] }> {
  const response = await admin.get(listDeliveryOrdersRoute.url, {
    query: {
      limit: 500,
      sorts: 'id asc',
      filters: ['status.name in CONFIRMED,RESCHEDULED', 'vendor.id is null'],
    },
  });
  expectStatus(response, 200);
  const orders = (response.body as { data: { paginated_result: DeliveryOrder[] } }).data
    .paginated_result;
  const byOrigin = new Map<number, DeliveryOrder[]>();
  for (const order of orders) {
    byOrigin.set(order.origin_address.id, [
      ...(byOrigin.get(order.origin_address.id) ?? []),
      order,
    ]);
  }
  const [origin, list] = [...byOrigin.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (origin === undefined || !list) throw new Error('the server has no routable delivery orders');
  return { origin, orders: list };
}

async function vehicleIds(count: number): Promise<number[]> {
  const response = await admin.get('/api/vehicle', {
    query: { limit: count, parent_only: true, sorts: 'id asc' },
  });
  expectStatus(response, 200);
  return (
    response.body as { data: { paginated_result: { id: number }[] } }
  ).data.paginated_result.map((v) => v.id);
}

async function body(orders = 5, offset = 0): Promise<RouteOptimizationSubmit> {
  const { origin, orders: list } = await routable();
  // 08:00 WIB tomorrow: after now, and a break and an end time on the same day, at any hour.
  const day = 24 * HOUR;
  const departure = Math.floor((Date.now() + 7 * HOUR) / day) * day - 7 * HOUR + day + 8 * HOUR;
  return {
    type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
    start_address_id: origin,
    expected_departure_on: wib(departure),
    expected_end_on: wib(departure + 9 * HOUR),
    vehicle_ids: await vehicleIds(3),
    delivery_orders: list
      .slice(offset, offset + orders)
      .map((o, i) => ({ id: o.id, priority: i < 2 ? 'high' : 'regular' })),
    options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
  };
}

async function getRun(id: number): Promise<RouteOptimizationRun> {
  const response = await admin.get(`${BASE}/${id}`);
  expectStatus(response, 200);
  expectSchema(RouteOptimizationRunSchema, (response.body as { data: unknown }).data, 'run');
  return (response.body as { data: RouteOptimizationRun }).data;
}

/** Polls the run (every 100 ms, at most 30 s) until it leaves QUEUED and SOLVING. */
async function settled(id: number): Promise<RouteOptimizationRun> {
  for (let i = 0; i < 300; i++) {
    const run = await getRun(id);
    if (run.status !== 'QUEUED' && run.status !== 'SOLVING') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${id} did not finish within 30 s`);
}

async function create(submit: RouteOptimizationSubmit): Promise<number> {
  const response = await admin.post(BASE, submit);
  expectStatus(response, 202);
  return (response.body as { data: { id: number } }).data.id;
}

async function result(id: number): Promise<RouteOptimizationResult> {
  const response = await admin.get(`${BASE}/${id}/result`);
  expectStatus(response, 200);
  expectSchema(RouteOptimizationResultSchema, (response.body as { data: unknown }).data, 'result');
  return (response.body as { data: RouteOptimizationResult }).data;
}

describe('a run from submit to plan', () => {
  let id = 0;
  let submitted: RouteOptimizationSubmit;

  it('queues the run with 202 and pushes its progress on the live channel', async () => {
    const token = (await admin.get(wsTokenRoute.url)).body as { token: string };
    const live = await LiveConnection.open(admin.wsUrl(token.token));
    try {
      submitted = await body(6);
      id = await create(submitted);
      // Messages already received count: the run may be solved before this line.
      const message = await live.waitFor((m) => {
        const { type, payload } = m as {
          type?: string;
          payload?: { id?: number; status?: string };
        };
        return (
          /^route-optimization-\d+$/.test(type ?? '') &&
          payload?.id === id &&
          payload.status === 'SOLVED'
        );
      }, 30_000);
      expectSchema(RouteOptimizationMessageSchema, message, 'route-optimization message');
      expect((message as { payload: { id: number } }).payload.id).toBe(id);
    } finally {
      await live.close();
    }
  });

  it('answers the plan, its setting, its orders with priority and its vehicles', async () => {
    const run = await settled(id);
    expect(run).toMatchObject({ status: 'SOLVED', version: 1, total_delivery_orders: 6 });
    const plan = await result(id);
    expect(plan.summary.assigned_delivery_orders + plan.unassigned_delivery_orders.length).toBe(6);
    const setting = await admin.get(`${BASE}/${id}/setting`);
    expectStatus(setting, 200);
    expectSchema(
      RouteOptimizationSettingSchema,
      (setting.body as { data: unknown }).data,
      'setting',
    );
    const orders = await admin.get(`${BASE}/${id}/delivery-orders`, {
      query: { limit: 100, filters: 'status.name in CONFIRMED,RESCHEDULED' },
    });
    expectStatus(orders, 200);
    const items = (orders.body as { data: { paginated_result: { priority: string }[] } }).data
      .paginated_result;
    expect(items.filter((o) => o.priority === 'high')).toHaveLength(2);
    const vehicles = await admin.get(`${BASE}/${id}/vehicles`, { query: { limit: 10, page: 1 } });
    expectStatus(vehicles, 200);
    expect((vehicles.body as { data: { ids: number[] } }).data.ids.sort()).toEqual(
      [...submitted.vehicle_ids].sort(),
    );
  });

  it('lists the run first, newest first', async () => {
    const list = await admin.get(BASE, { query: { limit: 5 } });
    expectStatus(list, 200);
    expect((list.body as { data: { ids: number[] } }).data.ids[0]).toBe(id);
  });

  it('moves a stop to another vehicle as a new version and rolls back to the first', async () => {
    const before = await result(id);
    const from = before.routes.find((r) => r.stops.some((s) => s.type === 'delivery'));
    const stop = from?.stops.find((s) => s.type === 'delivery');
    const target = submitted.vehicle_ids.find((v) => v !== from?.vehicle.id);
    if (!from || !stop || target === undefined) throw new Error('no stop to move');
    const moved = await admin.post(
      `${BASE}/${id}/vehicle/${from.vehicle.id}/point/${stop.point_id}/movement`,
      { target_vehicle_id: target, target_sequence: 1 },
    );
    expectStatus(moved, 200);
    const after = (moved.body as { data: RouteOptimizationResult }).data;
    expect(after).toMatchObject({ version: 2, previous_version: 1 });
    const unknown = await admin.post(
      `${BASE}/${id}/vehicle/${from.vehicle.id}/point/2000000000/movement`,
      {
        target_vehicle_id: target,
        target_sequence: 1,
      },
    );
    expectError(unknown, 404);
    expectStatus(await admin.post(`${BASE}/${id}/rollback`), 200);
    expect((await result(id)).routes).toEqual(before.routes);
    expectError(await admin.post(`${BASE}/${id}/rollback`), 409);
  });

  it('follows the status machine: fleet tasks, rollback, then no cancel or rerun', async () => {
    expectError(await admin.patch(`${BASE}/${id}/cancel`), 409);
    expectError(await admin.put(`${BASE}/${id}/rerun`), 409);
    const tasks = await admin.post(`${BASE}/${id}/fleet-task`);
    expectStatus(tasks, 201);
    const created = (tasks.body as { data: { status: string; fleet_task_ids: number[] } }).data;
    expect(created.status).toBe('FLEET_TASK_CREATED');
    expect(created.fleet_task_ids.length).toBe((await result(id)).routes.length);
    const back = await admin.post(`${BASE}/${id}/rollback`);
    expectStatus(back, 200);
    expect(back.body).toEqual({ data: { id, status: 'ROLLED_BACK' } });
  });

  it('re-optimizes into a new run that names its parent', async () => {
    const response = await admin.put(`${BASE}/${id}/re-optimize`, await body(4, 6));
    expectStatus(response, 202);
    const child = await settled((response.body as { data: { id: number } }).data.id);
    expect(child).toMatchObject({ parent_id: id, status: 'SOLVED', total_delivery_orders: 4 });
  });

  it('cancels a queued or solving run, and reruns it', async () => {
    const runId = await create(await body(20, 2));
    const cancel = await admin.patch(`${BASE}/${runId}/cancel`);
    // A small run may already be solved when the cancel arrives.
    if (cancel.status === 409) return;
    expectStatus(cancel, 200);
    expect((await settled(runId)).status).toBe('CANCELLED');
    expectStatus(await admin.put(`${BASE}/${runId}/rerun`), 202);
    expect((await settled(runId)).status).toBe('SOLVED');
  });
});

describe('the refusals of docs/rules/route-optimization.md §8', () => {
  async function refused(submit: unknown, status: number): Promise<RouteOptimizationErrorResponse> {
    const before = (await admin.get(`${BASE}/usage`)).body as { data: RouteOptimizationQuota };
    const response = await admin.post(BASE, submit);
    expect(response.status, response.describe()).toBe(status);
    expectSchema(RouteOptimizationErrorResponseSchema, response.body, 'refused submit');
    const after = (await admin.get(`${BASE}/usage`)).body as { data: RouteOptimizationQuota };
    expect(after.data.usage, 'a refused submit is not counted').toBe(before.data.usage);
    return response.body as RouteOptimizationErrorResponse;
  }
  const codes = (answer: RouteOptimizationErrorResponse) =>
    answer.errors_v2.issues.map((i) => i.code);

  it('answers the quota', async () => {
    const response = await admin.get(`${BASE}/usage`);
    expectStatus(response, 200);
    expectSchema(RouteOptimizationQuotaSchema, (response.body as { data: unknown }).data, 'usage');
  });

  it('refuses an empty order list with EMPTY_ORDER', async () => {
    expect(codes(await refused({ ...(await body()), delivery_orders: [] }, 400))).toEqual([
      CODES.emptyOrder,
    ]);
  });

  it('refuses a break that ends before it starts', async () => {
    const submit = await body();
    submit.options.fleet_shift_time = { start_break_time: '13:00', end_break_time: '12:00' };
    expect(codes(await refused(submit, 422))).toContain(
      CODES.startBreakTimeGreaterThanEndBreakTime,
    );
  });

  it('refuses a break when the end time falls on a later day', async () => {
    const submit = await body();
    submit.expected_end_on = wib(Date.parse(submit.expected_departure_on) + 30 * HOUR);
    submit.options.fleet_shift_time = { start_break_time: '12:00', end_break_time: '13:00' };
    expect(codes(await refused(submit, 422))).toContain(CODES.invalidBreakTime);
  });

  it('refuses orders that are no longer CONFIRMED or RESCHEDULED', async () => {
    const delivered = await admin.get(listDeliveryOrdersRoute.url, {
      query: { limit: 1, filters: 'status.name eq DELIVERED' },
    });
    const order = (delivered.body as { data: { paginated_result: DeliveryOrder[] } }).data
      .paginated_result[0];
    if (!order) throw new Error('no delivered order');
    const answer = await refused(
      { ...(await body()), delivery_orders: [{ id: order.id, priority: 'regular' }] },
      422,
    );
    expect(codes(answer)).toContain(CODES.deliveryOrderInvalidStatus);
  });

  it('refuses a submit over the quota with 429 and the limit-reached message', async (context) => {
    if (!controls) context.skip();
    const usage = ((await admin.get(`${BASE}/usage`)).body as { data: RouteOptimizationQuota })
      .data;
    expectStatus(
      await admin.put(setRouteOptimizationQuotaRoute.url, {
        limit: usage.usage,
        period: 'MONTHLY',
      }),
      200,
    );
    try {
      const answer = await refused(await body(), 429);
      expect(codes(answer)).toEqual([CODES.limitReached]);
      expect(answer.errors).toEqual([ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE]);
    } finally {
      await setQuota(10_000, 'MONTHLY');
    }
  });

  it('answers an unknown run with 404', async () => {
    expectError(await admin.get(`${BASE}/2000000000/result`), 404);
  });
});
