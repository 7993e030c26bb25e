import { beforeAll, describe, expect, it } from 'vitest';
import { listAddressesRoute } from '@armada/contracts/customers';
import { getDeliveryOrderRoute, type DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import {
  AutoPlanSettingsSchema,
  DeliveryScheduleDetailSchema,
  DeliveryScheduleListItemSchema,
  createDeliveryScheduleRoute,
  deleteDeliveryScheduleRoute,
  getAutoPlanSettingsRoute,
  getDeliveryScheduleRoute,
  listDeliverySchedulesRoute,
  pauseDeliveryScheduleRoute,
  resumeDeliveryScheduleRoute,
  updateAutoPlanSettingsRoute,
  updateDeliveryScheduleRoute,
  type AutoPlanSettings,
  type DeliveryScheduleDetail,
} from '@armada/contracts/delivery-scheduler';
import { listVehiclesRoute } from '@armada/contracts/fleet';
import {
  ItemResponseSchema,
  ListResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Delivery schedules and the auto-plan against a running server
 * (docs/rules/delivery-scheduler.md): every route, the orders a new schedule makes at once
 * (SCH-7, SCH-9), pause and resume, an edit, delete keeping the orders, 400 naming the field,
 * 404. The days are far ahead of any pinned clock (from 2027-03-01), so the answers do not
 * depend on the server's date. Auth and tenant isolation come from the route catalogue.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const DetailAnswer = ItemResponseSchema(DeliveryScheduleDetailSchema);
const SettingsAnswer = ItemResponseSchema(AutoPlanSettingsSchema);

interface AddressRow {
  id: number;
  is_depot: boolean;
  customer_id: number | null;
}

let admin: ApiClient;
let base: Record<string, unknown>;
let strangerAddress = 0;
let depotId = 0;

beforeAll(async () => {
  admin = adminClient();
  const addresses =
    (
      await admin.get<{ data: { paginated_result: AddressRow[] } }>(listAddressesRoute.url, {
        query: { limit: 1000 },
      })
    ).body?.data.paginated_result ?? [];
  const depot = addresses.find((a) => a.is_depot);
  const shop = addresses.find((a) => !a.is_depot && a.customer_id !== null);
  const stranger = addresses.find(
    (a) => !a.is_depot && a.customer_id !== null && a.customer_id !== shop?.customer_id,
  );
  depotId = depot?.id ?? 0;
  strangerAddress = stranger?.id ?? 0;
  base = {
    customer_id: shop?.customer_id ?? 0,
    origin_address_id: depotId,
    destination_address_id: shop?.id ?? 0,
    items: [{ name: 'Gas elpiji 12 kg', quantity: 30, unit: 'tabung', weight: 840, volume: 1.8 }],
    pattern: { kind: 'WEEKLY', weekdays: [1, 4] },
    time_window: { start: '07:00', end: '10:00' },
    from_date: '2027-03-01',
    until_date: '2027-03-31',
    skip_holidays: true,
  };
});

async function create(extra: Record<string, unknown> = {}): Promise<DeliveryScheduleDetail> {
  const response = await admin.post<{ data: DeliveryScheduleDetail }>(
    createDeliveryScheduleRoute.url,
    { ...base, ...extra },
  );
  expectStatus(response, 201);
  expectSchema(DetailAnswer, response.body, 'created schedule');
  const schedule = response.body?.data;
  if (!schedule) throw new Error('no schedule in the answer');
  return schedule;
}

describe('delivery schedules (SCH-7 … SCH-13)', () => {
  it('creates a schedule: its days in March 2027, none made yet (they are beyond the horizon)', async () => {
    const schedule = await create({ name: 'Kontrak gas Maret' });
    expect(schedule).toMatchObject({
      name: 'Kontrak gas Maret',
      status: 'ACTIVE',
      load_weight: 840,
      occurrences: [],
      skip_holidays: true,
    });
    // Mondays and Thursdays of March 2027; Thursday 11 March is Idulfitri (provisional table).
    expect(schedule.next_occurrences.slice(0, 5)).toEqual([
      { date: '2027-03-01', skipped_for: null },
      { date: '2027-03-04', skipped_for: null },
      { date: '2027-03-08', skipped_for: null },
      { date: '2027-03-11', skipped_for: 'Idulfitri' },
      { date: '2027-03-15', skipped_for: null },
    ]);
    const read = await admin.get(at(getDeliveryScheduleRoute.url, schedule.id));
    expectStatus(read, 200);
    expectSchema(DetailAnswer, read.body, 'schedule detail');
  });

  it('lists schedules in the contract shape (SCH-12)', async () => {
    const schedule = await create();
    const response = await admin.get<{ data: { ids: number[] } }>(listDeliverySchedulesRoute.url, {
      query: { limit: 5, filters: 'status eq ACTIVE', sorts: 'created_on desc' },
    });
    expectStatus(response, 200);
    expectSchema(ListResponseSchema(DeliveryScheduleListItemSchema), response.body, 'list');
    expect(response.body?.data.ids).toContain(schedule.id);
  });

  it('pauses, resumes and edits a schedule (SCH-10, SCH-11)', async () => {
    const schedule = await create();
    const paused = await admin.post<{ data: DeliveryScheduleDetail }>(
      at(pauseDeliveryScheduleRoute.url, schedule.id),
    );
    expectStatus(paused, 200);
    expect(paused.body?.data).toMatchObject({ status: 'PAUSED', next_occurrences: [] });
    const resumed = await admin.post<{ data: DeliveryScheduleDetail }>(
      at(resumeDeliveryScheduleRoute.url, schedule.id),
    );
    expectStatus(resumed, 200);
    expect(resumed.body?.data.status).toBe('ACTIVE');
    const edited = await admin.put<{ data: DeliveryScheduleDetail }>(
      at(updateDeliveryScheduleRoute.url, schedule.id),
      { pattern: { kind: 'MONTHLY', month_days: [31] }, notes: 'Akhir bulan' },
    );
    expectStatus(edited, 200);
    expectSchema(DetailAnswer, edited.body, 'edited schedule');
    // SCH-5: day 31 in March, then none (the schedule ends on 31 March).
    expect(edited.body?.data.next_occurrences).toEqual([{ date: '2027-03-31', skipped_for: null }]);
    expect(edited.body?.data.notes).toBe('Akhir bulan');
  });

  it('makes the orders of the days ahead at once and keeps them when deleted (SCH-7, SCH-11)', async () => {
    // Every day from 2026-01-01 without end: whatever the server's date, the next days are due.
    const schedule = await create({
      pattern: { kind: 'WEEKLY', weekdays: [1, 2, 3, 4, 5, 6, 7] },
      from_date: '2026-01-01',
      until_date: null,
      skip_holidays: false,
    });
    expect(schedule.occurrences).toHaveLength(7);
    expect(schedule.order_count).toBe(7);
    const made = schedule.occurrences[0]?.delivery_order;
    expect(made?.status).toBe('CONFIRMED');
    const deleted = await admin.delete(at(deleteDeliveryScheduleRoute.url, schedule.id));
    expectStatus(deleted, 200);
    expectError(await admin.get(at(getDeliveryScheduleRoute.url, schedule.id)), 404);
    const order = await admin.get<{ data: DeliveryOrderDetail }>(
      at(getDeliveryOrderRoute.url, made?.id ?? 0),
    );
    expectStatus(order, 200);
    expect(order.body?.data.notes).toContain(`Jadwal pengiriman #${schedule.id}`);
    // The orders made here would land in other suites' days: cancelled again.
    for (const occurrence of schedule.occurrences) {
      const id = occurrence.delivery_order?.id ?? 0;
      expectStatus(
        await admin.post(`${at(getDeliveryOrderRoute.url, id)}/cancel`, { reason: 'Kontrak' }),
        200,
      );
    }
  });

  it('refuses bad input with 400 naming the field and stores nothing (SCH-9)', async () => {
    const count = async () =>
      (
        await admin.get<{ metadata: { total_count: number } }>(listDeliverySchedulesRoute.url, {
          query: { limit: 1 },
        })
      ).body?.metadata.total_count;
    const before = await count();
    for (const [body, name] of [
      [{ ...base, from_date: '2027-02-30' }, 'from_date'],
      [{ ...base, until_date: '2027-02-01' }, 'until_date'],
      [{ ...base, time_window: { start: '14:00', end: '10:00' } }, 'time_window'],
      [{ ...base, customer_id: 987_654_321 }, 'customer_id'],
      [{ ...base, pattern: { kind: 'WEEKLY', weekdays: [8] } }, 'pattern'],
      [{ ...base, items: [] }, 'items'],
      [{ ...base, surprise: true }, 'surprise'],
    ] as const) {
      expectError(await admin.post(createDeliveryScheduleRoute.url, body), 400, [name]);
    }
    const stranger = await admin.post(createDeliveryScheduleRoute.url, {
      ...base,
      destination_address_id: strangerAddress,
    });
    expectError(stranger, 400, ['destination_address_id']);
    expect(stranger.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.deliveryScheduleDestinationNotCustomers,
    });
    expect(await count()).toBe(before);
  });

  it('answers 404 for a schedule that is not there', async () => {
    expectError(await admin.get(at(getDeliveryScheduleRoute.url, 987_654_321)), 404);
    expectError(await admin.post(at(pauseDeliveryScheduleRoute.url, 987_654_321)), 404);
    expectError(await admin.post(at(resumeDeliveryScheduleRoute.url, 987_654_321)), 404);
    expectError(
      await admin.put(at(updateDeliveryScheduleRoute.url, 987_654_321), { notes: 'x' }),
      404,
    );
    expectError(await admin.delete(at(deleteDeliveryScheduleRoute.url, 987_654_321)), 404);
  });
});

describe('the daily auto-plan setting (SCH-14, SCH-17)', () => {
  it('reads, saves and reads back the setting; switched on it needs origin and vehicles', async () => {
    const read = await admin.get<{ data: AutoPlanSettings }>(getAutoPlanSettingsRoute.url);
    expectStatus(read, 200);
    expectSchema(SettingsAnswer, read.body, 'auto-plan');
    const vehicles =
      (
        await admin.get<{ data: { paginated_result: { id: number }[] } }>(listVehiclesRoute.url, {
          query: { limit: 2, parent_only: true },
        })
      ).body?.data.paginated_result.map((v) => v.id) ?? [];
    const off = {
      enabled: false,
      hour: 19,
      origin_address_id: depotId,
      vehicle_ids: vehicles,
      departure_time: '06:30',
      then: 'CREATE_TASKS',
    };
    const saved = await admin.put<{ data: AutoPlanSettings }>(updateAutoPlanSettingsRoute.url, off);
    expectStatus(saved, 200);
    expectSchema(SettingsAnswer, saved.body, 'saved auto-plan');
    expect(saved.body?.data).toMatchObject({
      enabled: false,
      hour: 19,
      origin_address: { id: depotId },
      vehicle_ids: vehicles,
      departure_time: '06:30',
      then: 'CREATE_TASKS',
    });
    const incomplete = await admin.put(updateAutoPlanSettingsRoute.url, {
      ...off,
      enabled: true,
      vehicle_ids: [],
    });
    expectError(incomplete, 400, ['vehicle_ids']);
    expect(incomplete.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.deliveryAutoPlanIncomplete,
    });
    expectError(await admin.put(updateAutoPlanSettingsRoute.url, { ...off, hour: 24 }), 400, [
      'hour',
    ]);
    expectError(
      await admin.put(updateAutoPlanSettingsRoute.url, { ...off, vehicle_ids: [987_654_321] }),
      400,
      ['vehicle_ids'],
    );
  });
});
