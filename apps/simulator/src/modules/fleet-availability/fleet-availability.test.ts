import {
  FleetAvailabilitySchema,
  type FleetAvailability,
  type FleetShift,
} from '@armada/contracts/fleet-availability';
import type { FleetTask } from '@armada/contracts/fleet-tasks';
import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/** FA-1 ... FA-7 through the REST routes on an in-memory store (TEST_NOW: Friday 2026-11-20). */

const BASE = '/fleet-planning/api/web/v1/fleet-availability';
const check = Compile(FleetAvailabilitySchema);
let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

async function availability(query: string, cookie = admin): Promise<FleetAvailability> {
  const response = await t.as(cookie, { method: 'GET', url: `${BASE}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json<ItemResponse<FleetAvailability>>().data;
  expect(check.Check(data)).toBe(true);
  return data;
}

const putShift = (payload: unknown, cookie = admin) =>
  t.as(cookie, { method: 'PUT', url: `${BASE}/shift`, payload: payload as object });

describe('reading a range (FA-1 ... FA-3, FA-6)', () => {
  it('answers today and six more days on the company clock by default', async () => {
    const data = await availability('');
    expect(data.time_zone).toBe('Asia/Jakarta');
    expect(data.days.map((d) => d.day)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    // The default week works Monday to Saturday: Sunday the 22nd is off.
    expect(data.days.filter((d) => !d.work_day).map((d) => d.day)).toEqual(['2026-11-22']);
    for (const row of data.vehicles) expect(row.statuses).toHaveLength(7);
    expect(data.total_vehicles).toBe(data.vehicles.length);
  });

  it("shows each seeded task's vehicle booked on the task's day, with the task", async () => {
    const tasksResponse = await t.as(admin, {
      method: 'GET',
      url: '/fleet-planning/api/web/v1/fleet-task?limit=100',
    });
    const tasks = tasksResponse.json<ListResponse<FleetTask>>().data.paginated_result;
    const today = tasks.filter((task) => task.day === '2026-11-20' && task.status !== 'CANCELLED');
    expect(today.length).toBeGreaterThan(0);
    const data = await availability('from=2026-11-18&days=3');
    for (const task of today) {
      const row = data.vehicles.find((r) => r.vehicle.id === task.vehicle.id);
      expect(row?.statuses[2], task.number).toBe('BOOKED');
      const booking = row?.booked.find((b) => b.day === '2026-11-20');
      expect(booking?.tasks.map((x) => x.number)).toContain(task.number);
      expect(booking?.tasks.find((x) => x.id === task.id)?.planned_start_on).toBe(
        task.planned_start_on,
      );
    }
    // Vehicles with no task that Friday are free; none is in maintenance (FA-4).
    const statuses = new Set(data.vehicles.flatMap((r) => r.statuses));
    expect(statuses.has('FREE')).toBe(true);
    expect(statuses.has('MAINTENANCE')).toBe(false);
  });

  it('filters by group, plate (spaces and case ignored) and ids; lists by plate', async () => {
    const all = await availability('days=1');
    const plates = all.vehicles.map((r) => r.vehicle.license_plate);
    expect(plates).toEqual(
      [...plates].sort(new Intl.Collator('id', { sensitivity: 'base', numeric: true }).compare),
    );
    const first = all.vehicles[0];
    if (!first) return expect.fail('no vehicles');
    const squeezed = first.vehicle.license_plate.replace(/\s+/g, '').toLowerCase();
    const found = await availability(`days=1&search=${encodeURIComponent(squeezed)}`);
    expect(found.vehicles.map((r) => r.vehicle.id)).toContain(first.vehicle.id);
    const group = first.vehicle.vehicle_group[0];
    if (group) {
      const inGroup = await availability(`days=1&vehicle_group_id=${group.id}`);
      expect(inGroup.vehicles.length).toBeGreaterThan(0);
      expect(
        inGroup.vehicles.every((r) => r.vehicle.vehicle_group.some((g) => g.id === group.id)),
      ).toBe(true);
    }
    const ids = all.vehicles.slice(0, 3).map((r) => r.vehicle.id);
    const picked = await availability(`days=1&vehicle_ids=${ids.join(',')}`);
    expect(picked.vehicles.map((r) => r.vehicle.id).sort()).toEqual([...ids].sort());
    expect(picked.total_vehicles).toBe(3);
  });

  it('reads the WITA company on its own clock and never shows another company', async () => {
    const lintas = await t.login(SECOND_COMPANY_ADMIN);
    const theirs = await availability('days=1', lintas);
    expect(theirs.time_zone).toBe('Asia/Makassar');
    const ours = await availability('days=1');
    const mine = new Set(ours.vehicles.map((r) => r.vehicle.id));
    expect(theirs.vehicles.some((r) => mine.has(r.vehicle.id))).toBe(false);
    const foreign = await availability(
      `days=1&vehicle_ids=${[...mine].slice(0, 5).join(',')}`,
      lintas,
    );
    expect(foreign.vehicles).toEqual([]);
  });

  it('refuses bad queries with 400 naming the field', async () => {
    for (const [query, field] of [
      ['days=32', 'days'],
      ['days=0', 'days'],
      ['from=2026-02-31', 'from'],
      ['from=kemarin', 'from'],
      ['vehicle_ids=1,,2', 'vehicle_ids'],
      ['vehicle_group_id=abc', 'vehicle_group_id'],
      [`search=${'x'.repeat(41)}`, 'search'],
      [`vehicle_ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`, 'vehicle_ids'],
    ] as const) {
      const response = await t.as(admin, { method: 'GET', url: `${BASE}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(field);
    }
  });

  it('needs a fleet-task read permission (FA-7)', async () => {
    const driver = await t.login('driver');
    const response = await t.as(driver, { method: 'GET', url: BASE });
    expect(response.statusCode).toBe(403);
  });
});

describe('the working week (FA-5)', () => {
  it('refuses a bad week with 400 and changes nothing', async () => {
    const before = (await availability('days=7')).shift;
    for (const body of [
      { work_days: [1, 2], start: '17:00', end: '08:00' },
      { work_days: [1, 8], start: '08:00', end: '17:00' },
      { work_days: [1, 1], start: '08:00', end: '17:00' },
      { work_days: [1], start: '8:00', end: '17:00' },
      { work_days: [1], start: '08:00' },
      { work_days: [1], start: '08:00', end: '17:00', extra: true },
    ]) {
      const response = await putShift(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await putShift({ work_days: [1], start: '17:00', end: '08:00' })).body).toContain(
      'end',
    );
    expect((await availability('days=7')).shift).toEqual(before);
  });

  it('makes the days outside the week off shift, booked days stay booked', async () => {
    const week: FleetShift = { work_days: [1, 2, 3, 4], start: '06:00', end: '18:30' };
    const response = await putShift(week);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ItemResponse<FleetShift>>().data).toEqual(week);
    const data = await availability('from=2026-11-20&days=1');
    expect(data.shift).toEqual(week);
    expect(data.days[0]?.work_day).toBe(false);
    const statuses = new Set(data.vehicles.map((r) => r.statuses[0]));
    expect([...statuses].sort()).toEqual(['BOOKED', 'OFF_SHIFT']);
    // Another company keeps its own week.
    const lintas = await t.login(SECOND_COMPANY_ADMIN);
    expect((await availability('days=1', lintas)).shift.work_days).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('needs a fleet-task update permission', async () => {
    const operator = await t.login('operator');
    const response = await putShift({ work_days: [1], start: '08:00', end: '17:00' }, operator);
    expect(response.statusCode).toBe(403);
  });
});
