import { beforeAll, describe, expect, it } from 'vitest';
import {
  DownloadVideoHistoriesResultSchema,
  RequestFileListUpdateResultSchema,
  SetUploadMediaResultSchema,
  UPLOAD_MEDIA_STATUS,
  VIDEO_DOWNLOAD_STATUS,
  VehicleVideoFileListResultSchema,
  type RawAlertWire,
  type VideoDownloadHistory,
} from '@armada/contracts/alerts';
import { SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import { RaiseAlertsResponseSchema, raiseAlertsRoute } from '@armada/contracts/simulator-control';
import type { ApiClient } from './lib/client';
import { adminClient, signedIn } from './lib/client';
import type { GraphqlBody } from './lib/graphql';
import { expectSchema, expectStatus } from './lib/schema';

/**
 * Dashcam media (docs/rules/alert-center.md §4 and §7) against a running server: the request path a
 * user takes on a 'timeout' alert answers at once (no test waits for a clip to arrive; the
 * simulator's own tests step its clock for that), per company, naming bad fields; and the clip is
 * served.
 */

const CLIP_MP4 = '/api/media/dashcam/clip.mp4';
const CLIP_HLS = '/api/media/dashcam/hls/index.m3u8';

interface CameraVehicle {
  id: number;
  device: { imei: string; has_camera: boolean; type: string } | null;
  position: { seconds_since_report: number };
}

let admin: ApiClient;
let vehicles: CameraVehicle[];

async function call(client: ApiClient, field: string, query: string, variables: object) {
  const response = await client.graphql<GraphqlBody>(query, variables as Record<string, unknown>);
  expect(response.status, response.describe()).toBe(200);
  const data = response.body?.data as Record<string, unknown> | undefined;
  expect(data?.[field], response.describe()).toBeDefined();
  return data?.[field] as { isSuccessful: boolean; errorCode: string | null; message: string };
}

const REQUEST = `mutation RequestFileListUpdate($input: RequestFileListUpdateInput!) {
  requestFileListUpdate(input: $input) {
    isSuccessful errorCode errorName message status data { requestedOn } } }`;
const UPLOAD = `mutation SetUploadMedia($input: SetUploadMediaInput!) {
  setUploadMedia(input: $input) {
    isSuccessful errorCode errorName message status data { uploadStatus } } }`;
const HISTORIES = `query FindDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {
  findDownloadVideoHistories(filter: $filter) {
    isSuccessful errorCode errorName message status
    list { id vehicleId imei channel startTime endTime status url format createdOn }
    pagination { page show total } } }`;
const FILES = `query VehicleVideoFileList($input: VehicleVideoFileListInput!) {
  vehicleVideoFileList(input: $input) {
    isSuccessful errorCode errorName message status
    list { fileName channel startTime endTime sizeBytes isDownloaded } } }`;

beforeAll(async () => {
  admin = adminClient();
  const response = await admin.get('/api/vehicle', { query: { limit: 100 } });
  vehicles = (
    (response.body as { data?: { paginated_result?: CameraVehicle[] } }).data?.paginated_result ??
    []
  )
    .filter((v) => v.device?.has_camera)
    // The seeded fleet first: a vehicle another suite added (master data, MDF-6) stands parked
    // outside the simulated fleet, which raises no alerts for it.
    .sort((a, b) => a.id - b.id);
  expect(vehicles.length, 'camera vehicles in the demo company').toBeGreaterThan(1);
});

describe('alert media requests', () => {
  it('asks a device that reported lately to update its file list, at once', async () => {
    // Within 5 minutes: fresh by the 10-minute rule, with room for the test's own time.
    const fresh = vehicles.find((v) => v.position.seconds_since_report < 300);
    expect(fresh, 'a camera vehicle that reported within 5 minutes').toBeDefined();
    if (!fresh?.device) return;
    const result = await call(admin, 'requestFileListUpdate', REQUEST, {
      input: { imei: fresh.device.imei, channel: 1, vehicleId: fresh.id },
    });
    expectSchema(RequestFileListUpdateResultSchema, result, 'RequestFileListUpdate');
    expect(result.isSuccessful, JSON.stringify(result)).toBe(true);
  });

  it("refuses another vehicle's imei, naming input.imei", async () => {
    const [first, second] = vehicles;
    const result = await call(admin, 'requestFileListUpdate', REQUEST, {
      input: { imei: second?.device?.imei, channel: 1, vehicleId: first?.id },
    });
    expectSchema(RequestFileListUpdateResultSchema, result, 'RequestFileListUpdate refusal');
    expect(result.isSuccessful).toBe(false);
    expect(result.message).toMatch(/input\.imei/);
  });

  it("answers 'Not Sent(No video downloaded)' for a moment the device has no video of", async () => {
    const fresh = vehicles.find((v) => v.position.seconds_since_report < 300);
    if (!fresh?.device) return;
    const longAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString();
    const result = await call(admin, 'setUploadMedia', UPLOAD, {
      input: {
        imei: fresh.device.imei,
        rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: longAgo },
      },
    });
    expectSchema(SetUploadMediaResultSchema, result, 'SetUploadMedia');
    expect(result).toMatchObject({
      isSuccessful: true,
      data: { uploadStatus: UPLOAD_MEDIA_STATUS.notSent },
    });
  });

  it('refuses a bad upload input, naming the field', async () => {
    const result = await call(admin, 'setUploadMedia', UPLOAD, {
      input: {
        imei: vehicles[0]?.device?.imei,
        rawAlertInput: { cameraPosition: 3, rawAlertCreatedOn: new Date().toISOString() },
      },
    });
    expectSchema(SetUploadMediaResultSchema, result, 'SetUploadMedia refusal');
    expect(result.isSuccessful).toBe(false);
    expect(result.message).toMatch(/input/);
  });

  it("keeps companies apart: another company's vehicle and device are NOT_FOUND", async () => {
    const branded = await signedIn('branded');
    const vehicle = vehicles[0];
    const histories = await call(branded, 'findDownloadVideoHistories', HISTORIES, {
      filter: { vehicleId: vehicle?.id, startTime: new Date().toISOString() },
    });
    expectSchema(DownloadVideoHistoriesResultSchema, histories, 'FindDownloadVideoHistories');
    expect(histories).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND', list: [] });
    const files = await call(branded, 'vehicleVideoFileList', FILES, {
      input: {
        vehicleId: vehicle?.id,
        channel: 3,
        fileListOnly: true,
        startTime: new Date(Date.now() - 60_000).toISOString(),
        endTime: new Date().toISOString(),
      },
    });
    expectSchema(VehicleVideoFileListResultSchema, files, 'VehicleVideoFileList');
    expect(files).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND' });
    const upload = await call(branded, 'setUploadMedia', UPLOAD, {
      input: {
        imei: vehicle?.device?.imei,
        rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: new Date().toISOString() },
      },
    });
    expect(upload).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND' });
  });
});

describe('the dashcam clip', () => {
  const fetchAs = (client: ApiClient | null, path: string, headers: Record<string, string> = {}) =>
    fetch(`${admin.baseUrl}${path}`, {
      headers: client
        ? {
            ...headers,
            cookie: `${SESSION_COOKIE_NAME}=${client.cookies.get(SESSION_COOKIE_NAME)}`,
          }
        : headers,
    });

  it('serves the MP4 with byte ranges and the HLS playlist with its segments', async () => {
    const whole = await fetchAs(admin, CLIP_MP4);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.subarray(4, 8))).toBe('ftyp');
    const part = await fetchAs(admin, CLIP_MP4, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const playlist = await fetchAs(admin, CLIP_HLS);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/i);
    const segment = (await playlist.text()).split('\n').find((l) => l && !l.startsWith('#'));
    expect(segment).toBeDefined();
    const ts = await fetchAs(admin, CLIP_HLS.replace('index.m3u8', segment ?? ''));
    expect(ts.status).toBe(200);
    expect(ts.headers.get('content-type')).toBe('video/mp2t');
    expect(new Uint8Array(await ts.arrayBuffer())[0]).toBe(0x47);
  });

  it("serves a camera alert's own clip, the url of its download history, as MP4 with byte ranges", async () => {
    // A BSJ dashcam gives MP4 (vss-howen gives HLS); a driver-monitoring alert raised 10
    // minutes ago whose clip arrives by itself (the simulator controls, MEDIA-9), so it is there.
    const bsj = vehicles.find((v) => v.device?.type === 'bsj');
    expect(bsj, 'a BSJ camera vehicle in the demo company').toBeDefined();
    const raised = await admin.post(raiseAlertsRoute.url, {
      vehicleId: bsj?.id,
      alertCode: 49,
      ageSeconds: 600,
      mediaOutcome: 'ready',
    });
    expectStatus(raised, 201);
    expectSchema(RaiseAlertsResponseSchema, raised.body, raiseAlertsRoute.url);
    const [alert] = (raised.body as { data: RawAlertWire[] }).data;
    if (!alert) return expect.fail('no alert raised');
    const histories = (await call(admin, 'findDownloadVideoHistories', HISTORIES, {
      filter: { vehicleId: alert.vehicleId, startTime: alert.createdOn },
    })) as unknown as { list: VideoDownloadHistory[] };
    expectSchema(DownloadVideoHistoriesResultSchema, histories, 'FindDownloadVideoHistories');
    const history = histories.list.find((h) => h.status === VIDEO_DOWNLOAD_STATUS.success);
    expect(history, JSON.stringify(histories.list)).toBeDefined();
    expect(history?.format).toBe('mp4');
    const url = history?.url ?? '';
    expect(url).not.toBe(CLIP_MP4);

    const whole = await fetchAs(admin, url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.subarray(4, 8))).toBe('ftyp');
    const part = await fetchAs(admin, url, { range: 'bytes=8-107' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-107/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(8, 108));
    expect((await fetchAs(null, url)).status).toBe(401);
  });

  it('needs a session', async () => {
    const anonymous = await fetchAs(null, CLIP_MP4);
    expect(anonymous.status).toBe(401);
  });
});
