import {
  anyOf,
  defineReport,
  driverNamesOf,
  type Param,
  type ReportScope,
} from './report-definition';

/** The alert codes of driving behaviour (the alert catalogue's). */
export const BEHAVIOUR_CODES = {
  acceleration: 5,
  braking: 6,
  cornering: 7,
  overspeed: 8,
} as const;

/** Below this distance a count per 100 km says nothing (RPT-40). */
const MIN_KM = 1;

/** Each driver's behaviour alerts of the period (alerts name the driver, not the id). */
const alerts = (scope: ReportScope, param: Param) => `
  SELECT a.alert->'driver'->>'fullname' AS name,
         count(*) FILTER (WHERE a.code = ${BEHAVIOUR_CODES.braking}) AS braking,
         count(*) FILTER (WHERE a.code = ${BEHAVIOUR_CODES.acceleration}) AS acceleration,
         count(*) FILTER (WHERE a.code = ${BEHAVIOUR_CODES.cornering}) AS cornering,
         count(*) FILTER (WHERE a.code = ${BEHAVIOUR_CODES.overspeed}) AS overspeed
  FROM alerts a
  WHERE a.company_id = ${param(scope.companyId)}
    AND a.created_at >= ${param(scope.fromMs)} AND a.created_at < ${param(scope.toMs)}
    AND a.code = ANY(${param(Object.values(BEHAVIOUR_CODES))}::int[])
    ${anyOf('a.vehicle_id', scope.vehicleIds, param)}
    ${anyOf("(a.alert->'driver'->>'fullname')", scope.driverNames, param)}
  GROUP BY 1`;

/** Each driver's kilometres of the period from the daily rollups (HIST-16). */
const distance = (scope: ReportScope, param: Param) => `
  SELECT r.driver_id, sum(r.distance_m) / 1000.0 AS km
  FROM history_daily r
  WHERE r.company_id = ${param(scope.companyId)} AND r.driver_id IS NOT NULL
    AND r.day >= ${param(scope.fromDay)}::date AND r.day <= ${param(scope.toDay)}::date
    ${anyOf('r.vehicle_id', scope.vehicleIds, param)}
    ${anyOf('r.driver_id', scope.driverIds, param)}
  GROUP BY 1`;

const per100 = (column: string) =>
  `CASE WHEN coalesce(k.km, 0) >= ${MIN_KM}
     THEN round((100.0 * ${column} / k.km)::numeric, 2)::float8 END`;

/**
 * RPT-40: per driver over the period, the harsh braking, harsh acceleration, sharp turn and
 * overspeed alerts, their sum, the kilometres driven (daily rollups) and the alerts per 100 km.
 */
export const driverBehaviourReport = defineReport({
  info: {
    id: 'driver-behaviour',
    category: 'driver',
    permission: 'c1j-report-driver-behaviour:read',
    title: { id: 'Perilaku mengemudi', en: 'Driving behaviour' },
    description: {
      id: 'Per pengemudi: pengereman, akselerasi, tikungan tajam dan kecepatan berlebih per 100 km.',
      en: 'Per driver: harsh braking, acceleration, sharp turns and overspeed per 100 km.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
      {
        key: 'braking',
        type: 'integer',
        label: { id: 'Pengereman mendadak', en: 'Harsh braking' },
      },
      {
        key: 'acceleration',
        type: 'integer',
        label: { id: 'Akselerasi mendadak', en: 'Harsh acceleration' },
      },
      { key: 'cornering', type: 'integer', label: { id: 'Tikungan tajam', en: 'Sharp turns' } },
      {
        key: 'overspeed',
        type: 'integer',
        label: { id: 'Kecepatan berlebih', en: 'Overspeed' },
      },
      { key: 'events', type: 'integer', label: { id: 'Jumlah kejadian', en: 'Events' } },
      {
        key: 'events_per_100km',
        type: 'decimal',
        label: { id: 'Kejadian per 100 km', en: 'Events per 100 km' },
      },
      {
        key: 'braking_per_100km',
        type: 'decimal',
        label: { id: 'Pengereman per 100 km', en: 'Braking per 100 km' },
      },
    ],
    default_sort: { key: 'events_per_100km', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Kejadian per 100 km per pengemudi', en: 'Events per 100 km by driver' },
      x: 'category',
      series: [
        {
          key: 'events_per_100km',
          type: 'decimal',
          label: { id: 'Kejadian per 100 km', en: 'Events per 100 km' },
        },
      ],
    },
    href: null,
  },
  readsHistory: true,
  query: {
    sql: (scope, param) => `
      WITH a AS (${alerts(scope, param)}), k AS (${distance(scope, param)})
      SELECT d.name AS driver, round(coalesce(k.km, 0)::numeric, 1)::float8 AS distance,
             coalesce(a.braking, 0)::int AS braking,
             coalesce(a.acceleration, 0)::int AS acceleration,
             coalesce(a.cornering, 0)::int AS cornering,
             coalesce(a.overspeed, 0)::int AS overspeed,
             coalesce(a.braking + a.acceleration + a.cornering + a.overspeed, 0)::int AS events,
             ${per100('coalesce(a.braking + a.acceleration + a.cornering + a.overspeed, 0)')}
               AS events_per_100km,
             ${per100('coalesce(a.braking, 0)')} AS braking_per_100km,
             d.id AS _driver_id
      FROM ${driverNamesOf(scope, param)}
        LEFT JOIN a ON a.name = d.name
        LEFT JOIN k ON k.driver_id = d.id
      WHERE (a.name IS NOT NULL OR k.km > 0)
        ${anyOf('d.id', scope.driverIds, param)}`,
    order: ['_driver_id'],
  },
  chart: {
    sql: (scope, param) => `
      WITH a AS (${alerts(scope, param)}), k AS (${distance(scope, param)})
      SELECT d.name AS x,
             ${per100('coalesce(a.braking + a.acceleration + a.cornering + a.overspeed, 0)')}
               AS events_per_100km
      FROM ${driverNamesOf(scope, param)}
        LEFT JOIN a ON a.name = d.name
        LEFT JOIN k ON k.driver_id = d.id
      WHERE k.km >= ${MIN_KM} ${anyOf('d.id', scope.driverIds, param)}
      ORDER BY 2 DESC, d.name LIMIT 12`,
  },
});
