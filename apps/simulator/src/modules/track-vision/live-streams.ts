import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import {
  TRACK_VISION,
  TRACK_VISION_ERROR_REASONS as R,
  TRACK_VISION_PERMISSIONS as P,
  type StartTvStreamRequest,
  type TvStream,
} from '@armada/contracts/track-vision';
import type { Clock } from '../../domain/clock';
import {
  overlayFilterGraph,
  overlayPlateOf,
  wibClockLabel,
  type ClipOverlay,
} from '../../engine/media/clip-overlay';
import type { AuthContext } from '../../services/auth-service';
import type { ClipTools } from '../../services/dashcam-clips';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import { channelLabelOf, type Cameras } from './cameras';
import { tvMediaUrls } from './media-urls';

const L = TRACK_VISION.live;

/** The canned clip's HLS segments (assets/media/dashcam/hls): 2 s each. */
const CANNED_SEGMENT_S = 2;

export interface LiveStreamsDeps {
  cameras: Cameras;
  clock: Clock;
  /** The media folder; live views are made under `<dir>/live/<id>`. */
  dir: string;
  tools: ClipTools | null;
  /** The canned clip's folder (holding `hls/segment-N.m2ts`), for the server without ffmpeg. */
  cannedDir: string;
  onError?: (error: unknown, what: string) => void;
}

interface Stream {
  id: number;
  companyId: number;
  userId: number;
  vehicleId: number;
  plate: string;
  channel: TvStream['channel'];
  startedAt: number;
  /** Last time its playlist or a segment was asked for (the clock's ms). */
  seenAt: number;
  folder: string;
  process: ChildProcess | null;
}

/** A file of a live view: the playlist or a segment. */
export interface LiveFile {
  body: Buffer | string;
  type: string;
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';
/** A segment's file name as ffmpeg writes it, or the canned loop's. */
const SEGMENT_FILE = /^(live|canned)-(\d{1,9})\.ts$/;

/**
 * Live views (docs/rules/track-vision.md §1, TV-4 ... TV-9; docs/adr/0053). Each view is one
 * ffmpeg drawing the dashcam scene with the vehicle's plate, channel and the clock burnt in,
 * encoded as it goes into a live HLS playlist of 1 s segments (the newest four listed, older
 * ones deleted). Without ffmpeg the canned clip's segments are served as a looping live
 * playlist. A view nobody has asked for within 12 s, or past its session and that grace, is
 * stopped here, whatever the browser did.
 */
export class LiveStreams {
  private readonly streams = new Map<number, Stream>();
  private nextId: number;
  private readonly canned: Buffer[];
  private reaper: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: LiveStreamsDeps) {
    // Ids start somewhere new at every start: a page left open does not reach another's view.
    this.nextId = 1 + Math.floor(Math.random() * 1_000_000);
    this.canned = [];
    for (let i = 0; ; i++) {
      const file = join(deps.cannedDir, 'hls', `segment-${i}.m2ts`);
      if (!existsSync(file)) break;
      this.canned.push(readFileSync(file));
    }
  }

  get count(): number {
    return this.streams.size;
  }

  /** Starts stopping idle views every 2 s (module start). */
  startReaper(): void {
    this.reaper ??= setInterval(() => void this.reap(), 2000);
    this.reaper.unref?.();
  }

  /** TV-4, TV-9: a live view of the vehicle's channel for the caller. */
  async start(auth: AuthContext, body: StartTvStreamRequest): Promise<TvStream> {
    requireAny(auth, P.live, 'watch live cameras');
    const { cameras, clock } = this.deps;
    const vehicle = cameras.vehicleOf(auth, body.vehicle_id);
    cameras.requireChannel(vehicle, body.channel);
    cameras.requireFresh(auth, vehicle);
    await this.reap();
    const mine = [...this.streams.values()].filter((s) => s.userId === auth.user.id);
    // The same view asked again (a reload, continue watching) replaces the old one.
    for (const stream of mine)
      if (stream.vehicleId === vehicle.id && stream.channel === body.channel)
        await this.end(stream);
    const max = Math.min(L.maxPerUser, L.maxPerServer - this.streams.size);
    if (mine.filter((s) => this.streams.has(s.id)).length >= L.maxPerUser || max <= 0)
      throw ServiceError.conflict(
        `At most ${L.maxPerUser} live views at once (and ${L.maxPerServer} on this server).`,
        { reason: R.tvStreamLimit, params: { max: L.maxPerUser } },
      );
    const now = clock.now();
    const id = this.nextId++;
    const folder = join(this.deps.dir, 'live', String(id));
    const stream: Stream = {
      id,
      companyId: auth.company.id,
      userId: auth.user.id,
      vehicleId: vehicle.id,
      plate: vehicle.license_plate,
      channel: body.channel,
      startedAt: now,
      seenAt: now,
      folder,
      process: null,
    };
    this.streams.set(id, stream);
    if (this.deps.tools) {
      await mkdir(folder, { recursive: true });
      stream.process = this.spawnEncoder(this.deps.tools, stream, {
        plate: overlayPlateOf(vehicle.license_plate),
        channel: `${channelLabelOf(body.channel)}  LIVE`,
        startsAt: now,
        startLabel: wibClockLabel(now),
      });
    }
    return this.wireOf(stream);
  }

  private wireOf(stream: Stream): TvStream {
    return {
      id: stream.id,
      vehicle: { id: stream.vehicleId, license_plate: stream.plate },
      channel: stream.channel,
      playlist_url: tvMediaUrls.livePlaylist(stream.id),
      started_at: new Date(stream.startedAt).toISOString(),
      session_ends_at: new Date(stream.startedAt + L.sessionMs).toISOString(),
      overlay: this.deps.tools !== null,
    };
  }

  private spawnEncoder(tools: ClipTools, stream: Stream, overlay: ClipOverlay): ChildProcess {
    // An orphan (the server killed hard) still ends: at most a session and its grace.
    const maxSeconds = Math.ceil((L.sessionMs + 2 * L.idleStopMs) / 1000);
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      overlayFilterGraph(overlay, basename(tools.font), { fps: L.fps, seconds: null }),
      '-t',
      String(maxSeconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-profile:v',
      'baseline',
      '-threads',
      '1',
      '-b:v',
      '250k',
      '-maxrate',
      '300k',
      '-bufsize',
      '300k',
      '-g',
      String(L.fps * L.segmentS),
      '-keyint_min',
      String(L.fps * L.segmentS),
      '-sc_threshold',
      '0',
      '-f',
      'hls',
      '-hls_time',
      String(L.segmentS),
      '-hls_list_size',
      String(L.playlistSegments),
      '-hls_flags',
      'delete_segments+independent_segments',
      '-hls_segment_filename',
      join(stream.folder, 'live-%d.ts'),
      join(stream.folder, 'index.m3u8'),
    ];
    const child = spawn(tools.ffmpeg, args, {
      cwd: dirname(tools.font),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk;
    });
    child.on('error', (error) => this.deps.onError?.(error, `live view ${stream.id}`));
    child.on('close', (code, signal) => {
      if (code !== 0 && signal === null && this.streams.has(stream.id))
        this.deps.onError?.(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`), 'live view');
    });
    return child;
  }

  private mine(auth: AuthContext, id: number): Stream {
    const stream = this.streams.get(id);
    if (!stream || stream.companyId !== auth.company.id)
      throw ServiceError.notFound(`Live view ${id} not found.`, {
        reason: R.tvStreamNotFound,
        params: { id },
      });
    return stream;
  }

  /** TV-6: stops a view of the caller's company. */
  async stop(auth: AuthContext, id: number): Promise<{ id: number }> {
    requireAny(auth, P.live, 'watch live cameras');
    await this.end(this.mine(auth, id));
    return { id };
  }

  private async end(stream: Stream): Promise<void> {
    this.streams.delete(stream.id);
    stream.process?.kill('SIGKILL');
    await rm(stream.folder, { recursive: true, force: true }).catch(() => undefined);
  }

  /** TV-8: stops the views nobody asked for lately, and those past their session and grace. */
  async reap(): Promise<number> {
    const now = this.deps.clock.now();
    const idle = [...this.streams.values()].filter(
      (s) => now - s.seenAt > L.idleStopMs || now - s.startedAt > L.sessionMs + L.idleStopMs,
    );
    for (const stream of idle) await this.end(stream);
    return idle.length;
  }

  async stopAll(): Promise<void> {
    if (this.reaper) clearInterval(this.reaper);
    this.reaper = null;
    for (const stream of [...this.streams.values()]) await this.end(stream);
  }

  /** TV-7: the live playlist of a view; asking for it keeps the view alive (TV-8). */
  async playlist(auth: AuthContext, id: number): Promise<LiveFile> {
    const stream = this.mine(auth, id);
    stream.seenAt = this.deps.clock.now();
    if (!stream.process) return { body: this.cannedPlaylist(stream), type: PLAYLIST_TYPE };
    const file = join(stream.folder, 'index.m3u8');
    // The encoder writes its first playlist after its first segment (about a second).
    for (let waited = 0; waited < 12_000 && !existsSync(file); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!this.streams.has(id)) break;
    }
    try {
      return { body: await readFile(file, 'utf8'), type: PLAYLIST_TYPE };
    } catch {
      throw ServiceError.notFound(`Live view ${id} has no picture yet.`, {
        reason: R.tvStreamNotFound,
        params: { id },
      });
    }
  }

  /** A segment of a view's playlist. */
  async segment(auth: AuthContext, id: number, name: string): Promise<LiveFile | null> {
    const stream = this.mine(auth, id);
    stream.seenAt = this.deps.clock.now();
    const match = SEGMENT_FILE.exec(name);
    if (!match) return null;
    if (match[1] === 'canned') {
      const body = this.canned[Number(match[2]) % Math.max(1, this.canned.length)];
      return body ? { body, type: SEGMENT_TYPE } : null;
    }
    try {
      return { body: await readFile(join(stream.folder, name)), type: SEGMENT_TYPE };
    } catch {
      return null;
    }
  }

  /**
   * TV-7 without ffmpeg: the canned clip's segments as a live playlist, segment n of the view
   * being canned segment n mod 5, the newest four listed, a discontinuity where the loop
   * starts again.
   */
  cannedPlaylist(stream: Stream): string {
    const count = Math.max(1, this.canned.length);
    const elapsed = Math.max(0, this.deps.clock.now() - stream.startedAt);
    const newest = Math.floor(elapsed / (CANNED_SEGMENT_S * 1000));
    const first = Math.max(0, newest - L.playlistSegments + 1);
    const lines = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${CANNED_SEGMENT_S}`,
      `#EXT-X-MEDIA-SEQUENCE:${first}`,
      `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    ];
    for (let n = first; n <= newest; n++) {
      if (n > first && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(`#EXTINF:${CANNED_SEGMENT_S.toFixed(3)},`, `canned-${n}.ts`);
    }
    return `${lines.join('\n')}\n`;
  }
}
