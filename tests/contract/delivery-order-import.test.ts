import { beforeAll, describe, expect, it } from 'vitest';
import { listAddressesRoute, listCustomersRoute } from '@armada/contracts/customers';
import {
  DELIVERY_ORDER_IMPORT_COLUMNS,
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
  DELIVERY_ORDER_IMPORT_LIMITS,
  DeliveryOrderImportCommitResultSchema,
  DeliveryOrderImportReportSchema,
  checkDeliveryOrderImportRoute,
  commitDeliveryOrderImportRoute,
  deliveryOrderImportTemplateRoute,
  listDeliveryOrdersRoute,
  type DeliveryOrderImportCommitResult,
  type DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
import {
  ErrorResponseSchema,
  ItemResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * The delivery order import against a running server (docs/rules/deliveries.md §6): the
 * template, the row-by-row report, a commit that saves all or nothing, and hostile files that
 * change nothing. The file is the raw body, so these calls also cross the gateway's proxy.
 */

const ReportAnswer = ItemResponseSchema(DeliveryOrderImportReportSchema);
const CommitAnswer = ItemResponseSchema(DeliveryOrderImportCommitResultSchema);
const CSV = DELIVERY_ORDER_IMPORT_CONTENT_TYPES.csv;

let admin: ApiClient;
let customerCode = '';
let originName = '';
let destinationName = '';

beforeAll(async () => {
  admin = adminClient();
  const customers = await admin.get<{ data: { paginated_result: { code: string }[] } }>(
    listCustomersRoute.url,
    { query: { limit: 1 } },
  );
  const addresses = await admin.get<{ data: { paginated_result: { name: string }[] } }>(
    listAddressesRoute.url,
    { query: { limit: 2 } },
  );
  customerCode = customers.body?.data.paginated_result[0]?.code ?? '';
  originName = addresses.body?.data.paginated_result[0]?.name ?? '';
  destinationName = addresses.body?.data.paginated_result[1]?.name ?? '';
});

const quote = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

function csv(...rows: string[][]): string {
  return [DELIVERY_ORDER_IMPORT_COLUMNS, ...rows].map((r) => r.map(quote).join(',')).join('\r\n');
}

function row(
  overrides: Partial<Record<(typeof DELIVERY_ORDER_IMPORT_COLUMNS)[number], string>> = {},
) {
  const cells: Record<(typeof DELIVERY_ORDER_IMPORT_COLUMNS)[number], string> = {
    customer: customerCode,
    origin: originName,
    destination: destinationName,
    destination_district: '',
    destination_city: '',
    planned_date: '2026-12-01',
    window_start: '08:00',
    window_end: '12:00',
    weight_kg: '120',
    volume_m3: '0.8',
    notes: 'kontrak impor',
    confirm: 'ya',
    ...overrides,
  };
  return DELIVERY_ORDER_IMPORT_COLUMNS.map((column) => cells[column]);
}

const upload = (url: string, body: string, type: string = CSV, query = {}) =>
  admin.request('POST', url, { body, headers: { 'content-type': type }, query });

async function total(): Promise<number> {
  const answer = await admin.get<{ metadata: { total_count: number } }>(
    listDeliveryOrdersRoute.url,
    {
      query: { limit: 1 },
    },
  );
  expectStatus(answer, 200);
  return answer.body.metadata.total_count;
}

describe('template (DLV-28)', () => {
  it('is an XLSX by default and a CSV on request, with the template columns', async () => {
    const xlsx = await admin.get(deliveryOrderImportTemplateRoute.url);
    expectStatus(xlsx, 200);
    expect(xlsx.headers.get('content-type')).toBe(DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx);
    expect(xlsx.headers.get('content-disposition')).toContain('attachment');
    const text = await admin.get(deliveryOrderImportTemplateRoute.url, {
      query: { format: 'csv' },
    });
    expectStatus(text, 200);
    expect(text.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      DELIVERY_ORDER_IMPORT_COLUMNS.join(','),
    );
    // The template's own rows check clean.
    const report = await upload(checkDeliveryOrderImportRoute.url, text.text);
    expectStatus(report, 200);
    expect((report.body as { data: DeliveryOrderImportReport }).data).toMatchObject({
      rows: 2,
      valid_rows: 2,
      problems: [],
    });
  });
});

describe('check (DLV-29, DLV-30)', () => {
  it('answers the report by row and column and saves nothing', async () => {
    const before = await total();
    const response = await upload(
      checkDeliveryOrderImportRoute.url,
      csv(
        row(),
        row({ customer: 'NO-SUCH-CUSTOMER', planned_date: '2026-02-30', weight_kg: '-5' }),
        row({
          destination: 'Toko Kontrak Baru',
          destination_district: 'Tebet',
          destination_city: 'Jakarta Selatan',
        }),
        row({ destination: 'Toko Entah', destination_district: 'Atlantis' }),
      ),
    );
    expectStatus(response, 200);
    expectSchema(ReportAnswer, response.body, 'import report');
    const report = (response.body as { data: DeliveryOrderImportReport }).data;
    expect(report).toMatchObject({
      rows: 4,
      valid_rows: 2,
      invalid_rows: 2,
      matched_destinations: 1,
      geocoded_destinations: 1,
    });
    expect(report.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'customer', 'unknownCustomer'],
      [3, 'planned_date', 'invalidDate'],
      [3, 'weight_kg', 'invalidNumber'],
      [5, 'destination', 'unmatchedDestination'],
    ]);
    expect(await total()).toBe(before);
  });
});

describe('commit (DLV-31)', () => {
  it('refuses a file with an invalid row, with its report, and saves nothing', async () => {
    const before = await total();
    const response = await upload(
      commitDeliveryOrderImportRoute.url,
      csv(row(), row({ window_start: '13:00', window_end: '09:00' })),
    );
    expectError(response, 400);
    const body = response.body as { reason: string; report: DeliveryOrderImportReport };
    expect(body.reason).toBe(SERVER_ERROR_REASONS.deliveryOrderImportInvalidRows);
    expectSchema(DeliveryOrderImportReportSchema, body.report, 'report of a refused commit');
    expect(await total()).toBe(before);
  });

  it('saves every valid order in one go, or only the valid rows when asked', async () => {
    const before = await total();
    const all = await upload(commitDeliveryOrderImportRoute.url, csv(row(), row({ confirm: '' })));
    expectStatus(all, 201);
    expectSchema(CommitAnswer, all.body, 'commit result');
    expect((all.body as { data: DeliveryOrderImportCommitResult }).data.created).toBe(2);
    const some = await upload(
      commitDeliveryOrderImportRoute.url,
      csv(row(), row({ customer: '' })),
      CSV,
      { valid_only: true },
    );
    expectStatus(some, 201);
    expect((some.body as { data: DeliveryOrderImportCommitResult }).data.created).toBe(1);
    expect(await total()).toBe(before + 3);
  });
});

describe('hostile files (DLV-27)', () => {
  const refused = async (body: string, type: string, status: number, reason: string) => {
    const before = await total();
    const response = await upload(checkDeliveryOrderImportRoute.url, body, type);
    expectError(response, status);
    expectSchema(ErrorResponseSchema, response.body, 'refusal');
    expect((response.body as { reason?: string }).reason).toBe(reason);
    expect(await total()).toBe(before);
  };

  it('an empty file', () => refused('', CSV, 400, SERVER_ERROR_REASONS.deliveryOrderImportEmpty));

  it('wrong content type', () =>
    refused(
      '{"a":1}',
      'application/json',
      415,
      SERVER_ERROR_REASONS.deliveryOrderImportUnsupportedType,
    ));

  it('a file that says XLSX and is not', () =>
    refused(
      'just text',
      DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx,
      400,
      SERVER_ERROR_REASONS.deliveryOrderImportNotSpreadsheet,
    ));

  it('a file above the size limit, refused from its length', () =>
    refused(
      'a'.repeat(DELIVERY_ORDER_IMPORT_LIMITS.maxBytes + 1),
      CSV,
      413,
      SERVER_ERROR_REASONS.deliveryOrderImportTooLarge,
    ));

  it('wrong columns are a report on row 1, not an error', async () => {
    const response = await upload(checkDeliveryOrderImportRoute.url, 'nama,alamat\nA,B\n');
    expectStatus(response, 200);
    const report = (response.body as { data: DeliveryOrderImportReport }).data;
    expect(report.valid_rows).toBe(0);
    expect(report.problems.every((p) => p.row === 1)).toBe(true);
  });
});
