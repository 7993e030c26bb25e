import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  UPLOAD_MEDIA_STATUS,
  type RawAlert,
  type VehicleDetail,
  type VehicleVideoFile,
  type VideoDownloadHistory,
} from '@armada/contracts/alerts';
import { graphqlFailure, graphqlOk } from '@armada/contracts/shared';
import type { Language } from '@/config/env';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { alertMediaOps } from './alert-media-api';
import { AlertMediaPanel } from './index';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
/** 10:00 WIB, the browser tests' pinned time. */
const NOW = Date.parse('2026-11-14T03:00:00Z');
const MP4 = '/api/media/dashcam/clip.mp4';
const HLS = '/api/media/dashcam/hls/index.m3u8';

function makeRawAlert(overrides: Partial<RawAlert> = {}): RawAlert {
  return {
    rawAlertId: '4711',
    alertCode: 52,
    alertRuleIds: [3],
    alertFlag: 0,
    alert: { descriptionIdn: 'Pengemudi menguap', descriptionEng: 'Driver yawning', iconUrl: null },
    vehicle: { id: 16, licensePlate: 'B 9123 XYZ' },
    vehicleId: 16,
    childVehicleId: null,
    driver: { fullname: 'Budi Santoso' },
    createdOn: new Date(NOW - MINUTE).toISOString(),
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: false,
    isImportant: true,
    alertData: null,
    alertTrigger: null,
    latitude: -6.2,
    longitude: 106.8,
    userLogs: [],
    lastUserFeedback: null,
    ...overrides,
  };
}

function makeVehicle(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  return {
    id: 16,
    companyId: 1001,
    licensePlate: 'B 9123 XYZ',
    fleetCategory: 'Truk',
    driverName: 'Budi Santoso',
    driverPhoneNo: '+6281234567890',
    gpsPhoneNo: '+6281398765432',
    imei: '862012345678901',
    deviceType: 'vss-howen',
    hasCamera: true,
    lastReportOn: new Date(NOW - 30 * SECOND).toISOString(),
    latitude: -6.2,
    longitude: 106.8,
    ...overrides,
  };
}

function history(url: string, format: 'mp4' | 'hls'): VideoDownloadHistory {
  return {
    id: 4711,
    vehicleId: 16,
    imei: '862012345678901',
    channel: 3,
    startTime: new Date(NOW - MINUTE - 5 * SECOND).toISOString(),
    endTime: new Date(NOW - MINUTE + 5 * SECOND).toISOString(),
    status: 'S',
    url,
    format,
    createdOn: new Date(NOW).toISOString(),
  };
}

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  at: number;
}

type Answer = (variables: Record<string, unknown>) => object;

/** A GraphQL server of the media operations; each answer is the result without its base fields. */
function mediaApi(answers: Partial<Record<keyof typeof alertMediaOps, Answer>>) {
  const calls: Call[] = [];
  const byName = new Map<string, keyof typeof alertMediaOps>(
    Object.entries(alertMediaOps).map(
      ([field, op]) => [op.operationName, field as keyof typeof alertMediaOps] as const,
    ),
  );
  mockFetch((url, init) => {
    if (!url.endsWith('/graphql')) return jsonResponse(404, {});
    const body = JSON.parse(String(init.body)) as Call;
    calls.push({ operationName: body.operationName, variables: body.variables, at: Date.now() });
    const field = byName.get(body.operationName);
    const answer = field && answers[field];
    if (!field || !answer)
      return jsonResponse(200, { data: null, errors: [{ message: 'unexpected' }] });
    return jsonResponse(200, { data: { [field]: { ...graphqlOk(), ...answer(body.variables) } } });
  });
  return {
    calls,
    named: (operationName: string) => calls.filter((c) => c.operationName === operationName),
  };
}

const noHistory: Answer = () => ({ list: [], pagination: { page: 1, show: 9999, total: 0 } });
const historyFrom =
  (from: number, url: string, format: 'mp4' | 'hls'): Answer =>
  () =>
    Date.now() >= from
      ? { list: [history(url, format)], pagination: { page: 1, show: 9999, total: 1 } }
      : { list: [], pagination: { page: 1, show: 9999, total: 0 } };

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The real setTimeout, kept before the fake timers replace it. */
const realSetTimeout = globalThis.setTimeout;

/**
 * The toast host is a lazily loaded module: its import settles in real time, so this waits a
 * little real time between fake-timer flushes (simulated time does not move) until it is there.
 */
async function eventuallyText(text: string): Promise<HTMLElement> {
  for (let attempt = 0; ; attempt++) {
    const found = screen.queryByText(text);
    if (found) return found;
    if (attempt > 100) throw new Error(`no "${text}" on screen`);
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 20));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
const settle = () => advance(0);
const panel = () => screen.getByTestId('alert-media-panel');

function render(alert: RawAlert, language: Language = 'id') {
  return renderWithProviders(<AlertMediaPanel alert={alert} />, { language });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AlertMediaPanel', () => {
  it('goes from loading through checking and waiting to a playing MP4 in the video modal', async () => {
    const alert = makeRawAlert();
    const api = mediaApi({
      findDownloadVideoHistories: historyFrom(NOW + 90 * SECOND, MP4, 'mp4'),
      vehicleById: () => ({ data: makeVehicle({ deviceType: 'bsj' }) }),
    });
    render(alert);
    expect(panel().dataset.status).toBe('loading');
    expect(within(panel()).getByText('Memuat video…')).toBeDefined();
    await settle();
    expect(panel().dataset.status).toBe('checking');
    expect(api.named('FindDownloadVideoHistories')[0]?.variables).toEqual({
      filter: {
        vehicleId: 16,
        startTime: alert.createdOn,
        pagination: { page: 1, show: 9999 },
      },
    });
    await advance(30 * SECOND - 1);
    expect(api.named('FindDownloadVideoHistories')).toHaveLength(1);
    await advance(1);
    // The second unsuccessful try of an alert younger than 30 minutes: waiting.
    expect(panel().dataset.status).toBe('waiting');
    expect(within(panel()).getByText('Menunggu video dari perangkat…')).toBeDefined();
    expect(screen.queryByTestId('alert-media-request')).toBeNull();
    await advance(30 * SECOND);
    expect(panel().dataset.status).toBe('waiting');
    await advance(30 * SECOND);
    expect(panel().dataset.status).toBe('complete');
    expect(api.named('FindDownloadVideoHistories').map((c) => c.at - NOW)).toEqual([
      0,
      30 * SECOND,
      60 * SECOND,
      90 * SECOND,
    ]);
    // No more polls once complete.
    await advance(2 * MINUTE);
    expect(api.named('FindDownloadVideoHistories')).toHaveLength(4);

    const open = screen.getByRole('button', { name: 'Putar video' });
    open.focus();
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    await settle();
    const modal = screen.getByTestId('alert-media-modal');
    expect(within(modal).getByText('B 9123 XYZ - Pengemudi menguap')).toBeDefined();
    const video = within(modal).getByTestId<HTMLVideoElement>('alert-media-video');
    expect(video.getAttribute('src')).toBe(MP4);
    expect(within(modal).getByTestId('alert-media-fact-fleetCategory').textContent).toContain(
      'Truk',
    );
    expect(within(modal).getByTestId('alert-media-fact-driver').textContent).toContain(
      'Budi Santoso',
    );
    expect(within(modal).getByTestId('alert-media-fact-gpsPhone').textContent).toContain(
      '+62 813-9876-5432',
    );
    expect(within(modal).getByTestId('alert-media-fact-imei').textContent).toContain(
      '862012345678901',
    );
    expect(api.named('VehicleById')[0]?.variables).toEqual({ id: 16 });

    fireEvent.click(within(modal).getByRole('button', { name: 'Putar' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    fireEvent.play(video);
    expect(within(modal).getByRole('button', { name: 'Jeda' })).toBeDefined();
    const mute = within(modal).getByTestId('alert-media-mute');
    fireEvent.click(mute);
    expect(video.muted).toBe(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    const download = within(modal).getByTestId('alert-media-download');
    expect(download.getAttribute('href')).toBe(MP4);
    expect(download.getAttribute('download')).toBe('B9123XYZ-4711.mp4');
    expect(within(modal).getByRole('button', { name: 'Layar penuh' })).toBeDefined();

    // Buffering for 20 s pauses the video with a message.
    fireEvent.waiting(video);
    await advance(20 * SECOND);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(within(modal).getByTestId('alert-media-problem').textContent).toMatch(/dijeda/);
  });

  it('fails at once an alert older than 3 days with no download, and stops looking', async () => {
    const api = mediaApi({ findDownloadVideoHistories: noHistory });
    render(makeRawAlert({ createdOn: new Date(NOW - 3 * DAY - MINUTE).toISOString() }));
    await settle();
    expect(panel().dataset.status).toBe('failed');
    expect(within(panel()).getByText('Video tidak tersedia untuk peringatan ini.')).toBeDefined();
    await advance(5 * MINUTE);
    expect(api.calls).toHaveLength(1);
  });

  it('times out an old alert, requests the clip and plays it as native HLS after the 20 s pause', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    let uploadedAt = Infinity;
    const alert = makeRawAlert({ createdOn: new Date(NOW - 2 * 60 * MINUTE).toISOString() });
    const api = mediaApi({
      findDownloadVideoHistories: (variables) =>
        historyFrom(uploadedAt + 10 * SECOND, HLS, 'hls')(variables),
      vehicleById: () => ({ data: makeVehicle() }),
      requestFileListUpdate: () => ({ data: { requestedOn: new Date(Date.now()).toISOString() } }),
      setUploadMedia: () => {
        uploadedAt = Date.now();
        return { data: { uploadStatus: UPLOAD_MEDIA_STATUS.sent } };
      },
    });
    render(alert);
    await settle();
    expect(panel().dataset.status).toBe('checking');
    await advance(30 * SECOND);
    expect(panel().dataset.status).toBe('timeout');
    // Nothing more is polled on timeout: the user decides.
    await advance(2 * MINUTE);
    expect(api.named('FindDownloadVideoHistories')).toHaveLength(2);

    const requestAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Minta video' }));
    expect(panel().dataset.status).toBe('requesting');
    await settle();
    expect(api.named('RequestFileListUpdate')[0]?.variables).toEqual({
      input: { imei: '862012345678901', channel: 3, vehicleId: 16 },
    });
    await advance(5 * SECOND - 1);
    expect(api.named('SetUploadMedia')).toHaveLength(0);
    await advance(1);
    const upload = api.named('SetUploadMedia')[0];
    expect(upload?.at).toBe(requestAt + 5 * SECOND);
    expect(upload?.variables).toEqual({
      input: {
        imei: '862012345678901',
        rawAlertInput: { cameraPosition: 2, rawAlertCreatedOn: alert.createdOn },
      },
    });
    // No file list is asked of a vss-howen device.
    expect(api.named('VehicleVideoFileList')).toHaveLength(0);
    expect(panel().dataset.status).toBe('waiting');
    await advance(20 * SECOND);
    expect(panel().dataset.status).toBe('complete');

    fireEvent.click(screen.getByTestId('alert-media-open'));
    await settle();
    const video = screen.getByTestId<HTMLVideoElement>('alert-media-video');
    expect(video.dataset.format).toBe('hls');
    expect(video.getAttribute('src')).toBe(HLS);
  });

  it('an unreachable device: the toast, timeout again, nothing asked of the device', async () => {
    const api = mediaApi({
      findDownloadVideoHistories: noHistory,
      vehicleById: () => ({
        data: makeVehicle({ lastReportOn: new Date(NOW - 10 * MINUTE - SECOND).toISOString() }),
      }),
    });
    render(makeRawAlert({ createdOn: new Date(NOW - DAY).toISOString() }));
    await settle();
    await advance(30 * SECOND);
    fireEvent.click(screen.getByTestId('alert-media-request'));
    await settle();
    expect(panel().dataset.status).toBe('timeout');
    await eventuallyText(
      'Perangkat tidak melapor dalam 10 menit terakhir, video tidak dapat diminta.',
    );
    expect(api.named('RequestFileListUpdate')).toHaveLength(0);
    expect(screen.getByTestId('alert-media-request')).toBeDefined();
  });

  it('the server refusing an unreachable device gives the same toast', async () => {
    mediaApi({
      findDownloadVideoHistories: noHistory,
      vehicleById: () => ({ data: makeVehicle() }),
      requestFileListUpdate: () => ({
        ...graphqlFailure('DEVICE_UNREACHABLE', 'The device has not reported.', 409),
        data: null,
      }),
    });
    render(makeRawAlert({ createdOn: new Date(NOW - DAY).toISOString() }), 'en');
    await settle();
    await advance(30 * SECOND);
    fireEvent.click(screen.getByRole('button', { name: 'Request video' }));
    await settle();
    expect(panel().dataset.status).toBe('timeout');
    await eventuallyText(
      'The device has not reported in the last 10 minutes; the video cannot be requested.',
    );
  });

  it('a BSJ device with no file of the alert: media not found, failed, no upload', async () => {
    const files: VehicleVideoFile[] = [];
    // A driver-camera (DMS) alert: the device updates channel 3, the file list is asked on 1.
    const alert = makeRawAlert({ createdOn: new Date(NOW - DAY).toISOString(), alertCode: 52 });
    const api = mediaApi({
      findDownloadVideoHistories: noHistory,
      vehicleById: () => ({ data: makeVehicle({ deviceType: 'bsj' }) }),
      requestFileListUpdate: () => ({ data: { requestedOn: new Date(NOW).toISOString() } }),
      vehicleVideoFileList: () => ({ list: files }),
    });
    render(alert);
    await settle();
    await advance(30 * SECOND);
    fireEvent.click(screen.getByTestId('alert-media-request'));
    await settle();
    await advance(5 * SECOND);
    const at = Date.parse(alert.createdOn);
    expect(api.named('RequestFileListUpdate')[0]?.variables).toMatchObject({
      input: { channel: 3 },
    });
    expect(api.named('VehicleVideoFileList')[0]?.variables).toEqual({
      input: {
        vehicleId: 16,
        channel: 1,
        fileListOnly: true,
        startTime: new Date(at - MINUTE).toISOString(),
        endTime: new Date(at + MINUTE).toISOString(),
      },
    });
    expect(panel().dataset.status).toBe('failed');
    await eventuallyText('Media tidak ditemukan di perangkat.');
    expect(api.named('SetUploadMedia')).toHaveLength(0);
  });

  it("'Not Sent(No video downloaded)' fails; a BSJ upload names its channel and window", async () => {
    const alert = makeRawAlert({ createdOn: new Date(NOW - DAY).toISOString(), alertCode: 92 });
    const api = mediaApi({
      findDownloadVideoHistories: noHistory,
      vehicleById: () => ({ data: makeVehicle({ deviceType: 'bsj' }) }),
      requestFileListUpdate: () => ({ data: { requestedOn: new Date(NOW).toISOString() } }),
      vehicleVideoFileList: () => ({
        list: [
          {
            fileName: 'a.mp4',
            channel: 1,
            startTime: alert.createdOn,
            endTime: alert.createdOn,
            sizeBytes: 1,
            isDownloaded: false,
          },
        ],
      }),
      setUploadMedia: () => ({ data: { uploadStatus: UPLOAD_MEDIA_STATUS.notSent } }),
    });
    render(alert);
    await settle();
    await advance(30 * SECOND);
    fireEvent.click(screen.getByTestId('alert-media-request'));
    await settle();
    await advance(5 * SECOND);
    const at = Date.parse(alert.createdOn);
    expect(api.named('SetUploadMedia')[0]?.variables).toEqual({
      input: {
        imei: '862012345678901',
        bsjInput: {
          channel: 'CH01',
          startTime: new Date(at - 5 * SECOND).toISOString(),
          endTime: new Date(at + 5 * SECOND).toISOString(),
          createdOnRawAlert: alert.createdOn,
        },
      },
    });
    expect(panel().dataset.status).toBe('failed');
  });

  it('renders nothing for an alert without a camera', () => {
    const api = mediaApi({});
    const { container } = render(makeRawAlert({ alertCode: 8 }));
    expect(container.querySelector('[data-testid="alert-media-panel"]')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
