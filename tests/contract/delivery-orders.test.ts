import { beforeAll, describe, expect, it } from 'vitest';
import { listAddressesRoute, listCustomersRoute } from '@armada/contracts/customers';
import {
  cancelDeliveryOrderRoute,
  confirmDeliveryOrderRoute,
  createDeliveryOrderRoute,
  DeliveryOrderDetailSchema,
  DeliveryOrderListItemSchema,
  getDeliveryOrderRoute,
  listDeliveryOrdersRoute,
  rescheduleDeliveryOrderRoute,
  updateDeliveryOrderRoute,
  type DeliveryOrderDetail,
} from '@armada/contracts/delivery-orders';
import {
  ItemResponseSchema,
  ListResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Delivery orders against a running server (docs/rules/deliveries.md): create, read, edit and
 * the lifecycle actions, 409 for a move the status does not allow, 400 naming the bad field,
 * 404 for an order that is not there. Auth and tenant isolation come from the route catalogue.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const DetailAnswer = ItemResponseSchema(DeliveryOrderDetailSchema);

let admin: ApiClient;
let base: Record<string, number>;

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
    shipped_customer_id: customers.body?.data.paginated_result[0]?.id ?? 0,
    origin_address_id: origin?.id ?? 0,
    destination_address_id: destination?.id ?? 0,
  };
});

async function create(extra: Record<string, unknown> = {}): Promise<DeliveryOrderDetail> {
  const response = await admin.post<{ data: DeliveryOrderDetail }>(createDeliveryOrderRoute.url, {
    ...base,
    ...extra,
  });
  expectStatus(response, 201);
  expectSchema(DetailAnswer, response.body, 'created order');
  const order = response.body?.data;
  if (!order) throw new Error('no order in the answer');
  return order;
}

describe('delivery orders (DLV-16 … DLV-20)', () => {
  it('lists orders with the planned date, run and vehicle', async () => {
    const response = await admin.get(listDeliveryOrdersRoute.url, { query: { limit: 5 } });
    expectStatus(response, 200);
    expectSchema(ListResponseSchema(DeliveryOrderListItemSchema), response.body, 'order list');
  });

  it('creates a draft with items and a window, then reads it with its timeline', async () => {
    const order = await create({
      planned_date: '2026-12-01',
      time_window: { start: '09:00', end: '11:30' },
      items: [{ name: 'Kardus air mineral', quantity: 20, unit: 'dus', weight: 240, volume: 0.6 }],
      notes: 'Kontrak',
    });
    expect(order).toMatchObject({
      status: { name: 'DRAFT' },
      load_weight: 240,
      planned_date: '2026-12-01',
      allowed_actions: ['edit', 'confirm', 'cancel'],
    });
    const read = await admin.get(at(getDeliveryOrderRoute.url, order.id));
    expectStatus(read, 200);
    expectSchema(DetailAnswer, read.body, 'order detail');
    expect((read.body as { data: DeliveryOrderDetail }).data.timeline).toHaveLength(1);
  });

  it('edits, confirms, reschedules and cancels with a reason, each on the timeline', async () => {
    const order = await create();
    const edited = await admin.patch(at(updateDeliveryOrderRoute.url, order.id), {
      notes: 'Lewat pintu samping',
    });
    expectStatus(edited, 200);
    expectStatus(await admin.post(at(confirmDeliveryOrderRoute.url, order.id)), 200);
    const moved = await admin.post(at(rescheduleDeliveryOrderRoute.url, order.id), {
      planned_date: '2026-12-03',
      reason: 'Gudang pelanggan tutup',
    });
    expectStatus(moved, 200);
    const cancelled = await admin.post<{ data: DeliveryOrderDetail }>(
      at(cancelDeliveryOrderRoute.url, order.id),
      { reason: 'Pesanan ganda' },
    );
    expectStatus(cancelled, 200);
    expectSchema(DetailAnswer, cancelled.body, 'cancelled order');
    const detail = cancelled.body?.data;
    expect(detail?.notes).toBe('Lewat pintu samping');
    expect(detail?.timeline.map((e) => e.to)).toEqual([
      'DRAFT',
      'CONFIRMED',
      'RESCHEDULED',
      'CANCELLED',
    ]);
    expect(detail?.timeline.at(-1)?.reason).toBe('Pesanan ganda');
  });

  it('answers 409 with the reason for an action the status does not allow (DLV-7)', async () => {
    const order = await create({ confirm: true });
    const confirmAgain = await admin.post(at(confirmDeliveryOrderRoute.url, order.id));
    expectError(confirmAgain, 409);
    expect((confirmAgain.body as { reason?: string }).reason).toBe(
      SERVER_ERROR_REASONS.deliveryOrderActionNotAllowed,
    );
    await admin.post(at(cancelDeliveryOrderRoute.url, order.id), { reason: 'Batal' });
    expectError(await admin.patch(at(updateDeliveryOrderRoute.url, order.id), { notes: 'x' }), 409);
    expectError(
      await admin.post(at(rescheduleDeliveryOrderRoute.url, order.id), {
        planned_date: '2026-12-05',
        reason: 'Coba lagi',
      }),
      409,
    );
  });

  it('refuses bad input with 400 naming the field and stores nothing (DLV-20)', async () => {
    const before = await admin.get<{ metadata: { total_count: number } }>(
      listDeliveryOrdersRoute.url,
      { query: { limit: 1 } },
    );
    for (const [body, name] of [
      [{ ...base, planned_date: '2026-02-30' }, 'planned_date'],
      [{ ...base, time_window: { start: '14:00', end: '10:00' } }, 'time_window'],
      [{ ...base, time_window: { start: '25:00', end: '26:00' } }, 'time_window'],
      [{ ...base, shipped_customer_id: 987_654_321 }, 'shipped_customer_id'],
      [{ ...base, items: [{ name: '', quantity: 0, unit: 'x', weight: 1, volume: 1 }] }, 'items'],
      [{ ...base, surprise: true }, 'surprise'],
    ] as const) {
      expectError(await admin.post(createDeliveryOrderRoute.url, body), 400, [name]);
    }
    expectError(await admin.post(at(cancelDeliveryOrderRoute.url, 1), { reason: '' }), 400, [
      'reason',
    ]);
    const after = await admin.get<{ metadata: { total_count: number } }>(
      listDeliveryOrdersRoute.url,
      { query: { limit: 1 } },
    );
    expect(after.body?.metadata.total_count).toBe(before.body?.metadata.total_count);
  });

  it('answers 404 for an order that is not there', async () => {
    expectError(await admin.get(at(getDeliveryOrderRoute.url, 987_654_321)), 404);
    expectError(
      await admin.post(at(cancelDeliveryOrderRoute.url, 987_654_321), { reason: 'Tidak ada' }),
      404,
    );
  });
});
