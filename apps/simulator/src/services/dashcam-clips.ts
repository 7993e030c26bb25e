import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, delimiter, dirname, join } from 'node:path';
import {
  CLIP_RENDER_VERSION,
  clipFfmpegArgs,
  hlsFfmpegArgs,
  overlaySummaryOf,
  snapshotFfmpegArgs,
  type ClipOverlay,
} from '../engine/media/clip-overlay';

/**
 * The dashcam clip of one camera alert, made on demand with the alert's own overlay (MEDIA-10,
 * docs/adr/0017-per-alert-dashcam-clips.md) and kept as files under the media folder:
 * `<dir>/<companyId>/<alertId>-<key>/clip.mp4` and `hls/index.m3u8` with its segments. The key
 * is a hash of the overlay and the render version, so a changed record or render is made anew.
 * One ffmpeg runs at a time; a request for a clip being made waits for it. The folder is kept
 * under a size bound by removing the least recently served clips. Without ffmpeg or its font, or
 * when ffmpeg fails, `clipOf` answers null (the caller serves the canned clip) and says so once.
 */

export interface ClipTools {
  /** The ffmpeg executable. */
  ffmpeg: string;
  /** A TrueType font file for the overlay. */
  font: string;
}

export interface DashcamClipsOptions {
  /** The media folder (ARMADA_MEDIA_DIR; default `.data/media`). */
  dir: string;
  /** ffmpeg and the font; null: none found, so every clip is the canned one. */
  tools: ClipTools | null;
  /** The folder's bound in bytes; default 64 MiB (some 300 alerts' clips). */
  maxBytes?: number;
  /** Told once why alerts get the canned clip (no ffmpeg, or it failed). */
  warn?: (reason: string) => void;
}

export interface MadeClip {
  /** The MP4 file. */
  mp4: string;
  /** The folder of `index.m3u8` and its segments. */
  hls: string;
}

export const DEFAULT_MEDIA_CACHE_BYTES = 64 * 1024 * 1024;

const FONT_FILE = 'DejaVuSansMono-Bold.ttf';
const SYSTEM_FONT = `/usr/share/fonts/truetype/dejavu/${FONT_FILE}`;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/**
 * ffmpeg and the overlay font: ARMADA_FFMPEG when set ('off' for none), else the binary of the
 * npm package @ffmpeg-installer/ffmpeg (the same build on every machine), else `ffmpeg` on PATH.
 * The font comes from the npm package dejavu-fonts-ttf, else Debian's fonts-dejavu.
 */
export function findClipTools(env: NodeJS.ProcessEnv = process.env): ClipTools | null {
  const require = createRequire(import.meta.url);
  let ffmpeg: string | null = null;
  const asked = env.ARMADA_FFMPEG?.trim();
  if (asked === 'off') return null;
  if (asked) ffmpeg = isExecutable(asked) ? asked : null;
  else {
    try {
      const installed = (require('@ffmpeg-installer/ffmpeg') as { path?: unknown }).path;
      if (typeof installed === 'string' && isExecutable(installed)) ffmpeg = installed;
    } catch {
      // No build of the package for this platform.
    }
    ffmpeg ??= onPath('ffmpeg');
  }
  let font: string | null = null;
  try {
    const candidate = join(
      dirname(require.resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
      FONT_FILE,
    );
    if (existsSync(candidate)) font = candidate;
  } catch {
    // Not installed.
  }
  if (font === null && existsSync(SYSTEM_FONT)) font = SYSTEM_FONT;
  return ffmpeg && font ? { ffmpeg, font } : null;
}

/** Runs ffmpeg; rejects with its error output when it fails. */
function run(tools: ClipTools, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // In the font's folder: the filter graph names the font without a path.
    const child = spawn(tools.ffmpeg, args, {
      cwd: dirname(tools.font),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().slice(0, 500)}`));
    });
  });
}

async function sizeOf(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}

export class DashcamClips {
  private readonly making = new Map<string, Promise<MadeClip | null>>();
  /** Clips ffmpeg failed to make: not tried again by this process (each segment would ask). */
  private readonly failed = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private saidUnavailable = false;
  private made = 0;

  constructor(private readonly options: DashcamClipsOptions) {}

  get available(): boolean {
    return this.options.tools !== null;
  }

  /** The clip's folder for an alert and its overlay. */
  folderOf(companyId: number, alertId: string, overlay: ClipOverlay): string {
    const key = createHash('sha256')
      .update(`${CLIP_RENDER_VERSION}\n${overlaySummaryOf(overlay)}`)
      .digest('hex')
      .slice(0, 12);
    return join(this.options.dir, String(companyId), `${alertId}-${key}`);
  }

  /** The alert's clip, made now unless it is there; null: serve the canned clip. */
  async clipOf(companyId: number, alertId: string, overlay: ClipOverlay): Promise<MadeClip | null> {
    const { tools } = this.options;
    if (!tools) {
      this.sayOnce('no ffmpeg or overlay font found');
      return null;
    }
    const folder = this.folderOf(companyId, alertId, overlay);
    const clip = { mp4: join(folder, 'clip.mp4'), hls: join(folder, 'hls') };
    if (existsSync(join(clip.hls, 'index.m3u8'))) {
      // Served now: the last to be removed when the folder is over its bound.
      const now = new Date();
      await utimes(folder, now, now).catch(() => undefined);
      return clip;
    }
    if (this.failed.has(folder)) return null;
    const pending = this.making.get(folder);
    if (pending) return pending;
    const work = this.enqueue(() => this.make(tools, overlay, folder, clip)).finally(() =>
      this.making.delete(folder),
    );
    this.making.set(folder, work);
    return work;
  }

  /**
   * A JPEG frame of the scene with the overlay (a snapshot of the vehicle media gallery, TV-20),
   * made once like a clip and kept in its own folder under the same bound; null without ffmpeg
   * or when it fails (the caller answers a drawn placeholder).
   */
  async snapshotOf(companyId: number, name: string, overlay: ClipOverlay): Promise<string | null> {
    const { tools } = this.options;
    if (!tools) return null;
    const folder = this.folderOf(companyId, name, overlay);
    const file = join(folder, 'snapshot.jpg');
    if (existsSync(file)) return file;
    if (this.failed.has(folder)) return null;
    const pending = this.making.get(folder);
    if (pending) return pending.then((made) => (made ? file : null));
    const work = this.enqueue(async (): Promise<MadeClip | null> => {
      if (existsSync(file)) return { mp4: file, hls: folder };
      const temporary = `${folder}.tmp-${process.pid}-${++this.made}`;
      try {
        await mkdir(temporary, { recursive: true });
        await run(
          tools,
          snapshotFfmpegArgs(overlay, basename(tools.font), join(temporary, 'snapshot.jpg')),
        );
        try {
          await rename(temporary, folder);
        } catch (error) {
          if (!existsSync(file)) throw error;
        }
        await this.prune(folder);
        return { mp4: file, hls: folder };
      } catch (error) {
        if (this.failed.size < 10_000) this.failed.add(folder);
        this.sayOnce(error instanceof Error ? error.message : String(error));
        return null;
      } finally {
        await rm(temporary, { recursive: true, force: true }).catch(() => undefined);
      }
    }).finally(() => this.making.delete(folder));
    this.making.set(folder, work);
    return work.then((made) => (made ? file : null));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async make(
    tools: ClipTools,
    overlay: ClipOverlay,
    folder: string,
    clip: MadeClip,
  ): Promise<MadeClip | null> {
    if (existsSync(join(clip.hls, 'index.m3u8'))) return clip;
    // Made aside and renamed into place: another process or request reads all of it or none.
    const temporary = `${folder}.tmp-${process.pid}-${++this.made}`;
    try {
      await mkdir(join(temporary, 'hls'), { recursive: true });
      const mp4 = join(temporary, 'clip.mp4');
      await run(tools, clipFfmpegArgs(overlay, basename(tools.font), mp4));
      await run(tools, hlsFfmpegArgs(mp4, join(temporary, 'hls')));
      try {
        await rename(temporary, folder);
      } catch (error) {
        // Another process made it meanwhile: theirs is the same clip.
        if (!existsSync(join(clip.hls, 'index.m3u8'))) throw error;
      }
      await this.prune(folder);
      return clip;
    } catch (error) {
      if (this.failed.size < 10_000) this.failed.add(folder);
      this.sayOnce(error instanceof Error ? error.message : String(error));
      return null;
    } finally {
      await rm(temporary, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** Removes the least recently served clips until the folder is within its bound. */
  private async prune(keep: string): Promise<void> {
    const limit = this.options.maxBytes ?? DEFAULT_MEDIA_CACHE_BYTES;
    const clips: { path: string; bytes: number; usedAt: number }[] = [];
    for (const company of await readdir(this.options.dir).catch(() => [])) {
      const companyDir = join(this.options.dir, company);
      for (const name of await readdir(companyDir).catch(() => [])) {
        if (name.includes('.tmp-')) continue;
        const path = join(companyDir, name);
        try {
          const info = await stat(path);
          clips.push({ path, bytes: await sizeOf(path), usedAt: info.mtimeMs });
        } catch {
          // Removed meanwhile.
        }
      }
    }
    let total = clips.reduce((sum, clip) => sum + clip.bytes, 0);
    clips.sort((a, b) => a.usedAt - b.usedAt || a.path.localeCompare(b.path));
    for (const clip of clips) {
      if (total <= limit) break;
      if (clip.path === keep) continue;
      await rm(clip.path, { recursive: true, force: true });
      total -= clip.bytes;
    }
  }

  private sayOnce(reason: string): void {
    if (this.saidUnavailable) return;
    this.saidUnavailable = true;
    this.options.warn?.(reason);
  }
}
