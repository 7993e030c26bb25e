import { beforeAll, describe, expect, it } from 'vitest';
import { listAddressesRoute, type Address } from '@armada/contracts/customers';
import { listDeliveryOrdersRoute, type DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  FleetAvailabilitySchema,
  FleetShiftSchema,
  getFleetAvailabilityRoute,
  updateFleetShiftRoute,
  type FleetAvailability,
  type FleetShift,
} from '@armada/contracts/fleet-availability';
import {
  cancelFleetTaskRoute,
  createFleetTaskRoute,
  listFleetTasksRoute,
  type FleetTask,
  type FleetTaskDetail,
} from '@armada/contracts/fleet-tasks';
import type { ListResponse } from '@armada/contracts/shared';
import { adminClient, signedIn, type ApiClient } from './lib/client';
import { fillPath } from './lib/routes';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Fleet availability over HTTP (docs/rules/fleet-availability.md FA-1 ... FA-7): the range in its
 * contract shape, a task's vehicle booked on the task's day, a task made and cancelled, the
 * working week, and the 400s and 403s.
 */

let admin: ApiClient;
const DAY = 86_400_000;

async function availability(query: Record<string, string | number>): Promise<FleetAvailability> {
  const response = await admin.get(getFleetAvailabilityRoute.url, { query });
  expectStatus(response, 200);
  const data = (response.body as { data: FleetAvailability }).data;
  expectSchema(FleetAvailabilitySchema, data, 'fleet availability');
  return data;
}

/** `YYYY-MM-DD` of the WIB day `offset` days from today (the demo company is on WIB). */
function wibDay(offset = 0): string {
  return new Date(Date.now() + 7 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
}

beforeAll(() => {
  admin = adminClient();
});

describe('a range of days (FA-1 ... FA-3, FA-6)', () => {
  it('answers a week from today on the company clock, one status per vehicle and day', async () => {
    const data = await availability({});
    expect(data.time_zone).toBe('Asia/Jakarta');
    expect(data.days).toHaveLength(7);
    expect(data.days[0]?.day).toBe(wibDay());
    expect(data.vehicles.length).toBeGreaterThan(0);
    for (const row of data.vehicles) {
      expect(row.statuses).toHaveLength(7);
      for (const booking of row.booked) {
        const index = data.days.findIndex((d) => d.day === booking.day);
        expect(row.statuses[index]).toBe('BOOKED');
      }
    }
  });

  it("books each task's vehicle on the task's day", async () => {
    const response = await admin.get(listFleetTasksRoute.url, {
      query: { limit: 20, filters: 'status in PLANNED,STARTED,DONE' },
    });
    expectStatus(response, 200);
    const tasks = (response.body as ListResponse<FleetTask>).data.paginated_result;
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks.slice(0, 5)) {
      const data = await availability({
        from: task.day,
        days: 1,
        vehicle_ids: String(task.vehicle.id),
      });
      const row = data.vehicles[0];
      expect(row?.vehicle.id, task.number).toBe(task.vehicle.id);
      expect(row?.statuses[0], task.number).toBe('BOOKED');
      expect(row?.booked[0]?.tasks.map((x) => x.id)).toContain(task.id);
    }
  });

  it('shows a task made by hand at once and forgets it when it is cancelled', async () => {
    const day = wibDay(3);
    const free = (await availability({ from: day, days: 1 })).vehicles.find(
      (row) => row.statuses[0] !== 'BOOKED',
    );
    if (!free) return expect.fail(`no vehicle free on ${day}`);
    const depot = (
      (await admin.get(listAddressesRoute.url, { query: { limit: 500 } }))
        .body as ListResponse<Address>
    ).data.paginated_result.find((a) => a.is_depot);
    const order = (
      (
        await admin.get(listDeliveryOrdersRoute.url, {
          query: { limit: 50, sorts: 'id asc', filters: 'status.name in CONFIRMED,RESCHEDULED' },
        })
      ).body as ListResponse<DeliveryOrder>
    ).data.paginated_result.find((o) => o.vendor === null);
    if (!depot || !order) return expect.fail('no depot or no routable order');
    const created = await admin.post(createFleetTaskRoute.url, {
      vehicle_id: free.vehicle.id,
      start_address_id: depot.id,
      departure_on: `${day}T09:00:00+07:00`,
      delivery_order_ids: [order.id],
    });
    expectStatus(created, 201);
    const task = (created.body as { data: FleetTaskDetail }).data;
    const only = { from: day, days: 1, vehicle_ids: String(free.vehicle.id) };
    const booked = (await availability(only)).vehicles[0];
    expect(booked?.statuses[0]).toBe('BOOKED');
    expect(booked?.booked[0]?.from).toBe('09:00');
    expect(booked?.booked[0]?.tasks[0]?.number).toBe(task.number);

    expectStatus(await admin.post(fillPath(cancelFleetTaskRoute.url, { id: task.id }), {}), 200);
    const after = (await availability(only)).vehicles[0];
    expect(after?.statuses[0]).not.toBe('BOOKED');
    expect(after?.booked).toEqual([]);
  });

  it('refuses bad queries with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ days: 32 }, 'days'],
      [{ from: '2026-13-01' }, 'from'],
      [{ vehicle_ids: '1;DROP' }, 'vehicle_ids'],
      [{ vehicle_group_id: -1 }, 'vehicle_group_id'],
      [{ search: 'x'.repeat(41) }, 'search'],
    ] as const) {
      expectError(await admin.get(getFleetAvailabilityRoute.url, { query }), 400, [field]);
    }
  });

  it('needs a fleet-task permission (FA-7)', async () => {
    const driver = await signedIn('driver');
    expectError(await driver.get(getFleetAvailabilityRoute.url), 403);
  });
});

describe('the working week (FA-5)', () => {
  it('sets the week, which the range then follows; a bad week is 400 and changes nothing', async () => {
    const before = (await availability({ days: 7 })).shift;
    expectError(
      await admin.put(updateFleetShiftRoute.url, { work_days: [1], start: '18:00', end: '08:00' }),
      400,
      ['end'],
    );
    expectError(
      await admin.put(updateFleetShiftRoute.url, { work_days: [0], start: '08:00', end: '17:00' }),
      400,
      ['work_days'],
    );
    expect((await availability({ days: 7 })).shift).toEqual(before);

    const week: FleetShift = { work_days: [2, 4], start: '06:30', end: '15:00' };
    try {
      const saved = await admin.put(updateFleetShiftRoute.url, week);
      expectStatus(saved, 200);
      expectSchema(FleetShiftSchema, (saved.body as { data: unknown }).data, 'saved week');
      const data = await availability({ days: 7 });
      expect(data.shift).toEqual(week);
      for (const day of data.days) expect(day.work_day).toBe([2, 4].includes(day.weekday));
      const offIndex = data.days.findIndex((d) => !d.work_day);
      for (const row of data.vehicles) {
        expect(['BOOKED', 'OFF_SHIFT']).toContain(row.statuses[offIndex]);
      }
    } finally {
      expectStatus(await admin.put(updateFleetShiftRoute.url, before), 200);
    }
  });
});
