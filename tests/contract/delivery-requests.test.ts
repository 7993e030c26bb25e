import { beforeAll, describe, expect, it } from 'vitest';
import { listAddressesRoute, listCustomersRoute } from '@armada/contracts/customers';
import { getDeliveryOrderRoute, type DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import {
  approveDeliveryRequestRoute,
  cancelDeliveryRequestRoute,
  createDeliveryRequestRoute,
  DeliveryRequestDetailSchema,
  DeliveryRequestListItemSchema,
  getDeliveryRequestRoute,
  listDeliveryRequestsRoute,
  rejectDeliveryRequestRoute,
  type DeliveryRequestDetail,
} from '@armada/contracts/delivery-requests';
import {
  ItemResponseSchema,
  ListResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Delivery requests against a running server (docs/rules/delivery-requests.md): every route,
 * the approval into a delivery order, 409 for a decision the status no longer allows, 400
 * naming the bad field, 404 for a request that is not there. Auth and tenant isolation come
 * from the route catalogue.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const DetailAnswer = ItemResponseSchema(DeliveryRequestDetailSchema);

let admin: ApiClient;
let base: Record<string, unknown>;

beforeAll(async () => {
  admin = adminClient();
  const customers = await admin.get<{ data: { paginated_result: { id: number }[] } }>(
    listCustomersRoute.url,
    { query: { limit: 1 } },
  );
  const addresses = await admin.get<{ data: { paginated_result: { id: number }[] } }>(
    listAddressesRoute.url,
    { query: { limit: 2 } },
  );
  const [origin, destination] = addresses.body?.data.paginated_result ?? [];
  base = {
    customer_id: customers.body?.data.paginated_result[0]?.id ?? 0,
    origin_address_id: origin?.id ?? 0,
    destination_address_id: destination?.id ?? 0,
    wanted_date: '2026-12-01',
  };
});

async function create(extra: Record<string, unknown> = {}): Promise<DeliveryRequestDetail> {
  const response = await admin.post<{ data: DeliveryRequestDetail }>(
    createDeliveryRequestRoute.url,
    { ...base, ...extra },
  );
  expectStatus(response, 201);
  expectSchema(DetailAnswer, response.body, 'created request');
  const request = response.body?.data;
  if (!request) throw new Error('no request in the answer');
  return request;
}

describe('delivery requests (DREQ-8 … DREQ-14)', () => {
  it('lists requests in the contract shape (DREQ-12)', async () => {
    const response = await admin.get(listDeliveryRequestsRoute.url, {
      query: { limit: 5, filters: 'status.name in PENDING,APPROVED' },
    });
    expectStatus(response, 200);
    expectSchema(ListResponseSchema(DeliveryRequestListItemSchema), response.body, 'request list');
  });

  it('creates a pending request with items and reads it with its timeline (DREQ-13, DREQ-14)', async () => {
    const request = await create({
      time_window: { start: '09:00', end: '11:30' },
      items: [{ name: 'Kardus air mineral', quantity: 20, unit: 'dus', weight: 240, volume: 0.6 }],
      notes: 'Kontrak',
    });
    expect(request).toMatchObject({
      status: { name: 'PENDING' },
      load_weight: 240,
      wanted_date: '2026-12-01',
      allowed_actions: ['approve', 'reject', 'cancel'],
    });
    const read = await admin.get(at(getDeliveryRequestRoute.url, request.id));
    expectStatus(read, 200);
    expectSchema(DetailAnswer, read.body, 'request detail');
    expect((read.body as { data: DeliveryRequestDetail }).data.timeline).toHaveLength(1);
  });

  it('approves into a confirmed delivery order on the given day (DREQ-8)', async () => {
    const request = await create({ notes: 'Kontrak' });
    const approved = await admin.post<{ data: DeliveryRequestDetail }>(
      at(approveDeliveryRequestRoute.url, request.id),
      { planned_date: '2026-12-02' },
    );
    expectStatus(approved, 200);
    expectSchema(DetailAnswer, approved.body, 'approved request');
    const detail = approved.body?.data;
    expect(detail?.status.name).toBe('APPROVED');
    expect(detail?.timeline.map((e) => e.to)).toEqual(['PENDING', 'APPROVED']);
    const order = await admin.get<{ data: DeliveryOrderDetail }>(
      at(getDeliveryOrderRoute.url, detail?.delivery_order?.id ?? 0),
    );
    expectStatus(order, 200);
    expect(order.body?.data).toMatchObject({
      number: detail?.delivery_order?.number,
      status: { name: 'CONFIRMED' },
      planned_date: '2026-12-02',
    });
    expect(order.body?.data.notes).toContain(request.number);
  });

  it('rejects with a reason, then answers 409 with the reason for any other decision (DREQ-1, DREQ-10)', async () => {
    const request = await create();
    const rejected = await admin.post<{ data: DeliveryRequestDetail }>(
      at(rejectDeliveryRequestRoute.url, request.id),
      { reason: 'Armada penuh' },
    );
    expectStatus(rejected, 200);
    expect(rejected.body?.data.decision_reason).toBe('Armada penuh');
    const again = await admin.post(at(approveDeliveryRequestRoute.url, request.id), {});
    expectError(again, 409);
    expect(again.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.deliveryRequestTransitionNotAllowed,
      params: { from: 'REJECTED', to: 'APPROVED' },
    });
    expectError(await admin.post(at(cancelDeliveryRequestRoute.url, request.id), {}), 409);
  });

  it('is cancelled by the requester (DREQ-11)', async () => {
    const request = await create();
    const cancelled = await admin.post<{ data: DeliveryRequestDetail }>(
      at(cancelDeliveryRequestRoute.url, request.id),
      { reason: 'Diambil sendiri' },
    );
    expectStatus(cancelled, 200);
    expectSchema(DetailAnswer, cancelled.body, 'cancelled request');
    expect(cancelled.body?.data.status.name).toBe('CANCELLED');
  });

  it('refuses bad input with 400 naming the field and stores nothing (DREQ-9, DREQ-14)', async () => {
    const count = async () =>
      (
        await admin.get<{ metadata: { total_count: number } }>(listDeliveryRequestsRoute.url, {
          query: { limit: 1 },
        })
      ).body?.metadata.total_count;
    const before = await count();
    const { destination_address_id: _destination, ...noDestination } = base;
    for (const [body, name] of [
      [{ ...base, wanted_date: '2026-02-30' }, 'wanted_date'],
      [{ ...base, time_window: { start: '14:00', end: '10:00' } }, 'time_window'],
      [{ ...base, customer_id: 987_654_321 }, 'customer_id'],
      [noDestination, 'destination_address_id'],
      [{ ...base, surprise: true }, 'surprise'],
    ] as const) {
      expectError(await admin.post(createDeliveryRequestRoute.url, body), 400, [name]);
    }
    expectError(await admin.post(at(rejectDeliveryRequestRoute.url, 1), { reason: '' }), 400, [
      'reason',
    ]);
    expect(await count()).toBe(before);
    const words = await create({
      destination_address_id: undefined,
      destination_text: 'Proyek baru km 30',
    });
    expectError(await admin.post(at(approveDeliveryRequestRoute.url, words.id), {}), 400, [
      'destination_address_id',
    ]);
  });

  it('answers 404 for a request that is not there', async () => {
    expectError(await admin.get(at(getDeliveryRequestRoute.url, 987_654_321)), 404);
    for (const [route, body] of [
      [approveDeliveryRequestRoute, {}],
      [rejectDeliveryRequestRoute, { reason: 'Tidak ada' }],
      [cancelDeliveryRequestRoute, {}],
    ] as const) {
      expectError(await admin.post(at(route.url, 987_654_321), body), 404);
    }
  });
});
