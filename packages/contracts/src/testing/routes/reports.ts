import {
  createReportExportRoute,
  createReportScheduleRoute,
  runReportSchedulePassRoute,
} from '../../reports/report-routes';
import { defineRouteFixtures, type TenantCall } from '../route-fixtures';

const PERIOD = { from: '2026-11-23', to: '2026-11-29' };
const SCHEDULE = {
  report_id: 'alerts-summary',
  name: 'Ringkasan peringatan mingguan',
  frequency: 'WEEKLY',
  weekday: 1,
  hour: 7,
  format: 'xlsx',
  language: 'id',
  recipients: ['ops@contoh.co.id'],
};
const SAME_FOR_EVERY_COMPANY = {
  '.data[].id': 'report ids name definitions, the same for every company (RPT-1)',
};
const ONE_DEFINITION =
  "the report id names a definition every company shares (RPT-1); the rows are the caller's own (RPT-3), whatever vehicles the filters name";
const ONE_REPORT = { '.data[].report_id': 'the report definition, the same for every company' };

/** An export of the owner's: the ids of exports are made by their POST, no list shows them. */
const ownExport = async (call: TenantCall) => {
  const created = await call('POST', createReportExportRoute.url.replace(':reportId', 'trips'), {
    ...PERIOD,
    format: 'csv',
  });
  const id = (created.body as { data?: { id?: string } }).data?.id;
  if (created.status !== 202 || !id) throw new Error(`report export: ${created.status}`);
  return { exportId: id };
};

/** The reports domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listReports: { tenant: { sharedIdentifiers: SAME_FOR_EVERY_COMPANY } },
  listReportOutbox: { tenant: { sharedIdentifiers: ONE_REPORT } },
  listReportSchedules: {
    tenant: {
      sharedIdentifiers: ONE_REPORT,
      // A daily schedule due at midnight is due at once: one pass of the schedules (a simulator
      // control; a real backend answers 404 and its outbox is probed as it is) sends it.
      records: async (call) => {
        const created = await call('POST', createReportScheduleRoute.url, {
          ...SCHEDULE,
          frequency: 'DAILY',
          hour: 0,
        });
        if (created.status !== 201) throw new Error(`report schedule: ${created.status}`);
        await call('POST', runReportSchedulePassRoute.url);
      },
    },
  },
  runReport: {
    example: { query: PERIOD },
    tenant: { callerOnly: ONE_DEFINITION },
  },
  createReportExport: {
    example: { body: () => ({ ...PERIOD, format: 'csv' }) },
    tenant: { callerOnly: ONE_DEFINITION },
  },
  getReportExport: { tenant: { ownerParams: ownExport } },
  downloadReportExport: { tenant: { ownerParams: ownExport } },
  createReportSchedule: {
    example: { body: () => ({ ...SCHEDULE }) },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicles = submit.vehicle_ids.slice(0, 2);
        const own = { ...SCHEDULE, vehicles };
        const fake = { ...SCHEDULE, vehicles: vehicles.map((_, i) => 987_655_000 + i) };
        return [own, fake, [...vehicles, ...fake.vehicles]];
      },
    },
  },
  updateReportSchedule: { example: { body: () => ({ ...SCHEDULE, hour: 8 }) } },
});
