// The numbers and names of track vision (docs/rules/track-vision.md): live streaming, video
// history (footage requests) and vehicle media. No TypeBox here: pages read them.
import { ALERT_CONSTANTS } from '../alerts/alert-constants';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** TV-1: the camera channels a user picks; road is the ADAS camera, cabin the DMS camera. */
export const TV_CHANNELS = ['road', 'cabin'] as const;
export type TvChannel = (typeof TV_CHANNELS)[number];

/** The device's channel number of each camera (docs/rules/alert-center.md: CH01 ADAS, CH03 DMS). */
export const TV_CHANNEL_NUMBERS: Readonly<Record<TvChannel, number>> = {
  road: ALERT_CONSTANTS.media.channels.adas,
  cabin: ALERT_CONSTANTS.media.channels.dms,
};

/** TV-2: what a camera can do now. */
export const TV_CAMERA_STATES = ['ready', 'offline', 'noCamera'] as const;
export type TvCameraState = (typeof TV_CAMERA_STATES)[number];

/** TV-3: the grid sizes of the live page. */
export const TV_GRID_SIZES = [1, 4, 9] as const;
export type TvGridSize = (typeof TV_GRID_SIZES)[number];

/** TV-10: the states of a footage request, in the order a device goes through them. */
export const TV_FOOTAGE_STATES = [
  'QUEUED',
  'DEVICE_ASKED',
  'UPLOADING',
  'READY',
  'FAILED',
] as const;
export type TvFootageState = (typeof TV_FOOTAGE_STATES)[number];

/** TV-11: why a footage request failed; the first two may be retried (TV-12). */
export const TV_FAILURE_REASONS = ['deviceOffline', 'deviceTimeout', 'noFootage'] as const;
export type TvFailureReason = (typeof TV_FAILURE_REASONS)[number];
export const TV_RETRIABLE_FAILURES: readonly TvFailureReason[] = ['deviceOffline', 'deviceTimeout'];

/** TV-20: what the gallery holds. */
export const TV_MEDIA_KINDS = ['snapshot', 'clip'] as const;
export type TvMediaKind = (typeof TV_MEDIA_KINDS)[number];
export const TV_MEDIA_SOURCES = ['alert', 'footage'] as const;
export type TvMediaSource = (typeof TV_MEDIA_SOURCES)[number];

export const TRACK_VISION = {
  live: {
    /** TV-5: a view plays this long, then asks whether to continue watching. */
    sessionMs: 3 * MINUTE_MS,
    /** TV-7: HLS segment length, seconds. */
    segmentS: 1,
    /** TV-7: segments the live playlist lists. */
    playlistSegments: 4,
    /** TV-8: a stream whose playlist nobody asked for this long is stopped by the server. */
    idleStopMs: 12 * SECOND_MS,
    /** TV-9: live views one user may have at once (the largest grid). */
    maxPerUser: 9,
    /** TV-9: live views the server makes at once, every company together. */
    maxPerServer: 24,
    /** The picture of a live view (the dashcam scene's size). */
    width: 640,
    height: 360,
    fps: 10,
  },
  footage: {
    /** TV-10: the longest range one request asks for. */
    maxRangeMs: 10 * MINUTE_MS,
    /** TV-10: the shortest. */
    minRangeMs: 10 * SECOND_MS,
    /** TV-11: a device keeps footage this long (the alert media's 3 days). */
    deviceKeepsMs: ALERT_CONSTANTS.media.maxAgeMs,
    /** TV-11: the device must have reported this recently (the alert media's 10 minutes). */
    deviceFreshnessMs: ALERT_CONSTANTS.media.deviceFreshnessMs,
    /** TV-10: queued until the device is asked. */
    queuedMs: 2 * SECOND_MS,
    /** TV-10: asked until it starts uploading (the alert media's 5 s request delay). */
    askedMs: ALERT_CONSTANTS.media.requestDelayMs,
    /** TV-10: upload time: a fixed part plus a part per minute of footage. */
    uploadBaseMs: 4 * SECOND_MS,
    uploadPerMinuteMs: 3 * SECOND_MS,
    /** TV-11: a device that does not answer is given up on after this. */
    answerTimeoutMs: 30 * SECOND_MS,
    /** TV-12: tries of one request at most (the first and two retries). */
    maxAttempts: 3,
    /** TV-13: the list refreshes this often while a request is on its way. */
    pollMs: 3 * SECOND_MS,
    pageSize: 20,
  },
  media: {
    /** TV-21: items of a gallery page. */
    pageSize: 24,
    /** TV-22: items in one zip at most. */
    maxDownload: 20,
    /** TV-22: the zip's file name before its extension. */
    zipName: 'media-armada',
    /** TV-22: a prepared zip can be downloaded this long. */
    zipTtlMs: 5 * MINUTE_MS,
  },
} as const;
