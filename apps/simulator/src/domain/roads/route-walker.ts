/**
 * Where a vehicle is after driving some distance along a route polyline. Pure: the engine
 * keeps the distance travelled, this turns it into a position and a heading.
 */
import { bearingDeg, haversineM, lerp } from './geodesy';
import type { LatLngTuple } from './network-data';

export interface RoutePosition {
  position: LatLngTuple;
  /** Degrees, 0 north, clockwise: the direction of the segment being driven. */
  headingDeg: number;
}

/** Distance in metres from the start to each point; compute once per route and pass it in. */
export function cumulativeLengthsM(points: readonly LatLngTuple[]): number[] {
  const out: number[] = [];
  let total = 0;
  points.forEach((point, i) => {
    const before = points[i - 1];
    if (before) total += haversineM(before, point);
    out.push(total);
  });
  return out;
}

/**
 * The position `distanceM` metres along `points` (clamped to the route), and the heading of
 * the segment it lies on. Zero-length segments (repeated points) take the next real segment's
 * heading, so a vehicle never faces north just because two points coincide.
 */
export function positionAlong(
  points: readonly LatLngTuple[],
  distanceM: number,
  cumulative: readonly number[] = cumulativeLengthsM(points),
): RoutePosition {
  const first = points[0];
  if (!first) throw new Error('A route needs at least one point');
  const total = cumulative[cumulative.length - 1] ?? 0;
  const d = Math.min(Math.max(distanceM, 0), total);
  const i = segmentHolding(cumulative, points.length, d);
  const a = points[i] ?? first;
  const b = points[i + 1] ?? a;
  const length = (cumulative[i + 1] ?? 0) - (cumulative[i] ?? 0);
  const t = length > 0 ? (d - (cumulative[i] ?? 0)) / length : 0;
  const position: LatLngTuple = t >= 1 ? b : lerp(a, b, t);
  return { position, headingDeg: headingFrom(points, i) };
}

/** A point on a route and its heading, written in place by `positionAlongInto`. */
export interface RoutePoint {
  lat: number;
  lng: number;
  headingDeg: number;
}

/** A route's segment headings for `positionAlongInto`, each computed on first use (NaN until). */
export function headingSlots(points: readonly LatLngTuple[]): Float64Array {
  return new Float64Array(points.length).fill(Number.NaN);
}

/**
 * `positionAlong` for a caller that asks every tick (the fleet's motion): the same position and
 * heading, written into `out` instead of new arrays, each segment's heading computed once per
 * route into the caller's `headings` (`headingSlots(points)`, kept with the route) instead of on
 * every call, and no search when `segmentHint` (the segment the caller believes it is on) is
 * the answer. The headings were once kept in a WeakMap keyed by the route: at 50,000 vehicles
 * its lookup was a tenth of the motion's tick and its entries lengthened every full collection.
 */
export function positionAlongInto(
  points: readonly LatLngTuple[],
  distanceM: number,
  cumulative: readonly number[],
  out: RoutePoint,
  headings: Float64Array,
  segmentHint = -1,
): void {
  const first = points[0];
  if (!first) throw new Error('A route needs at least one point');
  const total = cumulative[cumulative.length - 1] ?? 0;
  const d = Math.min(Math.max(distanceM, 0), total);
  const i = segmentHolding(cumulative, points.length, d, segmentHint);
  const a = points[i] ?? first;
  const b = points[i + 1] ?? a;
  const length = (cumulative[i + 1] ?? 0) - (cumulative[i] ?? 0);
  const t = length > 0 ? (d - (cumulative[i] ?? 0)) / length : 0;
  if (t >= 1) {
    out.lat = b[0];
    out.lng = b[1];
  } else {
    out.lat = a[0] + (b[0] - a[0]) * t;
    out.lng = a[1] + (b[1] - a[1]) * t;
  }
  let heading = headings[i] ?? Number.NaN;
  if (Number.isNaN(heading)) {
    heading = headingFrom(points, i);
    headings[i] = heading;
  }
  out.headingDeg = heading;
}

/**
 * The segment [i, i + 1] holding `d`: the last one starting at or before it, stepped back off a
 * zero-length tail segment so that d = total lands at the end of a real one. `hint`, the segment
 * a caller believes it is on, is taken without a search when it is that segment.
 */
function segmentHolding(
  cumulative: readonly number[],
  pointCount: number,
  d: number,
  hint = -1,
): number {
  let lo = 0;
  let hi = Math.max(pointCount - 2, 0);
  if (
    hint >= 0 &&
    hint <= hi &&
    (cumulative[hint] ?? 0) <= d &&
    (hint === hi || (cumulative[hint + 1] ?? 0) > d)
  ) {
    lo = hi = hint;
  }
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((cumulative[mid] ?? 0) <= d) lo = mid;
    else hi = mid - 1;
  }
  let i = lo;
  while (i > 0 && (cumulative[i + 1] ?? 0) - (cumulative[i] ?? 0) === 0) i--;
  return i;
}

function headingFrom(points: readonly LatLngTuple[], start: number): number {
  for (let i = start; i + 1 < points.length; i++) {
    const a = points[i];
    const b = points[i + 1];
    if (a && b && (a[0] !== b[0] || a[1] !== b[1])) return bearingDeg(a, b);
  }
  for (let i = start; i > 0; i--) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b && (a[0] !== b[0] || a[1] !== b[1])) return bearingDeg(a, b);
  }
  return 0;
}
