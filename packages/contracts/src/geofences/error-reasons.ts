// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them. The
// shape reasons are also the problems the drawing pages and the import report name.

export const GEOFENCE_ERROR_REASONS = {
  /** params: id. */
  geofenceNotFound: 'geofence.notFound',
  /** GEO-6; params: max. */
  geofenceLimitReached: 'geofence.limitReached',
  /** GEO-4; params: count, max. */
  shapeTooManyVertices: 'shape.tooManyVertices',
  /** GEO-2: a member the shape's type needs is missing (a circle's radius); params: part. */
  shapeIncomplete: 'shape.incomplete',
  /** GEO-3; params: count, min. */
  shapeTooFewVertices: 'shape.tooFewVertices',
  /** GEO-3: a ring whose last point is not its first. */
  shapeNotClosed: 'shape.notClosed',
  /** GEO-3; params: first, second (the crossing edges, numbered from 1). */
  shapeSelfIntersecting: 'shape.selfIntersecting',
  /** GEO-3: a polygon with (almost) no area; params: min. */
  shapeTooSmall: 'shape.tooSmall',
  /** GEO-3; params: min, max. */
  shapeRadiusOutOfRange: 'shape.radiusOutOfRange',
  /** GEO-3; params: min, max. */
  shapeWidthOutOfRange: 'shape.widthOutOfRange',
  /** GEO-3: a latitude or longitude outside the Earth, or not a number; params: index. */
  shapeBadCoordinate: 'shape.badCoordinate',
  /** GEO-5: vehicles or groups that are not the company's; params: ids. */
  geofenceUnknownVehicles: 'geofence.unknownVehicles',
  /** params: ids. */
  geofenceUnknownGroups: 'geofence.unknownGroups',
  /** GEO-13: not a file of the accepted types; params: types. */
  geojsonType: 'geojson.type',
  /** GEO-13; params: max (bytes). */
  geojsonTooLarge: 'geojson.tooLarge',
  /** GEO-14: not JSON, or not a FeatureCollection or Feature; params: detail. */
  geojsonMalformed: 'geojson.malformed',
  /** GEO-14; params: count, max. */
  geojsonTooManyFeatures: 'geojson.tooManyFeatures',
  /** GEO-14: a geometry no geofence can be made of; params: type. */
  geojsonUnsupportedGeometry: 'geojson.unsupportedGeometry',
  /** GEO-14: a Point without `radius_m`, a LineString without `width_m`; params: property. */
  geojsonMissingProperty: 'geojson.missingProperty',
  /** GEO-14: a property of the wrong type or value; params: property. */
  geojsonBadProperty: 'geojson.badProperty',
  /** GEO-15: the import was refused because some features are invalid; params: count. */
  geojsonInvalidFeatures: 'geojson.invalidFeatures',
  /** params: id. */
  savedRouteNotFound: 'savedRoute.notFound',
  /** SRT-1: neither or both of path and fleet_task_id. */
  savedRouteSourceRequired: 'savedRoute.sourceRequired',
  /** SRT-1; params: min. */
  savedRouteTooShort: 'savedRoute.tooShort',
  /** SRT-3: a fleet task without a planned path; params: id. */
  savedRouteTaskWithoutPath: 'savedRoute.taskWithoutPath',
  /** params: id. */
  savedRouteTaskNotFound: 'savedRoute.taskNotFound',
  /** SRT-8: no trip of the company's vehicle started then. */
  savedRouteTripNotFound: 'savedRoute.tripNotFound',
  /** SRT-8: a trip whose track holds no line to follow (too few positions, too short). */
  savedRouteTripWithoutPath: 'savedRoute.tripWithoutPath',
  /** SRT-1; params: max. */
  savedRouteLimitReached: 'savedRoute.limitReached',
} as const;
