import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TRACK_VISION_ERROR_REASONS } from '@armada/contracts/track-vision';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { byteRange } from '../../transport/routes/media/dashcam-media-routes';
import type { Services } from '../../services/services';
import { errorBody, notFoundBody } from '../../transport/http/error-handler';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { authOf } from '../../transport/http/request-auth';
import { ServiceError } from '../../services/service-error';
import type { MediaFile } from './media-gallery';
import { footageSnapshotOverlay } from './media-gallery';
import { TV_MEDIA_BASE } from './media-urls';

/** A file name in an HLS folder: the playlist or a segment, nothing with a path. */
const HLS_FILE = /^[a-z0-9-]{1,40}\.(m3u8|ts)$/;
const ID = /^[1-9]\d{0,9}$/;
const HLS_TYPES: Readonly<Record<string, string>> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/**
 * Track vision's files (TV-7, TV-14, TV-20), beside the dashcam clips of the alerts and served
 * the same way: a session is needed (the plugin's hook), another company's record is 404, MP4
 * with byte ranges. Live views' playlists are never cached; made files are private for an hour.
 */
export function registerTrackVisionMedia(app: FastifyInstance, services: Services): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(notFoundBody(request.method, request.url));

  const sendFile = async (request: FastifyRequest, reply: FastifyReply, file: MediaFile) => {
    void reply
      .header('content-type', file.type)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${file.name}"`);
    if ('body' in file) return reply.send(file.body);
    const size = (await stat(file.path)).size;
    void reply.header('accept-ranges', 'bytes');
    const range = byteRange(request.headers.range, size);
    if (range === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    if (range === null)
      return reply.header('content-length', size).send(createReadStream(file.path));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file.path, { start: range.start, end: range.end }));
  };

  const gallery = services.tvMedia;
  const live = services.tvLive;

  // TV-7: a live view's playlist and segments.
  app.get<{ Params: { id: string; file: string } }>(
    `${TV_MEDIA_BASE}/live/:id/:file`,
    async (request, reply) => {
      const { id, file } = request.params;
      if (!ID.test(id) || !HLS_FILE.test(file)) return notFound(request, reply);
      try {
        const auth = authOf(request);
        const answer =
          file === 'index.m3u8'
            ? await live.playlist(auth, Number(id))
            : await live.segment(auth, Number(id), file);
        if (!answer) return notFound(request, reply);
        return reply
          .header('content-type', answer.type)
          .header('cache-control', file === 'index.m3u8' ? 'no-store' : 'private, max-age=60')
          .send(answer.body);
      } catch (error) {
        if (error instanceof ServiceError && error.statusCode === 404)
          return notFound(request, reply);
        throw error;
      }
    },
  );

  // TV-22: a prepared zip, by the user who prepared it.
  app.get<{ Params: { token: string } }>(`${TV_MEDIA_BASE}/zips/:token`, async (request, reply) => {
    const { token } = request.params;
    if (!/^[0-9a-f]{36}$/.test(token)) return notFound(request, reply);
    const zip = await gallery.zipStream(authOf(request), token);
    if (!zip)
      return reply
        .code(404)
        .send(
          errorBody(
            404,
            HTTP_ERROR_CODES.notFound,
            'This download is unknown, expired or prepared by another user: prepare it again.',
            { reason: TRACK_VISION_ERROR_REASONS.tvZipExpired },
          ),
        );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${zip.fileName}"`)
      .header('cache-control', 'no-store')
      .send(zip.stream);
  });

  // TV-20: an alert's snapshot.
  app.get<{ Params: { id: string } }>(
    `${TV_MEDIA_BASE}/alerts/:id/snapshot.jpg`,
    async (request, reply) => {
      const { id } = request.params;
      const auth = authOf(request);
      if (!ID.test(id) && !/^[1-9]\d{0,15}$/.test(id)) return notFound(request, reply);
      const overlay = await gallery.alertSnapshotOverlay(auth, id);
      if (!overlay) return notFound(request, reply);
      return sendFile(
        request,
        reply,
        await gallery.snapshotFile(auth.company.id, `snapshot-${id}`, overlay, `alert-${id}`),
      );
    },
  );

  // TV-14, TV-20: a ready footage request's clip, HLS and snapshot.
  const footageFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    what: 'mp4' | 'snapshot' | { hls: string },
  ) => {
    if (!ID.test(id)) return notFound(request, reply);
    const auth = authOf(request);
    const overlay = await gallery.footageOverlay(auth, Number(id));
    if (!overlay) return notFound(request, reply);
    const key = `footage-${id}`;
    if (what === 'snapshot')
      return sendFile(
        request,
        reply,
        await gallery.snapshotFile(
          auth.company.id,
          `${key}-snapshot`,
          footageSnapshotOverlay(overlay),
          key,
        ),
      );
    if (what === 'mp4')
      return sendFile(request, reply, await gallery.clipFile(auth.company.id, key, overlay, key));
    const made = await services.dashcamClips.clipOf(auth.company.id, key, overlay);
    // Without ffmpeg: the canned clip's HLS, as the alert clips fall back to it (MEDIA-10).
    if (!made) return reply.redirect(`/api/media/dashcam/hls/${what.hls}`);
    const extension = what.hls.slice(what.hls.lastIndexOf('.') + 1);
    const type = HLS_TYPES[extension];
    if (!type) return notFound(request, reply);
    return sendFile(request, reply, { path: join(made.hls, what.hls), type, name: what.hls }).catch(
      () => notFound(request, reply),
    );
  };
  app.get<{ Params: { id: string } }>(`${TV_MEDIA_BASE}/footage/:id/clip.mp4`, (request, reply) =>
    footageFile(request, reply, request.params.id, 'mp4'),
  );
  app.get<{ Params: { id: string } }>(
    `${TV_MEDIA_BASE}/footage/:id/snapshot.jpg`,
    (request, reply) => footageFile(request, reply, request.params.id, 'snapshot'),
  );
  app.get<{ Params: { id: string; file: string } }>(
    `${TV_MEDIA_BASE}/footage/:id/hls/:file`,
    (request, reply) =>
      HLS_FILE.test(request.params.file)
        ? footageFile(request, reply, request.params.id, { hls: request.params.file })
        : notFound(request, reply),
  );
}
