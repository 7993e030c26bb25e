// The server error reasons of track vision (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const TRACK_VISION_ERROR_REASONS = {
  /** TV-2: the vehicle has no camera, or not on the asked channel; params: plate, channel. */
  tvNoCamera: 'trackVision.noCamera',
  /** TV-2, TV-11: the device has not reported within 10 minutes; params: plate. */
  tvDeviceOffline: 'trackVision.deviceOffline',
  /** TV-9: too many live views; params: max. */
  tvStreamLimit: 'trackVision.streamLimit',
  /** params: id. */
  tvStreamNotFound: 'trackVision.streamNotFound',
  /** TV-10: a range longer than allowed; params: max (minutes). */
  tvRangeTooLong: 'trackVision.rangeTooLong',
  /** TV-10: a range that ends before it starts, or is shorter than allowed; params: min (seconds). */
  tvRangeInvalid: 'trackVision.rangeInvalid',
  /** TV-10: a range that ends after now. */
  tvRangeInFuture: 'trackVision.rangeInFuture',
  /** params: id. */
  tvFootageNotFound: 'trackVision.footageNotFound',
  /** TV-12: a request that is not failed, failed for good, or out of tries; params: max. */
  tvRetryRefused: 'trackVision.retryRefused',
  /** TV-22: media ids of the download that are not the company's; params: ids. */
  tvMediaNotFound: 'trackVision.mediaNotFound',
  /** TV-22: a zip link that is unknown, another user's or expired. */
  tvZipExpired: 'trackVision.zipExpired',
} as const;
