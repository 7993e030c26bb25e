import type { ReportLanguage } from '@armada/contracts/reports';
import { CAMERA_ALERT_CODES, channelOf } from '../../../engine/media/media-outcomes';
import type { ClipState } from '../../../services/alert-media-service';
import { codeNames } from './alerts-summary';
import { anyOf, dayOf, defineReport, type Param, type ReportScope } from './report-definition';

const STATES: Record<ClipState, { id: string; en: string }> = {
  available: { id: 'Video tersedia', en: 'Video available' },
  uploading: { id: 'Sedang diunggah', en: 'Uploading' },
  'needs-request': { id: 'Perlu diminta dari perangkat', en: 'To be requested from the device' },
  requested: { id: 'Diminta, menunggu unggahan', en: 'Requested, awaiting upload' },
  'not-sent': { id: 'Tidak dikirim perangkat', en: 'Not sent by the device' },
  'media-not-found': { id: 'Berkas tidak ada di perangkat', en: 'No file on the device' },
};

const CHANNELS: Record<1 | 3, { id: string; en: string }> = {
  1: { id: 'Kamera depan (ADAS)', en: 'Road camera (ADAS)' },
  3: { id: 'Kamera pengemudi (DMS)', en: 'Driver camera (DMS)' },
};

/** The period's camera alerts of vehicles with a dashcam (the alerts' company-time index). */
const cameraAlerts = (scope: ReportScope, param: Param) => `
  a.company_id = ${param(scope.companyId)}
  AND a.created_at >= ${param(scope.fromMs)} AND a.created_at < ${param(scope.toMs)}
  AND a.code = ANY(${param(CAMERA_ALERT_CODES)}::int[])
  AND a.vehicle_id = ANY(${param(scope.fleet.cameraIds)}::int[])
  ${anyOf('a.vehicle_id', scope.vehicleIds, param)}
  ${anyOf("(a.alert->'driver'->>'fullname')", scope.driverNames, param)}`;

function stateText(state: ClipState | undefined, language: ReportLanguage): string | null {
  return state ? STATES[state][language] : null;
}

/**
 * RPT-41: each camera alert (driver monitoring and driving assistance) of the period on a
 * vehicle with a dashcam, with the camera and what became of its clip now (MEDIA-1 … MEDIA-9):
 * there (since when), uploading, to be requested, requested, not sent or not on the device.
 */
export const videoEventsReport = defineReport({
  info: {
    id: 'video-events',
    category: 'safety',
    permission: 'c1s-report-video-event:read',
    title: { id: 'Kejadian video', en: 'Video events' },
    description: {
      id: 'Setiap peringatan kamera (DMS dan ADAS) pada periode dan keadaan videonya.',
      en: 'Every camera alert (DMS and ADAS) in the period and what became of its video.',
    },
    period: 'days',
    filters: ['vehicles', 'groups', 'drivers'],
    columns: [
      { key: 'at', type: 'datetime', label: { id: 'Waktu', en: 'Time' } },
      { key: 'vehicle', type: 'text', label: { id: 'Kendaraan', en: 'Vehicle' } },
      { key: 'driver', type: 'text', label: { id: 'Pengemudi', en: 'Driver' } },
      { key: 'alert_type', type: 'text', label: { id: 'Jenis peringatan', en: 'Alert type' } },
      { key: 'camera', type: 'text', label: { id: 'Kamera', en: 'Camera' } },
      {
        key: 'media',
        type: 'text',
        label: { id: 'Keadaan video', en: 'Video' },
        sortable: false,
      },
      {
        key: 'available_at',
        type: 'datetime',
        label: { id: 'Video tiba', en: 'Video arrived' },
        sortable: false,
      },
    ],
    default_sort: { key: 'at', order: 'desc' },
    chart: {
      kind: 'bar',
      title: { id: 'Peringatan kamera per hari', en: 'Camera alerts per day' },
      x: 'date',
      series: [{ key: 'alerts', type: 'integer', label: { id: 'Peringatan', en: 'Alerts' } }],
    },
    href: null,
  },
  query: {
    sql: (scope, param) => `
      SELECT a.created_at::float8 AS at, a.alert->'vehicle'->>'licensePlate' AS vehicle,
             coalesce(a.alert->'driver'->>'fullname', '') AS driver,
             coalesce(n.name, 'Kode ' || a.code) AS alert_type,
             CASE WHEN a.code = ANY(${param(CAMERA_ALERT_CODES.filter((c) => channelOf(c) === 3))}::int[])
               THEN ${param(CHANNELS[3][scope.language])} ELSE ${param(CHANNELS[1][scope.language])}
             END AS camera,
             NULL::text AS media, NULL::float8 AS available_at,
             a.id AS _id, a.code AS _code, a.vehicle_id AS _vehicle_id
      FROM alerts a LEFT JOIN ${codeNames(scope.language)} ON n.code = a.code
      WHERE ${cameraAlerts(scope, param)}`,
    order: ['_id'],
  },
  chart: {
    sql: (scope, param) => `
      SELECT ${dayOf('a.created_at', scope, param)} AS x, count(*)::int AS alerts
      FROM alerts a WHERE ${cameraAlerts(scope, param)}
      GROUP BY 1 ORDER BY 1`,
  },
  decorate: (rows, scope, { store, clipStateOf }) =>
    rows.map((row) => {
      const vehicle = store.get('vehicles', scope.companyId, Number(row._vehicle_id));
      const clip =
        clipStateOf && vehicle?.device
          ? clipStateOf(scope.companyId, {
              rawAlertId: String(row._id),
              vehicleId: vehicle.id,
              code: Number(row._code),
              createdAt: Number(row.at),
              deviceType: vehicle.device.type,
              imei: vehicle.device.imei,
            })
          : null;
      return {
        ...row,
        media: stateText(clip?.state, scope.language),
        available_at: clip?.arrivedAt ?? null,
      };
    }),
});
