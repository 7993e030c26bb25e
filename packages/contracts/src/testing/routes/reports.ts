import { defineRouteFixtures } from '../route-fixtures';

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
const ROW_PLACES = {
  '.data.paginated_result[].id': "a row's place in the result (1, 2, …), not a record",
  '.data.ids[]': "the page's row places, not records",
  '.report.id': 'the report definition, the same for every company',
};

/** The reports domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listReports: { tenant: { sharedIdentifiers: SAME_FOR_EVERY_COMPANY } },
  runReport: {
    example: { query: PERIOD },
    tenant: { sharedIdentifiers: ROW_PLACES },
  },
  createReportExport: {
    example: { body: () => ({ ...PERIOD, format: 'csv' }) },
    tenant: {
      idRouteBody: async (owner) => {
        const submit = await owner.runSubmit();
        return { ...PERIOD, format: 'csv', vehicles: submit.vehicle_ids.slice(0, 2).join(',') };
      },
    },
  },
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
