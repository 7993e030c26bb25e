import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { alertCodeName } from '@armada/contracts/alerts';
import { LIST_LIMITS, type ListResponse } from '@armada/contracts/shared';
import {
  TRACK_VISION,
  TRACK_VISION_ERROR_REASONS as R,
  TRACK_VISION_PERMISSIONS as P,
  type TvMediaItem,
  type TvMediaListQuery,
  type TvMediaZip,
} from '@armada/contracts/track-vision';
import type { Clock } from '../../domain/clock';
import {
  alertClipUrlOf,
  CAMERA_ALERT_CODES,
  channelOf,
  clipArrivalOf,
  clipWindowOf,
  mediaPlanOf,
  type MediaAlert,
} from '../../engine/media/media-outcomes';
import { CLIP_SECONDS, wibClockLabel, type ClipOverlay } from '../../engine/media/clip-overlay';
import type { AlertMediaService } from '../../services/alert-media-service';
import type { AuthContext } from '../../services/auth-service';
import type { DashcamClips } from '../../services/dashcam-clips';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { AlertStore } from '../../store/alert-store';
import type { DocumentStore } from '../../store/document-store';
import type { FootageService } from './footage-service';
import type { MediaRow, MediaStore, NewMediaRow } from './media-store';
import { fileStampOf, plateForFile, tvMediaUrls } from './media-urls';

const DAY_MS = 86_400_000;
/** TV-23: how far back the first copy of a company's camera alerts reaches. */
export const GALLERY_FIRST_SYNC_MS = 30 * DAY_MS;
/** TV-23: alerts of the last seconds are read again (one written meanwhile is not missed). */
const SYNC_OVERLAP_MS = 10_000;

export interface MediaGalleryDeps {
  media: MediaStore;
  alerts?: AlertStore;
  documents: DocumentStore;
  clock: Clock;
  seed: number;
  alertMedia: AlertMediaService;
  clips: DashcamClips;
  footage: FootageService;
  /** The canned clip (assets/media/dashcam/clip.mp4): a clip's file when none can be made. */
  cannedClip: string;
}

/** A file of the gallery: on disk, or made in memory (the drawn snapshot without ffmpeg). */
export type MediaFile =
  { path: string; type: string; name: string } | { body: Buffer; type: string; name: string };

const iso = (epochMs: number) => new Date(epochMs).toISOString();

interface PreparedZip {
  companyId: number;
  userId: number;
  ids: number[];
  expiresAt: number;
  fileName: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A snapshot drawn without ffmpeg: the scene's sky and road with the plate, channel and time
 * (TV-20). What the overlay holds is already reduced to safe characters.
 */
export function drawnSnapshot(overlay: ClipOverlay): Buffer {
  const text = (x: number, y: number, value: string, anchor = 'start', fill = '#fff') =>
    `<text x="${x}" y="${y}" fill="${fill}" font-family="DejaVu Sans Mono, monospace" ` +
    `font-size="18" font-weight="bold" text-anchor="${anchor}">${escapeXml(value)}</text>`;
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
      '<rect width="640" height="150" fill="#8fa9c4"/><rect y="150" width="640" height="210" fill="#3b3f45"/>' +
      '<rect x="300" y="180" width="12" height="28" fill="#fff"/><rect x="290" y="290" width="30" height="55" fill="#fff"/>' +
      text(10, 28, overlay.startLabel) +
      text(630, 28, overlay.plate, 'end') +
      text(10, 345, `${overlay.channel}  ARMADA DASHCAM`, 'start', '#ff0') +
      '</svg>',
  );
}

/**
 * The vehicle media gallery (docs/rules/track-vision.md §3, TV-20 ... TV-23): snapshots and
 * clips of camera alerts and of footage requests, one SQL table, and its zip download.
 */
export class MediaGallery {
  private readonly zips = new Map<string, PreparedZip>();

  constructor(private readonly deps: MediaGalleryDeps) {}

  /**
   * TV-23: copies the company's camera alerts since the last copy into the gallery: a snapshot
   * each, and its clip from when it arrives (by itself, or after a request of the alert center).
   */
  async sync(auth: AuthContext): Promise<number> {
    const { alerts, media, documents, clock, seed, alertMedia } = this.deps;
    if (!alerts) return 0;
    const companyId = auth.company.id;
    const now = clock.now();
    const since = (await media.syncedUntil(companyId)) ?? now - GALLERY_FIRST_SYNC_MS;
    const rows: NewMediaRow[] = [];
    const toMediaRows = (found: Awaited<ReturnType<AlertStore['listAlerts']>>['alerts']) => {
      for (const alert of found) {
        const vehicle = documents.get('vehicles', companyId, alert.vehicleId);
        if (!vehicle?.device?.has_camera) continue;
        const mediaAlert: MediaAlert = {
          rawAlertId: String(alert.id),
          vehicleId: alert.vehicleId,
          code: alert.code,
          createdAt: alert.createdAt,
          deviceType: vehicle.device.type,
          imei: vehicle.device.imei,
        };
        const common = {
          companyId,
          source: 'alert' as const,
          sourceId: alert.id,
          vehicleId: alert.vehicleId,
          licensePlate: alert.raw.vehicle.licensePlate,
          driverId: vehicle.driver?.id ?? null,
          driverName: alert.raw.driver?.fullname ?? vehicle.driver?.fullname ?? null,
          alertCode: alert.code,
          channel: channelOf(alert.code) === 3 ? ('cabin' as const) : ('road' as const),
        };
        rows.push({
          ...common,
          kind: 'snapshot',
          capturedAt: alert.createdAt,
          seconds: null,
          availableAt: alert.createdAt,
        });
        const plan = mediaPlanOf(
          seed,
          mediaAlert,
          documents.get('media_overrides', companyId, alert.id),
        );
        const arrival = clipArrivalOf(plan, alertMedia.requestedAt(auth, mediaAlert));
        if (arrival !== null)
          rows.push({
            ...common,
            kind: 'clip',
            capturedAt: clipWindowOf(alert.createdAt).start,
            seconds: CLIP_SECONDS,
            availableAt: arrival,
          });
      }
    };
    for (let offset = 0; ; offset += 1000) {
      const page = await alerts.listAlerts({
        companyId,
        codes: CAMERA_ALERT_CODES,
        from: Math.max(0, since - SYNC_OVERLAP_MS),
        to: now + 1,
        limit: 1000,
        offset,
      });
      toMediaRows(page.alerts);
      if (page.alerts.length < 1000) break;
    }
    // Clips the alert center asked for since (MEDIA-3) join once they are planned.
    const requested = documents.list('media_requests', companyId).map((request) => request.id);
    const have = await media.alertClipIds(companyId, requested);
    // Not those the period above already listed: an alert twice in one write failed the whole
    // sync (PostgreSQL refuses to update a row twice in one INSERT ... ON CONFLICT).
    const listed = new Set(rows.map((row) => row.sourceId));
    const missing = requested.filter((id) => !have.has(id) && !listed.has(id)).slice(0, 1000);
    if (missing.length > 0) {
      const page = await alerts.listAlerts({ companyId, ids: missing, limit: 1000 });
      toMediaRows(page.alerts);
    }
    await media.upsert(rows);
    await media.setSyncedUntil(companyId, now);
    return rows.length;
  }

  private itemOf(row: MediaRow): TvMediaItem {
    const stamp = fileStampOf(row.capturedAt);
    const plate = plateForFile(row.licensePlate);
    const isClip = row.kind === 'clip';
    const alertId = String(row.sourceId);
    let url: string;
    let hls: string | null = null;
    let thumbnail: string;
    if (row.source === 'alert') {
      thumbnail = tvMediaUrls.alertSnapshot(alertId);
      url = isClip ? alertClipUrlOf('mp4', alertId) : thumbnail;
      if (isClip) hls = alertClipUrlOf('hls', alertId);
    } else {
      thumbnail = tvMediaUrls.footageSnapshot(row.sourceId);
      url = isClip ? tvMediaUrls.footageMp4(row.sourceId) : thumbnail;
      if (isClip) hls = tvMediaUrls.footageHls(row.sourceId);
    }
    return {
      id: row.id,
      kind: row.kind,
      source: row.source,
      vehicle: { id: row.vehicleId, license_plate: row.licensePlate },
      driver: row.driverId === null ? null : { id: row.driverId, name: row.driverName ?? '' },
      alert:
        row.source === 'alert' && row.alertCode !== null
          ? {
              id: alertId,
              code: row.alertCode,
              name_idn: alertCodeName(row.alertCode, 'id') ?? String(row.alertCode),
              name_eng: alertCodeName(row.alertCode, 'en') ?? String(row.alertCode),
            }
          : null,
      footage_id: row.source === 'footage' ? row.sourceId : null,
      channel: row.channel,
      captured_at: iso(row.capturedAt),
      seconds: row.seconds,
      url,
      hls_url: hls,
      thumbnail_url: thumbnail,
      download_name: `${plate}-${row.channel}-${stamp}-${row.id}.${isClip ? 'mp4' : 'jpg'}`,
    };
  }

  async list(auth: AuthContext, query: TvMediaListQuery): Promise<ListResponse<TvMediaItem>> {
    requireAny(auth, P.media, 'see vehicle media');
    await this.sync(auth);
    const page = query.page ?? 1;
    const limit = query.limit ?? LIST_LIMITS.defaultLimit;
    const from = query.from === undefined ? undefined : Date.parse(query.from);
    const to = query.to === undefined ? undefined : Date.parse(query.to);
    const { rows, ids } = await this.deps.media.page(
      auth.company.id,
      {
        ...(query.vehicle_id === undefined ? {} : { vehicleId: query.vehicle_id }),
        ...(query.driver_id === undefined ? {} : { driverId: query.driver_id }),
        ...(query.alert_code === undefined ? {} : { alertCode: query.alert_code }),
        ...(query.kind === undefined ? {} : { kind: query.kind }),
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
      },
      this.deps.clock.now(),
      limit,
      (page - 1) * limit,
    );
    return {
      data: { paginated_result: rows.map((row) => this.itemOf(row)), ids },
      metadata: { page, total_count: ids.length, total_page: Math.ceil(ids.length / limit) },
    };
  }

  /** The overlay of an alert snapshot: the alert's own second, not its clip's first. */
  async alertSnapshotOverlay(auth: AuthContext, alertId: string): Promise<ClipOverlay | null> {
    const overlay = await this.deps.alertMedia.clipOverlay(auth, alertId);
    if (!overlay) return null;
    const at = overlay.startsAt + (CLIP_SECONDS / 2) * 1000;
    return { ...overlay, startsAt: at, startLabel: wibClockLabel(at) };
  }

  /** TV-20: a snapshot's JPEG (made with ffmpeg), or a drawn SVG without it. */
  async snapshotFile(
    companyId: number,
    key: string,
    overlay: ClipOverlay,
    name: string,
  ): Promise<MediaFile> {
    const made = await this.deps.clips.snapshotOf(companyId, key, overlay);
    if (made) return { path: made, type: 'image/jpeg', name: `${name}.jpg` };
    return { body: drawnSnapshot(overlay), type: 'image/svg+xml', name: `${name}.svg` };
  }

  /** TV-14: a clip's MP4 (made with ffmpeg), or the canned clip without it. */
  async clipFile(
    companyId: number,
    key: string,
    overlay: ClipOverlay,
    name: string,
  ): Promise<MediaFile> {
    const made = await this.deps.clips.clipOf(companyId, key, overlay);
    return { path: made?.mp4 ?? this.deps.cannedClip, type: 'video/mp4', name: `${name}.mp4` };
  }

  /** The footage request's overlay for its files; null when it is not ready or not the caller's. */
  footageOverlay(auth: AuthContext, id: number): Promise<ClipOverlay | null> {
    return this.deps.footage.clipOverlay(auth, id);
  }

  private async fileOf(auth: AuthContext, row: MediaRow): Promise<MediaFile | null> {
    const name = this.itemOf(row).download_name.replace(/\.(mp4|jpg)$/, '');
    const companyId = auth.company.id;
    if (row.source === 'alert') {
      const alertId = String(row.sourceId);
      if (row.kind === 'snapshot') {
        const overlay = await this.alertSnapshotOverlay(auth, alertId);
        return overlay ? this.snapshotFile(companyId, `snapshot-${alertId}`, overlay, name) : null;
      }
      const overlay = await this.deps.alertMedia.clipOverlay(auth, alertId);
      return overlay ? this.clipFile(companyId, alertId, overlay, name) : null;
    }
    const overlay = await this.footageOverlay(auth, row.sourceId);
    if (!overlay) return null;
    return row.kind === 'snapshot'
      ? this.snapshotFile(
          companyId,
          `footage-${row.sourceId}-snapshot`,
          footageSnapshotOverlay(overlay),
          name,
        )
      : this.clipFile(companyId, `footage-${row.sourceId}`, overlay, name);
  }

  /**
   * TV-22: checks the items (every id an available item of the caller's company, or nothing is
   * prepared: 404 naming the others) and keeps them under a random token for a few minutes.
   */
  async prepareZip(auth: AuthContext, ids: readonly number[]): Promise<TvMediaZip> {
    requireAny(auth, P.media, 'download vehicle media');
    const wanted = [...new Set(ids)];
    const now = this.deps.clock.now();
    const rows = await this.deps.media.byIds(auth.company.id, wanted, now);
    const missing = wanted.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0)
      throw ServiceError.notFound(`Media ${missing.join(', ')} not found.`, {
        reason: R.tvMediaNotFound,
        params: { ids: missing.join(', ') },
        field: 'body.items',
      });
    for (const [token, zip] of this.zips) if (zip.expiresAt <= now) this.zips.delete(token);
    const token = randomBytes(18).toString('hex');
    const expiresAt = now + TRACK_VISION.media.zipTtlMs;
    const fileName = `${TRACK_VISION.media.zipName}-${fileStampOf(now)}.zip`;
    this.zips.set(token, {
      companyId: auth.company.id,
      userId: auth.user.id,
      ids: wanted,
      expiresAt,
      fileName,
    });
    return {
      url: tvMediaUrls.zip(token),
      file_name: fileName,
      count: wanted.length,
      expires_at: iso(expiresAt),
    };
  }

  /**
   * TV-22: the prepared zip (stored, not compressed: JPEG and H.264 do not shrink), streamed as
   * it is made; null for a token that is unknown, expired or another user's.
   */
  async zipStream(
    auth: AuthContext,
    token: string,
  ): Promise<{ stream: Readable; fileName: string } | null> {
    const zip = this.zips.get(token);
    if (!zip || zip.userId !== auth.user.id || zip.companyId !== auth.company.id) return null;
    const now = this.deps.clock.now();
    if (zip.expiresAt <= now) {
      this.zips.delete(token);
      return null;
    }
    const rows = await this.deps.media.byIds(auth.company.id, zip.ids, now);
    const files: MediaFile[] = [];
    for (const row of rows) {
      const file = await this.fileOf(auth, row);
      if (file) files.push(file);
    }
    if (files.length === 0) return null;
    const out = new PassThrough();
    const archive = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      out.write(Buffer.from(chunk));
      if (final) out.end();
    });
    void (async () => {
      try {
        for (const file of files) {
          const entry = new ZipPassThrough(file.name);
          archive.add(entry);
          if ('body' in file) entry.push(new Uint8Array(file.body), true);
          else {
            for await (const chunk of createReadStream(file.path)) {
              entry.push(new Uint8Array(chunk as Buffer));
              // Back-pressure: wait while the reader is behind.
              if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
            }
            entry.push(new Uint8Array(0), true);
          }
        }
        archive.end();
      } catch (error) {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return { stream: out, fileName: zip.fileName };
  }
}

/** A footage request's snapshot: its first second, the same overlay. */
export function footageSnapshotOverlay(overlay: ClipOverlay): ClipOverlay {
  const { plate, channel, startsAt, startLabel } = overlay;
  return { plate, channel, startsAt, startLabel };
}
