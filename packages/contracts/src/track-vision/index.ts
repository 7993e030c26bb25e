// Track vision (docs/rules/track-vision.md): live streaming, video history, vehicle media.
export {
  CreateTvFootageRequestSchema,
  StartTvStreamRequestSchema,
  TvCameraSchema,
  TvChannelSchema,
  TvClipSchema,
  TvFailureReasonSchema,
  TvFootageListQuerySchema,
  TvFootageRequestSchema,
  TvFootageStateSchema,
  TvMediaZipSchema,
  CreateTvMediaZipRequestSchema,
  TvMediaItemSchema,
  TvMediaListQuerySchema,
  TvStreamSchema,
} from './track-vision';
export type {
  CreateTvFootageRequest,
  StartTvStreamRequest,
  TvCamera,
  TvFootageListQuery,
  TvFootageRequest,
  TvMediaZip,
  CreateTvMediaZipRequest,
  TvMediaItem,
  TvMediaListQuery,
  TvStream,
} from './track-vision';
export {
  createTvFootageRoute,
  createTvMediaZipRoute,
  getTvFootageRoute,
  listTvCamerasRoute,
  listTvFootageRoute,
  listTvMediaRoute,
  retryTvFootageRoute,
  startTvStreamRoute,
  stopTvStreamRoute,
  trackVisionRoutes,
} from './track-vision-routes';
export { TRACK_VISION_ERROR_REASONS } from './error-reasons';
export {
  TRACK_VISION,
  TV_CAMERA_STATES,
  TV_CHANNELS,
  TV_CHANNEL_NUMBERS,
  TV_FAILURE_REASONS,
  TV_FOOTAGE_STATES,
  TV_GRID_SIZES,
  TV_MEDIA_KINDS,
  TV_MEDIA_SOURCES,
  TV_RETRIABLE_FAILURES,
} from './constants';
export type {
  TvCameraState,
  TvChannel,
  TvFailureReason,
  TvFootageState,
  TvGridSize,
  TvMediaKind,
  TvMediaSource,
} from './constants';
export { TRACK_VISION_PERMISSIONS } from './permissions';
