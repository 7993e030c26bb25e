// The numbers of geofences and saved routes (docs/rules/geofences.md), in one place. No TypeBox
// here: the drawing pages and the shape checks read them.

/** GEO-1: what a geofence is for; the live view colours it by this. */
export const GEOFENCE_CATEGORIES = [
  'DEPOT',
  'CUSTOMER',
  'RESTRICTED',
  'TOLL_GATE',
  'PARKING',
] as const;
export type GeofenceCategory = (typeof GEOFENCE_CATEGORIES)[number];

/** GEO-2: the kinds of shape. */
export const GEOFENCE_SHAPE_TYPES = ['CIRCLE', 'POLYGON', 'CORRIDOR'] as const;
export type GeofenceShapeType = (typeof GEOFENCE_SHAPE_TYPES)[number];

export const GEOFENCE_LIMITS = {
  nameMax: 80,
  /** GEO-4: corners of a polygon or points of a corridor (a closed ring's repeated last point not counted). */
  maxVertices: 5_000,
  /** GEO-3: a circle's radius, metres. */
  minRadiusM: 20,
  maxRadiusM: 50_000,
  /** GEO-3: a corridor's full width (half on each side of its line), metres. */
  minWidthM: 10,
  maxWidthM: 5_000,
  /** GEO-3: a polygon smaller than this (square metres) is a slip of the mouse. */
  minAreaM2: 100,
  /** GEO-9: the dwell alert after so many minutes inside. */
  minDwellMinutes: 1,
  maxDwellMinutes: 24 * 60,
  /** GEO-6: geofences per company. */
  perCompany: 2_000,
  /** Vehicles and groups named by one geofence or route. */
  maxVehicles: 1_000,
  maxGroups: 100,
  /**
   * GEO-4: a create or update body may be this large, so that a shape over the vertex limit is
   * refused for its vertices (with their count) rather than for its bytes.
   */
  maxBodyBytes: 4 * 1024 * 1024,
} as const;

/** GEO-10: what a geofence made without saying raises (the import's defaults too). */
export const GEOFENCE_DEFAULTS = {
  active: true,
  alertOnEnter: true,
  alertOnExit: false,
  dwellMinutes: null,
} as const;

/** GEO-13 ... GEO-15: the GeoJSON file of an import. */
export const GEOFENCE_IMPORT = {
  maxBytes: 5 * 1024 * 1024,
  maxFeatures: 500,
  /** What the upload accepts (and the file chooser offers). */
  contentTypes: ['application/geo+json', 'application/json'] as const,
  extensions: ['.geojson', '.json'] as const,
  /** The export's file name, before `.geojson`. */
  exportName: 'geofences',
} as const;

/**
 * GEO-7, GEO-8: the hysteresis band: a vehicle changes side of a border only once it is this
 * far past it (metres), or a quarter of the shape's smallest size for a small shape.
 */
export const GEOFENCE_WATCH = {
  bandM: 15,
  bandShareOfSize: 0.25,
} as const;

export const SAVED_ROUTE_LIMITS = {
  nameMax: 80,
  /** SRT-2: how far from its line a vehicle may be, metres. */
  minToleranceM: 10,
  maxToleranceM: 2_000,
  /** SRT-1: points of the line. */
  minPoints: 2,
  maxPoints: GEOFENCE_LIMITS.maxVertices,
  /** SRT-1: a route shorter than this is a slip of the mouse, metres. */
  minLengthM: 50,
  /**
   * SRT-3: a fleet task's planned path is thinned to this tolerance (metres) before it becomes
   * a route, and further if it still has more points than the limit.
   */
  simplifyM: 5,
  perCompany: 500,
} as const;
