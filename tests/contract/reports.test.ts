import { beforeAll, describe, expect, it } from 'vitest';
import {
  ReportCatalogueSchema,
  ReportExportSchema,
  ReportFilterOptionsSchema,
  ReportOutboxListSchema,
  ReportPageSchema,
  ReportScheduleListSchema,
  ReportScheduleSchema,
  createReportExportRoute,
  createReportScheduleRoute,
  listReportFilterOptionsRoute,
  listReportOutboxRoute,
  listReportSchedulesRoute,
  listReportsRoute,
  runReportSchedulePassRoute,
  type ReportExport,
  type ReportFilterOptions,
  type ReportInfo,
  type ReportOutboxItem,
  type ReportSchedule,
} from '@armada/contracts/reports';
import { ItemResponseSchema, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { ApiClient } from './lib/client';
import { adminClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Reports against a running server (docs/rules/reports.md): the catalogue and the filters'
 * options, a page of every runnable report in its schema, the refusals of bad periods and ids,
 * an export of each format from start to file, and a schedule from creation to its mail in the
 * outbox. Auth, malformed bodies and ids come from the catalogue suite.
 */

const PERIOD = { from: '2026-11-23', to: '2026-11-29' };
const run = (id: string) => `/api/report/${id}`;

let admin: ApiClient;
let reports: ReportInfo[];
let options: ReportFilterOptions['data'];

beforeAll(async () => {
  admin = adminClient();
  const catalogue = await admin.get<{ data: ReportInfo[] }>(listReportsRoute.url);
  expectStatus(catalogue, 200);
  reports = catalogue.body.data;
  const answer = await admin.get<ReportFilterOptions>(listReportFilterOptionsRoute.url);
  expectStatus(answer, 200);
  options = answer.body.data;
});

async function exported(format: 'csv' | 'xlsx' | 'pdf'): Promise<ReportExport> {
  const started = await admin.post<{ data: ReportExport }>(
    createReportExportRoute.url.replace(':reportId', 'alerts-summary'),
    { ...PERIOD, format },
  );
  expectStatus(started, 202);
  expectSchema(ItemResponseSchema(ReportExportSchema), started.body, 'export started');
  let job = started.body.data;
  for (let i = 0; i < 300 && job.status === 'RUNNING'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await admin.get<{ data: ReportExport }>(`/api/report-export/${job.id}`);
    expectStatus(polled, 200);
    job = polled.body.data;
  }
  expect(job.status).toBe('DONE');
  return job;
}

describe('the catalogue (RPT-1, RPT-2, RPT-7)', () => {
  it('answers the reports and the filter options in their schemas', async () => {
    expectSchema(ReportCatalogueSchema, { data: reports }, 'catalogue');
    expect(reports.map((r) => r.id)).toEqual(
      expect.arrayContaining(['alerts-summary', 'overspeed', 'notification-log']),
    );
    expectSchema(ReportFilterOptionsSchema, { data: options }, 'filter options');
    expect(options.vehicles.length).toBeGreaterThan(0);
  });

  it('answers a page of every runnable report (RPT-3)', async () => {
    for (const report of reports.filter((r) => r.href === null)) {
      // A one-vehicle report (RPT-42) takes one vehicle and one day.
      const query = report.one_vehicle
        ? { from: PERIOD.to, to: PERIOD.to, vehicles: String(options.vehicles[0]?.id) }
        : PERIOD;
      const page = await admin.get(run(report.id), { query: { ...query, limit: 5 } });
      expectStatus(page, 200);
      expectSchema(ReportPageSchema, page.body, report.id);
    }
  });

  it('is 404 for a report that does not exist', async () => {
    expectError(await admin.get(run('no-such-report'), { query: PERIOD }), 404);
  });
});

describe('bad input (RPT-4, RPT-5)', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      '31 days at most',
      { from: '2026-10-01', to: '2026-11-01' },
      SERVER_ERROR_REASONS.reportPeriodTooLong,
    ],
    [
      'the end before the start',
      { from: '2026-11-09', to: '2026-11-08' },
      SERVER_ERROR_REASONS.reportPeriodReversed,
    ],
    [
      'an unknown vehicle',
      { ...PERIOD, vehicles: '987654321' },
      SERVER_ERROR_REASONS.reportUnknownVehicle,
    ],
    [
      'an unknown driver',
      { ...PERIOD, drivers: '987654321' },
      SERVER_ERROR_REASONS.reportUnknownDriver,
    ],
    [
      'a sort on no column',
      { ...PERIOD, sort: 'nothing asc' },
      SERVER_ERROR_REASONS.reportUnknownColumn,
    ],
  ];
  it.each(cases)('%s is 400 with its reason', async (_name, query, reason) => {
    const response = await admin.get<{ reason?: string }>(run('overspeed'), { query });
    expectError(response, 400);
    expect(response.body.reason).toBe(reason);
  });

  it('a rollup report takes 12 months, not 13', async () => {
    expectStatus(
      await admin.get(run('distance-per-day'), { query: { from: '2025-12-01', to: '2026-11-30' } }),
      200,
    );
    expectError(
      await admin.get(run('distance-per-day'), { query: { from: '2025-11-01', to: '2026-11-30' } }),
      400,
    );
  });

  it.each([
    ['a malformed day', { from: '2026-11-3', to: '2026-11-29' }],
    ['malformed ids', { ...PERIOD, vehicles: '1;2' }],
    ['a page too large', { ...PERIOD, limit: '1000' }],
  ])('%s is 400', async (_name, query) => {
    expectError(await admin.get(run('overspeed'), { query }), 400);
  });

  it('an unknown export format is 400', async () => {
    const response = await admin.post(
      createReportExportRoute.url.replace(':reportId', 'overspeed'),
      {
        ...PERIOD,
        format: 'docx',
      },
    );
    expectError(response, 400, ['format']);
  });
});

describe('exports (RPT-8..13)', () => {
  it.each([
    // fetch's text drops the CSV's byte-order mark: its header line comes first.
    ['csv', 'text/csv', /^(Jenis peringatan|Alert type),/],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', /^PK/],
    ['pdf', 'application/pdf', /^%PDF-/],
  ] as const)('%s: made, polled, then downloaded as its type', async (format, type, start) => {
    const job = await exported(format);
    const file = await admin.get(`/api/report-export/${job.id}/file`);
    expectStatus(file, 200);
    expect(file.headers.get('content-type')).toContain(type);
    expect(file.headers.get('content-disposition')).toContain(job.file_name);
    expect(file.text).toMatch(start);
  });

  it('an unknown export is 404', async () => {
    expectError(await admin.get('/api/report-export/00000000-0000-4000-8000-000000000000'), 404);
  });
});

describe('scheduled reports (RPT-14..17)', () => {
  it('are made, changed, sent into the outbox and deleted', async () => {
    const body = {
      report_id: 'alerts-summary',
      name: 'Kontrak harian',
      frequency: 'DAILY',
      hour: 0,
      format: 'csv',
      language: 'id',
      recipients: ['ops@contoh.co.id'],
      vehicles: options.vehicles.slice(0, 1).map((v) => v.id),
    };
    const created = await admin.post<{ data: ReportSchedule }>(createReportScheduleRoute.url, body);
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(ReportScheduleSchema), created.body, 'schedule');
    const id = created.body.data.id;
    const changed = await admin.put<{ data: ReportSchedule }>(`/api/report-schedule/${id}`, {
      ...body,
      name: 'Kontrak harian (baru)',
    });
    expectStatus(changed, 200);
    expect(changed.body.data.name).toBe('Kontrak harian (baru)');
    const list = await admin.get(listReportSchedulesRoute.url);
    expectSchema(ReportScheduleListSchema, list.body, 'schedules');

    // The pass is a simulator control: a server without controls (a real backend) has none.
    const pass = await admin.post(runReportSchedulePassRoute.url);
    if (pass.status === 200) {
      const outbox = await admin.get<{ data: ReportOutboxItem[] }>(listReportOutboxRoute.url);
      expectSchema(ReportOutboxListSchema, outbox.body, 'outbox');
      const mail = outbox.body.data.find((m) => m.schedule_id === id);
      expect(mail?.delivery).toMatch(/OUTBOX|SENT/);
      const file = await admin.get(`/api/report-outbox/${mail?.id}/file`);
      expectStatus(file, 200);
      expect(file.text).toMatch(/^(Jenis peringatan|Alert type),/);
      // Once per period: a second pass sends nothing more for it.
      await admin.post(runReportSchedulePassRoute.url);
      const again = await admin.get<{ data: ReportOutboxItem[] }>(listReportOutboxRoute.url);
      expect(again.body.data.filter((m) => m.schedule_id === id)).toHaveLength(1);
    }

    expectStatus(await admin.delete(`/api/report-schedule/${id}`), 200);
    expectError(await admin.delete(`/api/report-schedule/${id}`), 404);
  });

  it('refuses a schedule naming a vehicle the company does not have', async () => {
    const response = await admin.post<{ reason?: string }>(createReportScheduleRoute.url, {
      report_id: 'overspeed',
      name: 'X',
      frequency: 'MONTHLY',
      month_day: 1,
      hour: 6,
      format: 'pdf',
      language: 'en',
      recipients: ['a@b.co'],
      vehicles: [987_654_321],
    });
    expectError(response, 400);
    expect(response.body.reason).toBe(SERVER_ERROR_REASONS.reportUnknownVehicle);
  });
});
