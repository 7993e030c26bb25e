import type { ReportLanguage } from '@armada/contracts/reports';
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

/** RPT-24: an arrival with no window is on time up to this long after its planned arrival. */
export const ON_TIME_GRACE_MS = 30 * 60_000;

const REASONS: Record<string, { id: string; en: string }> = {
  RECIPIENT_ABSENT: { id: 'Penerima tidak ada', en: 'Recipient absent' },
  ADDRESS_NOT_FOUND: { id: 'Alamat tidak ditemukan', en: 'Address not found' },
  REFUSED: { id: 'Ditolak', en: 'Refused' },
  GOODS_DAMAGED: { id: 'Barang rusak', en: 'Goods damaged' },
  VEHICLE_BREAKDOWN: { id: 'Kendaraan mogok', en: 'Vehicle breakdown' },
  STOP_CANCELLED: { id: 'Titik dibatalkan', en: 'Stop cancelled' },
  TASK_CANCELLED: { id: 'Tugas dibatalkan', en: 'Task cancelled' },
};

function reasonNames(language: ReportLanguage): string {
  const rows = Object.entries(REASONS).map(
    ([code, name]) => `(${sqlText(code)}, ${sqlText(name[language])})`,
  );
  return `(VALUES ${rows.join(', ')}) AS rn(code, name)`;
}

const stops = (scope: ReportScope, param: Param) => `
  SELECT s.status, s.reason, s.arrived_at, s.planned_arrival_at, t.vehicle_id, t.driver_id,
         ${dayOf('s.planned_arrival_at', scope, param)} AS day,
         (s.status = 'DELIVERED' AND s.arrived_at IS NOT NULL AND s.arrived_at <=
           coalesce(s.window_end_at, s.planned_arrival_at + ${ON_TIME_GRACE_MS})) AS on_time
  FROM fleet_task_stops s JOIN fleet_tasks t ON t.id = s.task_id
  WHERE s.company_id = ${param(scope.companyId)}
    AND s.planned_arrival_at >= ${param(scope.fromMs)} AND s.planned_arrival_at < ${param(scope.toMs)}
    AND s.status IN ('DELIVERED', 'FAILED', 'SKIPPED')
    ${anyOf('t.vehicle_id', scope.vehicleIds, param)}
    ${anyOf('t.driver_id', scope.driverIds, param)}`;

/**
 * RPT-24: the fleet tasks' settled stops of the period per vehicle and driver: delivered, failed,
 * the share delivered on time (by the end of the stop's window) and why stops failed.
 */
export const deliveryPerformanceReport = defineReport({
  info: {
    id: 'delivery-performance',
    category: 'delivery',
    permission: 'c1o-report-delivery:read',
    title: { id: 'Kinerja pengiriman', en: 'Delivery performance' },
    description: {
      id: 'Titik tugas armada yang selesai: terkirim, gagal, tepat waktu dan alasan gagal.',
      en: "Fleet tasks' settled stops: delivered, failed, on time, and why stops failed.",
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'stops', type: 'integer', label: { id: 'Titik', en: 'Stops' } },
      { key: 'delivered', type: 'integer', label: { id: 'Terkirim', en: 'Delivered' } },
      { key: 'on_time', type: 'integer', label: { id: 'Tepat waktu', en: 'On time' } },
      {
        key: 'on_time_share',
        type: 'percent',
        label: { id: '% tepat waktu', en: 'On-time share' },
      },
      { key: 'failed', type: 'integer', label: { id: 'Gagal', en: 'Failed' } },
      { key: 'failed_reasons', type: 'text', label: { id: 'Alasan gagal', en: 'Failure reasons' } },
    ],
    default_sort: { key: 'stops', order: 'desc' },
    chart: {
      kind: 'line',
      title: { id: 'Tepat waktu per hari', en: 'On time per day' },
      x: 'date',
      series: [
        {
          key: 'on_time_share',
          type: 'percent',
          label: { id: '% tepat waktu', en: 'On-time share' },
        },
      ],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => `
      WITH x AS (${stops(scope, param)}),
      reasons AS (
        SELECT x.vehicle_id, x.driver_id,
               string_agg(coalesce(rn.name, x.reason) || ' ×' || x.n, ', ' ORDER BY x.n DESC, x.reason)
                 AS text
        FROM (SELECT vehicle_id, driver_id, coalesce(reason, '-') AS reason, count(*) AS n
              FROM x WHERE status = 'FAILED' GROUP BY 1, 2, 3) x
          LEFT JOIN ${reasonNames(scope.language)} ON rn.code = x.reason
        GROUP BY 1, 2)
      SELECT v.plate AS vehicle, coalesce(d.name, '') AS driver,
             count(*)::int AS stops,
             (count(*) FILTER (WHERE x.status = 'DELIVERED'))::int AS delivered,
             (count(*) FILTER (WHERE x.on_time))::int AS on_time,
             round((100.0 * count(*) FILTER (WHERE x.on_time)
               / nullif(count(*) FILTER (WHERE x.status = 'DELIVERED'), 0))::numeric, 1)::float8
               AS on_time_share,
             (count(*) FILTER (WHERE x.status = 'FAILED'))::int AS failed,
             coalesce(max(r.text), '') AS failed_reasons,
             x.vehicle_id AS _vehicle_id, coalesce(x.driver_id, 0) AS _driver_id
      FROM x
        LEFT JOIN ${vehicleNames(scope, param)} ON v.id = x.vehicle_id
        LEFT JOIN ${driverNamesOf(scope, param)} ON d.id = x.driver_id
        LEFT JOIN reasons r ON r.vehicle_id = x.vehicle_id
          AND r.driver_id IS NOT DISTINCT FROM x.driver_id
      GROUP BY x.vehicle_id, x.driver_id, v.plate, d.name`,
    order: ['_vehicle_id', '_driver_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT x.day AS x,
             coalesce(round((100.0 * count(*) FILTER (WHERE x.on_time)
               / nullif(count(*) FILTER (WHERE x.status = 'DELIVERED'), 0))::numeric, 1), 0)::float8
               AS on_time_share
      FROM (${stops(scope, param)}) x GROUP BY 1 ORDER BY 1`,
  },
});
