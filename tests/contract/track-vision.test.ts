import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import {
  ItemResponseSchema,
  ListResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import {
  TRACK_VISION_ERROR_REASONS as R,
  TvCameraSchema,
  TvFootageRequestSchema,
  TvMediaItemSchema,
  TvMediaZipSchema,
  TvStreamSchema,
  createTvFootageRoute,
  createTvMediaZipRoute,
  getTvFootageRoute,
  listTvCamerasRoute,
  listTvFootageRoute,
  listTvMediaRoute,
  startTvStreamRoute,
  stopTvStreamRoute,
  type TvCamera,
  type TvFootageRequest,
  type TvMediaItem,
  type TvMediaZip,
  type TvStream,
} from '@armada/contracts/track-vision';
import Type from 'typebox';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Track vision against a running server (docs/rules/track-vision.md): a live view started,
 * its live playlist and a segment read, stopped; a footage request made and read, bad ranges,
 * channels and vehicles refused with their reasons; the gallery read and two items zipped.
 * Auth, malformed bodies, lists and tenant isolation come from the catalogue's generic suites;
 * the states on a stepped clock are in the simulator's tests.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const iso = (ms: number) => new Date(ms).toISOString();

let admin: ApiClient;
let camera: TvCamera;
const started: number[] = [];

const fetchAs = (path: string) =>
  fetch(`${admin.baseUrl}${path}`, {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${admin.cookies.get(SESSION_COOKIE_NAME)}` },
    signal: AbortSignal.timeout(30_000),
  });

beforeAll(async () => {
  admin = adminClient();
  const cameras = await admin.get(listTvCamerasRoute.url);
  expectStatus(cameras, 200);
  expectSchema(Type.Object({ data: Type.Array(TvCameraSchema) }), cameras.body, 'cameras');
  const list = (cameras.body as { data: TvCamera[] }).data;
  const found = list.find((c) => c.state === 'ready' && c.channels.length === 2);
  if (!found) throw new Error('no camera vehicle of the demo company reports now');
  camera = found;
});
afterAll(async () => {
  for (const id of started) await admin.request('DELETE', at(stopTvStreamRoute.url, id));
});

describe('track vision', () => {
  it('TV-4 ... TV-7: a live view has a live HLS playlist until it is stopped', async () => {
    const response = await admin.request('POST', startTvStreamRoute.url, {
      body: { vehicle_id: camera.id, channel: 'road' },
    });
    expectStatus(response, 201);
    expectSchema(ItemResponseSchema(TvStreamSchema), response.body, 'stream');
    const stream = (response.body as { data: TvStream }).data;
    started.push(stream.id);
    const playlist = await fetchAs(stream.playlist_url);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/i);
    const text = await playlist.text();
    expect(text).toContain('#EXTM3U');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const segment = text.split('\n').find((line) => line && !line.startsWith('#')) ?? '';
    const ts = await fetchAs(stream.playlist_url.replace('index.m3u8', segment));
    expect(ts.status).toBe(200);
    expect(new Uint8Array(await ts.arrayBuffer())[0]).toBe(0x47);
    const stop = await admin.request('DELETE', at(stopTvStreamRoute.url, stream.id));
    expectStatus(stop, 200);
    expectError(await admin.request('DELETE', at(stopTvStreamRoute.url, stream.id)), 404);
    expect((await fetchAs(stream.playlist_url)).status).toBe(404);
  });

  it('TV-2: an unknown channel is 400, a vehicle no company of the caller has is 404', async () => {
    const channel = await admin.request('POST', startTvStreamRoute.url, {
      body: { vehicle_id: camera.id, channel: 'rear' },
    });
    expectError(channel, 400, ['channel']);
    const vehicle = await admin.request('POST', startTvStreamRoute.url, {
      body: { vehicle_id: 987_654_321, channel: 'road' },
    });
    expectError(vehicle, 404);
    expect((vehicle.body as { reason?: string }).reason).toBe(SERVER_ERROR_REASONS.vehicleNotFound);
  });

  it('TV-10, TV-13: a footage request is made and read in its state; bad ranges are refused', async () => {
    const now = Date.parse(
      (await admin.get(listTvFootageRoute.url)).headers.get('date') ?? new Date().toUTCString(),
    );
    const created = await admin.request('POST', createTvFootageRoute.url, {
      body: {
        vehicle_id: camera.id,
        channel: 'cabin',
        from: iso(now - 180_000),
        to: iso(now - 120_000),
      },
    });
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(TvFootageRequestSchema), created.body, 'footage');
    const request = (created.body as { data: TvFootageRequest }).data;
    expect(request.seconds).toBe(60);
    const read = await admin.get(at(getTvFootageRoute.url, request.id));
    expectStatus(read, 200);
    expectSchema(ItemResponseSchema(TvFootageRequestSchema), read.body, 'footage read');
    const list = await admin.get(listTvFootageRoute.url, { query: { vehicle_id: camera.id } });
    expectStatus(list, 200);
    expectSchema(ListResponseSchema(TvFootageRequestSchema), list.body, 'footage list');
    expect((list.body as { data: { ids: number[] } }).data.ids).toContain(request.id);

    const long = await admin.request('POST', createTvFootageRoute.url, {
      body: {
        vehicle_id: camera.id,
        channel: 'road',
        from: iso(now - 1_000_000),
        to: iso(now - 60_000),
      },
    });
    expectError(long, 400, ['to']);
    expect((long.body as { reason?: string }).reason).toBe(R.tvRangeTooLong);
    const future = await admin.request('POST', createTvFootageRoute.url, {
      body: {
        vehicle_id: camera.id,
        channel: 'road',
        from: iso(now - 60_000),
        to: iso(now + 60_000),
      },
    });
    expect((future.body as { reason?: string }).reason).toBe(R.tvRangeInFuture);
  });

  it('TV-21, TV-22: the gallery answers its schema; chosen items come as one zip', async () => {
    const page = await admin.get(listTvMediaRoute.url, { query: { limit: 5 } });
    expectStatus(page, 200);
    expectSchema(ListResponseSchema(TvMediaItemSchema), page.body, 'media');
    const items = (page.body as { data: { paginated_result: TvMediaItem[] } }).data
      .paginated_result;
    if (items.length === 0) throw new Error('the gallery of the demo company is empty');
    const zip = await admin.request('POST', createTvMediaZipRoute.url, {
      body: { items: items.slice(0, 2).map((m) => m.id) },
    });
    expectStatus(zip, 201);
    expectSchema(ItemResponseSchema(TvMediaZipSchema), zip.body, 'zip');
    const file = await fetchAs((zip.body as { data: TvMediaZip }).data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A zip starts with a local file header, PK\3\4.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const unknown = await admin.request('POST', createTvMediaZipRoute.url, {
      body: { items: [987_654_321] },
    });
    expectError(unknown, 404);
    expect((unknown.body as { reason?: string }).reason).toBe(R.tvMediaNotFound);
  });
});
