import { beforeAll, describe, expect, it } from 'vitest';
import { listAddressesRoute, type Address } from '@armada/contracts/customers';
import { listDeliveryOrdersRoute, type DeliveryOrder } from '@armada/contracts/delivery-orders';
import { listVehiclesRoute, type Vehicle } from '@armada/contracts/fleet';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  DriverTaskSchema,
  FleetTaskDetailSchema,
  FleetTaskSchema,
  MyFleetTasksSchema,
  arriveMyStopRoute,
  deliverMyStopRoute,
  failMyStopRoute,
  getMyFleetTasksRoute,
  type DriverTask,
  type MyFleetTasks,
  cancelFleetTaskRoute,
  cancelFleetTaskStopRoute,
  createFleetTaskRoute,
  getFleetTaskRoute,
  listFleetTasksRoute,
  reassignFleetTaskRoute,
  type FleetTask,
  type FleetTaskDetail,
} from '@armada/contracts/fleet-tasks';
import type { ListResponse } from '@armada/contracts/shared';
import { adminClient, signedIn, type ApiClient } from './lib/client';
import { fillPath } from './lib/routes';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Fleet tasks over HTTP (docs/rules/fleet-tasks.md FT-1 ... FT-8): the list and the detail in
 * their contract shapes, a task made by hand, reassigned, a stop cancelled, the task cancelled,
 * and the 400s, 404s and 409s of each route.
 */

let admin: ApiClient;
let vehicles: Vehicle[];
let depot: Address;
let orders: DeliveryOrder[];
const HOUR = 3_600_000;

/** `2026-11-24T10:00:00+07:00` for an epoch millisecond. */
function wib(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

async function list<T>(url: string, query: Record<string, string | number>): Promise<T[]> {
  const response = await admin.get(url, { query });
  expectStatus(response, 200);
  return (response.body as ListResponse<T>).data.paginated_result;
}

beforeAll(async () => {
  admin = adminClient();
  // The end of each list: far from what the route optimization suite plans with.
  vehicles = (
    await list<Vehicle>(listVehiclesRoute.url, {
      limit: 100,
      sorts: 'id desc',
      parent_only: 'true',
    })
  ).filter((v) => v.is_active);
  const found = (await list<Address>(listAddressesRoute.url, { limit: 500 })).find(
    (a) => a.is_depot,
  );
  if (!found) throw new Error('no depot address');
  depot = found;
  orders = (
    await list<DeliveryOrder>(listDeliveryOrdersRoute.url, {
      limit: 200,
      sorts: 'id desc',
      filters: 'status.name in CONFIRMED,RESCHEDULED',
    })
  ).filter((o) => o.vendor === null);
});

const detailOf = (body: unknown) => (body as { data: FleetTaskDetail }).data;

describe('list and detail (FT-5)', () => {
  it('lists the company tasks in the list shape, filterable by status', async () => {
    const response = await admin.get(listFleetTasksRoute.url, { query: { limit: 50 } });
    expectStatus(response, 200);
    const rows = (response.body as ListResponse<FleetTask>).data.paginated_result;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expectSchema(FleetTaskSchema, row, 'fleet task row');
    const planned = await list<FleetTask>(listFleetTasksRoute.url, {
      filters: 'status eq PLANNED',
    });
    expect(planned.every((row) => row.status === 'PLANNED')).toBe(true);
  });

  it('answers one task with its stops and paths; 404 for an unknown id', async () => {
    const [first] = await list<FleetTask>(listFleetTasksRoute.url, { limit: 1 });
    const response = await admin.get(fillPath(getFleetTaskRoute.url, { id: first?.id ?? 0 }));
    expectStatus(response, 200);
    expectSchema(FleetTaskDetailSchema, detailOf(response.body), 'fleet task detail');
    expect(detailOf(response.body).stops.length).toBe(first?.total_stops);
    expectError(await admin.get(fillPath(getFleetTaskRoute.url, { id: 987_654_321 })), 404);
  });

  it('refuses an unknown filter field with 400', async () => {
    const response = await admin.get(listFleetTasksRoute.url, {
      query: { filters: 'no_such_field eq 1' },
    });
    expectError(response, 400);
  });
});

describe('proof of delivery (TASK-4)', () => {
  it('serves a delivered stop photo and signature as PNG; 404 and 400 otherwise', async () => {
    const done = await list<FleetTask>(listFleetTasksRoute.url, { filters: 'status eq DONE' });
    const task = detailOf(
      (await admin.get(fillPath(getFleetTaskRoute.url, { id: done[0]?.id ?? 0 }))).body,
    );
    const stop = task.stops.find((s) => s.proof);
    if (!stop?.proof) return expect.fail(`no proof on ${task.number}`);
    expect(stop.proof.recipient_name.length).toBeGreaterThan(0);
    for (const url of [stop.proof.photo_url, stop.proof.signature_url]) {
      const response = await admin.get(url);
      expectStatus(response, 200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const base = stop.proof.photo_url.replace(/\/photo$/, '');
    expectError(await admin.get(`${base}/video`), 404);
    expectError(await admin.get(base.replace(/\/stop\/\d+/, '/stop/abc') + '/photo'), 400);
  });
});

describe('a task made by hand, changed and cancelled (FT-2, FT-6 ... FT-8)', () => {
  let task: FleetTaskDetail;

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const before = (await admin.get(listFleetTasksRoute.url, { query: { limit: 1 } }))
      .body as ListResponse<FleetTask>;
    const base = {
      vehicle_id: vehicles[0]?.id,
      start_address_id: depot.id,
      departure_on: wib(Date.now() + 2 * HOUR),
      delivery_order_ids: [orders[0]?.id],
    };
    for (const body of [
      { ...base, delivery_order_ids: [] },
      { ...base, departure_on: 'tomorrow' },
      { ...base, stop_order: 'RANDOM' },
      { ...base, extra: true },
      { ...base, delivery_order_ids: [orders[0]?.id, orders[0]?.id] },
    ]) {
      expectError(await admin.post(createFleetTaskRoute.url, body), 400);
    }
    const after = (await admin.get(listFleetTasksRoute.url, { query: { limit: 1 } }))
      .body as ListResponse<FleetTask>;
    expect(after.metadata.total_count).toBe(before.metadata.total_count);
  });

  it('makes a task by hand with the stops in the given order (201)', async () => {
    const picked = orders.slice(0, 3);
    const response = await admin.post(createFleetTaskRoute.url, {
      vehicle_id: vehicles[0]?.id,
      start_address_id: depot.id,
      departure_on: wib(Date.now() + 2 * HOUR),
      delivery_order_ids: picked.map((o) => o.id),
    });
    expectStatus(response, 201);
    task = detailOf(response.body);
    expectSchema(FleetTaskDetailSchema, task, 'created fleet task');
    expect(task.status).toBe('PLANNED');
    expect(task.stops.flatMap((s) => s.delivery_orders.map((o) => o.id)).sort()).toEqual(
      picked.map((o) => o.id).sort(),
    );
  });

  it('answers 404 for unknown references and 409 for an order already on a task', async () => {
    expectError(
      await admin.post(createFleetTaskRoute.url, {
        vehicle_id: 987_654_321,
        start_address_id: depot.id,
        departure_on: wib(Date.now()),
        delivery_order_ids: [orders[5]?.id],
      }),
      404,
    );
    expectError(
      await admin.post(createFleetTaskRoute.url, {
        vehicle_id: vehicles[1]?.id,
        start_address_id: depot.id,
        departure_on: wib(Date.now()),
        delivery_order_ids: [task.stops[0]?.delivery_orders[0]?.id],
      }),
      409,
    );
  });

  it('reassigns it to another vehicle (FT-8)', async () => {
    const url = fillPath(reassignFleetTaskRoute.url, { id: task.id });
    const response = await admin.post(url, { vehicle_id: vehicles[2]?.id });
    expectStatus(response, 200);
    expect(detailOf(response.body).vehicle.id).toBe(vehicles[2]?.id);
    expectError(await admin.post(url, { vehicle_id: vehicles[2]?.id }), 409);
    expectError(await admin.post(url, { vehicle_id: 987_654_321 }), 404);
  });

  it('cancels a stop, then the task; a closed task answers 409 (FT-6, FT-7)', async () => {
    const stop = task.stops[0];
    const stopUrl = fillPath(cancelFleetTaskStopRoute.url, { id: task.id, stopId: stop?.id ?? 0 });
    const skipped = await admin.post(stopUrl, {});
    expectStatus(skipped, 200);
    expect(detailOf(skipped.body).stops[0]?.status).toBe('SKIPPED');
    expectError(await admin.post(stopUrl, {}), 409);
    expectError(
      await admin.post(
        fillPath(cancelFleetTaskStopRoute.url, { id: task.id, stopId: 987_654_321 }),
        {},
      ),
      404,
    );
    const cancelUrl = fillPath(cancelFleetTaskRoute.url, { id: task.id });
    const cancelled = await admin.post(cancelUrl, { note: 'Kontrak' });
    expectStatus(cancelled, 200);
    expect(detailOf(cancelled.body).status).toBe('CANCELLED');
    expectError(await admin.post(cancelUrl, {}), 409);
    expectError(await admin.post(cancelUrl, { note: 'x'.repeat(201) }), 400);
  });
});

/** A flat 2x2 PNG: the smallest picture the driver routes accept (FT-18). */
function tinyPng(): string {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.from([0, 9, 9, 9, 9, 9, 9, 0, 9, 9, 9, 9, 9, 9]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

describe("the driver's day (FT-14 ... FT-18)", () => {
  let driver: ApiClient;
  let task: DriverTask;
  const png = tinyPng();
  const stopUrl = (route: { url: string }, stopId: number) => fillPath(route.url, { stopId });

  beforeAll(async () => {
    driver = await signedIn('driver');
    const response = await driver.get(getMyFleetTasksRoute.url);
    expectStatus(response, 200);
    const day = (response.body as { data: MyFleetTasks }).data;
    expectSchema(MyFleetTasksSchema, day, 'my fleet tasks');
    const open = day.tasks.find(
      (t) => t.stops.filter((s) => s.status === 'PENDING' || s.status === 'EN_ROUTE').length >= 2,
    );
    if (!open) throw new Error('the driver account has no task with two stops ahead (FT-20)');
    task = open;
  });

  const ahead = () => task.stops.filter((s) => s.status === 'PENDING' || s.status === 'EN_ROUTE');

  it("gives the driver only their own tasks; another user's day is empty (FT-14)", async () => {
    const response = await admin.get(getMyFleetTasksRoute.url);
    expectStatus(response, 200);
    const day = (response.body as { data: MyFleetTasks }).data;
    expectSchema(MyFleetTasksSchema, day, 'admin fleet tasks');
    expect(day.tasks).toEqual([]);
  });

  it('marks a stop arrived, then delivered with pictures; a replay changes nothing (FT-15, FT-17)', async () => {
    const stop = ahead()[0];
    if (!stop) return expect.fail('no stop ahead');
    const key = randomUUID();
    const arrived = await driver.post(stopUrl(arriveMyStopRoute, stop.id), {
      idempotency_key: key,
    });
    expectStatus(arrived, 200);
    const after = (arrived.body as { data: DriverTask }).data;
    expectSchema(DriverTaskSchema, after, 'driver task');
    expect(after.stops.find((s) => s.id === stop.id)?.status).toBe('ARRIVED');
    const replay = await driver.post(stopUrl(arriveMyStopRoute, stop.id), { idempotency_key: key });
    expectStatus(replay, 200);
    expect(
      (replay.body as { data: DriverTask }).data.stops.find((s) => s.id === stop.id)?.arrived_on,
    ).toBe(after.stops.find((s) => s.id === stop.id)?.arrived_on);
    // The key sent again with another action is 409.
    expectError(
      await driver.post(stopUrl(failMyStopRoute, stop.id), {
        idempotency_key: key,
        reason: 'REFUSED',
        photo: png,
      }),
      409,
    );

    const body = {
      idempotency_key: randomUUID(),
      recipient_name: 'Siti',
      photo: png,
      signature: png,
    };
    const delivered = await driver.post(stopUrl(deliverMyStopRoute, stop.id), body);
    expectStatus(delivered, 200);
    expect(
      (delivered.body as { data: DriverTask }).data.stops.find((s) => s.id === stop.id)?.status,
    ).toBe('DELIVERED');
    expectStatus(await driver.post(stopUrl(deliverMyStopRoute, stop.id), body), 200);
    // Settled: a new action on it is 409.
    expectError(
      await driver.post(stopUrl(arriveMyStopRoute, stop.id), { idempotency_key: randomUUID() }),
      409,
    );
    // The dispatcher's detail serves the driver's pictures in their own type.
    const detail = detailOf(
      (await admin.get(fillPath(getFleetTaskRoute.url, { id: task.id }))).body,
    );
    expectSchema(FleetTaskDetailSchema, detail, 'detail after delivery');
    const proof = detail.stops.find((s) => s.id === stop.id)?.proof;
    expect(proof?.recipient_name).toBe('Siti');
    const photo = await admin.get(proof?.photo_url ?? '');
    expectStatus(photo, 200);
    expect(photo.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a picture of another type, an empty one and an unknown reason with 400 (FT-16, FT-18)', async () => {
    const stop = ahead()[1];
    if (!stop) return expect.fail('no second stop ahead');
    const url = stopUrl(failMyStopRoute, stop.id);
    const gif = Buffer.from('GIF89a-not-a-picture-we-take').toString('base64');
    expectError(
      await driver.post(url, { idempotency_key: randomUUID(), reason: 'REFUSED', photo: gif }),
      400,
      ['photo'],
    );
    expectError(
      await driver.post(url, { idempotency_key: randomUUID(), reason: 'REFUSED', photo: '' }),
      400,
      ['photo'],
    );
    expectError(
      await driver.post(url, {
        idempotency_key: randomUUID(),
        reason: 'TASK_CANCELLED',
        photo: png,
      }),
      400,
      ['reason'],
    );
    expectError(
      await driver.post(stopUrl(arriveMyStopRoute, stop.id), { idempotency_key: 'not-a-uuid' }),
      400,
      ['idempotency_key'],
    );
  });

  it("refuses a driver acting on another driver's stop (403) and an unknown stop (404)", async () => {
    // Ownership is checked before the stop's status: any stop of another task will do.
    const others = await list<FleetTask>(listFleetTasksRoute.url, { limit: 20 });
    const other = others.find((t) => t.id !== task.id && t.total_stops > 0);
    if (!other) return expect.fail('no other task');
    const detail = detailOf(
      (await admin.get(fillPath(getFleetTaskRoute.url, { id: other.id }))).body,
    );
    const stopId = detail.stops[0]?.id ?? 0;
    expectError(
      await driver.post(stopUrl(arriveMyStopRoute, stopId), { idempotency_key: randomUUID() }),
      403,
    );
    expectError(
      await driver.post(stopUrl(arriveMyStopRoute, 987_654_321), { idempotency_key: randomUUID() }),
      404,
    );
    // A user who is not a driver acts on no stop.
    expectError(
      await admin.post(stopUrl(arriveMyStopRoute, stopId), { idempotency_key: randomUUID() }),
      403,
    );
  });
});
