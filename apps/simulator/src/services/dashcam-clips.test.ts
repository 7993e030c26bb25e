import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Vehicle } from '@armada/contracts/fleet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clipFfmpegArgs,
  clipOverlayOf,
  overlayFilterGraph,
  overlayPlateOf,
} from '../engine/media/clip-overlay';
import { DASHCAM_CLIP_URLS, alertClipUrlOf } from '../engine/media/media-outcomes';
import { rawAlertOf } from '../testing/camera-alerts';
import { TEST_NOW, startTestSimulator, type TestSimulator } from '../testing/test-simulator';
import type { AuthContext } from './auth-service';
import { DashcamClips, findClipTools } from './dashcam-clips';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The clip's `comment` tag as it stands in the MP4's bytes. */
const commentIn = (mp4: Buffer) =>
  /[A-Z0-9 ./?-]+ \| CH0[13] (?:ADAS|DMS) \| [0-9: -]+ WIB/.exec(mp4.toString('latin1'))?.[0];

describe('the overlay of an alert (MEDIA-10)', () => {
  it('burns in the alert’s plate, channel and WIB time, from the record alone', () => {
    // 3 Dec 2026 17:55:12 WIB, a driver-monitoring code: DMS on channel 3.
    const createdAt = Date.parse('2026-12-03T17:55:12+07:00');
    const overlay = clipOverlayOf({ licensePlate: 'B 8604 PV', code: 49, createdAt });
    expect(overlay).toEqual({
      plate: 'B 8604 PV',
      channel: 'CH03 DMS',
      startsAt: createdAt - 5 * SECOND,
      startLabel: '03-12-2026 17:55:07 WIB',
    });
    expect(clipOverlayOf({ licensePlate: 'L 12 AB', code: 92, createdAt }).channel).toBe(
      'CH01 ADAS',
    );
    const graph = overlayFilterGraph(overlay, 'Font.ttf');
    expect(graph).toContain("expansion=none:text='B 8604 PV'");
    expect(graph).toContain("text='CH03 DMS  ARMADA DASHCAM'");
    // The clock starts at the first frame's WIB second: 17:55:07 WIB as if it were UTC.
    const wibSeconds = Date.parse('2026-12-03T17:55:07Z') / 1000;
    expect(graph).toContain(`%{pts\\:gmtime\\:${wibSeconds}\\:%d-%m-%Y`);
    const args = clipFfmpegArgs(overlay, 'Font.ttf', '/x/clip.mp4');
    expect(args).toContain('comment=B 8604 PV | CH03 DMS | 03-12-2026 17:55:07 WIB');
  });

  it('draws only safe characters of a plate, so no text reaches ffmpeg’s filter syntax', () => {
    expect(overlayPlateOf("  b 1'2:3,[x]; %{pts}  ")).toBe('B 1?2?3??X?? ??P');
    expect(overlayPlateOf('')).toBe('-');
    expect(overlayPlateOf('B 1234 ABCDEFGHIJKLMNOP')).toHaveLength(16);
  });
});

describe('each alert’s own clip (MEDIA-10)', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'armada-media-test-'));
  let t: TestSimulator;
  let cookie: string;
  let operator: AuthContext;
  let first: Vehicle;
  let second: Vehicle;
  let foreignAlertId: number;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await startTestSimulator({
      media: { dir: mediaDir },
      logger: {
        info: () => undefined,
        error: (error, message) => warnings.push(`${message}: ${String(error)}`),
      },
    });
    cookie = await t.login('operator');
    operator = (await t.simulator.services.auth.login('operator', 'demo')).auth;
    const cameras = t.simulator.services.fleet
      .listVehicles(operator, { limit: 1000 })
      .data.paginated_result.filter((v) => v.device?.has_camera);
    [first, second] = cameras as [Vehicle, Vehicle];
    expect(first.license_plate).not.toBe(second.license_plate);
    const branded = (await t.simulator.services.auth.login('branded', 'demo')).auth;
    const theirs = t.simulator.services.fleet
      .listVehicles(branded, { limit: 1000 })
      .data.paginated_result.find((v) => v.device?.has_camera) as Vehicle;
    foreignAlertId = 503;
    const row = (id: number, companyId: number, vehicle: Vehicle, code: number, at: number) => ({
      id,
      companyId,
      vehicleId: vehicle.id,
      code,
      isUrgent: false,
      isImportant: true,
      createdAt: at,
      raw: rawAlertOf(id, vehicle, code, at),
    });
    await t.simulator.alerts.appendAlerts([
      row(501, operator.company.id, first, 49, TEST_NOW - 30 * MINUTE),
      row(502, operator.company.id, second, 92, TEST_NOW - 20 * MINUTE),
      row(foreignAlertId, branded.company.id, theirs, 49, TEST_NOW - 10 * MINUTE),
      // Not a camera alert: no clip.
      row(504, operator.company.id, first, 8, TEST_NOW - 10 * MINUTE),
    ]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.as(cookie, { method: 'GET', url, headers });

  it('serves two alerts two clips, each with its own plate, channel and time', async () => {
    const one = await get(alertClipUrlOf('mp4', '501'));
    const two = await get(alertClipUrlOf('mp4', '502'));
    for (const response of [one, two]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
    expect(one.rawPayload.equals(two.rawPayload)).toBe(false);
    const canned = await get(DASHCAM_CLIP_URLS.mp4);
    expect(one.rawPayload.equals(canned.rawPayload)).toBe(false);
    // TEST_NOW is 10:00 WIB on 20 Nov 2026; the clips start 5 s before their alerts.
    expect(commentIn(one.rawPayload)).toBe(
      `${first.license_plate} | CH03 DMS | 20-11-2026 09:29:55 WIB`,
    );
    expect(commentIn(two.rawPayload)).toBe(
      `${second.license_plate} | CH01 ADAS | 20-11-2026 09:39:55 WIB`,
    );
    expect(warnings).toEqual([]);
  });

  it('keeps the clip as files and serves byte ranges of it', async () => {
    const companyDir = join(mediaDir, String(operator.company.id));
    expect(readdirSync(companyDir).filter((name) => name.startsWith('501-'))).toHaveLength(1);
    const whole = await get(alertClipUrlOf('mp4', '501'));
    const size = whole.rawPayload.length;
    const part = await get(alertClipUrlOf('mp4', '501'), { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
  });

  it('serves the alert’s clip as HLS too', async () => {
    const index = await get(alertClipUrlOf('hls', '502'));
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segments = index.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThanOrEqual(3);
    const segment = await get(
      alertClipUrlOf('hls', '502').replace('index.m3u8', segments[0] ?? ''),
    );
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47);
    expect(
      (await get(alertClipUrlOf('hls', '502').replace('index.m3u8', '..%2Fclip.mp4'))).statusCode,
    ).toBe(404);
  });

  it('is 404 for another company’s alert, an alert without a camera or an unknown id; 401 without a session', async () => {
    expect((await get(alertClipUrlOf('mp4', String(foreignAlertId)))).statusCode).toBe(404);
    expect((await get(alertClipUrlOf('mp4', '504'))).statusCode).toBe(404);
    expect((await get(alertClipUrlOf('mp4', '999999'))).statusCode).toBe(404);
    expect((await get(alertClipUrlOf('mp4', 'abc'))).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: alertClipUrlOf('mp4', '501') });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('without ffmpeg (MEDIA-10)', () => {
  let t: TestSimulator;
  let cookie: string;
  const warnings: string[] = [];
  const font = findClipTools()?.font ?? '/none.ttf';

  beforeAll(async () => {
    t = await startTestSimulator({
      media: {
        dir: mkdtempSync(join(tmpdir(), 'armada-media-none-')),
        tools: { ffmpeg: '/nonexistent/ffmpeg', font },
      },
      logger: { info: () => undefined, error: (_error, message) => warnings.push(message) },
    });
    cookie = await t.login('operator');
    const operator = (await t.simulator.services.auth.login('operator', 'demo')).auth;
    const vehicle = t.simulator.services.fleet
      .listVehicles(operator, { limit: 1000 })
      .data.paginated_result.find((v) => v.device?.has_camera) as Vehicle;
    await t.simulator.alerts.appendAlerts(
      [601, 602].map((id) => ({
        id,
        companyId: operator.company.id,
        vehicleId: vehicle.id,
        code: 90,
        isUrgent: false,
        isImportant: true,
        createdAt: TEST_NOW - id * SECOND,
        raw: rawAlertOf(id, vehicle, 90, TEST_NOW - id * SECOND),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the canned clip instead, never an error, and says so once', async () => {
    const canned = await t.as(cookie, { method: 'GET', url: DASHCAM_CLIP_URLS.mp4 });
    for (const id of ['601', '602']) {
      const response = await t.as(cookie, { method: 'GET', url: alertClipUrlOf('mp4', id) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(canned.rawPayload)).toBe(true);
    }
    // HLS too: the canned playlist, whose segments resolve under the alert's url.
    const playlist = await t.as(cookie, { method: 'GET', url: alertClipUrlOf('hls', '601') });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('segment-0.m2ts');
    const segment = await t.as(cookie, {
      method: 'GET',
      url: alertClipUrlOf('hls', '601').replace('index.m3u8', 'segment-0.m2ts'),
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/canned clip/);
  });
});

describe('the media folder’s bound (MEDIA-10)', () => {
  it('removes the least recently served clips once over its size; a clip made again is the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'armada-media-bound-'));
    try {
      const clips = new DashcamClips({ dir, tools: findClipTools(), maxBytes: 1 });
      const overlay = (plate: string) =>
        clipOverlayOf({ licensePlate: plate, code: 90, createdAt: TEST_NOW });
      const a = await clips.clipOf(1, '11', overlay('B 1 A'));
      const b = await clips.clipOf(1, '12', overlay('B 2 B'));
      expect(a).not.toBeNull();
      expect(b).not.toBeNull();
      // Only the one just made stays (each clip alone is over the 1-byte bound).
      expect(readdirSync(join(dir, '1'))).toEqual([
        clips.folderOf(1, '12', overlay('B 2 B')).split('/').pop(),
      ]);
      // Made again elsewhere from the same record: the same bytes (no clock, one x264 thread).
      const again = new DashcamClips({ dir: join(dir, 'again'), tools: findClipTools() });
      const b2 = await again.clipOf(1, '12', overlay('B 2 B'));
      expect(readFileSync(b2?.mp4 ?? '').equals(readFileSync(b?.mp4 ?? ''))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
