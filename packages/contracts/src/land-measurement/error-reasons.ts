// The server error reasons of land measurement (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them. The
// boundary reasons are also the problems the drawing page shows before anything is sent.

export const LAND_MEASUREMENT_ERROR_REASONS = {
  /** params: id. */
  landMeasurementNotFound: 'landMeasurement.notFound',
  /** LAND-8; params: max. */
  landMeasurementLimitReached: 'landMeasurement.limitReached',
  /** LAND-2; params: count, min. */
  landBoundaryTooFewPoints: 'landMeasurement.boundaryTooFewPoints',
  /** LAND-2; params: count, max. */
  landBoundaryTooManyPoints: 'landMeasurement.boundaryTooManyPoints',
  /** LAND-2; params: first, second (the crossing edges, numbered from 1). */
  landBoundarySelfIntersecting: 'landMeasurement.boundarySelfIntersecting',
  /** LAND-2: all corners on one line, or (almost) no area; params: min. */
  landBoundaryNoArea: 'landMeasurement.boundaryNoArea',
  /** LAND-2: a latitude or longitude outside the Earth or not a number; params: index. */
  landBoundaryBadCoordinate: 'landMeasurement.boundaryBadCoordinate',
  /** LAND-6; params: max (days). */
  landTrackPeriodTooLong: 'landMeasurement.trackPeriodTooLong',
  /** LAND-6. */
  landTrackPeriodReversed: 'landMeasurement.trackPeriodReversed',
  /** LAND-7: the vehicle drove over no area in the period; params: count (positions found). */
  landTrackNoArea: 'landMeasurement.trackNoArea',
  /** LAND-5: a boundary said to come from a track without its vehicle and period. */
  landTrackRequired: 'landMeasurement.trackRequired',
} as const;
