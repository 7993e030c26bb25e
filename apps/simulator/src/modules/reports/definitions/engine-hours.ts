import {
  anyOf,
  defineReport,
  driverNamesOf,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const days = (scope: ReportScope, param: Param) => `
  r.company_id = ${param(scope.companyId)}
  AND r.day >= ${param(scope.fromDay)}::date AND r.day <= ${param(scope.toDay)}::date
  ${anyOf('r.vehicle_id', scope.vehicleIds, param)}`;

/**
 * RPT-35: engine hours per vehicle per company day from the daily rollups (HIST-15): the engine
 * ran while the vehicle drove and while it stood idling, so engine hours are the two added. The
 * idle share says how much of that running time moved nothing.
 */
export const engineHoursReport = defineReport({
  info: {
    id: 'engine-hours',
    category: 'utilisation',
    permission: 'c1l-report-engine-hours:read',
    title: { id: 'Jam mesin', en: 'Engine hours' },
    description: {
      id: 'Per kendaraan per hari: jam mesin hidup (mengemudi ditambah diam mesin hidup), hingga 12 bulan.',
      en: 'Per vehicle per day: hours with the engine running (driving plus idling), up to 12 months.',
    },
    period: 'months',
    filters: ['vehicles', 'groups'],
    columns: [
      { key: 'day', type: 'date', label: { id: 'Tanggal', en: 'Date' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'driving', type: 'duration_s', label: { id: 'Mengemudi', en: 'Driving' } },
      { key: 'idling', type: 'duration_s', label: { id: 'Diam mesin hidup', en: 'Idling' } },
      { key: 'engine_hours', type: 'decimal', label: { id: 'Jam mesin', en: 'Engine hours' } },
      {
        key: 'idle_share',
        type: 'percent',
        label: { id: 'Diam (% jam mesin)', en: 'Idle (% of engine hours)' },
      },
    ],
    default_sort: { key: 'day', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Jam mesin armada per hari', en: 'Fleet engine hours per day' },
      x: 'date',
      series: [
        { key: 'engine_hours', type: 'decimal', label: { id: 'Jam mesin', en: 'Engine hours' } },
      ],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param) => `
      SELECT to_char(r.day, 'YYYY-MM-DD') AS day, v.plate AS vehicle,
             coalesce(d.name, '') AS driver,
             r.driving_s::float8 AS driving, r.idling_s::float8 AS idling,
             round((r.driving_s + r.idling_s) / 36.0)::float8 / 100 AS engine_hours,
             round((100.0 * r.idling_s / nullif(r.driving_s + r.idling_s, 0))::numeric, 1)::float8
               AS idle_share,
             r.vehicle_id AS _vehicle_id
      FROM history_daily r
        JOIN ${vehicleNames(scope, param)} ON v.id = r.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = r.driver_id
      WHERE ${days(scope, param)}`,
    order: ['day', '_vehicle_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT to_char(r.day, 'YYYY-MM-DD') AS x,
             round(sum(r.driving_s + r.idling_s) / 360.0)::float8 / 10 AS engine_hours
      FROM history_daily r WHERE ${days(scope, param)}
      GROUP BY r.day ORDER BY r.day`,
  },
});
