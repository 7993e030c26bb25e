import {
  anyOf,
  defineReport,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const WIB_MS = 7 * 3_600_000;
const wibDay = (column: string) =>
  `to_char(to_timestamp((${column} + ${WIB_MS}) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const rollup = (scope: ReportScope, param: Param) => `
  r.company_id = ${param(scope.companyId)}
  AND r.wib_day >= ${param(scope.fromWibDay)} AND r.wib_day < ${param(scope.toWibDay)}
  ${anyOf('r.vehicle_id', scope.vehicleIds, param)}`;

/**
 * RPT-23: kilometres per vehicle per day, read from the daily driving rollup
 * (`vehicle_day_distance`, HISTORY-6) rather than from positions, so a year is as quick as a
 * week. The rollup's days are WIB days.
 */
export const distancePerDayReport = defineReport({
  info: {
    id: 'distance-per-day',
    category: 'utilisation',
    permission: 'c1g-report-distance:read',
    title: { id: 'Jarak tempuh harian', en: 'Distance per day' },
    description: {
      id: 'Kilometer per kendaraan per hari, dari ringkasan harian (hingga 12 bulan).',
      en: 'Kilometres per vehicle per day, from the daily rollup (up to 12 months).',
    },
    period: 'months',
    filters: ['vehicles', 'groups'],
    columns: [
      { key: 'day', type: 'date', label: { id: 'Tanggal', en: 'Date' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
      {
        key: 'last_report',
        type: 'datetime',
        label: { id: 'Laporan terakhir', en: 'Last report' },
      },
    ],
    default_sort: { key: 'day', order: 'desc' },
    chart: {
      kind: 'line',
      title: { id: 'Jarak seluruh kendaraan per hari', en: 'Fleet distance per day' },
      x: 'date',
      series: [{ key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } }],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => `
      SELECT ${wibDay('r.wib_day')} AS day, v.plate AS vehicle,
             round(r.km::numeric, 1)::float8 AS distance, r.last_report::float8 AS last_report,
             r.wib_day AS _wib_day, r.vehicle_id AS _vehicle_id
      FROM vehicle_day_distance r JOIN ${vehicleNames(scope, param)} ON v.id = r.vehicle_id
      WHERE ${rollup(scope, param)}`,
    order: ['_wib_day', '_vehicle_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT ${wibDay('r.wib_day')} AS x, round(sum(r.km)::numeric, 1)::float8 AS distance
      FROM vehicle_day_distance r WHERE ${rollup(scope, param)}
      GROUP BY r.wib_day ORDER BY r.wib_day`,
  },
});
