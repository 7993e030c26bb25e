import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
} from '@armada/contracts/route-optimization';
import {
  FleetTaskDetailSchema,
  FleetTaskSchema,
  type FleetTask,
  type FleetTaskDetail,
} from '@armada/contracts/fleet-tasks';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWibIso } from '../../domain/wib-time';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, TEST_NOW, type TestSimulator } from '../../testing/test-simulator';

/** FT-1 ... FT-8 and TASK-1, TASK-2 through the REST routes on an in-memory store. */

const BASE = '/fleet-planning/api/web/v1/fleet-task';
const HOUR = 3_600_000;
const checkDetail = Compile(FleetTaskDetailSchema);
const checkTask = Compile(FleetTaskSchema);
let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator({ solveBudgetMs: 300, controls: true });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.as(cookie, { method, url: `${BASE}${url}`, ...(payload === undefined ? {} : { payload }) });

const detailOf = (response: { json: <T>() => T }) =>
  response.json<ItemResponse<FleetTaskDetail>>().data;

function routable(count: number): DeliveryOrder[] {
  return t.simulator.store
    .list('delivery_orders', DEMO_COMPANY_ID)
    .filter((o) => ['CONFIRMED', 'RESCHEDULED'].includes(o.status.name) && o.vendor === null)
    .sort((a, b) => a.id - b.id)
    .slice(0, count);
}

function freeVehicles(): number[] {
  return t.simulator.store
    .list('vehicles', DEMO_COMPANY_ID)
    .filter((v) => v.is_active && v.driver !== null && v.parent_id === null)
    .map((v) => v.id)
    .slice(5, 12);
}

function depot(): number {
  const found = t.simulator.store.list('addresses', DEMO_COMPANY_ID).find((a) => a.is_depot);
  if (!found) throw new Error('no depot');
  return found.id;
}

describe('seeded tasks (TASK-2) and the list (FT-5)', () => {
  it('lists yesterday done and today planned, in the contract shape', async () => {
    const response = await call('GET', '?limit=50');
    expect(response.statusCode).toBe(200);
    const rows = response.json<ListResponse<FleetTask>>().data.paginated_result;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(checkTask.Check(row)).toBe(true);
    expect(rows.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['DONE', 'PLANNED']));
    expect(rows.every((r) => /^FT\/\d{4}\/\d{5}$/.test(r.number))).toBe(true);
  });

  it('filters by status and searches by plate', async () => {
    const done = await call('GET', `?filters=${encodeURIComponent('status eq DONE')}`);
    const rows = done.json<ListResponse<FleetTask>>().data.paginated_result;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'DONE')).toBe(true);
    const plate = rows[0]?.vehicle.license_plate ?? '';
    const found = await call('GET', `?search=${encodeURIComponent(plate)}`);
    expect(found.json<ListResponse<FleetTask>>().data.paginated_result.map((r) => r.id)).toContain(
      rows[0]?.id,
    );
  });

  it('refuses a user without tms or fleet-task-instant (403)', async () => {
    const operator = await t.login('operator');
    expect((await call('GET', '', undefined, operator)).statusCode).toBe(403);
  });
});

describe('a task made by hand (FT-2) and its changes (FT-6 ... FT-8)', () => {
  let task: FleetTaskDetail;
  const departure = TEST_NOW + 2 * HOUR;

  it('plans the stops in the given order with times from the departure', async () => {
    const orders = routable(3);
    const [vehicle] = freeVehicles();
    const response = await call('POST', '', {
      vehicle_id: vehicle,
      start_address_id: depot(),
      departure_on: toWibIso(departure),
      delivery_order_ids: orders.map((o) => o.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    task = detailOf(response);
    expect(checkDetail.Check(task)).toBe(true);
    expect(task.status).toBe('PLANNED');
    expect(task.source).toBe('MANUAL');
    expect(task.stops.flatMap((s) => s.delivery_orders.map((o) => o.id))).toEqual(
      orders.map((o) => o.id),
    );
    const arrivals = task.stops.map((s) => Date.parse(s.planned_arrival_on));
    expect(arrivals[0]).toBeGreaterThanOrEqual(Math.floor(departure / 1000) * 1000);
    expect([...arrivals].sort((a, b) => a - b)).toEqual(arrivals);
    expect(task.stops.every((s) => s.status === 'PENDING')).toBe(true);
    // FT-2: the planned path is the road's way, through every stop; the distance is the road's.
    expect(task.planned_path.length).toBeGreaterThan(task.stops.length + 1);
    for (const stop of task.stops)
      expect(
        task.planned_path.some(
          ([lat, lng]) => lat === stop.address.latitude && lng === stop.address.longitude,
        ),
      ).toBe(true);
    expect(task.distance_m).toBeGreaterThan(0);
  });

  it('refuses an order already on an open task, and a busy vehicle (409)', async () => {
    const again = await call('POST', '', {
      vehicle_id: freeVehicles()[1],
      start_address_id: depot(),
      departure_on: toWibIso(departure),
      delivery_order_ids: [task.stops[0]?.delivery_orders[0]?.id ?? 0],
    });
    expect(again.statusCode).toBe(409);
    const busy = await call('POST', '', {
      vehicle_id: task.vehicle.id,
      start_address_id: depot(),
      departure_on: toWibIso(departure),
      delivery_order_ids: [routable(5)[4]?.id ?? 0],
    });
    expect(busy.statusCode).toBe(409);
  });

  it('answers 404 for unknown vehicles, orders and tasks', async () => {
    const unknownVehicle = await call('POST', '', {
      vehicle_id: 987_654,
      start_address_id: depot(),
      departure_on: toWibIso(departure),
      delivery_order_ids: [routable(1)[0]?.id ?? 0],
    });
    expect(unknownVehicle.statusCode).toBe(404);
    expect((await call('GET', '/987654')).statusCode).toBe(404);
  });

  it('asks the solver for the order when told to (FT-2)', async () => {
    const orders = routable(9).slice(5, 9);
    const response = await call('POST', '', {
      vehicle_id: freeVehicles()[2],
      start_address_id: depot(),
      departure_on: toWibIso(departure),
      delivery_order_ids: orders.map((o) => o.id),
      stop_order: 'SOLVER',
    });
    expect(response.statusCode, response.body).toBe(201);
    const solved = detailOf(response);
    expect(
      solved.stops.flatMap((s) => s.delivery_orders.map((o) => o.id)).sort((a, b) => a - b),
    ).toEqual(orders.map((o) => o.id).sort((a, b) => a - b));
  });

  it('reassigns to another vehicle, not to the same one (FT-8)', async () => {
    const target = freeVehicles()[3];
    const moved = await call('POST', `/${task.id}/reassign`, { vehicle_id: target });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(detailOf(moved).vehicle.id).toBe(target);
    const same = await call('POST', `/${task.id}/reassign`, { vehicle_id: target });
    expect(same.statusCode).toBe(409);
  });

  it('skips a stop, then cancels the task; a closed task refuses changes (FT-6, FT-7)', async () => {
    const first = task.stops[0];
    const skipped = await call('POST', `/${task.id}/stop/${first?.id}/cancel`, {});
    expect(skipped.statusCode, skipped.body).toBe(200);
    const after = detailOf(skipped);
    expect(after.stops[0]?.status).toBe('SKIPPED');
    expect(after.stops[0]?.reason).toBe('STOP_CANCELLED');
    expect(after.skipped_stops).toBe(1);
    expect((await call('POST', `/${task.id}/stop/${first?.id}/cancel`, {})).statusCode).toBe(409);
    const cancelled = await call('POST', `/${task.id}/cancel`, { note: 'Pelanggan tutup' });
    expect(cancelled.statusCode).toBe(200);
    const closed = detailOf(cancelled);
    expect(closed.status).toBe('CANCELLED');
    expect(closed.stops.every((s) => s.status === 'SKIPPED')).toBe(true);
    expect(closed.stops.slice(1).every((s) => s.reason === 'TASK_CANCELLED')).toBe(true);
    expect((await call('POST', `/${task.id}/cancel`, {})).statusCode).toBe(409);
    expect(
      (await call('POST', `/${task.id}/reassign`, { vehicle_id: freeVehicles()[4] })).statusCode,
    ).toBe(409);
    // Its orders are free again for another task.
    const reuse = await call('POST', '', {
      vehicle_id: freeVehicles()[5],
      start_address_id: depot(),
      departure_on: toWibIso(departure),
      delivery_order_ids: [first?.delivery_orders[0]?.id ?? 0],
    });
    expect(reuse.statusCode).toBe(201);
  });
});

describe('tasks made by route optimization (TASK-1)', () => {
  it('get their stops from the plan, in the plan order, the first time they are read', async () => {
    const runs = await t.as(admin, {
      method: 'GET',
      url: `/fleet-planning/api/web/v1/route-optimization?filters=${encodeURIComponent('status eq SOLVED')}`,
    });
    const run = runs.json<ListResponse<{ id: number; number: string }>>().data.paginated_result[0];
    if (!run) throw new Error('no seeded solved run');
    const made = await t.as(admin, {
      method: 'POST',
      url: `/fleet-planning/api/web/v1/route-optimization/${run.id}/fleet-task`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const ids = made.json<{ data: { fleet_task_ids: number[] } }>().data.fleet_task_ids;
    expect(ids.length).toBeGreaterThan(0);
    const detail = detailOf(await call('GET', `/${ids[0]}`));
    expect(detail.source).toBe('ROUTE_OPTIMIZATION');
    expect(detail.route_optimization).toEqual({ id: run.id, number: run.number });
    expect(detail.stops.length).toBeGreaterThan(0);
    expect(detail.stops.map((s) => s.sequence)).toEqual(detail.stops.map((_, i) => i + 1));
    expect(detail.planned_path.length).toBeGreaterThan(1);
  });

  it('are taken over once when two lists read them at the same moment', async () => {
    // The reliability suite's fuzzing found it: two requests both listed a planned task as
    // pending, and the second's copy of its stops broke the stops' unique key (a 500).
    const submitted = await t.as(admin, {
      method: 'POST',
      url: '/fleet-planning/api/web/v1/route-optimization',
      payload: {
        type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
        start_address_id: depot(),
        expected_departure_on: toWibIso(TEST_NOW + 2 * HOUR),
        expected_end_on: toWibIso(TEST_NOW + 10 * HOUR),
        vehicle_ids: freeVehicles().slice(4, 6),
        delivery_orders: routable(200)
          .filter((order) => order.origin_address.id === depot())
          .slice(-6)
          .map((order) => ({ id: order.id, priority: 'regular' })),
        options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(202);
    await t.simulator.services.fleetPlanning.drain();
    const run = submitted.json<ItemResponse<{ id: number }>>().data;
    const made = await t.as(admin, {
      method: 'POST',
      url: `/fleet-planning/api/web/v1/route-optimization/${run.id}/fleet-task`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const ids = made.json<{ data: { fleet_task_ids: number[] } }>().data.fleet_task_ids;
    const lists = await Promise.all([call('GET', '?limit=100'), call('GET', '?limit=100')]);
    expect(lists.map((list) => list.statusCode)).toEqual([200, 200]);
    for (const id of ids) {
      const detail = detailOf(await call('GET', `/${id}`));
      expect(detail.stops.map((s) => s.sequence)).toEqual(detail.stops.map((_, i) => i + 1));
      const planned = await t.simulator.services.reports.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM fleet_task_events
         WHERE task_id = $1 AND kind = 'task' AND status = 'PLANNED'`,
        [id],
      );
      expect(planned[0]?.n).toBe(1);
    }
  });
});

describe('field-operation alerts (TASK-6)', () => {
  it('point at an open task of the company', async () => {
    const open = (
      await call('GET', `?limit=100&filters=${encodeURIComponent('status in PLANNED,STARTED')}`)
    ).json<ListResponse<FleetTask>>().data.paginated_result;
    expect(open.length).toBeGreaterThan(0);
    await t.simulator.services.liveFleet.start();
    const operator = await t.login('operator');
    const raised = await t.as(operator, {
      method: 'POST',
      url: '/api/simulator/alerts',
      payload: { alertCode: 137 },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const [alert] = raised.json<{ data: { alertData: string | null }[] }>().data;
    const [number, id] = (alert?.alertData ?? '').split('|');
    const task = open.find((row) => row.id === Number(id));
    expect(task?.number).toBe(number);
  });
});
