import {
  anyOf,
  defineReport,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const days = (scope: ReportScope, param: Param) => `
  r.company_id = ${param(scope.companyId)}
  AND r.day >= ${param(scope.fromDay)}::date AND r.day <= ${param(scope.toDay)}::date
  ${anyOf('r.vehicle_id', scope.vehicleIds, param)}`;

/**
 * RPT-33: each vehicle's day from the daily rollups (HIST-15): hours moving, idling (engine on,
 * standing) and parked, the share of the day it moved, distance and trips.
 */
export const utilisationReport = defineReport({
  info: {
    id: 'utilisation',
    category: 'utilisation',
    permission: 'c1m-report-utilization:read',
    title: { id: 'Utilisasi kendaraan', en: 'Vehicle utilisation' },
    description: {
      id: 'Per kendaraan per hari: jam bergerak, diam mesin hidup dan parkir, dengan jarak.',
      en: 'Per vehicle per day: hours moving, idling and parked, with distance.',
    },
    period: 'months',
    filters: ['vehicles', 'groups'],
    columns: [
      { key: 'day', type: 'date', label: { id: 'Tanggal', en: 'Date' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'moving', type: 'duration_s', label: { id: 'Bergerak', en: 'Moving' } },
      { key: 'idling', type: 'duration_s', label: { id: 'Diam mesin hidup', en: 'Idling' } },
      { key: 'parked', type: 'duration_s', label: { id: 'Parkir', en: 'Parked' } },
      {
        key: 'moving_share',
        type: 'percent',
        label: { id: 'Bergerak (% hari)', en: 'Moving (% of day)' },
      },
      { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
      { key: 'trips', type: 'integer', label: { id: 'Perjalanan', en: 'Trips' } },
    ],
    default_sort: { key: 'day', order: 'desc' },
    chart: {
      kind: 'line',
      title: { id: 'Jam armada per hari', en: 'Fleet hours per day' },
      x: 'date',
      series: [
        { key: 'moving_h', type: 'decimal', label: { id: 'Bergerak', en: 'Moving' } },
        { key: 'idling_h', type: 'decimal', label: { id: 'Diam mesin hidup', en: 'Idling' } },
        { key: 'parked_h', type: 'decimal', label: { id: 'Parkir', en: 'Parked' } },
      ],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param) => `
      SELECT to_char(r.day, 'YYYY-MM-DD') AS day, v.plate AS vehicle,
             r.driving_s::float8 AS moving, r.idling_s::float8 AS idling,
             r.parking_s::float8 AS parked,
             round((100.0 * r.driving_s / 86400)::numeric, 1)::float8 AS moving_share,
             round(r.distance_m / 100.0)::float8 / 10 AS distance, r.trips AS trips,
             r.vehicle_id AS _vehicle_id
      FROM history_daily r JOIN ${vehicleNames(scope, param)} ON v.id = r.vehicle_id
      WHERE ${days(scope, param)}`,
    order: ['day', '_vehicle_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT to_char(r.day, 'YYYY-MM-DD') AS x,
             round(sum(r.driving_s) / 360.0)::float8 / 10 AS moving_h,
             round(sum(r.idling_s) / 360.0)::float8 / 10 AS idling_h,
             round(sum(r.parking_s) / 360.0)::float8 / 10 AS parked_h
      FROM history_daily r WHERE ${days(scope, param)}
      GROUP BY r.day ORDER BY r.day`,
  },
});
