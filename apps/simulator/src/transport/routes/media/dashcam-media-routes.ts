import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DASHCAM_MEDIA_BASE } from '../../../engine/media/media-outcomes';
import { notFoundBody } from '../../http/error-handler';

/**
 * The synthetic dashcam clip (scripts/make-dashcam-clip.sh) at stable paths (MEDIA-8):
 * `clip.mp4` with byte ranges (a video element seeks with them) and `hls/index.m3u8` with its
 * segments. Seven small files (about 200 KB), read once into memory; a session is needed like
 * every other simulator route, and same-origin media requests carry the cookie.
 */

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m2ts': 'video/mp2t',
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

export function registerDashcamMedia(app: FastifyInstance, dir: string = dashcamAssetsDir()): void {
  const files = loadFiles(dir);
  const serve = (request: FastifyRequest, reply: FastifyReply, relative: string) => {
    const file = files.get(relative);
    if (!file) return reply.code(404).send(notFoundBody(request.method, request.url));
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
  app.get(`${DASHCAM_MEDIA_BASE}/clip.mp4`, (request, reply) => serve(request, reply, 'clip.mp4'));
  app.get<{ Params: { file: string } }>(`${DASHCAM_MEDIA_BASE}/hls/:file`, (request, reply) =>
    serve(request, reply, `hls/${request.params.file}`),
  );
}
