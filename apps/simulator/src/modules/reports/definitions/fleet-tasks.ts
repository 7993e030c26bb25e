import type { ReportLanguage } from '@armada/contracts/reports';
import { ON_TIME_GRACE_MS } from './delivery-performance';
import {
  anyOf,
  dayOf,
  defineReport,
  driverNamesOf,
  sqlText,
  vehicleNames,
  type Param,
  type ReportScope,
} from './report-definition';

const STATUSES: Record<string, { id: string; en: string }> = {
  PLANNED: { id: 'Direncanakan', en: 'Planned' },
  STARTED: { id: 'Berjalan', en: 'Started' },
  DONE: { id: 'Selesai', en: 'Done' },
  CANCELLED: { id: 'Dibatalkan', en: 'Cancelled' },
};

function statusNames(language: ReportLanguage): string {
  const rows = Object.entries(STATUSES).map(
    ([code, name]) => `(${sqlText(code)}, ${sqlText(name[language])})`,
  );
  return `(VALUES ${rows.join(', ')}) AS sn(code, name)`;
}

/** The fleet tasks planned to start in the period (index: company, planned start). */
const tasks = (scope: ReportScope, param: Param) => `
  t.company_id = ${param(scope.companyId)} AND t.task_status IS NOT NULL
  AND t.planned_start_at >= ${param(scope.fromMs)} AND t.planned_start_at < ${param(scope.toMs)}
  ${anyOf('t.vehicle_id', scope.vehicleIds, param)}
  ${anyOf('t.driver_id', scope.driverIds, param)}`;

/**
 * RPT-39: each fleet task (FT-1) planned to start in the period: its status, its stops planned
 * and delivered, failed or skipped, the share of delivered stops on time (as RPT-24 counts it),
 * when it started and finished and the distance driven.
 */
export const fleetTasksReport = defineReport({
  info: {
    id: 'fleet-tasks',
    category: 'delivery',
    permission: 'c1p-report-fleet-task:read',
    title: { id: 'Tugas armada', en: 'Fleet tasks' },
    description: {
      id: 'Setiap tugas armada pada periode: status, titik rencana dan terkirim, serta ketepatan waktu.',
      en: 'Every fleet task in the period: status, planned and delivered stops, and punctuality.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'number', type: 'text', label: { id: 'Nomor', en: 'Number' } },
      {
        key: 'planned_start',
        type: 'datetime',
        label: { id: 'Rencana mulai', en: 'Planned start' },
      },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'status', type: 'text', label: { id: 'Status', en: 'Status' } },
      { key: 'stops', type: 'integer', label: { id: 'Titik rencana', en: 'Planned stops' } },
      { key: 'delivered', type: 'integer', label: { id: 'Terkirim', en: 'Delivered' } },
      { key: 'failed', type: 'integer', label: { id: 'Gagal', en: 'Failed' } },
      { key: 'skipped', type: 'integer', label: { id: 'Dilewati', en: 'Skipped' } },
      {
        key: 'on_time_share',
        type: 'percent',
        label: { id: '% tepat waktu', en: 'On-time share' },
      },
      { key: 'started_at', type: 'datetime', label: { id: 'Dimulai', en: 'Started' } },
      { key: 'finished_at', type: 'datetime', label: { id: 'Selesai', en: 'Finished' } },
      { key: 'distance', type: 'distance_km', label: { id: 'Jarak', en: 'Distance' } },
    ],
    default_sort: { key: 'planned_start', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Tugas per hari', en: 'Tasks per day' },
      x: 'date',
      series: [
        { key: 'tasks', type: 'integer', label: { id: 'Tugas', en: 'Tasks' } },
        { key: 'done', type: 'integer', label: { id: 'Selesai', en: 'Done' } },
      ],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => `
      SELECT coalesce(t.number, '#' || t.id) AS number,
             t.planned_start_at::float8 AS planned_start,
             v.plate AS vehicle, coalesce(d.name, '') AS driver,
             coalesce(sn.name, t.task_status) AS status,
             count(s.id)::int AS stops,
             (count(s.id) FILTER (WHERE s.status = 'DELIVERED'))::int AS delivered,
             (count(s.id) FILTER (WHERE s.status = 'FAILED'))::int AS failed,
             (count(s.id) FILTER (WHERE s.status = 'SKIPPED'))::int AS skipped,
             round((100.0 * count(s.id) FILTER (WHERE s.status = 'DELIVERED'
                 AND s.arrived_at IS NOT NULL AND s.arrived_at <=
                   coalesce(s.window_end_at, s.planned_arrival_at + ${ON_TIME_GRACE_MS}))
               / nullif(count(s.id) FILTER (WHERE s.status = 'DELIVERED'), 0))::numeric, 1)::float8
               AS on_time_share,
             t.started_at::float8 AS started_at, t.finished_at::float8 AS finished_at,
             round(t.distance_m / 100.0)::float8 / 10 AS distance,
             t.id AS _id
      FROM fleet_tasks t
        LEFT JOIN fleet_task_stops s ON s.task_id = t.id
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = t.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = t.driver_id
        LEFT JOIN ${statusNames(scope.language)} ON sn.code = t.task_status
      WHERE ${tasks(scope, param)}
      GROUP BY t.id, v.plate, d.name, sn.name`,
    order: ['_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT ${dayOf('t.planned_start_at', scope, param)} AS x, count(*)::int AS tasks,
             (count(*) FILTER (WHERE t.task_status = 'DONE'))::int AS done
      FROM fleet_tasks t WHERE ${tasks(scope, param)}
      GROUP BY 1 ORDER BY 1`,
  },
});
