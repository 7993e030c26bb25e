import type { ReportLanguage } from '@armada/contracts/reports';
import { anyOf, defineReport, sqlText, type Param, type ReportScope } from './report-definition';

const NO_VEHICLE = { id: 'Tanpa kendaraan', en: 'No vehicle' } as const;

/**
 * The period's costs, one row each: the cost entries (COST-1) by their company day, and the
 * total of each DONE work order by its planned end day (COST-6). Both read by company and day.
 */
const costs = (scope: ReportScope, param: Param) => {
  const from = param(scope.fromDay);
  const to = param(scope.toDay);
  const company = param(scope.companyId);
  return `
    SELECT substr(c.day, 1, 7) AS month, c.vehicle_id, c.license_plate AS plate, c.kind,
           c.amount
    FROM cost_entries c
    WHERE c.company_id = ${company} AND c.day >= ${from} AND c.day <= ${to}
      ${anyOf('c.vehicle_id', scope.vehicleIds, param)}
    UNION ALL
    SELECT substr(w.end_day, 1, 7), w.vehicle_id, w.license_plate, 'MAINTENANCE', w.total_cost
    FROM maintenance_work_orders w
    WHERE w.company_id = ${company} AND w.status = 'DONE'
      AND w.start_day <= ${to} AND w.end_day >= ${from} AND w.end_day <= ${to}
      ${anyOf('w.vehicle_id', scope.vehicleIds, param)}`;
};

function plateOrNone(language: ReportLanguage): string {
  return `coalesce(v.plate, max(x.plate), ${sqlText(NO_VEHICLE[language])})`;
}

const SUMS = `
  coalesce(sum(x.amount) FILTER (WHERE x.kind = 'FUEL'), 0)::float8 AS fuel,
  coalesce(sum(x.amount) FILTER (WHERE x.kind = 'TOLL'), 0)::float8 AS toll,
  coalesce(sum(x.amount) FILTER (WHERE x.kind = 'OTHER'), 0)::float8 AS other,
  coalesce(sum(x.amount) FILTER (WHERE x.kind = 'MAINTENANCE'), 0)::float8 AS maintenance`;

/**
 * RPT-38: costs per vehicle per month in whole Rupiah: fuel, toll and other entries and the
 * maintenance of finished work orders, with their total (COST-6's sums, by vehicle). Costs
 * entered without a vehicle make a row of their own, left out when vehicles are chosen.
 */
export const costsReport = defineReport({
  info: {
    id: 'costs',
    category: 'costs',
    permission: 'c1r-report-cost:read',
    title: { id: 'Biaya kendaraan per bulan', en: 'Vehicle costs per month' },
    description: {
      id: 'Per kendaraan per bulan: BBM, tol, lainnya dan perawatan dalam Rupiah, hingga 12 bulan.',
      en: 'Per vehicle per month: fuel, toll, other and maintenance in Rupiah, up to 12 months.',
    },
    period: 'months',
    filters: ['vehicles', 'groups'],
    columns: [
      { key: 'month', type: 'text', label: { id: 'Bulan', en: 'Month' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'fuel', type: 'rupiah', label: { id: 'BBM', en: 'Fuel' } },
      { key: 'toll', type: 'rupiah', label: { id: 'Tol', en: 'Toll' } },
      { key: 'other', type: 'rupiah', label: { id: 'Lainnya', en: 'Other' } },
      { key: 'maintenance', type: 'rupiah', label: { id: 'Perawatan', en: 'Maintenance' } },
      { key: 'total', type: 'rupiah', label: { id: 'Total', en: 'Total' } },
    ],
    default_sort: { key: 'month', order: 'desc' },
    chart: {
      // Lines: the chart draws bars of several series over one another.
      kind: 'line',
      title: { id: 'Biaya armada per bulan', en: 'Fleet costs per month' },
      x: 'category',
      series: [
        { key: 'fuel', type: 'rupiah', label: { id: 'BBM', en: 'Fuel' } },
        { key: 'toll', type: 'rupiah', label: { id: 'Tol', en: 'Toll' } },
        { key: 'other', type: 'rupiah', label: { id: 'Lainnya', en: 'Other' } },
        { key: 'maintenance', type: 'rupiah', label: { id: 'Perawatan', en: 'Maintenance' } },
      ],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => `
      SELECT x.month AS month, ${plateOrNone(scope.language)} AS vehicle, ${SUMS},
             sum(x.amount)::float8 AS total,
             coalesce(x.vehicle_id, 2147483647) AS _vehicle_id
      FROM (${costs(scope, param)}) x
        LEFT JOIN unnest(${param(scope.fleet.vehicleIds)}::int[], ${param(scope.fleet.plates)}::text[])
          AS v(id, plate) ON v.id = x.vehicle_id
      GROUP BY x.month, x.vehicle_id, v.plate`,
    order: ['month', '_vehicle_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT x.month AS x, ${SUMS}
      FROM (${costs(scope, param)}) x GROUP BY x.month ORDER BY x.month`,
  },
});
