import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { Vehicle } from '@armada/contracts/fleet';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import {
  TRACK_VISION,
  TRACK_VISION_ERROR_REASONS as R,
  TvCameraSchema,
  TvFootageRequestSchema,
  TvMediaItemSchema,
  TvStreamSchema,
  type TvCamera,
  type TvFootageRequest,
  type TvMediaItem,
  type TvMediaZip,
  type TvStream,
} from '@armada/contracts/track-vision';
import { unzipSync } from 'fflate';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRow } from '../../store/alert-store';
import { rawAlertOf } from '../../testing/camera-alerts';
import {
  TEST_NOW,
  TEST_SEED,
  startTestSimulator,
  type TestSimulator,
} from '../../testing/test-simulator';
import { footagePlanOf } from './footage-plan';

/**
 * Track vision through its routes (docs/rules/track-vision.md), on a stepped clock and without
 * ffmpeg (the canned footage): every state change here comes from the clock, never from time.
 */

const BASE = '/api/track-vision';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const F = TRACK_VISION.footage;
const checkCamera = Compile(TvCameraSchema);
const checkStream = Compile(TvStreamSchema);
const checkFootage = Compile(TvFootageRequestSchema);
const checkMedia = Compile(TvMediaItemSchema);

let t: TestSimulator;
let admin: string;
let other: string;
let ready: TvCamera[];
let noCamera: TvCamera;
let foreign: Vehicle;
let camera: Vehicle;

const iso = (ms: number) => new Date(ms).toISOString();
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.as(cookie, { method, url, ...(payload ? { payload } : {}) });
const reasonOf = (response: { json: () => unknown }) =>
  (response.json() as { reason?: string }).reason;

beforeAll(async () => {
  t = await startTestSimulator({ media: { tools: null } });
  admin = await t.login('admin');
  other = await t.login(SECOND_COMPANY_ADMIN);
  const cameras = (await call('GET', `${BASE}/cameras`)).json<{ data: TvCamera[] }>().data;
  ready = cameras.filter((c) => c.state === 'ready' && c.channels.length === 2);
  noCamera = cameras.find((c) => c.state === 'noCamera') as TvCamera;
  const branded = (await t.simulator.services.auth.login('branded', 'demo')).auth;
  foreign = t.simulator.services.fleet
    .listVehicles(branded, { limit: 1000 })
    .data.paginated_result.find((v) => v.device?.has_camera) as Vehicle;
  // Twenty camera alerts a minute apart an hour before: driver monitoring (52) and ADAS (92),
  // written before the gallery is first read (it copies alerts as they come, TV-23).
  const operator = (await t.simulator.services.auth.login('admin', 'demo')).auth;
  camera = t.simulator.services.fleet
    .listVehicles(operator, { limit: 1000 })
    .data.paginated_result.find((v) => v.id === (ready[0] as TvCamera).id) as Vehicle;
  const rows: AlertRow[] = [];
  for (let k = 0; k < 20; k++) {
    const createdAt = TEST_NOW - 60 * MINUTE + k * MINUTE;
    const code = k % 2 === 0 ? 52 : 92;
    const id = 900_000 + k;
    rows.push({
      id,
      companyId: operator.company.id,
      vehicleId: camera.id,
      code,
      isUrgent: false,
      isImportant: true,
      createdAt,
      raw: rawAlertOf(id, camera, code, createdAt),
    });
  }
  await t.simulator.alerts.appendAlerts(rows);
});
afterAll(async () => {
  await t?.close();
});

describe('cameras (TV-1, TV-2)', () => {
  it("lists the company's vehicles with their channels and whether they can stream", async () => {
    const response = await call('GET', `${BASE}/cameras`);
    expect(response.statusCode).toBe(200);
    const cameras = response.json<{ data: TvCamera[] }>().data;
    expect(cameras.every((c) => checkCamera.Check(c))).toBe(true);
    expect(ready.length).toBeGreaterThanOrEqual(5);
    expect(noCamera).toBeDefined();
    expect(noCamera.channels).toEqual([]);
    const theirs = (await call('GET', `${BASE}/cameras`, undefined, other)).json<{
      data: TvCamera[];
    }>().data;
    const mine = new Set(cameras.map((c) => c.id));
    expect(theirs.some((c) => mine.has(c.id))).toBe(false);
  });
});

describe('live views (TV-4 ... TV-9)', () => {
  const start = (vehicleId: number, channel: string, cookie = admin) =>
    call('POST', `${BASE}/streams`, { vehicle_id: vehicleId, channel }, cookie);

  it('starts a view, answers a live playlist that moves with the clock, and stops it', async () => {
    const camera = ready[0] as TvCamera;
    const response = await start(camera.id, 'road');
    expect(response.statusCode, response.body).toBe(201);
    const stream = response.json<ItemResponse<TvStream>>().data;
    expect(checkStream.Check(stream)).toBe(true);
    expect(stream.overlay).toBe(false);
    expect(Date.parse(stream.session_ends_at) - Date.parse(stream.started_at)).toBe(
      TRACK_VISION.live.sessionMs,
    );
    const first = await call('GET', stream.playlist_url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('mpegurl');
    expect(first.body).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(first.body).not.toContain('#EXT-X-ENDLIST');
    t.clock.advance(11 * SECOND);
    const later = await call('GET', stream.playlist_url);
    // 11 s of 2 s segments: 0..5 made, the newest four listed; the loop of 5 restarts at 5.
    expect(later.body).toContain('#EXT-X-MEDIA-SEQUENCE:2');
    expect(later.body).toContain('#EXT-X-DISCONTINUITY\n');
    expect(later.body.trim().endsWith('canned-5.ts')).toBe(true);
    const segment = await call('GET', stream.playlist_url.replace('index.m3u8', 'canned-5.ts'));
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.length).toBeGreaterThan(1000);
    // Another company's user cannot read or stop it: 404 like an unknown view.
    expect((await call('GET', stream.playlist_url, undefined, other)).statusCode).toBe(404);
    const foreignStop = await call('DELETE', `${BASE}/streams/${stream.id}`, undefined, other);
    expect(foreignStop.statusCode).toBe(404);
    expect(reasonOf(foreignStop)).toBe(R.tvStreamNotFound);
    expect((await call('DELETE', `${BASE}/streams/${stream.id}`)).statusCode).toBe(200);
    expect((await call('GET', stream.playlist_url)).statusCode).toBe(404);
  });

  it('TV-8: the server stops a view nobody asks for, and one past its session', async () => {
    const live = t.simulator.services.tvLive;
    const a = (await start((ready[1] as TvCamera).id, 'road')).json<ItemResponse<TvStream>>().data;
    const b = (await start((ready[1] as TvCamera).id, 'cabin')).json<ItemResponse<TvStream>>().data;
    for (let s = 0; s <= TRACK_VISION.live.idleStopMs; s += 4 * SECOND) {
      t.clock.advance(4 * SECOND);
      await call('GET', b.playlist_url); // b is watched, a is not
    }
    await live.reap();
    expect((await call('GET', a.playlist_url)).statusCode).toBe(404);
    expect((await call('GET', b.playlist_url)).statusCode).toBe(200);
    // Watched all along, b still ends once its session and the grace are over.
    const { sessionMs, idleStopMs } = TRACK_VISION.live;
    while (t.clock.now() - Date.parse(b.started_at) <= sessionMs + idleStopMs) {
      t.clock.advance(4 * SECOND);
      await call('GET', b.playlist_url);
    }
    await live.reap();
    expect((await call('GET', b.playlist_url)).statusCode).toBe(404);
  });

  it('TV-9: at most nine views per user; the same view asked again replaces the old one', async () => {
    const started: TvStream[] = [];
    for (const camera of ready.slice(0, 5))
      for (const channel of ['road', 'cabin']) {
        if (started.length === TRACK_VISION.live.maxPerUser) break;
        const response = await start(camera.id, channel);
        expect(response.statusCode, response.body).toBe(201);
        started.push(response.json<ItemResponse<TvStream>>().data);
      }
    const again = await start((ready[0] as TvCamera).id, 'road');
    expect(again.statusCode).toBe(201);
    const tenth = await start((ready[4] as TvCamera).id, 'cabin');
    expect(tenth.statusCode).toBe(409);
    expect(reasonOf(tenth)).toBe(R.tvStreamLimit);
    await t.simulator.services.tvLive.stopAll();
  });

  it('TV-2: refuses an unknown channel, a vehicle without camera and another company’s vehicle', async () => {
    const bad = await start((ready[0] as TvCamera).id, 'rear');
    expect(bad.statusCode).toBe(400);
    const none = await start(noCamera.id, 'road');
    expect(none.statusCode).toBe(409);
    expect(reasonOf(none)).toBe(R.tvNoCamera);
    const theirs = await start(foreign.id, 'road');
    expect(theirs.statusCode).toBe(404);
    expect(reasonOf(theirs)).toBe('vehicle.notFound');
    expect(t.simulator.services.tvLive.count).toBe(0);
  });
});

describe('footage requests (TV-10 ... TV-15)', () => {
  it('TV-15: a fresh world starts with seeded requests, the ready ones in the gallery', async () => {
    const page = (await call('GET', `${BASE}/footage`)).json<ListResponse<TvFootageRequest>>();
    expect(page.metadata.total_count).toBe(3);
    expect(page.data.paginated_result.every((r) => checkFootage.Check(r))).toBe(true);
    const states = page.data.paginated_result.map((r) => r.failure_reason ?? r.state);
    expect(states).toContain('noFootage');
    const theirs = (await call('GET', `${BASE}/footage`, undefined, other)).json<
      ListResponse<TvFootageRequest>
    >();
    expect(theirs.metadata.total_count).toBe(3);
    expect(theirs.data.ids.some((id) => page.data.ids.includes(id))).toBe(false);
  });

  const create = (body: object, cookie = admin) => call('POST', `${BASE}/footage`, body, cookie);
  const range = (endsAgoMs: number, lengthMs: number) => {
    const to = t.clock.now() - endsAgoMs;
    return { from: iso(to - lengthMs), to: iso(to) };
  };

  it('goes queued, device asked, uploading, then ready with its clip, on the clock', async () => {
    // A camera whose seeded device answers this range (one in ten times out, TV-11).
    const when = range(MINUTE, 2 * MINUTE);
    const camera = ready.find(
      (c) =>
        footagePlanOf({
          seed: TEST_SEED,
          vehicleId: c.id,
          from: Date.parse(when.from),
          to: Date.parse(when.to),
          attempt: 1,
          at: t.clock.now(),
          deviceFresh: true,
        }).outcome === 'READY',
    ) as TvCamera;
    const response = await create({ vehicle_id: camera.id, channel: 'cabin', ...when });
    expect(response.statusCode, response.body).toBe(201);
    let request = response.json<ItemResponse<TvFootageRequest>>().data;
    expect(checkFootage.Check(request)).toBe(true);
    expect(request).toMatchObject({ state: 'QUEUED', seconds: 120, attempts: 1, clip: null });
    const seen: string[] = [request.state];
    for (let s = 0; s < 40 && request.state !== 'READY' && request.state !== 'FAILED'; s++) {
      t.clock.advance(SECOND);
      request = (await call('GET', `${BASE}/footage/${request.id}`)).json<
        ItemResponse<TvFootageRequest>
      >().data;
      if (seen.at(-1) !== request.state) seen.push(request.state);
    }
    expect(seen).toEqual(['QUEUED', 'DEVICE_ASKED', 'UPLOADING', 'READY']);
    expect(request.clip?.download_name).toMatch(/\.mp4$/);
    expect(request.can_retry).toBe(false);
    // TV-14: the clip is served (the canned one without ffmpeg); another company gets 404.
    const clip = await call('GET', request.clip?.mp4_url ?? '');
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
    expect((await call('GET', request.clip?.mp4_url ?? '', undefined, other)).statusCode).toBe(404);
    const retry = await call('POST', `${BASE}/footage/${request.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(reasonOf(retry)).toBe(R.tvRetryRefused);
    // TV-13: the list shows it in its state; the READY filter keeps it.
    const list = (await call('GET', `${BASE}/footage?state=READY`)).json<
      ListResponse<TvFootageRequest>
    >();
    expect(list.data.paginated_result.map((r) => r.id)).toContain(request.id);
    const queued = (await call('GET', `${BASE}/footage?state=QUEUED`)).json<
      ListResponse<TvFootageRequest>
    >();
    expect(queued.data.ids).not.toContain(request.id);
    // TV-20: its clip and snapshot are in the gallery.
    const media = (await call('GET', `${BASE}/media?kind=clip`)).json<ListResponse<TvMediaItem>>();
    expect(media.data.paginated_result.some((m) => m.footage_id === request.id)).toBe(true);
  });

  it('TV-10: refuses a range over 10 minutes, reversed, too short or not yet passed', async () => {
    const vehicle_id = (ready[0] as TvCamera).id;
    const long = await create({
      vehicle_id,
      channel: 'road',
      ...range(MINUTE, F.maxRangeMs + SECOND),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      reason: R.tvRangeTooLong,
      params: { max: 10 },
      field: 'body.to',
    });
    const now = t.clock.now();
    const reversed = await create({
      vehicle_id,
      channel: 'road',
      from: iso(now - MINUTE),
      to: iso(now - 2 * MINUTE),
    });
    expect(reasonOf(reversed)).toBe(R.tvRangeInvalid);
    const short = await create({
      vehicle_id,
      channel: 'road',
      from: iso(now - 5 * SECOND),
      to: iso(now),
    });
    expect(reasonOf(short)).toBe(R.tvRangeInvalid);
    const future = await create({
      vehicle_id,
      channel: 'road',
      from: iso(now),
      to: iso(now + MINUTE),
    });
    expect(reasonOf(future)).toBe(R.tvRangeInFuture);
    const channel = await create({ vehicle_id, channel: 'rear', ...range(MINUTE, MINUTE) });
    expect(channel.statusCode).toBe(400);
    const theirs = await create({
      vehicle_id: foreign.id,
      channel: 'road',
      ...range(MINUTE, MINUTE),
    });
    expect(theirs.statusCode).toBe(404);
    expect(reasonOf(theirs)).toBe('vehicle.notFound');
    const none = await create({
      vehicle_id: noCamera.id,
      channel: 'road',
      ...range(MINUTE, MINUTE),
    });
    expect(reasonOf(none)).toBe(R.tvNoCamera);
    const page = (await call('GET', `${BASE}/footage?limit=100`)).json<
      ListResponse<TvFootageRequest>
    >();
    expect(page.data.paginated_result.every((r) => r.seconds <= 600)).toBe(true);
  });

  it('TV-11: footage older than the device keeps is not there, and is not retried', async () => {
    const vehicle_id = (ready[0] as TvCamera).id;
    const response = await create({
      vehicle_id,
      channel: 'road',
      ...range(F.deviceKeepsMs + MINUTE, MINUTE),
    });
    const id = response.json<ItemResponse<TvFootageRequest>>().data.id;
    t.clock.advance(F.queuedMs + F.askedMs);
    const done = (await call('GET', `${BASE}/footage/${id}`)).json<ItemResponse<TvFootageRequest>>()
      .data;
    expect(done).toMatchObject({ state: 'FAILED', failure_reason: 'noFootage', can_retry: false });
  });

  it('TV-11, TV-12: an offline device fails the request; it may be retried up to three tries', async () => {
    // Nothing reports while the fleet stands still: 11 minutes on, every device is stale.
    t.clock.advance(11 * MINUTE);
    const vehicle_id = (ready[3] as TvCamera).id;
    const response = await create({ vehicle_id, channel: 'road', ...range(MINUTE, MINUTE) });
    expect(response.statusCode).toBe(201);
    const id = response.json<ItemResponse<TvFootageRequest>>().data.id;
    for (let attempt = 1; attempt <= F.maxAttempts; attempt++) {
      t.clock.advance(F.queuedMs);
      const failed = (await call('GET', `${BASE}/footage/${id}`)).json<
        ItemResponse<TvFootageRequest>
      >().data;
      expect(failed).toMatchObject({
        state: 'FAILED',
        failure_reason: 'deviceOffline',
        attempts: attempt,
        can_retry: attempt < F.maxAttempts,
      });
      const retry = await call('POST', `${BASE}/footage/${id}/retry`);
      if (attempt < F.maxAttempts) {
        expect(retry.statusCode).toBe(200);
        expect(retry.json<ItemResponse<TvFootageRequest>>().data).toMatchObject({
          state: 'QUEUED',
          attempts: attempt + 1,
        });
      } else {
        expect(retry.statusCode).toBe(409);
        expect(reasonOf(retry)).toBe(R.tvRetryRefused);
      }
    }
    // Live views are refused too while the device is offline (TV-2).
    const live = await call('POST', `${BASE}/streams`, { vehicle_id, channel: 'road' });
    expect(live.statusCode).toBe(409);
    expect(reasonOf(live)).toBe(R.tvDeviceOffline);
    // Another company's request is 404, like an unknown one.
    expect((await call('GET', `${BASE}/footage/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/footage/${id}/retry`, undefined, other)).statusCode).toBe(
      404,
    );
  });
});

describe('vehicle media (TV-20 ... TV-23)', () => {
  const gallery = async (query = '', cookie = admin) => {
    const response = await call('GET', `${BASE}/media${query}`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListResponse<TvMediaItem>>();
  };

  it('copies camera alerts into the gallery: a snapshot each, their clips once arrived', async () => {
    const page = await gallery(`?vehicle_id=${camera.id}&limit=100`);
    const items = page.data.paginated_result;
    expect(items.every((m) => checkMedia.Check(m))).toBe(true);
    const snapshots = items.filter((m) => m.kind === 'snapshot' && m.source === 'alert');
    expect(snapshots).toHaveLength(20);
    expect(items.some((m) => m.kind === 'clip' && m.source === 'alert')).toBe(true);
    const times = items.map((m) => Date.parse(m.captured_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // TV-21: filters by alert type, kind and period.
    const yawns = await gallery(`?vehicle_id=${camera.id}&alert_code=52&kind=snapshot&limit=100`);
    expect(yawns.data.paginated_result).toHaveLength(10);
    expect(yawns.data.paginated_result.every((m) => m.alert?.code === 52)).toBe(true);
    const from = iso(TEST_NOW - 60 * MINUTE);
    const to = iso(TEST_NOW - 55 * MINUTE);
    const early = await gallery(`?vehicle_id=${camera.id}&kind=snapshot&from=${from}&to=${to}`);
    expect(early.data.paginated_result).toHaveLength(5);
    if (camera.driver) {
      const byDriver = await gallery(`?driver_id=${camera.driver.id}&kind=snapshot&limit=100`);
      expect(byDriver.data.paginated_result.length).toBeGreaterThanOrEqual(20);
    }
    // Another company sees none of them.
    const theirs = await gallery('?limit=100', other);
    const mine = new Set(page.data.ids);
    expect(theirs.data.ids.some((id) => mine.has(id))).toBe(false);
    // A snapshot is served (drawn without ffmpeg), to this company only.
    const snapshot = snapshots[0] as TvMediaItem;
    const picture = await call('GET', snapshot.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toContain(camera.license_plate.toUpperCase().slice(0, 4));
    expect((await call('GET', snapshot.url, undefined, other)).statusCode).toBe(404);
  });

  it('TV-23: a clip the alert center asked for, of an alert not yet copied, is copied once', async () => {
    // A camera alert newer than the gallery's last read, whose clip was asked for: it is both in
    // the period the gallery copies and among the requested clips.
    const operator = (await t.simulator.services.auth.login('admin', 'demo')).auth;
    const createdAt = t.clock.now() - 1_000;
    const id = 900_100;
    await t.simulator.alerts.appendAlerts([
      {
        id,
        companyId: operator.company.id,
        vehicleId: camera.id,
        code: 52,
        isUrgent: false,
        isImportant: true,
        createdAt,
        raw: rawAlertOf(id, camera, 52, createdAt),
      },
    ]);
    await t.simulator.store.write((batch) => {
      batch.put('media_requests', operator.company.id, {
        id,
        vehicle_id: camera.id,
        channel: 3,
        user_id: operator.user.id,
        requested_on: iso(createdAt),
      });
    });
    const items = (await gallery(`?vehicle_id=${camera.id}&kind=snapshot&limit=100`)).data
      .paginated_result;
    expect(items.filter((m) => m.alert?.id === String(id))).toHaveLength(1);
  });

  it('TV-22: zips the chosen items on the server; refuses ids that are not the company’s', async () => {
    const items = (await gallery(`?vehicle_id=${camera.id}&limit=100`)).data.paginated_result;
    const chosen = [
      items.find((m) => m.kind === 'snapshot'),
      items.find((m) => m.kind === 'clip'),
    ] as TvMediaItem[];
    const prepared = await call('POST', `${BASE}/media/zip`, { items: chosen.map((m) => m.id) });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const zip = prepared.json<ItemResponse<TvMediaZip>>().data;
    expect(zip).toMatchObject({ count: 2 });
    expect(zip.file_name).toMatch(/^media-armada-.*\.zip$/);
    // Only the user who prepared it downloads it.
    expect((await call('GET', zip.url, undefined, other)).statusCode).toBe(404);
    const response = await call('GET', zip.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${zip.file_name}"`);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      chosen.map((m) => m.download_name.replace(/\.jpg$/, '.svg')).sort(),
    );
    const mp4 = files[(chosen[1] as TvMediaItem).download_name] as Uint8Array;
    expect(Buffer.from(mp4.subarray(4, 8)).toString()).toBe('ftyp');
    const theirs = await call(
      'POST',
      `${BASE}/media/zip`,
      { items: [(chosen[0] as TvMediaItem).id] },
      other,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ reason: R.tvMediaNotFound, field: 'body.items' });
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1);
    expect((await call('POST', `${BASE}/media/zip`, { items: tooMany })).statusCode).toBe(400);
    // The link lasts minutes (TV-22).
    t.clock.advance(TRACK_VISION.media.zipTtlMs);
    const expired = await call('GET', zip.url);
    expect(expired.statusCode).toBe(404);
    expect(reasonOf(expired)).toBe(R.tvZipExpired);
  });
});
