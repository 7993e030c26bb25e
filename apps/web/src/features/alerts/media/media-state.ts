import {
  ALERT_CONSTANTS,
  type AlertVideoData,
  type MediaPollingStatus,
  type RawAlert,
} from '@armada/contracts/alerts';

/**
 * The media polling state machine of docs/rules/alert-center.md §4, as a pure reducer. Times come
 * in with the events (the alert's age when a look answered), so the reducer never reads a clock;
 * the hook (use-alert-media.ts) runs the calls and the timers on the app's injected clock.
 *
 *   loading --found--> complete
 *   loading --none, older than 3 days--> failed
 *   loading --none--> checking --(every 30 s) none, 2nd try--> waiting | timeout (>= 30 min old)
 *   waiting --(every 30 s) found--> complete; none --> waiting | timeout once 30 min old
 *   timeout --request--> requesting --device not reported in 10 min--> timeout (toast)
 *   requesting --no file on the device (BSJ)--> failed (toast) --'Not Sent'--> failed
 *   requesting --'Sent'--> waiting, the video is read after the 20 s pause, then every 30 s
 */

const MEDIA = ALERT_CONSTANTS.media;

/** A toast the panel shows once (docs/rules/alert-center.md §8). */
export type MediaNotice =
  | { kind: 'deviceUnreachable' }
  | { kind: 'mediaNotFound' }
  | { kind: 'requestFailed'; message: string };

export interface MediaState {
  status: MediaPollingStatus;
  /** Unsuccessful looks since loading or since the last request. */
  tries: number;
  /** The user asked the device for the clip; looks go on from the video waiting pause. */
  requested: boolean;
  video: AlertVideoData | null;
  /** Milliseconds until the next look; null: no look planned. */
  nextLookInMs: number | null;
  notice: MediaNotice | null;
}

export type MediaEvent =
  /** A look at the download histories found a successful download. */
  | { type: 'found'; video: AlertVideoData }
  /** A look found none (or failed); `ageMs` is the alert's age when it answered. */
  | { type: 'none'; ageMs: number }
  | { type: 'requestStarted' }
  | { type: 'deviceUnreachable' }
  | { type: 'mediaNotFound' }
  | { type: 'uploadSent' }
  | { type: 'uploadNotSent' }
  | { type: 'requestFailed'; message: string }
  /** The panel showed the notice. */
  | { type: 'noticeShown' };

export const initialMediaState: MediaState = {
  status: 'loading',
  tries: 0,
  requested: false,
  video: null,
  nextLookInMs: 0,
  notice: null,
};

export function mediaReducer(state: MediaState, event: MediaEvent): MediaState {
  switch (event.type) {
    case 'found':
      return { ...state, status: 'complete', video: event.video, nextLookInMs: null };
    case 'none': {
      if (state.status === 'complete' || state.status === 'requesting') return state;
      if (state.status === 'loading' && event.ageMs > MEDIA.maxAgeMs)
        return { ...state, status: 'failed', nextLookInMs: null };
      const tries = state.tries + 1;
      if (tries < MEDIA.waitingAfterTries)
        return {
          ...state,
          tries,
          status: state.requested ? 'waiting' : 'checking',
          nextLookInMs: MEDIA.pollIntervalMs,
        };
      if (event.ageMs >= MEDIA.timeoutAgeMs)
        return { ...state, tries, status: 'timeout', nextLookInMs: null };
      return { ...state, tries, status: 'waiting', nextLookInMs: MEDIA.pollIntervalMs };
    }
    case 'requestStarted':
      return { ...state, status: 'requesting', nextLookInMs: null, notice: null };
    case 'deviceUnreachable':
      return {
        ...state,
        status: 'timeout',
        nextLookInMs: null,
        notice: { kind: 'deviceUnreachable' },
      };
    case 'mediaNotFound':
      return { ...state, status: 'failed', nextLookInMs: null, notice: { kind: 'mediaNotFound' } };
    case 'uploadSent':
      return {
        ...state,
        status: 'waiting',
        tries: 0,
        requested: true,
        nextLookInMs: MEDIA.videoWaitingPauseMs,
      };
    case 'uploadNotSent':
      return { ...state, status: 'failed', nextLookInMs: null };
    case 'requestFailed':
      return {
        ...state,
        status: 'timeout',
        nextLookInMs: null,
        notice: { kind: 'requestFailed', message: event.message },
      };
    case 'noticeShown':
      return { ...state, notice: null };
  }
}

/** Statuses in which the panel shows a spinner: a call is under way or due shortly. */
export function isBusy(status: MediaPollingStatus): boolean {
  return status === 'loading' || status === 'checking' || status === 'requesting';
}

const CAMERA_CODES: ReadonlySet<number> = new Set([
  ...ALERT_CONSTANTS.driverMonitoringAlertCodes,
  ...ALERT_CONSTANTS.drivingAssistanceAlertCodes,
]);

/** Only camera alerts (driver monitoring, driving assistance) have dashcam media. */
export function hasAlertMedia(alert: Pick<RawAlert, 'alertCode'>): boolean {
  return CAMERA_CODES.has(alert.alertCode);
}

/** The camera of an alert: 3 (DMS, the driver) for driver monitoring, else 1 (ADAS, the road). */
export function cameraChannelOf(alert: Pick<RawAlert, 'alertCode'>): 1 | 3 {
  return (ALERT_CONSTANTS.driverMonitoringAlertCodes as readonly number[]).includes(alert.alertCode)
    ? MEDIA.channels.dms
    : MEDIA.channels.adas;
}
