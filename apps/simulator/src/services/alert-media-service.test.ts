import {
  ALERT_CONSTANTS,
  UPLOAD_MEDIA_STATUS,
  VIDEO_DOWNLOAD_STATUS,
} from '@armada/contracts/alerts';
import type { Vehicle } from '@armada/contracts/fleet';
import { GRAPHQL_ERROR_CODES } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWibIso } from '../domain/wib-time';
import {
  DASHCAM_CLIP_URLS,
  MEDIA_TIMING,
  alertClipUrlOf,
  mediaPlanOf,
  type MediaAlert,
  type MediaOutcome,
} from '../engine/media/media-outcomes';
import type { AlertRow } from '../store/alert-store';
import { rawAlertOf } from '../testing/camera-alerts';
import {
  TEST_NOW,
  TEST_SEED,
  startTestSimulator,
  type TestSimulator,
} from '../testing/test-simulator';
import type { AuthContext } from './auth-service';
import { ServiceError } from './service-error';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const FRESHNESS = 10 * MINUTE;

interface Placed {
  alert: MediaAlert;
  vehicle: Vehicle;
  outcome: MediaOutcome;
}

/** Expects a ServiceError with the code; returns its message. */
async function refusal(work: () => unknown, code: string): Promise<string> {
  try {
    await work();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe(code);
    return (error as ServiceError).message;
  }
  throw new Error(`expected a ${code} refusal`);
}

describe('dashcam media (MEDIA-*)', () => {
  let t: TestSimulator;
  let operator: AuthContext;
  let cookie: string;
  let bsj: Vehicle;
  let howen: Vehicle;
  let foreign: Vehicle;
  /** Camera alerts placed 20 minutes before TEST_NOW, one a minute apart per vehicle. */
  const placed: Placed[] = [];

  const lastReport = (v: Vehicle) =>
    t.simulator.services.liveFleet.vehicleDetail(operator, v.id).lastReportOn;
  const isFresh = (v: Vehicle) => {
    const last = lastReport(v);
    return last !== null && TEST_NOW - Date.parse(last) <= FRESHNESS / 2;
  };
  const pick = (vehicle: Vehicle, outcome: MediaOutcome): MediaAlert => {
    const found = placed.find((p) => p.vehicle.id === vehicle.id && p.outcome === outcome);
    if (!found) throw new Error(`no ${outcome} alert on ${vehicle.license_plate}`);
    return found.alert;
  };
  const media = () => t.simulator.services.alertMedia;
  const histories = (alert: MediaAlert, auth = operator) =>
    media().downloadHistories(auth, {
      vehicleId: alert.vehicleId,
      startTime: toWibIso(alert.createdAt),
    });

  beforeAll(async () => {
    t = await startTestSimulator();
    operator = (await t.simulator.services.auth.login('operator', 'demo')).auth;
    cookie = await t.login('operator');
    const vehiclesOf = (auth: AuthContext) =>
      t.simulator.services.fleet.listVehicles(auth, { limit: 1000 }).data.paginated_result;
    const own = vehiclesOf(operator);
    const camera = (type: string) =>
      own.find((v) => v.device?.type === type && v.device.has_camera && isFresh(v));
    bsj = camera('bsj') as Vehicle;
    howen = camera('vss-howen') as Vehicle;
    const branded = (await t.simulator.services.auth.login('branded', 'demo')).auth;
    expect(branded.company.id).not.toBe(operator.company.id);
    const theirs = vehiclesOf(branded).find((v) => v.device?.has_camera);
    if (!theirs) throw new Error('no other company with a camera vehicle');
    foreign = theirs;
    const theirCompany = branded.company.id;
    expect([bsj, howen].every(Boolean)).toBe(true);

    const rows: AlertRow[] = [];
    let id = 1;
    for (const vehicle of [bsj, howen, foreign]) {
      for (let k = 0; k < 60; k++) {
        const createdAt = TEST_NOW - 90 * MINUTE + k * MINUTE;
        const code = k % 2 === 0 ? 52 : 92;
        const companyId = vehicle === foreign ? theirCompany : operator.company.id;
        const alert: MediaAlert = {
          rawAlertId: String(id),
          vehicleId: vehicle.id,
          code,
          createdAt,
          deviceType: vehicle.device?.type ?? null,
          imei: vehicle.device?.imei ?? '',
        };
        placed.push({ alert, vehicle, outcome: mediaPlanOf(TEST_SEED, alert).outcome });
        rows.push({
          id,
          companyId,
          vehicleId: vehicle.id,
          code,
          isUrgent: false,
          isImportant: true,
          createdAt,
          raw: rawAlertOf(id, vehicle, code, createdAt),
        });
        id++;
      }
    }
    await t.simulator.alerts.appendAlerts(rows);
  });
  afterAll(async () => {
    await t.close();
  });

  it('MEDIA-1 a plan is a pure function of the seed and the alert: mostly ready, media not found only on BSJ', () => {
    const counts: Record<MediaOutcome, number> = {
      ready: 0,
      'needs-request': 0,
      'not-sent': 0,
      'media-not-found': 0,
    };
    for (let i = 1; i <= 4000; i++) {
      const alert: MediaAlert = {
        rawAlertId: String(i),
        vehicleId: 1 + (i % 37),
        code: i % 2 ? 49 : 90,
        createdAt: TEST_NOW + i * 7 * SECOND,
        deviceType: i % 2 ? 'bsj' : 'vss-howen',
        imei: '861234567890123',
      };
      const plan = mediaPlanOf(TEST_SEED, alert);
      expect(mediaPlanOf(TEST_SEED, { ...alert })).toEqual(plan);
      counts[plan.outcome]++;
      expect(plan.format).toBe(alert.deviceType === 'vss-howen' ? 'hls' : 'mp4');
      expect(plan.channel).toBe(alert.code === 49 ? 3 : 1);
      if (plan.outcome === 'media-not-found') expect(alert.deviceType).toBe('bsj');
      if (plan.outcome === 'ready') {
        const delay = (plan.readyAt ?? 0) - alert.createdAt;
        expect(delay).toBeGreaterThanOrEqual(40 * SECOND);
        expect(delay).toBeLessThanOrEqual(4 * MINUTE);
      } else expect(plan.readyAt).toBeNull();
      expect(plan.requestDelayMs).toBeGreaterThanOrEqual(MEDIA_TIMING.requestedMinDelayMs);
      expect(plan.requestDelayMs).toBeLessThan(20 * SECOND);
    }
    expect(counts.ready / 4000).toBeGreaterThan(0.65);
    expect(counts.ready / 4000).toBeLessThan(0.75);
    for (const outcome of ['needs-request', 'not-sent', 'media-not-found'] as const)
      expect(counts[outcome]).toBeGreaterThan(40);
    // Another seed tells another story.
    const other = Array.from(
      { length: 200 },
      (_, i) =>
        mediaPlanOf(TEST_SEED + 1, {
          rawAlertId: String(i + 1),
          vehicleId: 3,
          code: 49,
          createdAt: TEST_NOW + i * SECOND,
          deviceType: 'bsj',
          imei: '861234567890123',
        }).outcome,
    );
    const same = Array.from(
      { length: 200 },
      (_, i) =>
        mediaPlanOf(TEST_SEED, {
          rawAlertId: String(i + 1),
          vehicleId: 3,
          code: 49,
          createdAt: TEST_NOW + i * SECOND,
          deviceType: 'bsj',
          imei: '861234567890123',
        }).outcome,
    );
    expect(other).not.toEqual(same);
  });

  it('MEDIA-2 a ready clip is listed only once the clock has passed its arrival', async () => {
    // A fresh alert: placed now on the vss-howen vehicle with a ready plan.
    const base = TEST_NOW + 5 * SECOND;
    let alert: MediaAlert | null = null;
    let id = 100_000;
    while (!alert) {
      const candidate: MediaAlert = {
        rawAlertId: String(id),
        vehicleId: howen.id,
        code: 92,
        createdAt: base,
        deviceType: 'vss-howen',
        imei: howen.device?.imei ?? '',
      };
      if (mediaPlanOf(TEST_SEED, candidate).outcome === 'ready') alert = candidate;
      else id++;
    }
    await t.simulator.alerts.appendAlerts([
      {
        id,
        companyId: operator.company.id,
        vehicleId: howen.id,
        code: 92,
        isUrgent: false,
        isImportant: true,
        createdAt: base,
        raw: rawAlertOf(id, howen, 92, base),
      },
    ]);
    const readyAt = mediaPlanOf(TEST_SEED, alert).readyAt ?? 0;
    t.clock.set(readyAt - SECOND);
    expect((await histories(alert)).list).toEqual([]);
    t.clock.set(readyAt);
    const { list, pagination } = await histories(alert);
    expect(pagination.total).toBe(1);
    expect(list[0]).toMatchObject({
      vehicleId: howen.id,
      status: VIDEO_DOWNLOAD_STATUS.success,
      url: alertClipUrlOf('hls', alert.rawAlertId),
      format: 'hls',
      channel: 1,
      imei: howen.device?.imei,
    });
    // Any moment of the clip's window finds it; 6 s away does not.
    expect(
      (
        await media().downloadHistories(operator, {
          vehicleId: howen.id,
          startTime: toWibIso(base - 4 * SECOND),
        })
      ).list,
    ).toHaveLength(1);
    expect(
      (
        await media().downloadHistories(operator, {
          vehicleId: howen.id,
          startTime: toWibIso(base + 6 * SECOND),
        })
      ).list,
    ).toHaveLength(0);
    // The older ready alerts of the BSJ vehicle are MP4.
    t.clock.set(TEST_NOW);
    const bsjReady = pick(bsj, 'ready');
    const older = await histories(bsjReady);
    expect(older.list[0]).toMatchObject({
      format: 'mp4',
      url: alertClipUrlOf('mp4', bsjReady.rawAlertId),
    });
  });

  it('MEDIA-3 a clip that needs a request arrives after setUploadMedia, once', async () => {
    t.clock.set(TEST_NOW);
    const alert = pick(howen, 'needs-request');
    const plan = mediaPlanOf(TEST_SEED, alert);
    expect((await histories(alert)).list).toEqual([]);
    t.clock.advance(10 * MINUTE);
    expect((await histories(alert)).list).toEqual([]);
    t.clock.set(TEST_NOW);

    expect(
      media().requestFileListUpdate(operator, {
        imei: howen.device?.imei ?? '',
        channel: plan.channel,
        vehicleId: howen.id,
      }),
    ).toBe(toWibIso(TEST_NOW));
    t.clock.advance(5 * SECOND);
    const requestedAt = TEST_NOW + 5 * SECOND;
    const status = await media().setUploadMedia(operator, {
      imei: howen.device?.imei ?? '',
      rawAlertInput: {
        cameraPosition: plan.channel === 3 ? 2 : 1,
        rawAlertCreatedOn: toWibIso(alert.createdAt),
      },
    });
    expect(status).toBe(UPLOAD_MEDIA_STATUS.sent);
    const pending = await histories(alert);
    expect(pending.list[0]?.status).toBe(VIDEO_DOWNLOAD_STATUS.pending);
    expect(pending.list[0]?.url).toBeNull();

    t.clock.set(requestedAt + plan.requestDelayMs - 1);
    expect((await histories(alert)).list[0]?.status).toBe(VIDEO_DOWNLOAD_STATUS.pending);
    t.clock.set(requestedAt + plan.requestDelayMs);
    expect((await histories(alert)).list[0]).toMatchObject({
      status: VIDEO_DOWNLOAD_STATUS.success,
      url: alertClipUrlOf('hls', alert.rawAlertId),
    });
    // The request is state: asking again keeps the first time.
    t.clock.advance(MINUTE);
    await media().setUploadMedia(operator, {
      imei: howen.device?.imei ?? '',
      rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: toWibIso(alert.createdAt) },
    });
    expect(media().requestedAt(operator, alert)).toBe(requestedAt);
    expect((await histories(alert)).list[0]?.status).toBe(VIDEO_DOWNLOAD_STATUS.success);
  });

  it('MEDIA-4 the BSJ file list is empty for a media-not-found alert and lists a ready one', async () => {
    t.clock.set(TEST_NOW);
    const missing = pick(bsj, 'media-not-found');
    const ready = pick(bsj, 'ready');
    // The web asks with channel 1 and fileListOnly: the device answers every camera's files.
    const window = (alert: MediaAlert) => ({
      vehicleId: bsj.id,
      channel: ALERT_CONSTANTS.media.channels.adas,
      fileListOnly: true,
      startTime: toWibIso(alert.createdAt - 2 * SECOND),
      endTime: toWibIso(alert.createdAt + 2 * SECOND),
    });
    const missingFiles = await media().fileList(operator, window(missing));
    const near = placed.filter(
      (p) => p.vehicle === bsj && Math.abs(p.alert.createdAt - missing.createdAt) <= 2 * SECOND,
    );
    // Only the alert itself falls in its window, whatever its camera.
    expect(near).toHaveLength(1);
    expect(missingFiles).toEqual([]);
    const readyFiles = await media().fileList(operator, window(ready));
    expect(readyFiles).toHaveLength(1);
    expect(readyFiles[0]).toMatchObject({
      isDownloaded: true,
      channel: mediaPlanOf(TEST_SEED, ready).channel,
    });
    expect(readyFiles[0]?.fileName).toContain(bsj.device?.imei);
    await refusal(
      () =>
        media().fileList(operator, {
          ...window(ready),
          endTime: toWibIso(ready.createdAt - 61 * SECOND),
        }),
      'VALIDATION_ERROR',
    );
    expect(
      await media().setUploadMedia(operator, {
        imei: bsj.device?.imei ?? '',
        bsjInput: {
          channel: mediaPlanOf(TEST_SEED, missing).channel === 3 ? 'CH03' : 'CH01',
          startTime: toWibIso(missing.createdAt - 5 * SECOND),
          endTime: toWibIso(missing.createdAt + 5 * SECOND),
          createdOnRawAlert: toWibIso(missing.createdAt),
        },
      }),
    ).toBe(UPLOAD_MEDIA_STATUS.notSent);
  });

  it("MEDIA-5 a device not reported within 10 minutes is unreachable; the imei must be the vehicle's", async () => {
    // The stored fleet is not moving here: once the clock runs 10 minutes past a device's last
    // report without a new one, the device is unreachable.
    const staleAt = Date.parse(lastReport(bsj) ?? '') + FRESHNESS + SECOND;
    t.clock.set(staleAt - 2 * SECOND);
    expect(
      media().requestFileListUpdate(operator, {
        imei: bsj.device?.imei ?? '',
        channel: 1,
        vehicleId: bsj.id,
      }),
    ).toBe(toWibIso(staleAt - 2 * SECOND));
    t.clock.set(staleAt);
    const message = await refusal(
      () =>
        media().requestFileListUpdate(operator, {
          imei: bsj.device?.imei ?? '',
          channel: 1,
          vehicleId: bsj.id,
        }),
      GRAPHQL_ERROR_CODES.deviceUnreachable,
    );
    expect(message).toContain(bsj.license_plate);
    expect(message).toContain(lastReport(bsj));
    const ready = pick(bsj, 'ready');
    await refusal(
      () =>
        media().setUploadMedia(operator, {
          imei: bsj.device?.imei ?? '',
          rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: toWibIso(ready.createdAt) },
        }),
      GRAPHQL_ERROR_CODES.deviceUnreachable,
    );
    t.clock.set(TEST_NOW);
    await refusal(
      () =>
        media().requestFileListUpdate(operator, {
          imei: bsj.device?.imei ?? '',
          channel: 1,
          vehicleId: howen.id,
        }),
      'VALIDATION_ERROR',
    );
  });

  it('MEDIA-6 not sent: the device has no video of the alert, or no alert at that time', async () => {
    t.clock.set(TEST_NOW);
    const alert = pick(howen, 'not-sent');
    expect(
      await media().setUploadMedia(operator, {
        imei: howen.device?.imei ?? '',
        rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: toWibIso(alert.createdAt) },
      }),
    ).toBe(UPLOAD_MEDIA_STATUS.notSent);
    expect((await histories(alert)).list).toEqual([]);
    expect(
      await media().setUploadMedia(operator, {
        imei: howen.device?.imei ?? '',
        rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: toWibIso(TEST_NOW - 30 * SECOND) },
      }),
    ).toBe(UPLOAD_MEDIA_STATUS.notSent);
  });

  it('MEDIA-7 over GraphQL: another company is NOT_FOUND, bad arguments name the field', async () => {
    t.clock.set(TEST_NOW);
    const gql = async (query: string, variables: object) => {
      const response = await t.as(cookie, {
        method: 'POST',
        url: '/graphql',
        payload: { query, variables },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: Record<string, Record<string, unknown>> }).data;
    };
    const histories = `query FindDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {
      findDownloadVideoHistories(filter: $filter) { isSuccessful errorCode message
        list { id status url format } pagination { page show total } } }`;
    const theirs = placed.find((p) => p.vehicle === foreign)?.alert;
    const foreignAnswer = await gql(histories, {
      filter: { vehicleId: foreign.id, startTime: toWibIso(theirs?.createdAt ?? TEST_NOW) },
    });
    expect(foreignAnswer.findDownloadVideoHistories).toMatchObject({
      isSuccessful: false,
      errorCode: GRAPHQL_ERROR_CODES.notFound,
      list: [],
    });
    const ready = pick(bsj, 'ready');
    const ok = await gql(histories, {
      filter: {
        vehicleId: bsj.id,
        startTime: toWibIso(ready.createdAt),
        pagination: { page: 1, show: 9999 },
      },
    });
    expect(ok.findDownloadVideoHistories).toMatchObject({
      isSuccessful: true,
      pagination: { page: 1, show: 9999, total: 1 },
    });
    const upload = `mutation SetUploadMedia($input: SetUploadMediaInput!) {
      setUploadMedia(input: $input) { isSuccessful errorCode message data { uploadStatus } } }`;
    const bad = await gql(upload, {
      input: {
        imei: '12',
        rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: toWibIso(TEST_NOW) },
      },
    });
    expect(bad.setUploadMedia).toMatchObject({
      isSuccessful: false,
      errorCode: 'VALIDATION_ERROR',
      data: null,
    });
    expect(String(bad.setUploadMedia?.message)).toContain('input');
    const foreignUpload = await gql(upload, {
      input: {
        imei: foreign.device?.imei,
        rawAlertInput: { cameraPosition: 1, rawAlertCreatedOn: toWibIso(TEST_NOW) },
      },
    });
    expect(foreignUpload.setUploadMedia).toMatchObject({
      isSuccessful: false,
      errorCode: GRAPHQL_ERROR_CODES.notFound,
    });
    const fileList = `query VehicleVideoFileList($input: VehicleVideoFileListInput!) {
      vehicleVideoFileList(input: $input) { isSuccessful errorCode message list { fileName } } }`;
    const badChannel = await gql(fileList, {
      input: {
        vehicleId: bsj.id,
        channel: 2,
        fileListOnly: true,
        startTime: toWibIso(TEST_NOW - MINUTE),
        endTime: toWibIso(TEST_NOW),
      },
    });
    expect(badChannel.vehicleVideoFileList).toMatchObject({ isSuccessful: false, list: [] });
    expect(String(badChannel.vehicleVideoFileList?.message)).toContain('input.channel');
  });

  it('MEDIA-8 the clip is served with a session, as MP4 with byte ranges and as HLS', async () => {
    const mp4 = await t.as(cookie, { method: 'GET', url: DASHCAM_CLIP_URLS.mp4 });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.headers['accept-ranges']).toBe('bytes');
    const size = mp4.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    expect(mp4.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await t.as(cookie, {
      method: 'GET',
      url: DASHCAM_CLIP_URLS.mp4,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(mp4.rawPayload.subarray(100, 200));
    const beyond = await t.as(cookie, {
      method: 'GET',
      url: DASHCAM_CLIP_URLS.mp4,
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
    const index = await t.as(cookie, { method: 'GET', url: DASHCAM_CLIP_URLS.hls });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segments = index.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThanOrEqual(3);
    for (const segment of segments) {
      const response = await t.as(cookie, {
        method: 'GET',
        url: DASHCAM_CLIP_URLS.hls.replace('index.m3u8', segment),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp2t');
      expect(response.rawPayload[0]).toBe(0x47); // the MPEG-TS sync byte
    }
    const missing = await t.as(cookie, {
      method: 'GET',
      url: DASHCAM_CLIP_URLS.hls.replace('index.m3u8', 'nothing.m2ts'),
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: DASHCAM_CLIP_URLS.mp4 });
    expect(anonymous.statusCode).toBe(401);
  });
});
