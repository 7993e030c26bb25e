import { beforeAll, describe, expect, it } from 'vitest';
import {
  CostEntryPageSchema,
  CostEntrySchema,
  CostImportSchema,
  CostSummarySchema,
  FuelMatchSchema,
  createCostEntryRoute,
  deleteCostEntryRoute,
  getCostEntryRoute,
  getCostSummaryRoute,
  getFuelMatchRoute,
  importCostStatementRoute,
  listCostEntriesRoute,
  type CostEntry,
} from '@armada/contracts/costs';
import { ItemResponseSchema, type RouteDefinition } from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { exampleFor } from './lib/examples';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Cost management against a running server (docs/rules/costs.md): every route with the domain's
 * fixtures, and the refusals the issue names (a file that is not the CSV it claims to be, a
 * negative amount in a form or a statement), each changing nothing. Auth, malformed bodies and
 * tenant isolation come from the catalogue's generic suites.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const example = (route: RouteDefinition) => exampleFor(route)?.body?.();
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** A card number different on every run against the same store (COST-5 refuses repeats). */
const card = `CT-${Date.now().toString(36)}`;

let admin: ApiClient;
let vehicle: { id: number; license_plate: string };

async function count(): Promise<number> {
  const list = await admin.get<{ data: { total_count: number } }>(listCostEntriesRoute.url);
  expectStatus(list, 200);
  return list.body?.data.total_count ?? -1;
}

beforeAll(async () => {
  admin = adminClient();
  const vehicles = await admin.get<{
    data: { paginated_result: { id: number; license_plate: string }[] };
  }>('/api/vehicle', { query: { limit: 5, parent_only: true } });
  expectStatus(vehicles, 200);
  vehicle = vehicles.body?.data.paginated_result[0] ?? { id: 0, license_plate: '' };
});

describe('cost entries (COST-1 ... COST-3)', () => {
  it('enters one from the fixture, reads, lists and removes it', async () => {
    const created = await admin.post<{ data: CostEntry }>(
      createCostEntryRoute.url,
      example(createCostEntryRoute),
    );
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(CostEntrySchema), created.body, 'created entry');
    const entry = created.body?.data as CostEntry;
    expect(entry).toMatchObject({ kind: 'OTHER', category: 'PARKING', amount: 15_000 });
    const read = await admin.get(at(getCostEntryRoute.url, entry.id));
    expectStatus(read, 200);
    const list = await admin.get(listCostEntriesRoute.url, { query: { kind: 'OTHER', limit: 5 } });
    expectStatus(list, 200);
    expectSchema(CostEntryPageSchema, list.body, 'cost list');
    const removed = await admin.request('DELETE', at(deleteCostEntryRoute.url, entry.id));
    expectStatus(removed, 200);
    expectError(await admin.get(at(getCostEntryRoute.url, entry.id)), 404);
  });

  it('refuses a negative amount and fuel without litres, storing nothing', async () => {
    const before = await count();
    const negative = await admin.post(createCostEntryRoute.url, {
      kind: 'TOLL',
      vehicle_id: vehicle.id,
      occurred_at: '2026-01-05T08:00:00+07:00',
      amount: -12_500,
    });
    expectError(negative, 400, ['amount']);
    const noLitres = await admin.post(createCostEntryRoute.url, {
      kind: 'FUEL',
      vehicle_id: vehicle.id,
      occurred_at: '2026-01-05T08:00:00+07:00',
      amount: 300_000,
    });
    expectError(noLitres, 400);
    expect(noLitres.body).toMatchObject({ reason: 'costEntry.litresRequired' });
    expect(await count()).toBe(before);
  });
});

describe('statements (COST-4, COST-5)', () => {
  it('imports a fuel-card statement, every row', async () => {
    const imported = await admin.post(importCostStatementRoute.url, {
      kind: 'FUEL_CARD',
      file_name: 'kartu.csv',
      data: base64(
        'date,time,plate,litres,amount,station,card\n' +
          `05/01/2026,07:00,${vehicle.license_plate},40,272.000,SPBU Kontrak,${card}\n`,
      ),
    });
    expectStatus(imported, 201);
    expectSchema(ItemResponseSchema(CostImportSchema), imported.body, 'import');
    expect(imported.body).toMatchObject({ data: { rows: 1, total_amount: 272_000 } });
  });

  it('refuses a PDF called .csv and a statement with a negative row, importing nothing', async () => {
    const before = await count();
    const pdf = await admin.post(importCostStatementRoute.url, {
      kind: 'E_TOLL',
      file_name: 'etoll.csv',
      data: base64('%PDF-1.7\n1 0 obj'),
    });
    expectError(pdf, 400);
    expect(pdf.body).toMatchObject({ reason: 'costImport.notCsv' });
    const negative = await admin.post(importCostStatementRoute.url, {
      kind: 'E_TOLL',
      file_name: 'etoll.csv',
      data: base64(
        'date,time,plate,gate,amount,card\n' +
          `05/01/2026,09:00,${vehicle.license_plate},GT Kontrak,12000,${card}\n` +
          `05/01/2026,10:00,${vehicle.license_plate},GT Kontrak,-12000,${card}\n`,
      ),
    });
    expectError(negative, 400);
    expect(negative.body).toMatchObject({
      reason: 'costImport.badRow',
      params: { row: 3, column: 'amount', problem: 'negative' },
    });
    expect(await count()).toBe(before);
  });
});

describe('summary and fuel match (COST-6 ... COST-9)', () => {
  it('answers the summary and the fuel match in their schemas', async () => {
    const summary = await admin.get(getCostSummaryRoute.url, {
      query: { from: '2026-01', until: '2026-03' },
    });
    expectStatus(summary, 200);
    expectSchema(CostSummarySchema, summary.body, 'summary');
    const match = await admin.get(getFuelMatchRoute.url, { query: { month: '2026-01' } });
    expectStatus(match, 200);
    expectSchema(FuelMatchSchema, match.body, 'fuel match');
    const reversed = await admin.get(getCostSummaryRoute.url, {
      query: { from: '2026-03', until: '2026-01' },
    });
    expectError(reversed, 400);
    expect(reversed.body).toMatchObject({ reason: 'costSummary.badPeriod' });
  });
});
