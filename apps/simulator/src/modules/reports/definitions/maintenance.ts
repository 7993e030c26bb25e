import type { ReportLanguage } from '@armada/contracts/reports';
import {
  anyOf,
  defineReport,
  sqlText,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const STATUSES: Record<string, { id: string; en: string }> = {
  OPEN: { id: 'Terbuka', en: 'Open' },
  IN_PROGRESS: { id: 'Dikerjakan', en: 'In progress' },
  DONE: { id: 'Selesai', en: 'Done' },
};

function statusNames(language: ReportLanguage): string {
  const rows = Object.entries(STATUSES).map(
    ([code, name]) => `(${sqlText(code)}, ${sqlText(name[language])})`,
  );
  return `(VALUES ${rows.join(', ')}) AS sn(code, name)`;
}

/** Work orders planned to start in the period (the list index: company, start day). */
const planned = (scope: ReportScope, param: Param) => `
  w.company_id = ${param(scope.companyId)}
  AND w.start_day >= ${param(scope.fromDay)} AND w.start_day <= ${param(scope.toDay)}
  ${anyOf('w.vehicle_id', scope.vehicleIds, param)}`;

/**
 * RPT-37: the maintenance work orders (MNT-6 … MNT-9) planned to start in the period: vehicle,
 * workshop, status, tasks done of all, parts, and the labour, parts and total cost in whole
 * Rupiah. Work orders are few (tens a month), so the period may be up to 12 months.
 */
export const maintenanceReport = defineReport({
  info: {
    id: 'maintenance',
    category: 'costs',
    permission: 'c1q-report-maintenance:read',
    title: { id: 'Perawatan kendaraan', en: 'Vehicle maintenance' },
    description: {
      id: 'Perintah kerja yang dijadwalkan mulai pada periode: bengkel, status, tugas, suku cadang dan biaya.',
      en: 'Work orders planned to start in the period: workshop, status, tasks, parts and costs.',
    },
    period: 'months',
    filters: ['vehicles', 'groups'],
    columns: [
      { key: 'number', type: 'text', label: { id: 'Nomor', en: 'Number' } },
      { key: 'start_day', type: 'date', label: { id: 'Mulai', en: 'Start' } },
      { key: 'end_day', type: 'date', label: { id: 'Selesai (rencana)', en: 'Planned end' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'workshop', type: 'text', label: { id: 'Bengkel', en: 'Workshop' } },
      { key: 'status', type: 'text', label: { id: 'Status', en: 'Status' } },
      { key: 'tasks_done', type: 'integer', label: { id: 'Tugas selesai', en: 'Tasks done' } },
      { key: 'tasks', type: 'integer', label: { id: 'Tugas', en: 'Tasks' } },
      { key: 'parts', type: 'integer', label: { id: 'Suku cadang', en: 'Parts' } },
      { key: 'parts_cost', type: 'rupiah', label: { id: 'Biaya suku cadang', en: 'Parts cost' } },
      { key: 'labour_cost', type: 'rupiah', label: { id: 'Biaya jasa', en: 'Labour cost' } },
      { key: 'total_cost', type: 'rupiah', label: { id: 'Total biaya', en: 'Total cost' } },
      { key: 'completed_at', type: 'datetime', label: { id: 'Diselesaikan', en: 'Completed' } },
    ],
    default_sort: { key: 'start_day', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Total biaya per bengkel', en: 'Total cost per workshop' },
      x: 'category',
      series: [
        { key: 'total_cost', type: 'rupiah', label: { id: 'Total biaya', en: 'Total cost' } },
      ],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => `
      SELECT w.number AS number, w.start_day AS start_day, w.end_day AS end_day,
             coalesce(v.plate, w.license_plate) AS vehicle, w.workshop AS workshop,
             coalesce(sn.name, w.status) AS status,
             (SELECT count(*) FROM json_array_elements(w.tasks) t
               WHERE (t->>'done')::boolean)::int AS tasks_done,
             json_array_length(w.tasks) AS tasks,
             (SELECT coalesce(sum((p->>'quantity')::int), 0) FROM json_array_elements(w.parts) p)::int
               AS parts,
             w.parts_cost::float8 AS parts_cost, w.labour_cost::float8 AS labour_cost,
             w.total_cost::float8 AS total_cost, w.completed_at::float8 AS completed_at,
             w.id AS _id
      FROM maintenance_work_orders w
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = w.vehicle_id
        LEFT JOIN ${statusNames(scope.language)} ON sn.code = w.status
      WHERE ${planned(scope, param)}`,
    order: ['_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT w.workshop AS x, sum(w.total_cost)::float8 AS total_cost
      FROM maintenance_work_orders w WHERE ${planned(scope, param)}
      GROUP BY w.workshop ORDER BY sum(w.total_cost) DESC, w.workshop LIMIT 12`,
  },
});
