/**
 * GeoJSON in and out (docs/rules/geofences.md GEO-13 ... GEO-15, RFC 7946). GeoJSON has no
 * circle and no corridor: a circle is a Point with a `radius_m` property and a corridor a
 * LineString with a `width_m` property, both in the export and in what the import accepts.
 * Parsing never trusts the file: each feature is looked at as unknown JSON, its vertex count
 * first, and every problem is named with a reason of error-reasons.ts.
 */
import { GEOFENCE_ERROR_REASONS as R } from './error-reasons';
import type {
  Geofence,
  GeofenceFeature,
  GeofenceFeatureCollection,
  GeofenceShape,
} from './geofence';
import type { LatLng } from './geometry';
import {
  GEOFENCE_CATEGORIES,
  GEOFENCE_DEFAULTS,
  GEOFENCE_IMPORT,
  GEOFENCE_LIMITS,
  type GeofenceCategory,
  type GeofenceShapeType,
} from './limits';
import { checkShape, vertexCount, type ShapeProblem } from './shape-checks';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One feature of an import file, as it would be saved, or what keeps it from being saved. */
export interface ImportedFeature {
  index: number;
  name: string;
  category: GeofenceCategory;
  active: boolean;
  alertOnEnter: boolean;
  alertOnExit: boolean;
  dwellMinutes: number | null;
  shapeType: GeofenceShapeType | null;
  vertexCount: number;
  /** The checked shape; null when the feature has problems. */
  shape: GeofenceShape | null;
  problems: ShapeProblem[];
}

export type ParsedGeofenceFile =
  { ok: true; features: ImportedFeature[] } | { ok: false; problem: ShapeProblem };

const fileProblem = (
  reason: ShapeProblem['reason'],
  params: ShapeProblem['params'],
): ParsedGeofenceFile => ({ ok: false, problem: { reason, params } });

/**
 * GEO-14: the features of a GeoJSON text (a FeatureCollection or one Feature). `defaultName`
 * names a feature without a `name` (1-based number), in the importing user's language.
 */
export function parseGeofenceFile(
  text: string,
  defaultName: (number: number) => string,
): ParsedGeofenceFile {
  let root: Json;
  try {
    root = JSON.parse(text);
  } catch {
    return fileProblem(R.geojsonMalformed, { detail: 'json' });
  }
  if (!isObject(root)) return fileProblem(R.geojsonMalformed, { detail: 'root' });
  let features: Json[];
  if (root.type === 'FeatureCollection' && Array.isArray(root.features)) {
    features = root.features;
  } else if (root.type === 'Feature') {
    features = [root];
  } else {
    return fileProblem(R.geojsonMalformed, { detail: 'root' });
  }
  if (features.length === 0) return fileProblem(R.geojsonMalformed, { detail: 'empty' });
  if (features.length > GEOFENCE_IMPORT.maxFeatures) {
    return fileProblem(R.geojsonTooManyFeatures, {
      count: features.length,
      max: GEOFENCE_IMPORT.maxFeatures,
    });
  }
  return { ok: true, features: features.map((feature, i) => readFeature(feature, i, defaultName)) };
}

function readFeature(
  feature: Json,
  index: number,
  defaultName: (number: number) => string,
): ImportedFeature {
  const out: ImportedFeature = {
    index,
    name: defaultName(index + 1),
    category: 'CUSTOMER',
    active: GEOFENCE_DEFAULTS.active,
    alertOnEnter: GEOFENCE_DEFAULTS.alertOnEnter,
    alertOnExit: GEOFENCE_DEFAULTS.alertOnExit,
    dwellMinutes: GEOFENCE_DEFAULTS.dwellMinutes,
    shapeType: null,
    vertexCount: 0,
    shape: null,
    problems: [],
  };
  const fail = (reason: ShapeProblem['reason'], params: ShapeProblem['params'] = {}) => {
    out.problems.push({ reason, params });
    return out;
  };
  if (!isObject(feature) || feature.type !== 'Feature') {
    return fail(R.geojsonMalformed, { detail: 'feature' });
  }
  const properties = isObject(feature.properties) ? feature.properties : {};
  readProperties(properties, out);
  const geometry = feature.geometry;
  if (!isObject(geometry) || typeof geometry.type !== 'string') {
    return fail(R.geojsonUnsupportedGeometry, { type: 'null' });
  }
  const shape = shapeOf(geometry, properties, out);
  if (!shape) return out;
  out.shapeType = shape.type;
  out.vertexCount = vertexCount(shape);
  const checked = checkShape(shape);
  if (!checked.ok) {
    out.problems.push(...checked.problems);
    return out;
  }
  if (out.problems.length === 0) out.shape = checked.shape;
  return out;
}

function readProperties(properties: Record<string, Json>, out: ImportedFeature): void {
  const bad = (property: string) =>
    out.problems.push({ reason: R.geojsonBadProperty, params: { property } });
  const { name, category, dwell_minutes: dwell, active } = properties;
  if (typeof name === 'string' && name.trim() !== '') {
    const trimmed = name.trim();
    if (trimmed.length > GEOFENCE_LIMITS.nameMax) bad('name');
    else out.name = trimmed;
  } else if (name !== undefined && name !== null) {
    bad('name');
  }
  if (typeof category === 'string') {
    const key = category
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_');
    const found = GEOFENCE_CATEGORIES.find((known) => known === key);
    if (found) out.category = found;
    else bad('category');
  } else if (category !== undefined && category !== null) {
    bad('category');
  }
  if (dwell !== undefined && dwell !== null) {
    if (
      typeof dwell === 'number' &&
      Number.isInteger(dwell) &&
      dwell >= GEOFENCE_LIMITS.minDwellMinutes &&
      dwell <= GEOFENCE_LIMITS.maxDwellMinutes
    ) {
      out.dwellMinutes = dwell;
    } else {
      bad('dwell_minutes');
    }
  }
  for (const [property, set] of [
    ['alert_on_enter', (value: boolean) => (out.alertOnEnter = value)],
    ['alert_on_exit', (value: boolean) => (out.alertOnExit = value)],
  ] as const) {
    const value = properties[property];
    if (typeof value === 'boolean') set(value);
    else if (value !== undefined && value !== null) bad(property);
  }
  if (typeof active === 'boolean') out.active = active;
  else if (active !== undefined && active !== null) bad('active');
}

/**
 * `[longitude, latitude]` positions as our `[latitude, longitude]` points; the 1-based index of
 * the first that is no position. Only arrays under the vertex limit get here.
 */
function pointsOf(positions: readonly Json[]): LatLng[] | number {
  const points: LatLng[] = [];
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i];
    if (!Array.isArray(position) || position.length < 2) return i + 1;
    const [lng, lat] = position as Json[];
    if (typeof lat !== 'number' || typeof lng !== 'number') return i + 1;
    points.push([lat, lng]);
  }
  return points;
}

function shapeOf(
  geometry: Record<string, Json>,
  properties: Record<string, Json>,
  out: ImportedFeature,
): GeofenceShape | null {
  const fail = (reason: ShapeProblem['reason'], params: ShapeProblem['params'] = {}) => {
    out.problems.push({ reason, params });
    return null;
  };
  const coordinates = geometry.coordinates;
  const max = GEOFENCE_LIMITS.maxVertices;
  switch (geometry.type) {
    case 'Polygon': {
      if (!Array.isArray(coordinates)) return fail(R.geojsonMalformed, { detail: 'coordinates' });
      out.shapeType = 'POLYGON';
      if (coordinates.length > 1)
        return fail(R.geojsonUnsupportedGeometry, { type: 'Polygon+holes' });
      const ring: Json = coordinates[0];
      if (!Array.isArray(ring)) return fail(R.geojsonMalformed, { detail: 'coordinates' });
      // GEO-4: counted before a single position is read.
      if (ring.length > max + 1) {
        out.vertexCount = ring.length - 1;
        return fail(R.shapeTooManyVertices, { count: ring.length - 1, max });
      }
      const points = pointsOf(ring);
      if (typeof points === 'number') return fail(R.shapeBadCoordinate, { index: points });
      return { type: 'POLYGON', points };
    }
    case 'LineString': {
      if (!Array.isArray(coordinates)) return fail(R.geojsonMalformed, { detail: 'coordinates' });
      out.shapeType = 'CORRIDOR';
      if (coordinates.length > max) {
        out.vertexCount = coordinates.length;
        return fail(R.shapeTooManyVertices, { count: coordinates.length, max });
      }
      const width = properties.width_m;
      if (width === undefined || width === null) {
        return fail(R.geojsonMissingProperty, { property: 'width_m' });
      }
      if (typeof width !== 'number') return fail(R.geojsonBadProperty, { property: 'width_m' });
      const points = pointsOf(coordinates);
      if (typeof points === 'number') return fail(R.shapeBadCoordinate, { index: points });
      return { type: 'CORRIDOR', points, width_m: width };
    }
    case 'Point': {
      out.shapeType = 'CIRCLE';
      const radius = properties.radius_m;
      if (radius === undefined || radius === null) {
        return fail(R.geojsonMissingProperty, { property: 'radius_m' });
      }
      if (typeof radius !== 'number') return fail(R.geojsonBadProperty, { property: 'radius_m' });
      const points = Array.isArray(coordinates) ? pointsOf([coordinates]) : 1;
      if (typeof points === 'number') return fail(R.shapeBadCoordinate, { index: 1 });
      return { type: 'CIRCLE', center: points[0] as LatLng, radius_m: radius };
    }
    default:
      return fail(R.geojsonUnsupportedGeometry, { type: String(geometry.type).slice(0, 40) });
  }
}

// ---------------------------------------------------------------------------------------------
// Export (GEO-13)
// ---------------------------------------------------------------------------------------------

const position = (point: LatLng): [number, number] => [point[1], point[0]];

export function geofenceFeature(geofence: Geofence): GeofenceFeature {
  const { shape } = geofence;
  const properties: GeofenceFeature['properties'] = {
    name: geofence.name,
    category: geofence.category,
    active: geofence.active,
    alert_on_enter: geofence.alert_on_enter,
    alert_on_exit: geofence.alert_on_exit,
    dwell_minutes: geofence.dwell_minutes,
  };
  const geometry: GeofenceFeature['geometry'] =
    shape.type === 'CIRCLE'
      ? { type: 'Point', coordinates: position(shape.center) }
      : shape.type === 'POLYGON'
        ? { type: 'Polygon', coordinates: [shape.points.map(position)] }
        : { type: 'LineString', coordinates: shape.points.map(position) };
  if (shape.type === 'CIRCLE') properties.radius_m = shape.radius_m;
  if (shape.type === 'CORRIDOR') properties.width_m = shape.width_m;
  return { type: 'Feature', id: geofence.id, geometry, properties };
}

export function geofenceFeatureCollection(
  geofences: readonly Geofence[],
): GeofenceFeatureCollection {
  return { type: 'FeatureCollection', features: geofences.map(geofenceFeature) };
}
