import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import {
  CostEntryPageSchema,
  CostEntrySchema,
  CostSummarySchema,
  FuelMatchSchema,
  type CostEntry,
  type CostEntryPage,
  type CostImport,
  type CostSummary,
  type FuelMatch,
} from '@armada/contracts/costs';
import type { ItemResponse } from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/** COST-1 ... COST-11 through the REST routes (TEST_NOW: Friday 2026-11-20, WIB). */

const BASE = '/api/cost';
const checkPage = Compile(CostEntryPageSchema);
const checkEntry = Compile(CostEntrySchema);
const checkSummary = Compile(CostSummarySchema);
const checkMatch = Compile(FuelMatchSchema);

let t: TestSimulator;
let admin: string;
let vehicle: { id: number; license_plate: string };

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  const seeded = (await list('?kind=FUEL&limit=1')).items[0];
  vehicle = seeded?.vehicle ?? { id: 0, license_plate: '' };
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, cookie = admin) =>
  t.as(cookie, { method: 'POST', url: `${BASE}${url}`, payload: payload as object });
const get = (url: string, cookie = admin) => t.as(cookie, { method: 'GET', url: `${BASE}${url}` });

async function list(query = ''): Promise<CostEntryPage['data']> {
  const response = await get(`/entry${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(checkPage.Check(response.json())).toBe(true);
  return response.json<CostEntryPage>().data;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('seeded costs (COST-11) and the list (COST-3)', () => {
  it('lists the demo company’s costs newest first, with the total of every match', async () => {
    const page = await list('?limit=5');
    expect(page.total_count).toBeGreaterThan(20);
    expect(page.items).toHaveLength(5);
    const times = page.items.map((e) => Date.parse(e.occurred_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const fuel = await list('?kind=FUEL&limit=100');
    expect(fuel.items.every((e) => e.kind === 'FUEL' && e.litres !== null)).toBe(true);
    expect(fuel.total_amount).toBeGreaterThan(0);
    expect(Number.isInteger(fuel.total_amount)).toBe(true);
  });

  it('keeps each company to its own costs', async () => {
    const other = await t.login(SECOND_COMPANY_ADMIN);
    const mine = await list('?limit=100');
    const theirs = (await get('/entry?limit=100', other)).json<CostEntryPage>().data;
    const ids = new Set(mine.items.map((e) => e.id));
    expect(theirs.items.some((e) => ids.has(e.id))).toBe(false);
    const first = mine.items[0];
    expect((await get(`/entry/${first?.id}`, other)).statusCode).toBe(404);
  });
});

describe('entering costs (COST-1, COST-2)', () => {
  it('enters a fuel purchase in whole Rupiah and lists it', async () => {
    const response = await post('/entry', {
      kind: 'FUEL',
      vehicle_id: vehicle.id,
      occurred_at: '2026-11-19T09:30:00+07:00',
      amount: 340_000,
      litres: 50,
      place: 'SPBU Cikarang',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<ItemResponse<CostEntry>>().data;
    expect(checkEntry.Check(entry)).toBe(true);
    expect(entry).toMatchObject({ kind: 'FUEL', amount: 340_000, litres: 50, source: 'MANUAL' });
    expect(entry.occurred_at).toBe('2026-11-19T09:30:00+07:00');
    const found = await list(`?vehicle_id=${vehicle.id}&from=2026-11-19&until=2026-11-19`);
    expect(found.items.map((e) => e.id)).toContain(entry.id);
  });

  it.each([
    ['a negative amount', { amount: -5000 }, 'body.amount'],
    ['a fractional amount', { amount: 10.5 }, 'body.amount'],
  ])('refuses %s (400) and keeps nothing', async (_name, change, field) => {
    const before = (await list()).total_count;
    const response = await post('/entry', {
      kind: 'TOLL',
      vehicle_id: vehicle.id,
      occurred_at: '2026-11-19T09:30:00+07:00',
      amount: 5000,
      ...(change as Record<string, unknown>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field?: string }>().field).toBe(field);
    expect((await list()).total_count).toBe(before);
  });

  it.each([
    ['fuel without litres', { kind: 'FUEL' }, 'costEntry.litresRequired'],
    ['another cost without its category', { kind: 'OTHER' }, 'costEntry.categoryRequired'],
    ['a vehicle of another company', { vehicle_id: 987_654_321 }, 'costEntry.unknownVehicle'],
    ['a time still to come', { occurred_at: '2026-12-01T08:00:00+07:00' }, 'costEntry.inFuture'],
  ])('refuses %s with its reason', async (_name, change, reason) => {
    const response = await post('/entry', {
      kind: 'TOLL',
      vehicle_id: vehicle.id,
      occurred_at: '2026-11-19T09:30:00+07:00',
      amount: 5000,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ reason?: string }>().reason).toBe(reason);
  });

  it('removes an entry (COST-3)', async () => {
    const made = await post('/entry', {
      kind: 'OTHER',
      category: 'PARKING',
      occurred_at: '2026-11-18T10:00:00+07:00',
      amount: 20_000,
    });
    const id = made.json<ItemResponse<CostEntry>>().data.id;
    const removed = await t.as(admin, { method: 'DELETE', url: `${BASE}/entry/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/entry/${id}`)).statusCode).toBe(404);
  });
});

describe('correcting an entry (COST-13)', () => {
  const put = (id: number, payload: unknown, cookie = admin) =>
    t.as(cookie, { method: 'PUT', url: `${BASE}/entry/${id}`, payload: payload as object });
  const fuel = {
    kind: 'FUEL',
    occurred_at: '2026-11-18T07:30:00+07:00',
    amount: 300_000,
    litres: 44,
    place: 'SPBU Cibubur',
  };

  it('replaces every field of a manual entry, checked as a new one', async () => {
    const made = await post('/entry', { ...fuel, vehicle_id: vehicle.id });
    const id = made.json<ItemResponse<CostEntry>>().data.id;
    const fixed = await put(id, { ...fuel, vehicle_id: vehicle.id, amount: 330_000, litres: 48 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(checkEntry.Check(fixed.json<ItemResponse<CostEntry>>().data)).toBe(true);
    expect(fixed.json<ItemResponse<CostEntry>>().data).toMatchObject({
      id,
      amount: 330_000,
      litres: 48,
      source: 'MANUAL',
    });
    expect((await get(`/entry/${id}`)).json<ItemResponse<CostEntry>>().data.amount).toBe(330_000);

    // COST-2 again: litres missing on fuel, a negative amount, a time to come; nothing changes.
    const { litres: _litres, ...withoutLitres } = fuel;
    for (const [body, status] of [
      [{ ...withoutLitres, vehicle_id: vehicle.id }, 400],
      [{ ...fuel, vehicle_id: vehicle.id, amount: -5 }, 400],
      [{ ...fuel, vehicle_id: vehicle.id, occurred_at: '2027-01-01T00:00:00+07:00' }, 400],
      [{ ...fuel, vehicle_id: 987_654_321 }, 400],
    ] as const) {
      expect((await put(id, body)).statusCode).toBe(status);
    }
    expect((await get(`/entry/${id}`)).json<ItemResponse<CostEntry>>().data).toMatchObject({
      amount: 330_000,
      litres: 48,
    });
  });

  it('leaves an imported statement row as its statement says (409)', async () => {
    const imported = (await list('?limit=100')).items.find((e) => e.source === 'IMPORT');
    const row =
      imported ??
      (await post('/import', {
        kind: 'E_TOLL',
        file_name: 'etoll.csv',
        data: base64(
          `date,time,plate,gate,amount,card\n2026-11-15,09:10,${vehicle.license_plate},GT Cawang,11000,ET-9\n`,
        ),
      }).then(async () => (await list('?limit=100')).items.find((e) => e.source === 'IMPORT')));
    const id = row?.id ?? 0;
    const response = await put(id, {
      kind: 'OTHER',
      category: 'PARKING',
      amount: 1,
      occurred_at: fuel.occurred_at,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ reason?: string }>().reason).toBe('costEntry.imported');
    expect((await get(`/entry/${id}`)).json<ItemResponse<CostEntry>>().data.amount).toBe(
      row?.amount,
    );
  });

  it('answers 404 for another company’s entry and 403 without the update permission', async () => {
    const made = await post('/entry', {
      kind: 'OTHER',
      category: 'PARKING',
      amount: 5_000,
      occurred_at: fuel.occurred_at,
    });
    const id = made.json<ItemResponse<CostEntry>>().data.id;
    const other = await t.login(SECOND_COMPANY_ADMIN);
    const body = {
      kind: 'OTHER',
      category: 'PARKING',
      amount: 6_000,
      occurred_at: fuel.occurred_at,
    };
    expect((await put(id, body, other)).statusCode).toBe(404);
    const driver = await t.login('driver');
    expect((await put(id, body, driver)).statusCode).toBe(403);
    expect((await get(`/entry/${id}`)).json<ItemResponse<CostEntry>>().data.amount).toBe(5_000);
  });
});

describe('importing statements (COST-4, COST-5)', () => {
  const fuelCsv = () =>
    `date,time,plate,litres,amount,station,card\n` +
    `2026-11-17,07:10,${vehicle.license_plate},"45,5",309.400,SPBU Cibubur,FC-77\n` +
    `17/11/2026,16:45,${vehicle.license_plate.toLowerCase()},20,136000,SPBU Cikupa,FC-77\n`;

  it('imports every row of a fuel-card statement and refuses the same rows again', async () => {
    const before = (await list()).total_count;
    const payload = { kind: 'FUEL_CARD', file_name: 'kartu-bbm.csv', data: base64(fuelCsv()) };
    const response = await post('/import', payload);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<ItemResponse<CostImport>>().data;
    expect(result).toMatchObject({ rows: 2, total_amount: 445_400, kind: 'FUEL_CARD' });
    const after = await list('?limit=100');
    expect(after.total_count).toBe(before + 2);
    const imported = after.items.filter((e) => e.import_id === result.id);
    expect(imported.map((e) => e.litres).sort()).toEqual([20, 45.5]);
    const again = await post('/import', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ reason?: string; params?: object }>()).toMatchObject({
      reason: 'costImport.duplicate',
      params: { row: 2 },
    });
    expect((await list()).total_count).toBe(before + 2);
  });

  it.each([
    [
      'a spreadsheet named .csv',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]).toString('base64'),
      'costImport.notCsv',
    ],
    ['a PDF', base64('%PDF-1.4 statement'), 'costImport.notCsv'],
    [
      'the other statement’s header',
      base64('date,time,plate,gate,amount,card\n2026-11-17,07:10,B 1,GT,1000,C\n'),
      'costImport.badHeader',
    ],
  ])('refuses %s and imports nothing', async (_name, data, reason) => {
    const before = (await list()).total_count;
    const response = await post('/import', { kind: 'FUEL_CARD', file_name: 'x.csv', data });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ reason?: string }>().reason).toBe(reason);
    expect((await list()).total_count).toBe(before);
  });

  it('refuses a whole e-toll statement for one negative row, naming it', async () => {
    const before = (await list()).total_count;
    const csv =
      `date,time,plate,gate,amount,card\n` +
      `2026-11-16,07:10,${vehicle.license_plate},GT Cikupa,12000,ET-1\n` +
      `2026-11-16,08:10,${vehicle.license_plate},GT Halim,-9500,ET-1\n`;
    const response = await post('/import', {
      kind: 'E_TOLL',
      file_name: 'etoll.csv',
      data: base64(csv),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ params?: object }>().params).toEqual({
      row: 3,
      column: 'amount',
      problem: 'negative',
    });
    expect((await list()).total_count).toBe(before);
  });

  it('refuses a plate that is not the company’s (another company’s vehicle)', async () => {
    const csv = `date,time,plate,gate,amount,card\n2026-11-16,07:10,ZZ 9999 ZZ,GT Cikupa,12000,ET-1\n`;
    const response = await post('/import', {
      kind: 'E_TOLL',
      file_name: 'e.csv',
      data: base64(csv),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ params?: object }>().params).toMatchObject({ row: 2, column: 'plate' });
  });
});

describe('summary (COST-6, COST-7, COST-8)', () => {
  it('sums each month and vehicle, with cost per kilometre where it drove', async () => {
    const response = await get('/summary?from=2026-09&until=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CostSummary>();
    expect(checkSummary.Check(body)).toBe(true);
    expect(body.data.months.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    for (const m of body.data.months) {
      expect(m.total).toBe(m.fuel + m.toll + m.maintenance + m.other);
    }
    const november = body.data.months[2];
    const vehicles = body.data.vehicles.filter((v) => v.month === '2026-11');
    expect(vehicles.reduce((sum, v) => sum + v.fuel, 0)).toBeLessThanOrEqual(november?.fuel ?? 0);
    expect(body.data.maintenance_included).toBe(true);
    // The demo's delivered orders count for the fleet by the month they were delivered.
    expect(november?.deliveries).toBeGreaterThan(0);
    expect(november?.cost_per_delivery).toBe(
      Math.round((november?.total ?? 0) / (november?.deliveries ?? 1)),
    );
  });

  it('refuses a period over twelve months or reversed', async () => {
    expect(
      (await get('/summary?from=2025-01&until=2026-11')).json<{ reason?: string }>().reason,
    ).toBe('costSummary.badPeriod');
    expect((await get('/summary?from=2026-11&until=2026-10')).statusCode).toBe(400);
    expect((await get('/summary?from=2026-13&until=2026-10')).statusCode).toBe(400);
  });
});

describe('fuel match (COST-9)', () => {
  it('answers the month’s purchases and refills, flagged ones first', async () => {
    const response = await get('/fuel-match?month=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<FuelMatch>();
    expect(checkMatch.Check(body)).toBe(true);
    const { items, matched, purchases_without_refill, refills_without_purchase } = body.data;
    expect(items).toHaveLength(matched + purchases_without_refill + refills_without_purchase);
    const ranks = items.map((i) => (i.state === 'MATCHED' ? 1 : 0));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });
});

describe('permissions (COST-10)', () => {
  it('refuses a user without financial-record access', async () => {
    const driver = await t.login('driver');
    expect((await get('/entry', driver)).statusCode).toBe(403);
  });
});
