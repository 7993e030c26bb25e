import { Nullable } from '../shared/nullable';
import Type, { type Static } from 'typebox';
import { ALERT_CONSTANTS } from './alert-constants';
import { GraphqlResultSchema } from '../shared/graphql-result';

/**
 * Alert media retrieval (docs/rules/alert-center.md §4, §7): download histories, the device's video
 * file list, asking the device to refresh that list and to upload a clip, and the vehicle facts the
 * preview and video modal show. GraphQL `findDownloadVideoHistories`, `vehicleVideoFileList`,
 * `requestFileListUpdate`, `setUploadMedia`, `vehicleById`, `vehicleStatuses`.
 */

const DateTime = Type.String({ format: 'date-time' });
const Imei = Type.String({ pattern: '^[0-9]{15}$' });

const PaginationSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  show: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});

/** Download status letters; only 'S' (success) means a video can be read. */
export const VIDEO_DOWNLOAD_STATUS = { success: 'S', pending: 'P', failed: 'F' } as const;

export const VideoDownloadHistorySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    vehicleId: Type.Integer({ minimum: 1 }),
    imei: Imei,
    channel: Type.Integer({ minimum: 1 }),
    startTime: DateTime,
    endTime: DateTime,
    /** 'S' success; other letters are not ready or failed (see VIDEO_DOWNLOAD_STATUS). */
    status: Type.String({ minLength: 1, maxLength: 2 }),
    url: Nullable(Type.String()),
    format: Type.Union([Type.Literal('mp4'), Type.Literal('hls')]),
    createdOn: DateTime,
  },
  { $id: 'VideoDownloadHistory' },
);
export type VideoDownloadHistory = Static<typeof VideoDownloadHistorySchema>;

export const DownloadVideoHistoriesFilterSchema = Type.Object(
  {
    vehicleId: Type.Integer({ minimum: 1 }),
    /** Histories whose window contains or starts at this time. */
    startTime: DateTime,
    pagination: Type.Optional(
      Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1 })),
        show: Type.Optional(
          Type.Integer({ minimum: 1, maximum: ALERT_CONSTANTS.media.downloadHistoryPage.show }),
        ),
      }),
    ),
  },
  { $id: 'DownloadVideoHistoriesFilter', additionalProperties: false },
);
export type DownloadVideoHistoriesFilter = Static<typeof DownloadVideoHistoriesFilterSchema>;

export const DownloadVideoHistoriesResultSchema = GraphqlResultSchema({
  list: Type.Array(VideoDownloadHistorySchema),
  pagination: PaginationSchema,
});
export type DownloadVideoHistoriesResult = Static<typeof DownloadVideoHistoriesResultSchema>;

/** Camera channels: 1 ADAS (road), 3 DMS (driver). */
export const CameraChannelSchema = Type.Union([
  Type.Literal(ALERT_CONSTANTS.media.channels.adas),
  Type.Literal(ALERT_CONSTANTS.media.channels.dms),
]);
export type CameraChannel = Static<typeof CameraChannelSchema>;

export const VehicleVideoFileListInputSchema = Type.Object(
  {
    vehicleId: Type.Integer({ minimum: 1 }),
    channel: CameraChannelSchema,
    /** true: list the files only, do not fetch them. */
    fileListOnly: Type.Boolean(),
    /** The alert time minus and plus 60 s. */
    startTime: DateTime,
    endTime: DateTime,
  },
  { $id: 'VehicleVideoFileListInput', additionalProperties: false },
);
export type VehicleVideoFileListInput = Static<typeof VehicleVideoFileListInputSchema>;

export const VehicleVideoFileSchema = Type.Object(
  {
    fileName: Type.String(),
    channel: Type.Integer({ minimum: 1 }),
    startTime: DateTime,
    endTime: DateTime,
    sizeBytes: Type.Integer({ minimum: 0 }),
    /** Already uploaded; a download history with status 'S' exists. */
    isDownloaded: Type.Boolean(),
  },
  { $id: 'VehicleVideoFile' },
);
export type VehicleVideoFile = Static<typeof VehicleVideoFileSchema>;

export const VehicleVideoFileListResultSchema = GraphqlResultSchema({
  list: Type.Array(VehicleVideoFileSchema),
});
export type VehicleVideoFileListResult = Static<typeof VehicleVideoFileListResultSchema>;

export const RequestFileListUpdateInputSchema = Type.Object(
  { imei: Imei, channel: CameraChannelSchema, vehicleId: Type.Integer({ minimum: 1 }) },
  { $id: 'RequestFileListUpdateInput', additionalProperties: false },
);
export type RequestFileListUpdateInput = Static<typeof RequestFileListUpdateInputSchema>;

/** Answered at once; the device refreshes its list within a few seconds (the 5 s wait). */
export const RequestFileListUpdateResultSchema = GraphqlResultSchema({
  data: Nullable(Type.Object({ requestedOn: DateTime })),
});
export type RequestFileListUpdateResult = Static<typeof RequestFileListUpdateResultSchema>;

/** BSJ devices: a channel and a window of the alert time +/- 5 s. */
export const BsjUploadInputSchema = Type.Object(
  {
    channel: Type.Union([
      Type.Literal(ALERT_CONSTANTS.media.bsjChannels.adas),
      Type.Literal(ALERT_CONSTANTS.media.bsjChannels.dms),
    ]),
    startTime: DateTime,
    endTime: DateTime,
    createdOnRawAlert: DateTime,
  },
  { $id: 'BsjUploadInput' },
);
export type BsjUploadInput = Static<typeof BsjUploadInputSchema>;

/** Other camera devices: the camera position and the alert time. */
export const RawAlertUploadInputSchema = Type.Object(
  {
    cameraPosition: Type.Union([Type.Literal(1), Type.Literal(2)]),
    rawAlertCreatedOn: DateTime,
  },
  { $id: 'RawAlertUploadInput' },
);
export type RawAlertUploadInput = Static<typeof RawAlertUploadInputSchema>;

/** Exactly one of `bsjInput` and `rawAlertInput`. */
export const SetUploadMediaInputSchema = Type.Union(
  [
    Type.Object({ imei: Imei, bsjInput: BsjUploadInputSchema }, { additionalProperties: false }),
    Type.Object(
      { imei: Imei, rawAlertInput: RawAlertUploadInputSchema },
      { additionalProperties: false },
    ),
  ],
  { $id: 'SetUploadMediaInput' },
);
export type SetUploadMediaInput = Static<typeof SetUploadMediaInputSchema>;

/** Upload answers: 'Sent' leads to reading the video; the other gives status failed. */
export const UPLOAD_MEDIA_STATUS = {
  sent: 'Sent',
  notSent: 'Not Sent(No video downloaded)',
} as const;
export type UploadMediaStatus = (typeof UPLOAD_MEDIA_STATUS)[keyof typeof UPLOAD_MEDIA_STATUS];

export const SetUploadMediaResultSchema = GraphqlResultSchema({
  data: Nullable(Type.Object({ uploadStatus: Type.Enum(Object.values(UPLOAD_MEDIA_STATUS)) })),
});
export type SetUploadMediaResult = Static<typeof SetUploadMediaResultSchema>;

/** What the alert preview and the video modal show of a vehicle (`vehicleById`). */
export const VehicleDetailSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    companyId: Type.Integer({ minimum: 1 }),
    licensePlate: Type.String(),
    fleetCategory: Type.String(),
    driverName: Nullable(Type.String()),
    driverPhoneNo: Nullable(Type.String()),
    gpsPhoneNo: Nullable(Type.String()),
    imei: Nullable(Imei),
    deviceType: Nullable(Type.String()),
    hasCamera: Type.Boolean(),
    /** The device's last report; media is requested only when within 10 minutes. */
    lastReportOn: Nullable(DateTime),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
  },
  { $id: 'VehicleDetail' },
);
export type VehicleDetail = Static<typeof VehicleDetailSchema>;

export const VehicleDetailResultSchema = GraphqlResultSchema({
  data: Nullable(VehicleDetailSchema),
});
export type VehicleDetailResult = Static<typeof VehicleDetailResultSchema>;

/** Vehicle conditions that explain missing data: in service, archived, in repair. */
export const VEHICLE_STATUS_KINDS = ['service', 'archived', 'repair'] as const;
export type VehicleStatusKind = (typeof VEHICLE_STATUS_KINDS)[number];

export const VehicleStatusesFilterSchema = Type.Object(
  {
    vehicleId: Type.Integer({ minimum: 1 }),
    statuses: Type.Array(Type.Enum(VEHICLE_STATUS_KINDS), {
      minItems: 1,
      maxItems: VEHICLE_STATUS_KINDS.length,
      uniqueItems: true,
    }),
  },
  { $id: 'VehicleStatusesFilter', additionalProperties: false },
);
export type VehicleStatusesFilter = Static<typeof VehicleStatusesFilterSchema>;

export const VehicleStatusSchema = Type.Object(
  {
    vehicleId: Type.Integer({ minimum: 1 }),
    status: Type.Enum(VEHICLE_STATUS_KINDS),
    isActive: Type.Boolean(),
    since: Nullable(DateTime),
  },
  { $id: 'VehicleStatus' },
);
export type VehicleStatus = Static<typeof VehicleStatusSchema>;

export const VehicleStatusesResultSchema = GraphqlResultSchema({
  list: Type.Array(VehicleStatusSchema),
});
export type VehicleStatusesResult = Static<typeof VehicleStatusesResultSchema>;

/** Is the device fresh enough to ask for media (reported within 10 minutes of `now`)? */
export function isDeviceFresh(lastReportOn: string | null, now: Date): boolean {
  if (lastReportOn === null) return false;
  const last = Date.parse(lastReportOn);
  return Number.isFinite(last) && now.getTime() - last <= ALERT_CONSTANTS.media.deviceFreshnessMs;
}
