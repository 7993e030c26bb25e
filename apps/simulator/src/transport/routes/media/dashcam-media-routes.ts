import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DASHCAM_MEDIA_BASE } from '../../../engine/media/media-outcomes';
import type { Services } from '../../../services/services';
import { notFoundBody } from '../../http/error-handler';
import { authOf } from '../../http/request-auth';

/**
 * The dashcam clips (MEDIA-8, MEDIA-10). The canned one (scripts/make-dashcam-clip.sh) at
 * `clip.mp4` and `hls/index.m3u8` with its segments: seven small files (about 200 KB), read once
 * into memory. Each camera alert's own, with its plate, channel and time burnt in, at
 * `alerts/{rawAlertId}/clip.mp4` and `alerts/{rawAlertId}/hls/...`: made on first request and
 * read from the media folder (services/dashcam-clips.ts); the canned file answers when it cannot
 * be made. MP4 with byte ranges (a video element seeks with them); a session is needed like
 * every other simulator route, same-origin media requests carry the cookie, and another
 * company's alert is 404.
 */

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m2ts': 'video/mp2t',
  '.ts': 'video/mp2t',
};

/**
 * The assets folder from this module, whether it runs from the sources (src/transport/routes/
 * media) or from a bundle (dist/): the nearest ancestor holding `assets/media/dashcam`.
 */
export function dashcamAssetsDir(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (let depth = 0; depth < 8; depth++) {
    const candidate = join(dir, 'assets', 'media', 'dashcam');
    if (existsSync(join(candidate, 'clip.mp4'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`no assets/media/dashcam/clip.mp4 above ${from}`);
}

interface MediaFile {
  body: Buffer;
  type: string;
}

function loadFiles(dir: string): Map<string, MediaFile> {
  const files = new Map<string, MediaFile>();
  const add = (relative: string) => {
    const type = CONTENT_TYPES[relative.slice(relative.lastIndexOf('.'))];
    if (type) files.set(relative, { body: readFileSync(join(dir, relative)), type });
  };
  add('clip.mp4');
  for (const name of readdirSync(join(dir, 'hls'))) add(`hls/${name}`);
  return files;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; null when absent or not satisfiable. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** A file name in an HLS folder: the playlist or a segment, nothing with a path. */
const HLS_FILE = /^[a-z0-9-]{1,40}\.(m3u8|m2ts|ts)$/;

export function registerDashcamMedia(
  app: FastifyInstance,
  services: Pick<Services, 'alertMedia' | 'dashcamClips'>,
  dir: string = dashcamAssetsDir(),
): void {
  const files = loadFiles(dir);
  const send = (request: FastifyRequest, reply: FastifyReply, file: MediaFile) => {
    const size = file.body.length;
    void reply
      .header('content-type', file.type)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=3600');
    const range = byteRange(request.headers.range, size);
    if (range === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    if (range === null) return reply.send(file.body);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .send(file.body.subarray(range.start, range.end + 1));
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(notFoundBody(request.method, request.url));
  const serve = (request: FastifyRequest, reply: FastifyReply, relative: string) => {
    const file = files.get(relative);
    return file ? send(request, reply, file) : notFound(request, reply);
  };
  /** MEDIA-10: `relative` of the alert's own clip, or of the canned one when it cannot be made. */
  const serveAlert = async (
    request: FastifyRequest,
    reply: FastifyReply,
    alertId: string,
    relative: string,
  ) => {
    const auth = authOf(request);
    const overlay = await services.alertMedia.clipOverlay(auth, alertId);
    if (!overlay) return notFound(request, reply);
    const clip = await services.dashcamClips.clipOf(auth.company.id, alertId, overlay);
    if (clip) {
      const path =
        relative === 'clip.mp4' ? clip.mp4 : join(clip.hls, relative.slice('hls/'.length));
      const type = CONTENT_TYPES[relative.slice(relative.lastIndexOf('.'))];
      try {
        if (type) return send(request, reply, { body: await readFile(path), type });
      } catch {
        // Removed meanwhile (the folder's bound): the canned file below.
      }
    }
    return serve(request, reply, relative);
  };

  app.get(`${DASHCAM_MEDIA_BASE}/clip.mp4`, (request, reply) => serve(request, reply, 'clip.mp4'));
  app.get<{ Params: { file: string } }>(`${DASHCAM_MEDIA_BASE}/hls/:file`, (request, reply) =>
    serve(request, reply, `hls/${request.params.file}`),
  );
  app.get<{ Params: { alertId: string } }>(
    `${DASHCAM_MEDIA_BASE}/alerts/:alertId/clip.mp4`,
    (request, reply) => serveAlert(request, reply, request.params.alertId, 'clip.mp4'),
  );
  app.get<{ Params: { alertId: string; file: string } }>(
    `${DASHCAM_MEDIA_BASE}/alerts/:alertId/hls/:file`,
    (request, reply) =>
      HLS_FILE.test(request.params.file)
        ? serveAlert(request, reply, request.params.alertId, `hls/${request.params.file}`)
        : notFound(request, reply),
  );
}
