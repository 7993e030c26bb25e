import { roadAt } from '../road-names';
import {
  anyOf,
  defineReport,
  driverNamesOf,
  perDay,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const filtered = (scope: ReportScope, param: Param) => `
  e.company_id = ${param(scope.companyId)} AND e.type = 'overspeed'
  AND e.at >= ${param(scope.fromMs)} AND e.at < ${param(scope.toMs)}
  ${anyOf('e.vehicle_id', scope.vehicleIds, param)}
  ${anyOf('e.driver_id', scope.driverIds, param)}`;

const episodesOf = (scope: ReportScope, param: Param) =>
  `SELECT e.* FROM telemetry_events e WHERE ${filtered(scope, param)}`;

/**
 * RPT-21: every overspeed episode of the period (TELEM events `overspeed`): when it peaked, the
 * vehicle and driver, the road it happened on, the top speed against the vehicle's limit and how
 * long it lasted.
 */
export const overspeedReport = defineReport({
  info: {
    id: 'overspeed',
    category: 'safety',
    permission: 'c1e-report-overspeed:read',
    title: { id: 'Kecepatan berlebih', en: 'Overspeed' },
    description: {
      id: 'Setiap kejadian melebihi batas kecepatan: jalan, batasnya, kecepatan tertinggi dan lamanya.',
      en: 'Every episode over the speed limit: the road, its limit, the top speed and how long.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'at', type: 'datetime', label: { id: 'Waktu', en: 'Time' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'road', type: 'text', label: { id: 'Jalan', en: 'Road' }, sortable: false },
      { key: 'speed_limit', type: 'speed_kmh', label: { id: 'Batas', en: 'Limit' } },
      { key: 'top_speed', type: 'speed_kmh', label: { id: 'Tertinggi', en: 'Top speed' } },
      { key: 'excess', type: 'speed_kmh', label: { id: 'Kelebihan', en: 'Over by' } },
      { key: 'duration', type: 'duration_s', label: { id: 'Lama', en: 'Duration' } },
    ],
    default_sort: { key: 'at', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Kejadian per hari', en: 'Episodes per day' },
      x: 'date',
      series: [{ key: 'episodes', type: 'integer', label: { id: 'Kejadian', en: 'Episodes' } }],
    },
    href: null,
  },
  query: {
    sql: (scope, param, rows) => `
      SELECT e.at::float8 AS at,
             v.plate AS vehicle, coalesce(d.name, '') AS driver, NULL::text AS road,
             e.threshold AS speed_limit, e.value AS top_speed,
             greatest(0, e.value - e.threshold) AS excess,
             round(coalesce(e.duration_ms, 0) / 1000.0)::float8 AS duration,
             e.id AS _id, e.latitude AS _lat, e.longitude AS _lng
      FROM ${rows ?? `(${episodesOf(scope, param)})`} e
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = e.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = e.driver_id`,
    order: ['_id'],
    rows: { sql: episodesOf, id: 'id', sorts: { at: 'at' } },
  },
  chart: {
    sql: (scope, param) =>
      perDay(
        'e.at',
        'count(*)::int AS episodes',
        `telemetry_events e WHERE ${filtered(scope, param)}`,
        scope,
        param,
      ),
  },
  decorate: (rows, scope, { store }) =>
    rows.map((row) => ({
      ...row,
      road:
        typeof row._lat === 'number' && typeof row._lng === 'number'
          ? roadAt(row._lat, row._lng, store, scope.companyId)
          : null,
    })),
});
