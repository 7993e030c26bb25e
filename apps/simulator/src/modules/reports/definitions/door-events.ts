import { placeAt } from '../road-names';
import {
  defineReport,
  driverNamesOf,
  historyRowsInPeriod,
  perDay,
  sqlText,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const inPeriod = historyRowsInPeriod('e', 'opened_at');

const openingsOf = (scope: ReportScope, param: Param) =>
  `SELECT e.* FROM history_door_events e WHERE ${inPeriod(scope, param)}`;

const WIB_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** A visit open at an opening began at most this long before it (a night at the depot). */
const VISIT_LOOKBACK_DAYS = 3;

const WHERE = {
  stop: { id: 'Titik pengantaran', en: 'Delivery stop' },
  geofence: { id: 'Geofence', en: 'Geofence' },
  outside: {
    id: 'Di luar titik pengantaran dan geofence',
    en: 'Outside any delivery stop or geofence',
  },
} as const;
const FLAG = { yes: { id: 'Ya', en: 'Yes' }, no: { id: 'Tidak', en: 'No' } } as const;

/**
 * The geofence the vehicle was inside when its door opened away from a delivery stop (its
 * visits, GEO-11), by the visits' day partitions the opening can touch: `g(name)`, null when it
 * was in none (an opening at a stop looks nothing up).
 */
const geofenceAtOpening = (scope: ReportScope, param: Param) => `
  LEFT JOIN LATERAL (
    SELECT gv.geofence_name AS name FROM geofence_visits gv
    WHERE NOT e.at_stop
      AND gv.company_id = e.company_id AND gv.vehicle_id = e.vehicle_id
      AND gv.day BETWEEN ((e.opened_at + ${param(WIB_MS)}::bigint) / ${param(DAY_MS)}::bigint)::int - ${param(VISIT_LOOKBACK_DAYS)}::int
                     AND ((e.opened_at + ${param(WIB_MS)}::bigint) / ${param(DAY_MS)}::bigint)::int
      AND gv.entered_at <= e.opened_at
      AND (gv.exited_at IS NULL OR gv.exited_at > e.opened_at)
    ORDER BY gv.entered_at DESC LIMIT 1) g ON true`;

/**
 * RPT-43: every opening of a box door that began in the period (HIST-17 ... HIST-19): when it
 * opened and closed, how long it stayed open, the vehicle, the driver, where (a delivery stop, a
 * geofence the vehicle was in, or neither) and the place; an opening outside any delivery stop
 * or geofence is flagged.
 */
export const doorEventsReport = defineReport({
  info: {
    id: 'door-events',
    category: 'delivery',
    permission: 'c1t-report-door-sensor:read',
    title: { id: 'Sensor pintu', en: 'Door sensor' },
    description: {
      id: 'Setiap pintu bak dibuka dan ditutup: kapan, berapa lama, di mana; yang di luar titik pengantaran dan geofence ditandai.',
      en: 'Every opening of a cargo door: when, how long, where; openings outside delivery stops and geofences are flagged.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'opened_at', type: 'datetime', label: { id: 'Dibuka', en: 'Opened' } },
      { key: 'closed_at', type: 'datetime', label: { id: 'Ditutup', en: 'Closed' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'duration', type: 'duration_s', label: { id: 'Lama terbuka', en: 'Open for' } },
      { key: 'location', type: 'text', label: { id: 'Lokasi', en: 'Location' } },
      {
        key: 'outside',
        type: 'text',
        label: { id: 'Di luar titik/geofence', en: 'Outside stop/geofence' },
      },
      { key: 'place', type: 'text', label: { id: 'Tempat', en: 'Place' }, sortable: false },
    ],
    default_sort: { key: 'opened_at', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Pintu dibuka per hari', en: 'Door openings per day' },
      x: 'date',
      series: [
        {
          key: 'at_stops',
          type: 'integer',
          label: { id: 'Di titik pengantaran', en: 'At delivery stops' },
        },
        { key: 'elsewhere', type: 'integer', label: { id: 'Di tempat lain', en: 'Elsewhere' } },
      ],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param, rows) => {
      const language = scope.language;
      return `
      SELECT e.opened_at::float8 AS opened_at, e.closed_at::float8 AS closed_at,
             v.plate AS vehicle, coalesce(d.name, '') AS driver,
             CASE WHEN e.closed_at IS NOT NULL
                  THEN round((e.closed_at - e.opened_at) / 1000.0)::float8 END AS duration,
             CASE WHEN e.at_stop THEN ${sqlText(WHERE.stop[language])}
                  WHEN g.name IS NOT NULL THEN ${sqlText(`${WHERE.geofence[language]}: `)} || g.name
                  ELSE ${sqlText(WHERE.outside[language])} END AS location,
             CASE WHEN NOT e.at_stop AND g.name IS NULL THEN ${sqlText(FLAG.yes[language])}
                  ELSE ${sqlText(FLAG.no[language])} END AS outside,
             NULL::text AS place,
             e.id AS _id, e.latitude AS _lat, e.longitude AS _lng
      FROM ${rows ?? `(${openingsOf(scope, param)})`} e
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = e.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = e.driver_id
        ${geofenceAtOpening(scope, param)}`;
    },
    order: ['_id'],
    // The geofence looked up is one row at most (LIMIT 1): one output row per opening.
    rows: { sql: openingsOf, id: 'id', sorts: { opened_at: 'opened_at' } },
  },
  chart: {
    sql: (scope, param) =>
      perDay(
        'e.opened_at',
        `(count(*) FILTER (WHERE e.at_stop))::int AS at_stops,
         (count(*) FILTER (WHERE NOT e.at_stop))::int AS elsewhere`,
        `history_door_events e WHERE ${inPeriod(scope, param)}`,
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
