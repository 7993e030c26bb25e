import writeXlsxFile from 'write-excel-file/node';
import {
  DELIVERY_ORDER_IMPORT_COLUMNS,
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
  DELIVERY_ORDER_IMPORT_LIMITS,
  DeliveryOrderImportCommitResultSchema,
  DeliveryOrderImportReportSchema,
  type DeliveryOrderImportCommitResult,
  type DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
import {
  ItemResponseSchema,
  SERVER_ERROR_REASONS,
  type ErrorResponse,
} from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

const BASE = '/order/api/web/v1/delivery-order/import';
const CSV = DELIVERY_ORDER_IMPORT_CONTENT_TYPES.csv;
const XLSX = DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx;
let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const checkReport = Compile(ItemResponseSchema(DeliveryOrderImportReportSchema));
const checkCommit = Compile(ItemResponseSchema(DeliveryOrderImportCommitResultSchema));

const upload = (
  step: 'check' | 'commit',
  body: string | Buffer,
  type: string = CSV,
  query = '',
  cookie = admin,
) =>
  t.as(cookie, {
    method: 'POST',
    url: `${BASE}/${step}${query}`,
    headers: { 'content-type': type },
    payload: body,
  });

function books() {
  const store = t.simulator.store;
  const customer = store.list('customers', DEMO_COMPANY_ID)[0];
  const [origin, destination] = store.list('addresses', DEMO_COMPANY_ID);
  if (!customer || !origin || !destination) throw new Error('the test world has no books');
  return { customer, origin, destination };
}

const header = DELIVERY_ORDER_IMPORT_COLUMNS.join(',');

function goodRow(i = 0): string {
  const { customer, origin, destination } = books();
  return [
    customer.code,
    origin.name,
    destination.name,
    '',
    '',
    '2026-11-25',
    '08:00',
    '12:00',
    String(100 + i),
    '0.5',
    `baris ${i}`,
    'ya',
  ]
    .map((v) => (v.includes(',') ? `"${v}"` : v))
    .join(',');
}

const orderCount = () => t.simulator.store.count('delivery_orders', DEMO_COMPANY_ID);

describe('check (DLV-30)', () => {
  it('reports every bad cell by row and column and saves nothing', async () => {
    const before = orderCount();
    const { customer, origin } = books();
    const csv = [
      header,
      goodRow(1),
      `NO-SUCH,${origin.name},Somewhere,,,2026-02-31,8:00,07:00,abc,1,,mungkin`,
      `${customer.code},${origin.name},Toko Baru Tebet,Kec. Tebet,Jakarta Selatan,,,,10,0.1,,`,
      `${customer.code},${origin.name},Toko Hilang,Atlantis,Jakarta Selatan,,,,10,0.1,,`,
    ].join('\n');
    const response = await upload('check', csv);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: DeliveryOrderImportReport }>();
    expect(checkReport.Check(body)).toBe(true);
    const report = body.data;
    expect(report).toMatchObject({
      format: 'csv',
      rows: 4,
      valid_rows: 2,
      invalid_rows: 2,
      matched_destinations: 1,
      geocoded_destinations: 1,
    });
    const at = (row: number) => report.problems.filter((p) => p.row === row);
    expect(at(3).map((p) => [p.column, p.code])).toEqual([
      ['customer', 'unknownCustomer'],
      ['destination', 'unmatchedDestination'],
      ['planned_date', 'invalidDate'],
      ['window_end', 'windowOrder'],
      ['weight_kg', 'invalidNumber'],
      ['confirm', 'invalidBoolean'],
    ]);
    // DLV-29: the unmatched destination is named with its row.
    expect(at(5)).toEqual([
      expect.objectContaining({
        column: 'destination',
        code: 'unmatchedDestination',
        value: 'Toko Hilang',
      }),
    ]);
    expect(orderCount()).toBe(before);
  });

  it('reports wrong columns on row 1 and checks no row (DLV-28)', async () => {
    const response = await upload('check', 'pelanggan,origin,tujuan\nA,B,C\n');
    const report = response.json<{ data: DeliveryOrderImportReport }>().data;
    expect(report.valid_rows).toBe(0);
    expect(report.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [1, 'pelanggan', 'unknownColumn'],
      [1, 'tujuan', 'unknownColumn'],
      [1, 'customer', 'missingColumn'],
      [1, 'destination', 'missingColumn'],
    ]);
  });
});

describe('commit (DLV-31)', () => {
  it('refuses a file with an invalid row, with the report, and saves nothing', async () => {
    const before = orderCount();
    const addresses = t.simulator.store.count('addresses', DEMO_COMPANY_ID);
    const csv = [header, goodRow(1), goodRow(2).replace('2026-11-25', '25/11/2026')].join('\n');
    const response = await upload('commit', csv);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse & { report: DeliveryOrderImportReport }>();
    expect(body.reason).toBe(SERVER_ERROR_REASONS.deliveryOrderImportInvalidRows);
    expect(body.params).toEqual({ count: 1 });
    expect(body.report.problems[0]).toMatchObject({ row: 3, column: 'planned_date' });
    expect(orderCount()).toBe(before);
    expect(t.simulator.store.count('addresses', DEMO_COMPANY_ID)).toBe(addresses);
  });

  it('saves only the valid rows when asked to, new destinations added to the book', async () => {
    const before = orderCount();
    const { customer, origin } = books();
    const csv = [
      header,
      goodRow(1),
      goodRow(2).replace('2026-11-25', 'besok'),
      `${customer.code},${origin.name},Toko Impor Cakung,Cakung,Jakarta Timur,,,,10,0.1,,`,
      `${customer.code},${origin.name},Toko Impor Cakung,Cakung,Jakarta Timur,,,,20,0.2,,`,
    ].join('\n');
    const response = await upload('commit', csv, CSV, '?valid_only=true');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ data: DeliveryOrderImportCommitResult }>();
    expect(checkCommit.Check(body)).toBe(true);
    expect(body.data).toMatchObject({ created: 3, addresses_created: 1 });
    expect(orderCount()).toBe(before + 3);
    const list = await t.as(admin, {
      method: 'GET',
      url: `/order/api/web/v1/delivery-order?filters=number eq ${encodeURIComponent(body.data.last_number ?? '')}`,
    });
    const [last] = list.json<{
      data: { paginated_result: { destination_address: { name: string; city: string } }[] };
    }>().data.paginated_result;
    expect(last?.destination_address).toMatchObject({
      name: 'Toko Impor Cakung',
      city: 'Jakarta Timur',
    });
  });

  it('saves 10,000 rows in one go', async () => {
    const before = orderCount();
    const rows = Array.from({ length: DELIVERY_ORDER_IMPORT_LIMITS.maxRows }, (_, i) => goodRow(i));
    const response = await upload('commit', [header, ...rows].join('\n'));
    expect(response.statusCode, response.body.slice(0, 500)).toBe(201);
    expect(response.json<{ data: DeliveryOrderImportCommitResult }>().data.created).toBe(10_000);
    expect(orderCount()).toBe(before + 10_000);
  }, 120_000);
});

describe('the template (DLV-28)', () => {
  it.each(['xlsx', 'csv'] as const)('%s: checks back with no problem', async (format) => {
    const response = await t.as(admin, { method: 'GET', url: `${BASE}/template?format=${format}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`template.${format}`);
    const check = await upload('check', response.rawPayload, format === 'xlsx' ? XLSX : CSV);
    const report = check.json<{ data: DeliveryOrderImportReport }>().data;
    expect(report).toMatchObject({ rows: 2, valid_rows: 2, problems: [] });
    expect(report.geocoded_destinations).toBe(1);
  });
});

describe('hostile files (DLV-27)', () => {
  const refusal = (response: { statusCode: number; json: <T>() => T }) => ({
    status: response.statusCode,
    reason: response.json<ErrorResponse>().reason,
  });

  it('refuses a file over the limit before reading it', async () => {
    const big = Buffer.alloc(DELIVERY_ORDER_IMPORT_LIMITS.maxBytes + 1, 0x61);
    expect(refusal(await upload('check', big))).toEqual({
      status: 413,
      reason: SERVER_ERROR_REASONS.deliveryOrderImportTooLarge,
    });
  });

  it('refuses an empty file, a header alone, and a JSON body', async () => {
    expect(refusal(await upload('check', ''))).toEqual({
      status: 400,
      reason: SERVER_ERROR_REASONS.deliveryOrderImportEmpty,
    });
    expect(refusal(await upload('check', `${header}\n`)).reason).toBe(
      SERVER_ERROR_REASONS.deliveryOrderImportEmpty,
    );
    expect(refusal(await upload('check', '{}', 'application/json'))).toEqual({
      status: 415,
      reason: SERVER_ERROR_REASONS.deliveryOrderImportUnsupportedType,
    });
  });

  it('reads UTF-8 with a BOM and refuses invalid UTF-8', async () => {
    const bom = await upload('check', Buffer.from(`\uFEFF${header}\n${goodRow()}\n`, 'utf8'));
    expect(bom.json<{ data: DeliveryOrderImportReport }>().data.valid_rows).toBe(1);
    const latin1 = Buffer.from(`${header}\n${goodRow()},Café\n`, 'latin1');
    expect(refusal(await upload('check', latin1)).reason).toBe(
      SERVER_ERROR_REASONS.deliveryOrderImportInvalidEncoding,
    );
  });

  it('refuses formula cells of an XLSX by row and column', async () => {
    const { customer, origin, destination } = books();
    const file = await writeXlsxFile([
      DELIVERY_ORDER_IMPORT_COLUMNS.map((value) => ({ value })),
      [
        { value: customer.code },
        { value: origin.name },
        { value: destination.name },
        null,
        null,
        null,
        null,
        null,
        { type: 'Formula' as const, value: 'HYPERLINK("http://evil.example","100")' },
      ],
    ]).toBuffer();
    const report = (await upload('check', file, XLSX)).json<{ data: DeliveryOrderImportReport }>()
      .data;
    expect(report.valid_rows).toBe(0);
    expect(report.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'weight_kg', code: 'formula' }),
    ]);
  });

  it('refuses a file that claims to be XLSX but is not', async () => {
    expect(refusal(await upload('check', 'not a zip', XLSX)).reason).toBe(
      SERVER_ERROR_REASONS.deliveryOrderImportNotSpreadsheet,
    );
  });

  it('a dispatcher without create permission… is the same user check as create (403)', async () => {
    const operator = await t.login('operator');
    const response = await upload('check', `${header}\n${goodRow()}`, CSV, '', operator);
    expect(response.statusCode).toBe(403);
  });
});
