import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import type { TvCamera, TvFootageRequest, TvStream } from '@armada/contracts/track-vision';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClipTools } from '../../services/dashcam-clips';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/**
 * TV-7, TV-14, TV-20 with the real ffmpeg (the npm package's build): a live view is a live HLS
 * playlist of 1 s H.264 segments, a footage clip an MP4 of the asked length, a snapshot a JPEG.
 * Skipped only where no ffmpeg exists at all (`ARMADA_FFMPEG=off`).
 */
const tools = findClipTools();
const BASE = '/api/track-vision';

describe.skipIf(tools === null)('track vision with ffmpeg', () => {
  let t: TestSimulator;
  let cookie: string;
  let camera: TvCamera;
  const dir = mkdtempSync(join(tmpdir(), 'armada-tv-'));

  beforeAll(async () => {
    t = await startTestSimulator({ media: { dir, tools } });
    cookie = await t.login('admin');
    const cameras = (await t.as(cookie, { method: 'GET', url: `${BASE}/cameras` })).json<{
      data: TvCamera[];
    }>().data;
    camera = cameras.find((c) => c.state === 'ready') as TvCamera;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a live view is a live playlist of 1 s segments with the overlay, gone once stopped', async () => {
    const started = await t.as(cookie, {
      method: 'POST',
      url: `${BASE}/streams`,
      payload: { vehicle_id: camera.id, channel: 'road' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const stream = started.json<ItemResponse<TvStream>>().data;
    expect(stream.overlay).toBe(true);
    const playlist = await t.as(cookie, { method: 'GET', url: stream.playlist_url });
    expect(playlist.statusCode, playlist.body).toBe(200);
    expect(playlist.body).toMatch(/#EXT-X-TARGETDURATION:1\b/);
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const segment = /live-\d+\.ts/.exec(playlist.body)?.[0] ?? '';
    const file = await t.as(cookie, {
      method: 'GET',
      url: stream.playlist_url.replace('index.m3u8', segment),
    });
    expect(file.statusCode).toBe(200);
    // An MPEG-TS packet starts with the sync byte 0x47 every 188 bytes.
    expect(file.rawPayload[0]).toBe(0x47);
    expect(file.rawPayload[188]).toBe(0x47);
    const stop = await t.as(cookie, { method: 'DELETE', url: `${BASE}/streams/${stream.id}` });
    expect(stop.statusCode).toBe(200);
    expect(t.simulator.services.tvLive.count).toBe(0);
  });

  it('a ready footage request has an MP4 of its length and a JPEG snapshot', async () => {
    const to = t.clock.now() - 60_000;
    let request: TvFootageRequest | undefined;
    for (const channel of ['road', 'cabin']) {
      const created = await t.as(cookie, {
        method: 'POST',
        url: `${BASE}/footage`,
        payload: {
          vehicle_id: camera.id,
          channel,
          from: new Date(to - 20_000).toISOString(),
          to: new Date(to).toISOString(),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      t.clock.advance(60_000);
      const list = (await t.as(cookie, { method: 'GET', url: `${BASE}/footage?state=READY` })).json<
        ListResponse<TvFootageRequest>
      >();
      request = list.data.paginated_result[0];
      if (request) break;
    }
    if (!request?.clip) throw new Error('no footage request became ready');
    const mp4 = await t.as(cookie, { method: 'GET', url: request.clip.mp4_url });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    expect(mp4.rawPayload.toString('latin1')).toContain('| 20 s');
    const snapshot = await t.as(cookie, {
      method: 'GET',
      url: request.clip.mp4_url.replace('clip.mp4', 'snapshot.jpg'),
    });
    expect(snapshot.headers['content-type']).toBe('image/jpeg');
    expect([snapshot.rawPayload[0], snapshot.rawPayload[1]]).toEqual([0xff, 0xd8]);
  });
});
