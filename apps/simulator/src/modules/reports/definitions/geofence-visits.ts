import type { ReportLanguage } from '@armada/contracts/reports';
import {
  anyOf,
  dayOf,
  defineReport,
  sqlText,
  type Param,
  type ReportScope,
} from './report-definition';

const CATEGORIES: Record<string, { id: string; en: string }> = {
  DEPOT: { id: 'Depo', en: 'Depot' },
  CUSTOMER: { id: 'Pelanggan', en: 'Customer' },
  RESTRICTED: { id: 'Area terlarang', en: 'Restricted area' },
  TOLL_GATE: { id: 'Gerbang tol', en: 'Toll gate' },
  PARKING: { id: 'Parkir', en: 'Parking' },
};

function categoryNames(language: ReportLanguage): string {
  const rows = Object.entries(CATEGORIES).map(
    ([code, name]) => `(${sqlText(code)}, ${sqlText(name[language])})`,
  );
  return `(VALUES ${rows.join(', ')}) AS c(code, name)`;
}

const WIB_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The visits' day partitions (WIB days since 1970) the period can touch, for pruning. */
const inPeriod = (scope: ReportScope, param: Param) => `
  g.company_id = ${param(scope.companyId)}
  AND g.day BETWEEN ${param(Math.floor((scope.fromMs + WIB_MS) / DAY_MS))}
                AND ${param(Math.floor((scope.toMs + WIB_MS) / DAY_MS))}
  AND g.entered_at >= ${param(scope.fromMs)} AND g.entered_at < ${param(scope.toMs)}
  ${anyOf('g.vehicle_id', scope.vehicleIds, param)}`;

/**
 * RPT-34: every visit of a vehicle to a geofence that began in the period (the geofences'
 * visits, GEO-11): the geofence and its category, when the vehicle entered and left, how long it
 * stayed; a visit still going on has no exit yet.
 */
export const geofenceVisitsReport = defineReport({
  info: {
    id: 'geofence-visits',
    category: 'activity',
    permission: 'c1h-report-geofence:read',
    title: { id: 'Kunjungan geofence', en: 'Geofence visits' },
    description: {
      id: 'Setiap kendaraan masuk dan keluar geofence: kapan, berapa lama, di geofence mana.',
      en: 'Every time a vehicle entered and left a geofence: when, for how long, which one.',
    },
    period: 'days',
    filters: ['vehicles', 'groups'],
    columns: [
      { key: 'entered_at', type: 'datetime', label: { id: 'Masuk', en: 'Entered' } },
      { key: 'exited_at', type: 'datetime', label: { id: 'Keluar', en: 'Left' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'geofence', type: 'text', label: { id: 'Geofence', en: 'Geofence' } },
      { key: 'category', type: 'text', label: { id: 'Kategori', en: 'Category' } },
      { key: 'duration', type: 'duration_s', label: { id: 'Lama di dalam', en: 'Time inside' } },
    ],
    default_sort: { key: 'entered_at', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Kunjungan per hari', en: 'Visits per day' },
      x: 'date',
      series: [{ key: 'visits', type: 'integer', label: { id: 'Kunjungan', en: 'Visits' } }],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => `
      SELECT g.entered_at::float8 AS entered_at, g.exited_at::float8 AS exited_at,
             g.license_plate AS vehicle, g.geofence_name AS geofence,
             coalesce(c.name, g.category) AS category,
             CASE WHEN g.exited_at IS NOT NULL
                  THEN round((g.exited_at - g.entered_at) / 1000.0)::float8 END AS duration,
             g.id AS _id
      FROM geofence_visits g LEFT JOIN ${categoryNames(scope.language)} ON c.code = g.category
      WHERE ${inPeriod(scope, param)}`,
    order: ['_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT ${dayOf('g.entered_at', scope, param)} AS x, count(*)::int AS visits
      FROM geofence_visits g WHERE ${inPeriod(scope, param)}
      GROUP BY 1 ORDER BY 1`,
  },
});
