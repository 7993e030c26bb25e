import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { FleetAvailability } from '@armada/contracts/fleet-availability';
import {
  DueListSchema,
  ServicePlanPageSchema,
  WorkOrderPageSchema,
  WorkOrderSchema,
  type DueList,
  type MaintenancePage,
  type ServicePlan,
  type WorkOrder,
} from '@armada/contracts/maintenance';
import type { ItemResponse } from '@armada/contracts/shared';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
} from '@armada/contracts/route-optimization';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/** MNT-1 ... MNT-14 through the REST routes (TEST_NOW: Friday 2026-11-20, WIB). */

const BASE = '/api/maintenance';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const checkOrders = Compile(WorkOrderPageSchema);
const checkOrder = Compile(WorkOrderSchema);
const checkPlans = Compile(ServicePlanPageSchema);
const checkDue = Compile(DueListSchema);

let t: TestSimulator;
let admin: string;
let vehicleId: number;
let otherVehicleId: number;
let thirdVehicleId: number;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  const list = await t.as(admin, { method: 'GET', url: `${BASE}/work-order?limit=100` });
  const seeded = list.json<MaintenancePage<WorkOrder>>().data.items;
  const used = new Set(seeded.map((o) => o.vehicle.id));
  const availability = await t.as(admin, {
    method: 'GET',
    url: '/fleet-planning/api/web/v1/fleet-availability?days=1',
  });
  const free = availability
    .json<ItemResponse<FleetAvailability>>()
    .data.vehicles.map((r) => r.vehicle.id)
    .filter((id) => !used.has(id));
  vehicleId = free[0] ?? 0;
  otherVehicleId = free[1] ?? 0;
  thirdVehicleId = free[2] ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, cookie = admin) =>
  t.as(cookie, { method: 'POST', url: `${BASE}${url}`, payload: payload as object });
const put = (url: string, payload: unknown, cookie = admin) =>
  t.as(cookie, { method: 'PUT', url: `${BASE}${url}`, payload: payload as object });
const get = (url: string, cookie = admin) => t.as(cookie, { method: 'GET', url: `${BASE}${url}` });

async function orders(query = ''): Promise<MaintenancePage<WorkOrder>['data']> {
  const response = await get(`/work-order?limit=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<MaintenancePage<WorkOrder>>();
  expect(checkOrders.Check(body)).toBe(true);
  return body.data;
}

describe('seeded data (MNT-14)', () => {
  it('lists plans and work orders of the demo company, newest planned start first', async () => {
    const plans = await get('/plan');
    expect(plans.statusCode).toBe(200);
    expect(checkPlans.Check(plans.json())).toBe(true);
    expect(plans.json<MaintenancePage<ServicePlan>>().data.total_count).toBeGreaterThanOrEqual(3);
    const list = await orders();
    expect(list.total_count).toBeGreaterThanOrEqual(4);
    const starts = list.items.map((o) => o.planned_start_on);
    expect(starts).toEqual([...starts].sort().reverse());
    const done = list.items.find((o) => o.status === 'DONE' && o.parts.length > 0);
    // MNT-6: parts at quantity × price plus labour, whole Rupiah.
    expect(done?.parts_cost).toBe(7 * 95_000 + 185_000);
    expect(done?.total_cost).toBe(7 * 95_000 + 185_000 + 350_000);
  });

  it('shows the due list with the measure that triggered (MNT-3, MNT-5)', async () => {
    const response = await get('/due');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DueList>();
    expect(checkDue.Check(body)).toBe(true);
    // The seeded KIR plan fell due five days ago; the periodic service is due in ten days.
    const kir = body.data.items.find((i) => i.plan.name === 'Uji KIR');
    expect(kir?.state).toBe('OVERDUE');
    expect(kir?.reason).toMatchObject({ measure: 'MONTHS', remaining: -5 });
    expect(kir?.work_order?.status).toBe('OPEN');
    const periodic = body.data.items.filter((i) => i.plan.name.startsWith('Servis berkala'));
    expect(periodic.length).toBeGreaterThan(0);
    expect(periodic.every((i) => i.state === 'DUE_SOON' && i.reason.remaining === 10)).toBe(true);
    expect(body.data.overdue_count).toBeGreaterThanOrEqual(1);
    const overdueOnly = (await get('/due?state=OVERDUE')).json<DueList>();
    expect(overdueOnly.data.items.every((i) => i.state === 'OVERDUE')).toBe(true);
  });
});

describe('service plans (MNT-1, MNT-2)', () => {
  it('creates a vehicle plan and refuses a plan without target or interval', async () => {
    const created = await post('/plan', {
      name: 'Ganti oli',
      vehicle_id: vehicleId,
      every_km: 5000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json<ItemResponse<ServicePlan>>().data;
    expect(plan.vehicle?.id).toBe(vehicleId);
    expect(plan.vehicle_count).toBe(1);

    const before = (await get('/plan')).json<MaintenancePage<ServicePlan>>().data.total_count;
    const noTarget = await post('/plan', { name: 'X', every_km: 5000 });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json()).toMatchObject({ reason: 'servicePlan.targetRequired' });
    const noInterval = await post('/plan', { name: 'X', vehicle_id: vehicleId });
    expect(noInterval.json()).toMatchObject({ reason: 'servicePlan.intervalRequired' });
    const tooSmall = await post('/plan', { name: 'X', vehicle_id: vehicleId, every_km: 5 });
    expect(tooSmall.statusCode).toBe(400);
    const foreign = await post('/plan', { name: 'X', vehicle_id: 987_654_321, every_km: 5000 });
    expect(foreign.json()).toMatchObject({ reason: 'maintenance.unknownVehicle' });
    const after = (await get('/plan')).json<MaintenancePage<ServicePlan>>().data.total_count;
    expect(after).toBe(before);

    const changed = await put(`/plan/${plan.id}`, { every_months: 12, every_km: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ItemResponse<ServicePlan>>().data).toMatchObject({
      every_km: null,
      every_months: 12,
    });
    const emptied = await put(`/plan/${plan.id}`, { every_months: null });
    expect(emptied.statusCode).toBe(400);
  });
});

describe('work orders (MNT-6 ... MNT-9)', () => {
  let order: WorkOrder;

  it('opens a work order with tasks, parts and labour, totals computed', async () => {
    const response = await post('/work-order', {
      vehicle_id: vehicleId,
      workshop: 'Bengkel Uji',
      planned_start_on: '2026-11-23',
      planned_end_on: '2026-11-24',
      tasks: [{ description: 'Ganti oli', done: false }],
      parts: [{ name: 'Oli', quantity: 6, unit_price: 90_000 }],
      labour_cost: 200_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    order = response.json<ItemResponse<WorkOrder>>().data;
    expect(checkOrder.Check(order)).toBe(true);
    expect(order).toMatchObject({
      status: 'OPEN',
      parts_cost: 540_000,
      total_cost: 740_000,
      // Four seeded work orders were made this month (MNT-14).
      number: 'WO/2611/0005',
    });
    expect((await orders(`&vehicle_id=${vehicleId}`)).items.map((o) => o.id)).toEqual([order.id]);
    expect((await orders('&search=bengkeluji')).items.map((o) => o.id)).toContain(order.id);
  });

  it('refuses an overlapping work order of the same vehicle and changes nothing (MNT-9)', async () => {
    const before = (await orders()).total_count;
    const response = await post('/work-order', {
      vehicle_id: vehicleId,
      workshop: 'Bengkel Lain',
      planned_start_on: '2026-11-24',
      planned_end_on: '2026-11-26',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      reason: 'workOrder.overlap',
      params: { number: order.number, from: '2026-11-23', until: '2026-11-24' },
    });
    expect((await orders()).total_count).toBe(before);
    // Another vehicle on the same days is fine.
    const other = await post('/work-order', {
      vehicle_id: otherVehicleId,
      workshop: 'Bengkel Lain',
      planned_start_on: '2026-11-24',
      planned_end_on: '2026-11-26',
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('refuses negative amounts, reversed days and unknown fields with the field named', async () => {
    const before = (await orders()).total_count;
    const base = {
      vehicle_id: vehicleId,
      workshop: 'B',
      planned_start_on: '2026-12-10',
      planned_end_on: '2026-12-10',
    };
    const negative = await post('/work-order', { ...base, labour_cost: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('labour_cost');
    const price = await post('/work-order', {
      ...base,
      parts: [{ name: 'Oli', quantity: 1, unit_price: -1 }],
    });
    expect(price.statusCode).toBe(400);
    expect(price.body).toContain('unit_price');
    const reversed = await post('/work-order', { ...base, planned_end_on: '2026-12-09' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ reason: 'workOrder.badDates' });
    const control = await post('/work-order', { ...base, workshop: 'B\u0007' });
    expect(control.statusCode).toBe(400);
    const tooMany = await post('/work-order', {
      ...base,
      tasks: Array.from({ length: 51 }, () => ({ description: 'x', done: false })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await orders()).total_count).toBe(before);
  });

  it('moves OPEN → IN_PROGRESS → DONE, records the readings, and DONE is final (MNT-7)', async () => {
    const started = await put(`/work-order/${order.id}`, { status: 'IN_PROGRESS' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<ItemResponse<WorkOrder>>().data.started_on).not.toBeNull();
    const done = await put(`/work-order/${order.id}`, { status: 'DONE', odometer_km: 150_000 });
    const data = done.json<ItemResponse<WorkOrder>>().data;
    expect(data).toMatchObject({ status: 'DONE', odometer_km: 150_000 });
    expect(data.completed_on).not.toBeNull();
    const back = await put(`/work-order/${order.id}`, { status: 'OPEN' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ reason: 'workOrder.badTransition' });
    // Done, it no longer blocks the vehicle's days.
    const again = await post('/work-order', {
      vehicle_id: vehicleId,
      workshop: 'Bengkel Uji',
      planned_start_on: '2026-11-24',
      planned_end_on: '2026-11-24',
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('takes JPEG, PNG and WebP photos by their bytes and refuses other files (MNT-11)', async () => {
    const added = await post(`/work-order/${order.id}/photo`, { file_name: 'a.png', data: PNG });
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json<ItemResponse<WorkOrder>>().data.photos[0];
    expect(photo).toMatchObject({ content_type: 'image/png', file_name: 'a.png' });
    const served = await t.as(admin, { method: 'GET', url: photo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');

    const pdf = Buffer.from('%PDF-1.4 not a picture').toString('base64');
    const refused = await post(`/work-order/${order.id}/photo`, { file_name: 'x.jpg', data: pdf });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'workOrder.photoType', field: 'body.data' });
    const after = (await get(`/work-order/${order.id}`)).json<ItemResponse<WorkOrder>>().data;
    expect(after.photos).toHaveLength(1);
  });

  it('keeps companies apart: another company sees none of it (MNT-12)', async () => {
    const other = await t.login(SECOND_COMPANY_ADMIN);
    expect((await get(`/work-order/${order.id}`, other)).statusCode).toBe(404);
    const list = (await get('/work-order', other)).json<MaintenancePage<WorkOrder>>();
    expect(list.data.items.some((o) => o.id === order.id)).toBe(false);
    const photo = order.id;
    expect((await get(`/work-order/${photo}/photo/1`, other)).statusCode).toBe(404);
    const foreign = await post(
      '/work-order',
      {
        vehicle_id: vehicleId,
        workshop: 'B',
        planned_start_on: '2026-12-01',
        planned_end_on: '2026-12-01',
      },
      other,
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('needs the maintenance permissions: the driver may not read or write (MNT-12)', async () => {
    const driver = await t.login('driver');
    expect((await get('/work-order', driver)).statusCode).toBe(403);
    expect(
      (await post('/plan', { name: 'X', vehicle_id: vehicleId, every_km: 1000 }, driver))
        .statusCode,
    ).toBe(403);
  });
});

describe('export (MNT-15)', () => {
  it('downloads the filtered list as CSV and XLSX, and refuses another format', async () => {
    const csv = await get('/work-order/export?format=csv&status=DONE');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Nomor,Status,Kendaraan');
    const done = (await orders('&status=DONE')).items;
    expect(lines).toHaveLength(done.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',Selesai,'))).toBe(true);
    const english = await get('/work-order/export?format=csv&language=en');
    expect(english.body).toContain('Number,Status,Vehicle');
    const xlsx = await get('/work-order/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await get('/work-order/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'querystring.format' });
    const badStatus = await get('/work-order/export?status=LOST');
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('the workshop days elsewhere (MNT-10)', () => {
  it('shows an open or in-progress work order as MAINTENANCE in fleet availability', async () => {
    const response = await t.as(admin, {
      method: 'GET',
      url: `/fleet-planning/api/web/v1/fleet-availability?from=2026-11-23&days=4&vehicle_ids=${otherVehicleId}`,
    });
    const data = response.json<ItemResponse<FleetAvailability>>().data;
    expect(data.vehicles[0]?.statuses).toEqual([
      'FREE',
      'MAINTENANCE',
      'MAINTENANCE',
      'MAINTENANCE',
    ]);
  });

  it('leaves a vehicle in the workshop out of route planning on those days', async () => {
    const made = await post('/work-order', {
      vehicle_id: thirdVehicleId,
      workshop: 'Bengkel Uji',
      planned_start_on: '2026-11-20',
      planned_end_on: '2026-11-20',
    });
    expect(made.statusCode, made.body).toBe(201);
    const number = made.json<ItemResponse<WorkOrder>>().data.number;
    const orders = t.simulator.store
      .list('delivery_orders', DEMO_COMPANY_ID)
      .filter((o) => ['CONFIRMED', 'RESCHEDULED'].includes(o.status.name) && o.vendor === null);
    const origin = orders[0]?.origin_address.id ?? 0;
    const body = {
      type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
      start_address_id: origin,
      expected_departure_on: '2026-11-20T12:00:00+07:00',
      expected_end_on: '2026-11-20T18:00:00+07:00',
      vehicle_ids: [otherVehicleId, thirdVehicleId],
      delivery_orders: orders
        .filter((o) => o.origin_address.id === origin)
        .slice(0, 2)
        .map((o) => ({ id: o.id, priority: 'regular' })),
      options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
    };
    const refused = await t.as(admin, {
      method: 'POST',
      url: '/fleet-planning/api/web/v1/route-optimization',
      payload: body,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const issues = refused.json<{ errors_v2: { issues: { path: string; message: string }[] } }>()
      .errors_v2.issues;
    const issue = issues.find((i) => i.path === 'vehicle_ids[1]');
    expect(issue?.message).toContain(number);
    // The other vehicle is in the workshop only from the 23rd: not named.
    expect(issues.some((i) => i.path === 'vehicle_ids[0]')).toBe(false);
  });
});

describe('the meter and the due check on the moving fleet (MNT-4, MNT-13)', () => {
  it('reads odometers and counts engine hours as the clock steps, and alerts once per due point', async () => {
    const services = t.simulator.services;
    await services.liveFleet.start();
    const before = services.maintenanceMeter.reading(vehicleId);
    expect(before?.odometerKm).toBeGreaterThan(0);
    for (let i = 0; i < 40; i++) {
      t.clock.advance(30_000);
      services.liveFleet.runDue();
    }
    await services.liveFleet.flush();
    const after = services.maintenanceMeter.reading(vehicleId);
    expect(after?.odometerKm).toBeGreaterThanOrEqual(before?.odometerKm ?? 0);
    expect(after?.engineHours).toBeGreaterThanOrEqual(before?.engineHours ?? 0);

    // The periodic check ran once the fleet had driven 10 minutes (at most 15 with a busy
    // store): nothing is raised again for the same plans and due points.
    const again = await services.maintenance.checkDue(t.clock.now());
    expect(again).toBe(0);
    // The seeded plans' due points reached the alert center as fleet alerts (160/161), once each.
    for (let i = 0; i < 2; i++) {
      t.clock.advance(5_000);
      services.liveFleet.runDue();
    }
    await services.liveFleet.flush();
    const { alerts } = await t.simulator.alerts.listAlerts({
      companyId: DEMO_COMPANY_ID,
      codes: [160, 161],
    });
    expect(alerts.length).toBeGreaterThan(0);
    const keys = alerts.map(
      (a) => `${a.raw.alertCode}:${a.raw.vehicleId}:${a.raw.alert.descriptionIdn}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
