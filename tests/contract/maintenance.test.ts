import { beforeAll, describe, expect, it } from 'vitest';
import {
  DueListSchema,
  ServicePlanPageSchema,
  ServicePlanSchema,
  WorkOrderPageSchema,
  WorkOrderSchema,
  createServicePlanRoute,
  createWorkOrderRoute,
  getServicePlanRoute,
  getWorkOrderRoute,
  listMaintenanceDueRoute,
  listServicePlansRoute,
  listWorkOrdersRoute,
  updateServicePlanRoute,
  updateWorkOrderRoute,
  uploadWorkOrderPhotoRoute,
  type ServicePlan,
  type WorkOrder,
} from '@armada/contracts/maintenance';
import { ItemResponseSchema, type RouteDefinition } from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { exampleFor } from './lib/examples';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Maintenance against a running server (docs/rules/maintenance.md): every route with the
 * domain's fixtures, and the refusals the issue names (overlapping work orders, negative
 * amounts, a file that is not the picture it claims to be), each changing nothing. Auth,
 * malformed bodies and tenant isolation come from the catalogue's generic suites; the due rules
 * on a stepped odometer and clock are the simulator's unit tests.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const example = (route: RouteDefinition) => exampleFor(route)?.body?.();
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let admin: ApiClient;
let vehicleId: number;
/** Days far ahead, different on every run against the same store, so runs never overlap. */
const base = Date.UTC(2035, 0, 1) + (Date.now() % 100_000) * 3 * 86_400_000;
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = adminClient();
  const vehicles = await admin.get<{ data: { paginated_result: { id: number }[] } }>(
    '/api/vehicle',
    { query: { limit: 5, parent_only: true } },
  );
  expectStatus(vehicles, 200);
  vehicleId = vehicles.body?.data.paginated_result[0]?.id ?? 0;
});

describe('service plans (MNT-1, MNT-2)', () => {
  it('creates one from the fixture, reads, lists and changes it', async () => {
    const created = await admin.post<{ data: ServicePlan }>(
      createServicePlanRoute.url,
      example(createServicePlanRoute),
    );
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(ServicePlanSchema), created.body, 'created plan');
    const plan = created.body?.data as ServicePlan;
    const read = await admin.get(at(getServicePlanRoute.url, plan.id));
    expectStatus(read, 200);
    const list = await admin.get(listServicePlansRoute.url, { query: { limit: 100 } });
    expectStatus(list, 200);
    expectSchema(ServicePlanPageSchema, list.body, 'plans');
    const changed = await admin.request('PUT', at(updateServicePlanRoute.url, plan.id), {
      body: example(updateServicePlanRoute),
    });
    expectStatus(changed, 200);
    expect(changed.body).toMatchObject({ data: { every_months: 12 } });
  });

  it('refuses a plan without an interval', async () => {
    const refused = await admin.post(createServicePlanRoute.url, {
      name: 'Tanpa interval',
      vehicle_id: vehicleId,
    });
    expectError(refused, 400);
    expect(refused.body).toMatchObject({ reason: 'servicePlan.intervalRequired' });
  });
});

describe('the due list (MNT-3, MNT-5)', () => {
  it('answers in its schema', async () => {
    const due = await admin.get(listMaintenanceDueRoute.url);
    expectStatus(due, 200);
    expectSchema(DueListSchema, due.body, 'due list');
  });
});

describe('work orders (MNT-6 ... MNT-9, MNT-11)', () => {
  let order: WorkOrder;

  it('opens one with parts and labour, totals computed, and lists it', async () => {
    const created = await admin.post<{ data: WorkOrder }>(createWorkOrderRoute.url, {
      vehicle_id: vehicleId,
      workshop: 'Bengkel Kontrak',
      planned_start_on: day(0),
      planned_end_on: day(1),
      parts: [{ name: 'Filter udara', quantity: 2, unit_price: 125_000 }],
      labour_cost: 100_000,
    });
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(WorkOrderSchema), created.body, 'created work order');
    order = created.body?.data as WorkOrder;
    expect(order).toMatchObject({ status: 'OPEN', parts_cost: 250_000, total_cost: 350_000 });
    const list = await admin.get(listWorkOrdersRoute.url, {
      query: { vehicle_id: vehicleId, limit: 100 },
    });
    expectStatus(list, 200);
    expectSchema(WorkOrderPageSchema, list.body, 'work orders');
    const read = await admin.get(at(getWorkOrderRoute.url, order.id));
    expectStatus(read, 200);
  });

  it('refuses an overlapping work order and a negative amount, storing nothing', async () => {
    const before = await admin.get<{ data: { total_count: number } }>(listWorkOrdersRoute.url);
    const overlap = await admin.post(createWorkOrderRoute.url, {
      vehicle_id: vehicleId,
      workshop: 'Bengkel Lain',
      planned_start_on: day(1),
      planned_end_on: day(2),
    });
    expectError(overlap, 409);
    expect(overlap.body).toMatchObject({ reason: 'workOrder.overlap' });
    const negative = await admin.post(createWorkOrderRoute.url, {
      vehicle_id: vehicleId,
      workshop: 'Bengkel Lain',
      planned_start_on: day(10),
      planned_end_on: day(10),
      labour_cost: -1,
    });
    expectError(negative, 400, ['labour_cost']);
    const after = await admin.get<{ data: { total_count: number } }>(listWorkOrdersRoute.url);
    expect(after.body?.data.total_count).toBe(before.body?.data.total_count);
  });

  it('changes it and takes a PNG photo, refusing a file that is not a picture', async () => {
    const changed = await admin.request('PUT', at(updateWorkOrderRoute.url, order.id), {
      body: example(updateWorkOrderRoute),
    });
    expectStatus(changed, 200);
    const photo = await admin.post<{ data: WorkOrder }>(
      at(uploadWorkOrderPhotoRoute.url, order.id),
      { file_name: 'bukti.png', data: PNG },
    );
    expectStatus(photo, 201);
    expect(photo.body?.data.photos.at(-1)?.content_type).toBe('image/png');
    const fake = await admin.post(at(uploadWorkOrderPhotoRoute.url, order.id), {
      file_name: 'bukti.jpg',
      data: Buffer.from('GIF89a not really').toString('base64'),
    });
    expectError(fake, 400);
    expect(fake.body).toMatchObject({ reason: 'workOrder.photoType' });
  });
});
