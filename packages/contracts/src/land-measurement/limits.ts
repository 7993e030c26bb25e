// The numbers of land measurement (docs/rules/land-measurement.md), in one place. No TypeBox
// here: the drawing page and the boundary checks read them.

/** LAND-5: where a measurement's boundary came from. */
export const LAND_MEASUREMENT_SOURCES = ['DRAWN', 'TRACK'] as const;
export type LandMeasurementSource = (typeof LAND_MEASUREMENT_SOURCES)[number];

/** LAND-9: the export formats. */
export const LAND_EXPORT_FORMATS = ['geojson', 'kml'] as const;
export type LandExportFormat = (typeof LAND_EXPORT_FORMATS)[number];

/** LAND-7: how a boundary was made from a track. */
export const LAND_TRACK_METHODS = ['OUTLINE', 'CONVEX_HULL'] as const;
export type LandTrackMethod = (typeof LAND_TRACK_METHODS)[number];

export const LAND_LIMITS = {
  nameMax: 120,
  notesMax: 2_000,
  /** LAND-2: corners of a boundary (a repeated closing point not counted). */
  minVertices: 3,
  maxVertices: 2_000,
  /** LAND-2: a boundary enclosing less than this (square metres) has no area to speak of. */
  minAreaM2: 1,
  /** LAND-8: measurements per company. */
  perCompany: 2_000,
  /** Square metres in a hectare. */
  m2PerHectare: 10_000,
} as const;

/** LAND-6, LAND-7: a boundary taken from a vehicle's driven track. */
export const LAND_TRACK_LIMITS = {
  /** The longest period read, days. */
  maxDays: 7,
  /**
   * Positions taken from the history at most; a longer track is thinned evenly in SQL first
   * (a week of a vehicle is tens of thousands of positions).
   */
  maxPositions: 20_000,
  /** Positions closer than this to the last kept one are dropped before the outline, metres. */
  minSpacingM: 3,
  /** The outline's concavity (concaveman; 1 hugs the points, larger is closer to the hull). */
  concavity: 2,
  /** Outline edges shorter than this are never dug into, metres. */
  edgeThresholdM: 25,
  /** The boundary is thinned (Douglas-Peucker) to this tolerance, metres, ... */
  simplifyM: 2,
  /** ... and further until it has at most this many corners. */
  maxBoundaryVertices: 500,
  /** The driven line answered for the map, points at most. */
  maxTrackPoints: 2_000,
} as const;

/** LAND-9: the exports' file names, before the extension. */
export const LAND_EXPORT = {
  allName: 'pengukuran-lahan',
  geojsonType: 'application/geo+json',
  kmlType: 'application/vnd.google-earth.kml+xml',
} as const;
