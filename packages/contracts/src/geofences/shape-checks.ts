/**
 * What makes a shape acceptable (docs/rules/geofences.md GEO-2 ... GEO-4, SRT-1), as problems a
 * service refuses with and a drawing page or an import report shows: the same checks on both
 * sides. Work is proportional to the shape's size: the vertex count is looked at first, so a
 * shape far over the limit is refused before any of its points are read.
 */
import { GEOFENCE_ERROR_REASONS as R } from './error-reasons';
import type {
  CircleShape,
  CorridorShape,
  GeofenceShape,
  GeofenceShapeInput,
  PolygonShape,
} from './geofence';
import {
  findSelfIntersection,
  localFrame,
  pathLengthM,
  ringAreaM2,
  toPlane,
  type LatLng,
} from './geometry';
import { GEOFENCE_LIMITS, SAVED_ROUTE_LIMITS } from './limits';

type Reason = (typeof R)[keyof typeof R];

/** One reason a shape is refused, with the values its text names. */
export interface ShapeProblem {
  reason: Reason;
  params: Record<string, string | number>;
}

/** The shape as it will be stored (rounded, repeated points dropped), or what is wrong with it. */
export type ShapeCheck<S> = { ok: true; shape: S } | { ok: false; problems: ShapeProblem[] };

const problem = (reason: Reason, params: Record<string, string | number> = {}): ShapeProblem => ({
  reason,
  params,
});

/** Seven decimals of a degree: about a centimetre, and no float noise in the store. */
const round7 = (value: number): number => Math.round(value * 1e7) / 1e7;

function isCoordinate(point: unknown): point is LatLng {
  if (!Array.isArray(point) || point.length < 2) return false;
  const [lat, lng] = point as unknown[];
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}

/**
 * The points rounded, with a point equal to the one before it dropped; or the index (0-based)
 * of the first point that is no coordinate.
 */
function cleanPoints(points: readonly unknown[]): LatLng[] | number {
  const out: LatLng[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i];
    if (!isCoordinate(point)) return i;
    const next: LatLng = [round7(point[0]), round7(point[1])];
    const last = out[out.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) out.push(next);
  }
  return out;
}

function samePoint(a: unknown, b: unknown): boolean {
  return isCoordinate(a) && isCoordinate(b) && a[0] === b[0] && a[1] === b[1];
}

function tooMany(count: number, max: number): ShapeProblem {
  return problem(R.shapeTooManyVertices, { count, max });
}

export function checkCircle(shape: CircleShape): ShapeCheck<CircleShape> {
  const problems: ShapeProblem[] = [];
  if (!isCoordinate(shape.center)) problems.push(problem(R.shapeBadCoordinate, { index: 1 }));
  const radius = shape.radius_m;
  if (
    !Number.isFinite(radius) ||
    radius < GEOFENCE_LIMITS.minRadiusM ||
    radius > GEOFENCE_LIMITS.maxRadiusM
  ) {
    problems.push(
      problem(R.shapeRadiusOutOfRange, {
        min: GEOFENCE_LIMITS.minRadiusM,
        max: GEOFENCE_LIMITS.maxRadiusM,
      }),
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    shape: {
      type: 'CIRCLE',
      center: [round7(shape.center[0]), round7(shape.center[1])],
      radius_m: Math.round(radius * 10) / 10,
    },
  };
}

/** GEO-3, GEO-4: a closed ring of 3 to 5,000 corners that does not cross itself. */
export function checkPolygon(shape: PolygonShape): ShapeCheck<PolygonShape> {
  const raw = shape.points;
  // GEO-4 first: a closed ring repeats its first point, which is no corner of its own.
  if (raw.length > GEOFENCE_LIMITS.maxVertices + 1) {
    const closed = samePoint(raw[0], raw[raw.length - 1]);
    return {
      ok: false,
      problems: [tooMany(raw.length - (closed ? 1 : 0), GEOFENCE_LIMITS.maxVertices)],
    };
  }
  const cleaned = cleanPoints(raw);
  if (typeof cleaned === 'number') {
    return { ok: false, problems: [problem(R.shapeBadCoordinate, { index: cleaned + 1 })] };
  }
  if (cleaned.length < 2 || !samePoint(cleaned[0], cleaned[cleaned.length - 1])) {
    return {
      ok: false,
      problems: [
        cleaned.length < 3
          ? problem(R.shapeTooFewVertices, { count: cleaned.length, min: 3 })
          : problem(R.shapeNotClosed),
      ],
    };
  }
  const ring = cleaned.slice(0, -1);
  if (ring.length < 3) {
    return {
      ok: false,
      problems: [problem(R.shapeTooFewVertices, { count: ring.length, min: 3 })],
    };
  }
  if (ring.length > GEOFENCE_LIMITS.maxVertices) {
    return { ok: false, problems: [tooMany(ring.length, GEOFENCE_LIMITS.maxVertices)] };
  }
  const plane = toPlane(localFrame(ring[0] as LatLng), ring);
  const crossing = findSelfIntersection(plane);
  if (crossing) {
    return {
      ok: false,
      problems: [
        problem(R.shapeSelfIntersecting, { first: crossing[0] + 1, second: crossing[1] + 1 }),
      ],
    };
  }
  if (ringAreaM2(plane) < GEOFENCE_LIMITS.minAreaM2) {
    return { ok: false, problems: [problem(R.shapeTooSmall, { min: GEOFENCE_LIMITS.minAreaM2 })] };
  }
  return { ok: true, shape: { type: 'POLYGON', points: [...ring, ring[0] as LatLng] } };
}

/** A line of 2 to `max` points (repeated points dropped), or its problems. */
export function checkLine(points: readonly unknown[], max: number): ShapeCheck<LatLng[]> {
  if (points.length > max) return { ok: false, problems: [tooMany(points.length, max)] };
  const cleaned = cleanPoints(points);
  if (typeof cleaned === 'number') {
    return { ok: false, problems: [problem(R.shapeBadCoordinate, { index: cleaned + 1 })] };
  }
  if (cleaned.length < 2) {
    return {
      ok: false,
      problems: [problem(R.shapeTooFewVertices, { count: cleaned.length, min: 2 })],
    };
  }
  return { ok: true, shape: cleaned };
}

/** GEO-3: a line of 2 to 5,000 points and a width within its range. */
export function checkCorridor(shape: CorridorShape): ShapeCheck<CorridorShape> {
  const line = checkLine(shape.points, GEOFENCE_LIMITS.maxVertices);
  const problems = line.ok ? [] : [...line.problems];
  const width = shape.width_m;
  if (
    !Number.isFinite(width) ||
    width < GEOFENCE_LIMITS.minWidthM ||
    width > GEOFENCE_LIMITS.maxWidthM
  ) {
    problems.push(
      problem(R.shapeWidthOutOfRange, {
        min: GEOFENCE_LIMITS.minWidthM,
        max: GEOFENCE_LIMITS.maxWidthM,
      }),
    );
  }
  if (!line.ok || problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    shape: { type: 'CORRIDOR', points: line.shape, width_m: Math.round(width * 10) / 10 },
  };
}

export function checkShape(shape: GeofenceShape): ShapeCheck<GeofenceShape> {
  switch (shape.type) {
    case 'CIRCLE':
      return checkCircle(shape);
    case 'POLYGON':
      return checkPolygon(shape);
    case 'CORRIDOR':
      return checkCorridor(shape);
  }
}

/** GEO-2: a request's shape, with the members its type needs, checked as that shape. */
export function checkShapeInput(input: GeofenceShapeInput): ShapeCheck<GeofenceShape> {
  const missing = (part: string): ShapeCheck<GeofenceShape> => ({
    ok: false,
    problems: [problem(R.shapeIncomplete, { part })],
  });
  switch (input.type) {
    case 'CIRCLE':
      if (!input.center) return missing('center');
      if (input.radius_m === undefined) return missing('radius_m');
      return checkCircle({ type: 'CIRCLE', center: input.center, radius_m: input.radius_m });
    case 'POLYGON':
      if (!input.points) return missing('points');
      return checkPolygon({ type: 'POLYGON', points: input.points });
    case 'CORRIDOR':
      if (!input.points) return missing('points');
      if (input.width_m === undefined) return missing('width_m');
      return checkCorridor({ type: 'CORRIDOR', points: input.points, width_m: input.width_m });
  }
}

/** SRT-1: a saved route's line: 2 to 5,000 points, at least 50 m long. */
export function checkRoutePath(points: readonly unknown[]): ShapeCheck<LatLng[]> {
  const line = checkLine(points, SAVED_ROUTE_LIMITS.maxPoints);
  if (!line.ok) return line;
  if (pathLengthM(line.shape) < SAVED_ROUTE_LIMITS.minLengthM) {
    return {
      ok: false,
      problems: [problem(R.savedRouteTooShort, { min: SAVED_ROUTE_LIMITS.minLengthM })],
    };
  }
  return line;
}

/** Corners of a polygon, points of a corridor, 1 for a circle. */
export function vertexCount(shape: GeofenceShape): number {
  if (shape.type === 'CIRCLE') return 1;
  if (shape.type === 'POLYGON') return Math.max(0, shape.points.length - 1);
  return shape.points.length;
}

/** The area a shape covers, square metres (a corridor: its length times its width, plus caps). */
export function shapeAreaM2(shape: GeofenceShape): number {
  if (shape.type === 'CIRCLE') return Math.PI * shape.radius_m ** 2;
  if (shape.type === 'POLYGON') {
    const ring = shape.points.slice(0, -1);
    if (ring.length < 3) return 0;
    return ringAreaM2(toPlane(localFrame(ring[0] as LatLng), ring));
  }
  const half = shape.width_m / 2;
  return pathLengthM(shape.points) * shape.width_m + Math.PI * half * half;
}

/**
 * SRT-3: a line thinned (Douglas-Peucker) so no dropped point was more than `toleranceM` off it;
 * the tolerance doubles until at most `max` points remain.
 */
export function simplifyLine(points: readonly LatLng[], toleranceM: number, max: number): LatLng[] {
  if (points.length <= 2) return [...points];
  const plane = toPlane(localFrame(points[0] as LatLng), points);
  let tolerance = toleranceM;
  for (;;) {
    const keep = douglasPeucker(plane.xs, plane.ys, tolerance);
    const kept = points.filter((_, i) => keep[i] === 1);
    if (kept.length <= max) return kept;
    tolerance *= 2;
  }
}

function douglasPeucker(xs: Float64Array, ys: Float64Array, tolerance: number): Uint8Array {
  const n = xs.length;
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    const ax = xs[from] as number;
    const ay = ys[from] as number;
    const dx = (xs[to] as number) - ax;
    const dy = (ys[to] as number) - ay;
    const length2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = tolerance;
    for (let i = from + 1; i < to; i++) {
      const px = (xs[i] as number) - ax;
      const py = (ys[i] as number) - ay;
      let t = length2 === 0 ? 0 : (px * dx + py * dy) / length2;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const d = Math.hypot(px - t * dx, py - t * dy);
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([from, worst], [worst, to]);
    }
  }
  return keep;
}
