import { placeAt } from '../road-names';
import {
  dayOf,
  defineReport,
  driverNamesOf,
  historyRowsInPeriod,
  vehicleNames,
} from './report-definition';

const inPeriod = historyRowsInPeriod('s', 'started_at');

/**
 * RPT-36: each time a vehicle stood with its engine running (the fleet history's IDLE stops,
 * HIST-11) that began in the period: from when to when, how long, where. Parked stops (engine
 * off) are the stops report's (RPT-30), not this one's.
 */
export const idlingReport = defineReport({
  info: {
    id: 'idling',
    category: 'activity',
    permission: 'c1d-report-idle:read',
    title: { id: 'Diam mesin hidup', en: 'Idling' },
    description: {
      id: 'Setiap kali kendaraan berdiri dengan mesin hidup: kapan, berapa lama dan di mana.',
      en: 'Every time a vehicle stood with its engine running: when, how long and where.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'started_at', type: 'datetime', label: { id: 'Mulai', en: 'From' } },
      { key: 'ended_at', type: 'datetime', label: { id: 'Selesai', en: 'Until' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
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
    sql: (scope, param) => `
      SELECT s.started_at::float8 AS started_at, s.ended_at::float8 AS ended_at,
             v.plate AS vehicle, coalesce(d.name, '') AS driver,
             round((s.ended_at - s.started_at) / 1000.0)::float8 AS duration,
             NULL::text AS place,
             s.id AS _id, s.latitude AS _lat, s.longitude AS _lng
      FROM history_stops s
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = s.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = s.driver_id
      WHERE ${inPeriod(scope, param)} AND s.kind = 'IDLE'`,
    order: ['_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT ${dayOf('s.started_at', scope, param)} AS x,
             round((sum(s.ended_at - s.started_at) / 360000.0)::numeric)::float8 / 10 AS idle_h
      FROM history_stops s WHERE ${inPeriod(scope, param)} AND s.kind = 'IDLE'
      GROUP BY 1 ORDER BY 1`,
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
