import { placeAt } from '../road-names';
import {
  historyRowsInPeriod,
  defineReport,
  driverNamesOf,
  perDay,
  sqlText,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const inPeriod = historyRowsInPeriod('s', 'started_at');

const stopsOf = (scope: ReportScope, param: Param) =>
  `SELECT s.* FROM history_stops s WHERE ${inPeriod(scope, param)}`;

const KINDS = {
  PARKED: { id: 'Parkir (mesin mati)', en: 'Parked (engine off)' },
  IDLE: { id: 'Diam (mesin hidup)', en: 'Idling (engine on)' },
} as const;

/**
 * RPT-30: every stop that began in the period (the fleet history's stops, HIST-11): parked with
 * the engine off or idling with it on, where, from when to when, how long.
 */
export const stopsReport = defineReport({
  info: {
    id: 'stops-idling',
    category: 'activity',
    permission: 'c1c-report-parking:read',
    title: { id: 'Berhenti dan diam', en: 'Stops and idling' },
    description: {
      id: 'Setiap berhenti: parkir mesin mati atau diam mesin hidup, di mana dan berapa lama.',
      en: 'Every stop: parked with the engine off or idling with it on, where and how long.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'started_at', type: 'datetime', label: { id: 'Mulai', en: 'From' } },
      { key: 'ended_at', type: 'datetime', label: { id: 'Selesai', en: 'Until' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'kind', type: 'text', label: { id: 'Jenis', en: 'Kind' } },
      { key: 'duration', type: 'duration_s', label: { id: 'Lama', en: 'Duration' } },
      { key: 'place', type: 'text', label: { id: 'Tempat', en: 'Place' }, sortable: false },
    ],
    default_sort: { key: 'started_at', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Jam diam mesin hidup per hari', en: 'Idling hours per day' },
      x: 'date',
      series: [{ key: 'idle_h', type: 'decimal', label: { id: 'Jam', en: 'Hours' } }],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param, rows) => `
      SELECT s.started_at::float8 AS started_at, s.ended_at::float8 AS ended_at,
             v.plate AS vehicle, coalesce(d.name, '') AS driver,
             CASE s.kind WHEN 'IDLE' THEN ${sqlText(KINDS.IDLE[scope.language])}
                         ELSE ${sqlText(KINDS.PARKED[scope.language])} END AS kind,
             round((s.ended_at - s.started_at) / 1000.0)::float8 AS duration,
             NULL::text AS place,
             s.id AS _id, s.latitude AS _lat, s.longitude AS _lng
      FROM ${rows ?? `(${stopsOf(scope, param)})`} s
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = s.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = s.driver_id`,
    order: ['_id'],
    rows: {
      sql: stopsOf,
      id: 'id',
      sorts: { started_at: 'started_at', ended_at: 'ended_at' },
    },
  },
  chart: {
    sql: (scope, param) =>
      perDay(
        's.started_at',
        `round((sum(s.ended_at - s.started_at) FILTER (WHERE s.kind = 'IDLE')
           / 360000.0)::numeric)::float8 / 10 AS idle_h`,
        `history_stops s WHERE ${inPeriod(scope, param)}`,
        scope,
        param,
      ),
  },
  decorate: (rows, scope, { store }) =>
    rows.map((row) => ({
      ...row,
      place:
        typeof row._lat === 'number' && typeof row._lng === 'number'
          ? placeAt(row._lat, row._lng, store, scope.companyId)
          : null,
    })),
});
