import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import { LIST_LIMITS } from '../shared/values';
import { Nullable } from '../shared/nullable';
import {
  TRACK_VISION,
  TV_CAMERA_STATES,
  TV_CHANNELS,
  TV_FAILURE_REASONS,
  TV_FOOTAGE_STATES,
  TV_MEDIA_KINDS,
  TV_MEDIA_SOURCES,
} from './constants';

/**
 * Track vision (docs/rules/track-vision.md): the cameras of the company's vehicles, live views
 * of them, footage requested from their devices and the gallery of their snapshots and clips.
 */

const DateTime = Type.String({ format: 'date-time' });
const Vehicle = Type.Object({ id: IdSchema, license_plate: Type.String() });

export const TvChannelSchema = Type.Enum(TV_CHANNELS, { $id: 'TvChannel' });
export const TvFootageStateSchema = Type.Enum(TV_FOOTAGE_STATES);
export const TvFailureReasonSchema = Type.Enum(TV_FAILURE_REASONS);

/** TV-2: a vehicle of the company and what its cameras can do now. */
export const TvCameraSchema = Type.Object(
  {
    id: IdSchema,
    license_plate: Type.String(),
    driver_name: Nullable(Type.String()),
    /** The driver assigned now (the gallery's driver filter, TV-21). */
    driver_id: Nullable(IdSchema),
    /** The channels fitted; empty without a camera. */
    channels: Type.Array(TvChannelSchema),
    state: Type.Enum(TV_CAMERA_STATES),
    last_report_on: Nullable(DateTime),
  },
  { $id: 'TvCamera' },
);
export type TvCamera = Static<typeof TvCameraSchema>;

export const StartTvStreamRequestSchema = Type.Object(
  { vehicle_id: IdSchema, channel: TvChannelSchema },
  { $id: 'StartTvStreamRequest', additionalProperties: false },
);
export type StartTvStreamRequest = Static<typeof StartTvStreamRequestSchema>;

/** TV-4 ... TV-8: a live view being made. */
export const TvStreamSchema = Type.Object(
  {
    id: IdSchema,
    vehicle: Vehicle,
    channel: TvChannelSchema,
    /** The live HLS playlist (same origin, the session cookie). */
    playlist_url: Type.String(),
    started_at: DateTime,
    /** TV-5: when the view asks whether to continue watching. */
    session_ends_at: DateTime,
    /** False when the server has no ffmpeg: the canned footage loops without the overlay. */
    overlay: Type.Boolean(),
  },
  { $id: 'TvStream' },
);
export type TvStream = Static<typeof TvStreamSchema>;

/** TV-10: footage of a vehicle's camera over a range of at most 10 minutes. */
export const CreateTvFootageRequestSchema = Type.Object(
  { vehicle_id: IdSchema, channel: TvChannelSchema, from: DateTime, to: DateTime },
  { $id: 'CreateTvFootageRequest', additionalProperties: false },
);
export type CreateTvFootageRequest = Static<typeof CreateTvFootageRequestSchema>;

export const TvClipSchema = Type.Object({
  mp4_url: Type.String(),
  hls_url: Type.String(),
  download_name: Type.String(),
});

/** TV-10 ... TV-13: a footage request as it is now. */
export const TvFootageRequestSchema = Type.Object(
  {
    id: IdSchema,
    vehicle: Vehicle,
    channel: TvChannelSchema,
    from: DateTime,
    to: DateTime,
    seconds: Type.Integer({ minimum: 0 }),
    state: TvFootageStateSchema,
    /** Set when the state is FAILED. */
    failure_reason: Nullable(TvFailureReasonSchema),
    /** TV-12: whether a retry is allowed now. */
    can_retry: Type.Boolean(),
    attempts: Type.Integer({ minimum: 1 }),
    requested_at: DateTime,
    /** When the current state began. */
    state_since: DateTime,
    requested_by: Nullable(Type.Object({ id: IdSchema, name: Type.String() })),
    /** Set when the state is READY. */
    clip: Nullable(TvClipSchema),
  },
  { $id: 'TvFootageRequest' },
);
export type TvFootageRequest = Static<typeof TvFootageRequestSchema>;

const Page = Type.Integer({ minimum: 1, maximum: LIST_LIMITS.maxPage, default: 1 });

export const TvFootageListQuerySchema = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIST_LIMITS.maxLimit,
        default: LIST_LIMITS.defaultLimit,
      }),
    ),
    vehicle_id: Type.Optional(IdSchema),
    state: Type.Optional(TvFootageStateSchema),
  },
  { $id: 'TvFootageListQuery', additionalProperties: false },
);
export type TvFootageListQuery = Static<typeof TvFootageListQuerySchema>;

/** TV-20: a snapshot or a clip in the gallery. */
export const TvMediaItemSchema = Type.Object(
  {
    id: IdSchema,
    kind: Type.Enum(TV_MEDIA_KINDS),
    source: Type.Enum(TV_MEDIA_SOURCES),
    vehicle: Vehicle,
    driver: Nullable(Type.Object({ id: IdSchema, name: Type.String() })),
    /** The alert it was taken for (source alert). */
    alert: Nullable(
      Type.Object({
        id: Type.String(),
        code: Type.Integer(),
        name_idn: Type.String(),
        name_eng: Type.String(),
      }),
    ),
    /** The footage request it came from (source footage). */
    footage_id: Nullable(IdSchema),
    channel: TvChannelSchema,
    captured_at: DateTime,
    /** Length of a clip, seconds; null for a snapshot. */
    seconds: Nullable(Type.Integer({ minimum: 0 })),
    /** The file: a JPEG for a snapshot, an MP4 for a clip. */
    url: Type.String(),
    /** HLS of a clip (the player's source); null for a snapshot. */
    hls_url: Nullable(Type.String()),
    /** A picture for the gallery. */
    thumbnail_url: Type.String(),
    download_name: Type.String(),
  },
  { $id: 'TvMediaItem' },
);
export type TvMediaItem = Static<typeof TvMediaItemSchema>;

export const TvMediaListQuerySchema = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIST_LIMITS.maxLimit,
        default: LIST_LIMITS.defaultLimit,
      }),
    ),
    vehicle_id: Type.Optional(IdSchema),
    driver_id: Type.Optional(IdSchema),
    alert_code: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    kind: Type.Optional(Type.Enum(TV_MEDIA_KINDS)),
    /** Captured on or after. */
    from: Type.Optional(DateTime),
    /** Captured before. */
    to: Type.Optional(DateTime),
  },
  { $id: 'TvMediaListQuery', additionalProperties: false },
);
export type TvMediaListQuery = Static<typeof TvMediaListQuerySchema>;

/** TV-22: the gallery items to put in one zip, by their ids. */
export const CreateTvMediaZipRequestSchema = Type.Object(
  {
    items: Type.Array(IdSchema, { minItems: 1, maxItems: TRACK_VISION.media.maxDownload }),
  },
  { $id: 'CreateTvMediaZipRequest', additionalProperties: false },
);
export type CreateTvMediaZipRequest = Static<typeof CreateTvMediaZipRequestSchema>;

/** TV-22: a zip made ready: the browser downloads it from `url` (once, within minutes). */
export const TvMediaZipSchema = Type.Object(
  {
    url: Type.String(),
    file_name: Type.String(),
    count: Type.Integer({ minimum: 1 }),
    expires_at: DateTime,
  },
  { $id: 'TvMediaZip' },
);
export type TvMediaZip = Static<typeof TvMediaZipSchema>;
