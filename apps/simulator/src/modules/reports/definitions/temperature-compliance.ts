import {
  anyOf,
  dayOf,
  defineReport,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const events = (scope: ReportScope, param: Param) => `
  SELECT e.vehicle_id, e.at, e.value, e.data,
         ${dayOf('e.at', scope, param)} AS day
  FROM telemetry_events e
  WHERE e.company_id = ${param(scope.companyId)} AND e.type = 'temperature-out-of-range'
    AND e.at >= ${param(scope.fromMs)} AND e.at < ${param(scope.toMs)}
    ${anyOf('e.vehicle_id', scope.vehicleIds, param)}`;

/**
 * RPT-22: each refrigerated vehicle's temperature over the period: its range, how many times
 * the box left it (TELEM-9 events), on how many days, the share of days it stayed in range and
 * the worst temperature read at an excursion. A reefer with no excursion is 100% compliant.
 */
export const temperatureComplianceReport = defineReport({
  info: {
    id: 'temperature-compliance',
    category: 'temperature',
    permission: 'c1k-report-temperature:read',
    title: { id: 'Kepatuhan suhu reefer', en: 'Reefer temperature compliance' },
    description: {
      id: 'Per kendaraan berpendingin: batas suhu, berapa kali keluar batas dan persentase hari patuh.',
      en: 'Per refrigerated vehicle: its range, how often it left it, and the share of compliant days.',
    },
    period: 'days',
    filters: ['vehicles', 'groups'],
    columns: [
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'range', type: 'text', label: { id: 'Batas suhu', en: 'Range' } },
      { key: 'excursions', type: 'integer', label: { id: 'Keluar batas', en: 'Excursions' } },
      { key: 'days_out', type: 'integer', label: { id: 'Hari keluar batas', en: 'Days out' } },
      { key: 'compliance', type: 'percent', label: { id: 'Hari patuh', en: 'Compliant days' } },
      { key: 'warmest', type: 'temperature_c', label: { id: 'Suhu tertinggi', en: 'Warmest' } },
      { key: 'coldest', type: 'temperature_c', label: { id: 'Suhu terendah', en: 'Coldest' } },
      { key: 'last_at', type: 'datetime', label: { id: 'Terakhir keluar', en: 'Last excursion' } },
    ],
    default_sort: { key: 'compliance', order: 'asc' },
    chart: {
      kind: 'bar',
      title: { id: 'Keluar batas per hari', en: 'Excursions per day' },
      x: 'date',
      series: [
        { key: 'excursions', type: 'integer', label: { id: 'Keluar batas', en: 'Excursions' } },
      ],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => {
      const days = Math.round((scope.toMs - scope.fromMs) / 86_400_000);
      return `
      WITH x AS (${events(scope, param)})
      SELECT v.plate AS vehicle,
             coalesce(
               max((x.data->>'lowC') || ' – ' || (x.data->>'highC') || ' °C'), '') AS range,
             count(x.at)::int AS excursions,
             count(DISTINCT x.day)::int AS days_out,
             round((100.0 * (${param(days)}::int - count(DISTINCT x.day)) / ${param(days)}::int)::numeric, 1)::float8
               AS compliance,
             max(x.value) FILTER (WHERE x.value > (x.data->>'highC')::float8) AS warmest,
             min(x.value) FILTER (WHERE x.value < (x.data->>'lowC')::float8) AS coldest,
             max(x.at)::float8 AS last_at,
             v.id AS _vehicle_id
      FROM ${vehicleNames(scope, param)}
        LEFT JOIN x ON x.vehicle_id = v.id
      WHERE v.id = ANY(${param(scope.fleet.refrigeratedIds)})
        ${anyOf('v.id', scope.vehicleIds, param)}
      GROUP BY v.id, v.plate`;
    },
    order: ['_vehicle_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT x.day AS x, count(*)::int AS excursions
      FROM (${events(scope, param)}) x GROUP BY 1 ORDER BY 1`,
  },
});
