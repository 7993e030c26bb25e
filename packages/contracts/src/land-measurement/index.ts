// Land measurement (docs/rules/land-measurement.md): shapes, routes, geodesy, exports.
export {
  LandBoundarySchema,
  LandExportFormatSchema,
  LandExportQuerySchema,
  LandFeatureCollectionSchema,
  LandFeatureSchema,
  LandFiguresSchema,
  LandMeasurementSchema,
  LandMeasurementSourceSchema,
  LandPointSchema,
  LandTrackMeasureSchema,
  LandTrackMethodSchema,
  LandTrackRequestSchema,
  LandTrackSourceSchema,
  CreateLandMeasurementRequestSchema,
  MeasureLandRequestSchema,
  UpdateLandMeasurementRequestSchema,
  landMeasurementList,
} from './land-measurement';
export type {
  CreateLandMeasurementRequest,
  LandExportQuery,
  LandFeature,
  LandFeatureCollection,
  LandFiguresWire,
  LandMeasurement,
  LandMeasurementListField,
  LandTrackMeasure,
  LandTrackRequest,
  MeasureLandRequest,
  UpdateLandMeasurementRequest,
} from './land-measurement';
export {
  createLandMeasurementRoute,
  deleteLandMeasurementRoute,
  exportLandMeasurementRoute,
  exportLandMeasurementsRoute,
  getLandMeasurementRoute,
  landMeasurementRoutes,
  listLandMeasurementsRoute,
  measureLandRoute,
  measureLandTrackRoute,
  updateLandMeasurementRoute,
} from './land-measurement-routes';
export { LAND_MEASUREMENT_ERROR_REASONS } from './error-reasons';
export {
  LAND_EXPORT,
  LAND_EXPORT_FORMATS,
  LAND_LIMITS,
  LAND_MEASUREMENT_SOURCES,
  LAND_TRACK_LIMITS,
  LAND_TRACK_METHODS,
} from './limits';
export type { LandExportFormat, LandMeasurementSource, LandTrackMethod } from './limits';
export { LAND_MEASUREMENT_MANAGER_PERMISSIONS, LAND_MEASUREMENT_PERMISSIONS } from './permissions';
export type { LandMeasurementPermission } from './permissions';
export { checkBoundary, landFigures, lineLengthM, measureRing } from './geodesy';
export type { BoundaryCheck, BoundaryProblem, LandFigures } from './geodesy';
export { closedLonLatRing, landFeature, landFeatureCollection, landKml } from './export-files';
