import { placeAt } from '../road-names';
import {
  historyRowsInPeriod,
  defineReport,
  driverNamesOf,
  perDay,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const inPeriod = historyRowsInPeriod('t', 'started_at');

const tripsOf = (scope: ReportScope, param: Param) =>
  `SELECT t.* FROM history_trips t WHERE ${inPeriod(scope, param)}`;

/**
 * RPT-29: every trip that started in the period (the fleet history's trips, HIST-9): start and
 * end with their places, distance, duration, idling on the way, top and average speed.
 */
export const tripsReport = defineReport({
  info: {
    id: 'trips',
    category: 'activity',
    permission: 'c1b-report-trip:read',
    title: { id: 'Perjalanan', en: 'Trips' },
    description: {
      id: 'Setiap perjalanan: berangkat dan tiba di mana, jarak, lama, diam mesin hidup dan kecepatan.',
      en: 'Every trip: where it started and ended, distance, duration, idling and speeds.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'started_at', type: 'datetime', label: { id: 'Berangkat', en: 'Started' } },
      { key: 'ended_at', type: 'datetime', label: { id: 'Tiba', en: 'Ended' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      {
        key: 'start_place',
        type: 'text',
        label: { id: 'Dari', en: 'From' },
        sortable: false,
      },
      { key: 'end_place', type: 'text', label: { id: 'Ke', en: 'To' }, sortable: false },
      { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
      { key: 'duration', type: 'duration_s', label: { id: 'Lama', en: 'Duration' } },
      { key: 'idle', type: 'duration_s', label: { id: 'Diam (mesin hidup)', en: 'Idling' } },
      { key: 'max_speed', type: 'speed_kmh', label: { id: 'Tertinggi', en: 'Top speed' } },
      { key: 'avg_speed', type: 'speed_kmh', label: { id: 'Rata-rata', en: 'Average speed' } },
    ],
    default_sort: { key: 'started_at', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Jarak per hari', en: 'Distance per day' },
      x: 'date',
      series: [{ key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } }],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param, rows) => `
      SELECT t.started_at::float8 AS started_at, t.ended_at::float8 AS ended_at,
             v.plate AS vehicle, coalesce(d.name, '') AS driver,
             NULL::text AS start_place, NULL::text AS end_place,
             round(t.distance_m / 100.0)::float8 / 10 AS distance,
             round((t.ended_at - t.started_at) / 1000.0)::float8 AS duration,
             t.idle_s::float8 AS idle, round(t.max_speed_kmh::numeric)::float8 AS max_speed,
             CASE WHEN t.moving_s > 0
                  THEN round((t.distance_m * 3.6 / t.moving_s)::numeric)::float8 END AS avg_speed,
             t.id AS _id, t.start_lat AS _start_lat, t.start_lng AS _start_lng,
             t.end_lat AS _end_lat, t.end_lng AS _end_lng
      FROM ${rows ?? `(${tripsOf(scope, param)})`} t
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = t.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = t.driver_id`,
    order: ['_id'],
    rows: {
      sql: tripsOf,
      id: 'id',
      sorts: { started_at: 'started_at', ended_at: 'ended_at' },
    },
  },
  chart: {
    sql: (scope, param) =>
      perDay(
        't.started_at',
        'round(sum(t.distance_m) / 100.0)::float8 / 10 AS distance',
        `history_trips t WHERE ${inPeriod(scope, param)}`,
        scope,
        param,
      ),
  },
  decorate: (rows, scope, { store }) =>
    rows.map((row) => ({
      ...row,
      start_place: placeOf(row._start_lat, row._start_lng, store, scope.companyId),
      end_place: placeOf(row._end_lat, row._end_lng, store, scope.companyId),
    })),
});

function placeOf(
  latitude: unknown,
  longitude: unknown,
  store: Parameters<typeof placeAt>[2],
  companyId: number,
): string | null {
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? placeAt(latitude, longitude, store, companyId)
    : null;
}
