import { ALERT_CODE_CATALOGUE } from '@armada/contracts/alerts';
import type { ReportLanguage } from '@armada/contracts/reports';
import { anyOf, dayOf, defineReport, sqlText, type Param } from './report-definition';

/** The alert codes' names in the language, as a FROM item `n(code, name)`. */
export function codeNames(language: ReportLanguage): string {
  const rows = ALERT_CODE_CATALOGUE.map(
    (c) => `(${c.code}, ${sqlText(language === 'en' ? c.nameEng : c.nameIdn)})`,
  );
  return `(VALUES ${rows.join(', ')}) AS n(code, name)`;
}

/**
 * RPT-20: the alerts raised in the period, counted by type, vehicle and driver, with how many
 * were urgent, resolved and false. Straight from the alerts table (STORE-7).
 */
export const alertsSummaryReport = defineReport({
  info: {
    id: 'alerts-summary',
    category: 'safety',
    permission: 'c1i-report-alert:read',
    title: { id: 'Ringkasan peringatan', en: 'Alerts summary' },
    description: {
      id: 'Jumlah peringatan per jenis, kendaraan dan pengemudi, dengan yang mendesak, selesai dan palsu.',
      en: 'Alerts by type, vehicle and driver, with the urgent, resolved and false ones.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'alert_type', type: 'text', label: { id: 'Jenis peringatan', en: 'Alert type' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'alerts', type: 'integer', label: { id: 'Peringatan', en: 'Alerts' } },
      { key: 'urgent', type: 'integer', label: { id: 'Mendesak', en: 'Urgent' } },
      { key: 'resolved', type: 'integer', label: { id: 'Selesai', en: 'Resolved' } },
      { key: 'false_alerts', type: 'integer', label: { id: 'Palsu', en: 'False' } },
      { key: 'first_at', type: 'datetime', label: { id: 'Pertama', en: 'First' } },
      { key: 'last_at', type: 'datetime', label: { id: 'Terakhir', en: 'Last' } },
    ],
    default_sort: { key: 'alerts', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Peringatan per hari', en: 'Alerts per day' },
      x: 'date',
      series: [{ key: 'alerts', type: 'integer', label: { id: 'Peringatan', en: 'Alerts' } }],
    },
    href: null,
  },
  query: {
    sql: (scope, param: Param) => `
      SELECT coalesce(n.name, 'Kode ' || a.code) AS alert_type,
             max(a.alert->'vehicle'->>'licensePlate') AS vehicle,
             coalesce(a.alert->'driver'->>'fullname', '') AS driver,
             count(*)::int AS alerts,
             (count(*) FILTER (WHERE a.is_urgent))::int AS urgent,
             (count(*) FILTER (WHERE a.resolved_at IS NOT NULL))::int AS resolved,
             (count(*) FILTER (WHERE a.is_false_alert))::int AS false_alerts,
             min(a.created_at)::float8 AS first_at,
             max(a.created_at)::float8 AS last_at,
             a.code AS _code, a.vehicle_id AS _vehicle_id
      FROM alerts a LEFT JOIN ${codeNames(scope.language)} ON n.code = a.code
      WHERE a.company_id = ${param(scope.companyId)}
        AND a.created_at >= ${param(scope.fromMs)} AND a.created_at < ${param(scope.toMs)}
        ${anyOf('a.vehicle_id', scope.vehicleIds, param)}
        ${anyOf("(a.alert->'driver'->>'fullname')", scope.driverNames, param)}
      GROUP BY a.code, n.name, a.vehicle_id, a.alert->'driver'->>'fullname'`,
    order: ['_code', '_vehicle_id', 'driver'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT ${dayOf('a.created_at', scope, param)} AS x, count(*)::int AS alerts
      FROM alerts a
      WHERE a.company_id = ${param(scope.companyId)}
        AND a.created_at >= ${param(scope.fromMs)} AND a.created_at < ${param(scope.toMs)}
        ${anyOf('a.vehicle_id', scope.vehicleIds, param)}
        ${anyOf("(a.alert->'driver'->>'fullname')", scope.driverNames, param)}
      GROUP BY 1 ORDER BY 1`,
  },
});
