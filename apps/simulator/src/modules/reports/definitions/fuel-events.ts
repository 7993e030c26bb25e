import { placeAt } from '../road-names';
import {
  historyRowsInPeriod,
  dayOf,
  defineReport,
  driverNamesOf,
  sqlText,
  vehicleNames,
} from './report-definition';

const inPeriod = historyRowsInPeriod('f', 'at');

const KINDS = {
  REFILL: { id: 'Pengisian', en: 'Refill' },
  DROP: { id: 'Penurunan tak wajar', en: 'Unexplained drop' },
} as const;

/**
 * RPT-32: every refill and unexplained drop of the tank read from the fuel level (HIST-13), with
 * its time, place, litres and the level before and after.
 */
export const fuelEventsReport = defineReport({
  info: {
    id: 'fuel-events',
    category: 'fuel',
    permission: 'c1f-report-fuel:read',
    title: { id: 'Pengisian dan penurunan bahan bakar', en: 'Fuel refills and drops' },
    description: {
      id: 'Setiap pengisian dan penurunan tak wajar dari level tangki: kapan, di mana, berapa liter.',
      en: 'Every refill and unexplained drop read from the tank level: when, where, how many litres.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'at', type: 'datetime', label: { id: 'Waktu', en: 'Time' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'kind', type: 'text', label: { id: 'Jenis', en: 'Kind' } },
      { key: 'litres', type: 'litres', label: { id: 'Liter', en: 'Litres' } },
      { key: 'before_pct', type: 'percent', label: { id: 'Level sebelum', en: 'Level before' } },
      { key: 'after_pct', type: 'percent', label: { id: 'Level sesudah', en: 'Level after' } },
      { key: 'place', type: 'text', label: { id: 'Tempat', en: 'Place' }, sortable: false },
    ],
    default_sort: { key: 'at', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Liter diisi per hari', en: 'Litres refilled per day' },
      x: 'date',
      series: [{ key: 'refilled', type: 'litres', label: { id: 'Diisi', en: 'Refilled' } }],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param) => `
      SELECT f.at::float8 AS at, v.plate AS vehicle, coalesce(d.name, '') AS driver,
             CASE f.kind WHEN 'DROP' THEN ${sqlText(KINDS.DROP[scope.language])}
                         ELSE ${sqlText(KINDS.REFILL[scope.language])} END AS kind,
             round(f.litres::numeric, 1)::float8 AS litres,
             round(f.before_pct::numeric, 1)::float8 AS before_pct,
             round(f.after_pct::numeric, 1)::float8 AS after_pct,
             NULL::text AS place,
             f.id AS _id, f.latitude AS _lat, f.longitude AS _lng
      FROM history_fuel_events f
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = f.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = f.driver_id
      WHERE ${inPeriod(scope, param)}`,
    order: ['_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT ${dayOf('f.at', scope, param)} AS x,
             coalesce(round(sum(f.litres) FILTER (WHERE f.kind = 'REFILL')::numeric, 1), 0)::float8
               AS refilled
      FROM history_fuel_events f WHERE ${inPeriod(scope, param)}
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
