import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  ALERT_CONSTANTS,
  UPLOAD_MEDIA_STATUS,
  isDeviceFresh,
  type RawAlert,
  type SetUploadMediaInput,
} from '@armada/contracts/alerts';
import { GRAPHQL_ERROR_CODES } from '@armada/contracts/shared';
import { clock, nowDate } from '@/lib/clock';
import { isGraphqlResultError } from '@/lib/graphql-client';
import {
  findAlertVideo,
  getDeviceFiles,
  getVehicleDetail,
  requestFileListUpdate,
  setUploadMedia,
} from './alert-media-api';
import {
  cameraChannelOf,
  initialMediaState,
  mediaReducer,
  type MediaEvent,
  type MediaState,
} from './media-state';

const MEDIA = ALERT_CONSTANTS.media;

/** The alert fields media needs. */
export type MediaAlert = Pick<RawAlert, 'rawAlertId' | 'alertCode' | 'vehicleId' | 'createdOn'>;

export interface AlertMedia {
  state: MediaState;
  /** Asks the device for the clip (the 'request video' button on timeout). */
  request: () => void;
  /** The panel showed `state.notice`. */
  acknowledgeNotice: () => void;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The upload request of docs/rules/alert-center.md §7 for the alert's camera and device type. */
export function uploadInputOf(
  alert: MediaAlert,
  imei: string,
  deviceType: string | null,
): SetUploadMediaInput {
  const channel = cameraChannelOf(alert);
  if (deviceType === MEDIA.bsjDeviceType) {
    const at = Date.parse(alert.createdOn);
    const half = MEDIA.uploadWindowS * 1000;
    return {
      imei,
      bsjInput: {
        channel: channel === MEDIA.channels.dms ? MEDIA.bsjChannels.dms : MEDIA.bsjChannels.adas,
        startTime: iso(at - half),
        endTime: iso(at + half),
        createdOnRawAlert: alert.createdOn,
      },
    };
  }
  return {
    imei,
    rawAlertInput: {
      cameraPosition: channel === MEDIA.channels.dms ? 2 : 1,
      rawAlertCreatedOn: alert.createdOn,
    },
  };
}

/**
 * Runs the media state machine (media-state.ts) for one alert: looks for a successful download
 * at once and then on the reducer's schedule (30 s polls, the 20 s pause after a request), and
 * the request sequence (device freshness, file-list update, 5 s, file list on BSJ, upload).
 * Time is the app's clock (`@/lib/clock`) and `setTimeout`: tests fake both.
 */
export function useAlertMedia(alert: MediaAlert): AlertMedia {
  const [state, dispatch] = useReducer(mediaReducer, initialMediaState);
  const { vehicleId, createdOn } = alert;
  const channel = cameraChannelOf(alert);
  const alertRef = useRef(alert);
  alertRef.current = alert;
  const requestAbort = useRef<AbortController | null>(null);

  const ageMs = useCallback(() => clock.now() - Date.parse(createdOn), [createdOn]);

  // A look when the reducer plans one; `tries` and `requested` make each plan a new effect.
  const { nextLookInMs, tries, requested, status } = state;
  useEffect(() => {
    if (nextLookInMs === null) return undefined;
    const controller = new AbortController();
    const look = async () => {
      let event: MediaEvent;
      try {
        const video = await findAlertVideo(vehicleId, createdOn, channel, {
          signal: controller.signal,
        });
        event = video ? { type: 'found', video } : { type: 'none', ageMs: ageMs() };
      } catch {
        // A failed look counts as an unsuccessful try (docs/rules/alert-center.md §8: failed or
        // timeout).
        event = { type: 'none', ageMs: ageMs() };
      }
      if (!controller.signal.aborted) dispatch(event);
    };
    const timer = setTimeout(() => void look(), nextLookInMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [nextLookInMs, tries, requested, status, vehicleId, createdOn, channel, ageMs]);

  useEffect(() => () => requestAbort.current?.abort(), []);

  const request = useCallback(() => {
    requestAbort.current?.abort();
    const controller = new AbortController();
    requestAbort.current = controller;
    const { signal } = controller;
    const current = alertRef.current;
    const run = async (): Promise<MediaEvent> => {
      const vehicle = await getVehicleDetail(current.vehicleId, { signal });
      if (!vehicle.imei || !isDeviceFresh(vehicle.lastReportOn, nowDate()))
        return { type: 'deviceUnreachable' };
      const channel = cameraChannelOf(current);
      await requestFileListUpdate(
        { imei: vehicle.imei, channel, vehicleId: current.vehicleId },
        { signal },
      );
      await wait(MEDIA.requestDelayMs, signal);
      if (vehicle.deviceType === MEDIA.bsjDeviceType) {
        const files = await getDeviceFiles(current.vehicleId, current.createdOn, { signal });
        if (files.length === 0) return { type: 'mediaNotFound' };
      }
      const upload = await setUploadMedia(
        uploadInputOf(current, vehicle.imei, vehicle.deviceType),
        { signal },
      );
      return upload === UPLOAD_MEDIA_STATUS.sent
        ? { type: 'uploadSent' }
        : { type: 'uploadNotSent' };
    };
    dispatch({ type: 'requestStarted' });
    run().then(
      (event) => {
        if (!signal.aborted) dispatch(event);
      },
      (error: unknown) => {
        if (signal.aborted) return;
        if (
          isGraphqlResultError(error) &&
          error.errorCode === GRAPHQL_ERROR_CODES.deviceUnreachable
        )
          dispatch({ type: 'deviceUnreachable' });
        else if (
          isGraphqlResultError(error) &&
          error.errorCode === GRAPHQL_ERROR_CODES.mediaNotFound
        )
          dispatch({ type: 'mediaNotFound' });
        else
          dispatch({
            type: 'requestFailed',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
  }, []);

  const acknowledgeNotice = useCallback(() => dispatch({ type: 'noticeShown' }), []);

  return { state, request, acknowledgeNotice };
}
