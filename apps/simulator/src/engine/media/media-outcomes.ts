/**
 * What happens to a camera alert's dashcam clip (MEDIA-1..7 in SPEC.md): a pure function of the
 * seed and the alert, so every restart, process and test agrees on it. The service
 * (services/alert-media-service.ts) asks these functions what to answer at the clock's time;
 * the only state is the user's upload request (a `media_requests` record).
 */
import {
  ALERT_CONSTANTS,
  VIDEO_DOWNLOAD_STATUS,
  type VehicleVideoFile,
  type VideoDownloadHistory,
} from '@armada/contracts/alerts';
import { weightedPick } from '../../domain/rng';
import { toWibIso } from '../../domain/wib-time';
import { streamKey, unitDraw } from '../alerts/seeded-draws';

const SECOND_MS = 1000;

/** Where the simulator serves the synthetic clip (transport/routes/media). */
export const DASHCAM_MEDIA_BASE = '/api/media/dashcam';
/** The canned clip, the same for every alert (no overlay of its own). */
export const DASHCAM_CLIP_URLS = {
  mp4: `${DASHCAM_MEDIA_BASE}/clip.mp4`,
  hls: `${DASHCAM_MEDIA_BASE}/hls/index.m3u8`,
} as const;

/** The clip of one alert, with its own plate, channel and time burnt in (MEDIA-10). */
export function alertClipUrlOf(format: 'mp4' | 'hls', rawAlertId: string): string {
  const base = `${DASHCAM_MEDIA_BASE}/alerts/${encodeURIComponent(rawAlertId)}`;
  return format === 'mp4' ? `${base}/clip.mp4` : `${base}/hls/index.m3u8`;
}

export type MediaOutcome = 'ready' | 'needs-request' | 'not-sent' | 'media-not-found';

/** A demo shows mostly clips that arrive by themselves; each failure is there to be seen. */
export const MEDIA_OUTCOME_WEIGHTS: readonly (readonly [MediaOutcome, number])[] = [
  ['ready', 70],
  ['needs-request', 18],
  ['not-sent', 6],
  ['media-not-found', 6],
];

export const MEDIA_TIMING = {
  /** A clip that arrives by itself is uploaded this long after the alert (MEDIA-2)... */
  readyMinDelayMs: 40 * SECOND_MS,
  /** ...up to this much later (4 minutes in all). */
  readyMaxDelayMs: 4 * 60 * SECOND_MS,
  /** A requested clip arrives this long after the upload request (MEDIA-3)... */
  requestedMinDelayMs: 6 * SECOND_MS,
  /** ...up to this much later: within the client's 20 s video waiting pause. */
  requestedMaxDelayMs: 16 * SECOND_MS,
  /** The device's file: 10 s at 2 Mbit/s (the served clip is a smaller transcode). */
  deviceFileBytes: 2_500_000,
  /** The longest file-list window a device answers for (a week of files). */
  maxFileListWindowMs: 7 * 24 * 60 * 60 * SECOND_MS,
} as const;

/**
 * The device type whose file list the web checks before asking for an upload, and the only one
 * whose alerts may have no file (MEDIA-4, AC-52).
 */
export const FILE_LIST_DEVICE_TYPE = ALERT_CONSTANTS.media.bsjDeviceType;

const CAMERA_CODES: ReadonlySet<number> = new Set([
  ...ALERT_CONSTANTS.driverMonitoringAlertCodes,
  ...ALERT_CONSTANTS.drivingAssistanceAlertCodes,
]);
/** The camera alert codes: driver monitoring (DMS) and driving assistance (ADAS). */
export const CAMERA_ALERT_CODES: readonly number[] = [...CAMERA_CODES];

export function isCameraAlert(code: number): boolean {
  return CAMERA_CODES.has(code);
}

/** The channel of a camera alert: 3 (DMS) for driver monitoring, 1 (ADAS) otherwise. */
export function channelOf(code: number): 1 | 3 {
  return (ALERT_CONSTANTS.driverMonitoringAlertCodes as readonly number[]).includes(code)
    ? ALERT_CONSTANTS.media.channels.dms
    : ALERT_CONSTANTS.media.channels.adas;
}

/** What the media engine reads of a stored camera alert and its vehicle. */
export interface MediaAlert {
  rawAlertId: string;
  vehicleId: number;
  code: number;
  /** Epoch ms. */
  createdAt: number;
  deviceType: string | null;
  imei: string;
}

export interface MediaPlan {
  outcome: MediaOutcome;
  format: 'mp4' | 'hls';
  channel: 1 | 3;
  /** Epoch ms the clip arrives by itself (outcome `ready`); null otherwise. */
  readyAt: number | null;
  /** Delay from an upload request to the clip (outcome `needs-request`). */
  requestDelayMs: number;
}

/** What the simulator controls set for one alert's clip (MEDIA-9). */
export interface ForcedMedia {
  outcome: MediaOutcome;
  /** A requested clip arrives this long after the request. */
  requestDelayMs?: number;
}

/** The seeded plan of one camera alert (MEDIA-1), or what the controls forced (MEDIA-9). */
export function mediaPlanOf(seed: number, alert: MediaAlert, forced?: ForcedMedia): MediaPlan {
  const key = streamKey(seed, 'alert-media');
  const second = Math.floor(alert.createdAt / SECOND_MS);
  const salt = Number(alert.rawAlertId) | 0;
  const draw = (k: number) => unitDraw(key, alert.vehicleId, second, salt * 4 + k);
  // MEDIA-9: an outcome the simulator controls set wins over the seeded one.
  let outcome = forced?.outcome ?? weightedPick(MEDIA_OUTCOME_WEIGHTS, draw(0));
  if (outcome === 'media-not-found' && alert.deviceType !== FILE_LIST_DEVICE_TYPE)
    outcome = 'needs-request';
  const t = MEDIA_TIMING;
  return {
    outcome,
    // HLS is what the streaming devices give; BSJ files are plain MP4.
    format: alert.deviceType === 'vss-howen' ? 'hls' : 'mp4',
    channel: channelOf(alert.code),
    readyAt:
      outcome === 'ready'
        ? alert.createdAt +
          Math.round(t.readyMinDelayMs + draw(1) * (t.readyMaxDelayMs - t.readyMinDelayMs))
        : null,
    requestDelayMs:
      forced?.requestDelayMs ??
      Math.round(t.requestedMinDelayMs + draw(2) * (t.requestedMaxDelayMs - t.requestedMinDelayMs)),
  };
}

/** The window a clip covers: the alert time plus and minus 5 s. */
export function clipWindowOf(createdAt: number): { start: number; end: number } {
  const half = ALERT_CONSTANTS.media.uploadWindowS * SECOND_MS;
  return { start: createdAt - half, end: createdAt + half };
}

/** When the clip of an alert is (or will be) there: by itself, or after the user's request. */
export function clipArrivalOf(plan: MediaPlan, requestedAt: number | null): number | null {
  if (plan.readyAt !== null) return plan.readyAt;
  if (plan.outcome === 'needs-request' && requestedAt !== null)
    return requestedAt + plan.requestDelayMs;
  return null;
}

/** GraphQL Int is 32-bit: alert ids beyond it wrap (they stay unique for years of alerts). */
function historyIdOf(rawAlertId: string): number {
  return ((Number(rawAlertId) - 1) % 2_147_483_646) + 1;
}

/**
 * The download history of an alert at `now` (MEDIA-2, MEDIA-3): success ('S') once the clip has
 * arrived; pending ('P') between a request and the clip; none before anything happened.
 */
export function downloadHistoryOf(
  plan: MediaPlan,
  alert: MediaAlert,
  requestedAt: number | null,
  now: number,
): VideoDownloadHistory | null {
  const arrival = clipArrivalOf(plan, requestedAt);
  const window = clipWindowOf(alert.createdAt);
  const common = {
    id: historyIdOf(alert.rawAlertId),
    vehicleId: alert.vehicleId,
    imei: alert.imei,
    channel: plan.channel,
    startTime: toWibIso(window.start),
    endTime: toWibIso(window.end),
    format: plan.format,
  };
  if (arrival !== null && now >= arrival)
    return {
      ...common,
      status: VIDEO_DOWNLOAD_STATUS.success,
      url: alertClipUrlOf(plan.format, alert.rawAlertId),
      createdOn: toWibIso(arrival),
    };
  if (requestedAt !== null && arrival !== null)
    return {
      ...common,
      status: VIDEO_DOWNLOAD_STATUS.pending,
      url: null,
      createdOn: toWibIso(requestedAt),
    };
  return null;
}

/** The device's file of an alert (MEDIA-4): none when its file is missing. */
export function deviceFileOf(
  plan: MediaPlan,
  alert: MediaAlert,
  requestedAt: number | null,
  now: number,
): VehicleVideoFile | null {
  if (plan.outcome === 'media-not-found' || plan.outcome === 'not-sent') return null;
  const window = clipWindowOf(alert.createdAt);
  const stamp = toWibIso(window.start).slice(0, 19).replace(/[-:T]/g, '');
  const arrival = clipArrivalOf(plan, requestedAt);
  return {
    fileName: `${alert.imei}_CH0${plan.channel}_${stamp}.mp4`,
    channel: plan.channel,
    startTime: toWibIso(window.start),
    endTime: toWibIso(window.end),
    sizeBytes: MEDIA_TIMING.deviceFileBytes,
    isDownloaded: arrival !== null && now >= arrival,
  };
}
