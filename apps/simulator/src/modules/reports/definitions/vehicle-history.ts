import type { ReportLanguage } from '@armada/contracts/reports';
import { placeAt } from '../road-names';
import {
  defineReport,
  offsetMs,
  sqlText,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

/** RPT-42: one position is kept per this many minutes, besides every ignition change. */
export const HISTORY_STEP_MS = 5 * 60_000;

const WORDS = {
  moving: { id: 'Bergerak', en: 'Moving' },
  idle: { id: 'Diam mesin hidup', en: 'Idling' },
  parked: { id: 'Parkir', en: 'Parked' },
  offline: { id: 'Luring', en: 'Offline' },
  on: { id: 'Hidup', en: 'On' },
  off: { id: 'Mati', en: 'Off' },
} as const;

const word = (key: keyof typeof WORDS, language: ReportLanguage) => sqlText(WORDS[key][language]);

/**
 * The vehicle's kept positions of the day (the positions' primary key: vehicle, time), one per
 * step and every one whose ignition differs from the position before it.
 */
const thinned = (scope: ReportScope, param: Param) => `
  SELECT * FROM (
    SELECT h.vehicle_id, h.recorded_at, h.lat_e5, h.lng_e5, h.speed_kmh, h.flags,
           lag(h.flags & 4) OVER (ORDER BY h.recorded_at) AS before_ignition,
           row_number() OVER (PARTITION BY h.recorded_at / ${HISTORY_STEP_MS}
                              ORDER BY h.recorded_at) AS nth
    FROM history_positions h
    WHERE h.vehicle_id = ${param(scope.vehicleIds?.[0] ?? 0)}
      AND h.company_id = ${param(scope.companyId)}
      AND h.recorded_at >= ${param(scope.fromMs)} AND h.recorded_at < ${param(scope.toMs)}
  ) p
  WHERE p.nth = 1 OR p.before_ignition IS DISTINCT FROM (p.flags & 4)`;

/**
 * RPT-42: one vehicle's positions over one company day, thinned to one per 5 minutes plus every
 * ignition change: time, status, ignition, speed and place.
 */
export const vehicleHistoryReport = defineReport({
  info: {
    id: 'vehicle-history',
    category: 'activity',
    permission: 'c1a-report-vehicle-history:read',
    title: { id: 'Riwayat kendaraan', en: 'Vehicle history' },
    description: {
      id: 'Posisi satu kendaraan dalam satu hari, tiap 5 menit dan tiap mesin hidup atau mati.',
      en: "One vehicle's positions over one day, every 5 minutes and at each ignition change.",
    },
    period: 'day',
    one_vehicle: true,
    filters: ['vehicles'],
    columns: [
      { key: 'at', type: 'datetime', label: { id: 'Waktu', en: 'Time' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'status', type: 'text', label: { id: 'Status', en: 'Status' } },
      { key: 'ignition', type: 'text', label: { id: 'Mesin', en: 'Ignition' } },
      { key: 'speed', type: 'speed_kmh', label: { id: 'Kecepatan', en: 'Speed' } },
      { key: 'place', type: 'text', label: { id: 'Tempat', en: 'Place' }, sortable: false },
    ],
    default_sort: { key: 'at', order: 'asc' },
    chart: {
      kind: 'bar',
      title: { id: 'Kecepatan tertinggi per jam', en: 'Top speed per hour' },
      x: 'category',
      series: [{ key: 'top_speed', type: 'speed_kmh', label: { id: 'Kecepatan', en: 'Speed' } }],
    },
    href: null,
  },
  readsPositions: true,
  query: {
    sql: (scope, param) => `
      SELECT p.recorded_at::float8 AS at, v.plate AS vehicle,
             CASE p.flags & 3 WHEN 0 THEN ${word('moving', scope.language)}
                              WHEN 1 THEN ${word('idle', scope.language)}
                              WHEN 2 THEN ${word('parked', scope.language)}
                              ELSE ${word('offline', scope.language)} END AS status,
             CASE WHEN p.flags & 4 <> 0 THEN ${word('on', scope.language)}
                  ELSE ${word('off', scope.language)} END AS ignition,
             p.speed_kmh::float8 AS speed, NULL::text AS place,
             (p.lat_e5 / 100000.0)::float8 AS _lat, (p.lng_e5 / 100000.0)::float8 AS _lng
      FROM (${thinned(scope, param)}) p JOIN ${vehicleNames(scope, param)} ON v.id = p.vehicle_id`,
    order: ['at'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT to_char(to_timestamp((h.recorded_at + ${param(offsetMs(scope))}::bigint) / 1000.0)
               AT TIME ZONE 'UTC', 'HH24:00') AS x,
             max(h.speed_kmh)::float8 AS top_speed
      FROM history_positions h
      WHERE h.vehicle_id = ${param(scope.vehicleIds?.[0] ?? 0)}
        AND h.company_id = ${param(scope.companyId)}
        AND h.recorded_at >= ${param(scope.fromMs)} AND h.recorded_at < ${param(scope.toMs)}
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
