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
  ${anyOf('r.vehicle_id', scope.vehicleIds, param)}
  ${anyOf('r.driver_id', scope.driverIds, param)}`;

/**
 * RPT-31: fuel per vehicle over the period, from the daily rollups (HIST-14, HIST-15): distance,
 * litres used (never negative: refills are not consumption), litres per 100 km, refills and
 * unexplained drops. A vehicle that did not move has no consumption per 100 km.
 */
export const fuelConsumptionReport = defineReport({
  info: {
    id: 'fuel-consumption',
    category: 'fuel',
    permission: 'c1f-report-fuel:read',
    title: { id: 'Konsumsi bahan bakar', en: 'Fuel consumption' },
    description: {
      id: 'Per kendaraan: jarak, liter terpakai, liter per 100 km, pengisian dan penurunan tak wajar.',
      en: 'Per vehicle: distance, litres used, litres per 100 km, refills and unexplained drops.',
    },
    period: 'months',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
      { key: 'used', type: 'litres', label: { id: 'Terpakai', en: 'Used' } },
      { key: 'per_100km', type: 'decimal', label: { id: 'L/100 km', en: 'L/100 km' } },
      { key: 'added', type: 'litres', label: { id: 'Diisi', en: 'Refilled' } },
      { key: 'dropped', type: 'litres', label: { id: 'Turun tak wajar', en: 'Dropped' } },
      { key: 'days', type: 'integer', label: { id: 'Hari', en: 'Days' } },
    ],
    default_sort: { key: 'used', order: 'desc' },
    chart: {
      kind: 'line',
      title: { id: 'Liter terpakai per hari', en: 'Litres used per day' },
      x: 'date',
      series: [{ key: 'used', type: 'litres', label: { id: 'Terpakai', en: 'Used' } }],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param) => `
      SELECT v.plate AS vehicle,
             round(sum(r.distance_m) / 100.0)::float8 / 10 AS distance,
             round(greatest(0, sum(r.fuel_used_ml)) / 100.0)::float8 / 10 AS used,
             CASE WHEN sum(r.distance_m) >= 1000
                  THEN round((greatest(0, sum(r.fuel_used_ml)) * 100.0
                    / sum(r.distance_m))::numeric, 2)::float8 END AS per_100km,
             round(sum(r.fuel_added_ml) / 100.0)::float8 / 10 AS added,
             round(sum(r.fuel_dropped_ml) / 100.0)::float8 / 10 AS dropped,
             count(*)::int AS days,
             r.vehicle_id AS _vehicle_id
      FROM history_daily r JOIN ${vehicleNames(scope, param)} ON v.id = r.vehicle_id
      WHERE ${days(scope, param)}
      GROUP BY r.vehicle_id, v.plate`,
    order: ['_vehicle_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT to_char(r.day, 'YYYY-MM-DD') AS x,
             round(greatest(0, sum(r.fuel_used_ml)) / 100.0)::float8 / 10 AS used
      FROM history_daily r WHERE ${days(scope, param)}
      GROUP BY r.day ORDER BY r.day`,
  },
});
