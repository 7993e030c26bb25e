/**
 * The plane geometry of geofences and saved routes (docs/rules/geofences.md), shared by the
 * simulator (which tests the moving fleet against the shapes) and the web (which checks a drawn
 * shape before it is sent). No TypeBox here: the drawing pages import it.
 *
 * Shapes are small next to the Earth (a city, a toll gate, a road corridor): each is measured in
 * a local plane around its own first point (an equirectangular frame: metres east and north),
 * which is accurate to well under a metre over tens of kilometres at Indonesian latitudes.
 * Points are `[latitude, longitude]`, as the rest of the product writes them.
 */

export type LatLng = [latitude: number, longitude: number];

/** The mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/** Metres in one degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = EARTH_RADIUS_M * RAD;

/** Great-circle distance between two points, metres. */
export function haversineM(a: LatLng, b: LatLng): number {
  const dLat = (b[0] - a[0]) * RAD;
  const dLng = (b[1] - a[1]) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A local plane around an origin: x metres east, y metres north. */
export interface LocalFrame {
  originLat: number;
  originLng: number;
  /** Metres per degree of longitude at the origin's latitude. */
  mPerLng: number;
}

export function localFrame(origin: LatLng): LocalFrame {
  return {
    originLat: origin[0],
    originLng: origin[1],
    mPerLng: METRES_PER_DEGREE * Math.cos(origin[0] * RAD),
  };
}

export function localX(frame: LocalFrame, longitude: number): number {
  return (longitude - frame.originLng) * frame.mPerLng;
}

export function localY(frame: LocalFrame, latitude: number): number {
  return (latitude - frame.originLat) * METRES_PER_DEGREE;
}

/** Points in a frame, as two arrays (x east, y north, metres). */
export interface PlanePath {
  xs: Float64Array;
  ys: Float64Array;
}

export function toPlane(frame: LocalFrame, points: readonly LatLng[]): PlanePath {
  const xs = new Float64Array(points.length);
  const ys = new Float64Array(points.length);
  points.forEach((point, i) => {
    xs[i] = localX(frame, point[1]);
    ys[i] = localY(frame, point[0]);
  });
  return { xs, ys };
}

/**
 * Whether (x, y) is inside the ring (even-odd rule, ray cast to the east). The ring is given
 * without its closing point repeated, or with it: a zero-length last edge changes nothing.
 */
export function ringContains(xs: Float64Array, ys: Float64Array, x: number, y: number): boolean {
  const n = xs.length;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const yi = ys[i] as number;
    const yj = ys[j] as number;
    if (yi > y !== yj > y) {
      const xi = xs[i] as number;
      const xj = xs[j] as number;
      if (x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Distance from (x, y) to the segment a-b, in the plane's unit. */
export function segmentDistance(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  let t = length2 === 0 ? 0 : ((x - ax) * dx + (y - ay) * dy) / length2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const px = ax + t * dx - x;
  const py = ay + t * dy - y;
  return Math.sqrt(px * px + py * py);
}

/** The nearest point of a path to (x, y): its distance, and the segment and share along it. */
export interface PathNearest {
  distance: number;
  segment: number;
  /** 0 at the segment's first point, 1 at its second. */
  t: number;
}

/**
 * The nearest point of the polyline (closed: also its last-to-first edge) to (x, y). Segments
 * `from` to `to` (exclusive) only, when given: a spatial index hands over its candidates.
 */
export function pathNearest(
  path: PlanePath,
  x: number,
  y: number,
  closed = false,
  segments?: Iterable<number>,
): PathNearest {
  const { xs, ys } = path;
  const n = xs.length;
  const best: PathNearest = { distance: Infinity, segment: -1, t: 0 };
  if (n === 1) {
    best.distance = Math.hypot((xs[0] as number) - x, (ys[0] as number) - y);
    best.segment = 0;
    return best;
  }
  const visit = (i: number) => {
    const j = i + 1 === n ? 0 : i + 1;
    const ax = xs[i] as number;
    const ay = ys[i] as number;
    const dx = (xs[j] as number) - ax;
    const dy = (ys[j] as number) - ay;
    const length2 = dx * dx + dy * dy;
    let t = length2 === 0 ? 0 : ((x - ax) * dx + (y - ay) * dy) / length2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const px = ax + t * dx - x;
    const py = ay + t * dy - y;
    const distance = Math.sqrt(px * px + py * py);
    if (distance < best.distance) {
      best.distance = distance;
      best.segment = i;
      best.t = t;
    }
  };
  if (segments) {
    for (const i of segments) visit(i);
  } else {
    const last = closed ? n : n - 1;
    for (let i = 0; i < last; i++) visit(i);
  }
  return best;
}

/** Twice the signed area of a ring (positive counter-clockwise). */
function doubleArea(xs: Float64Array, ys: Float64Array): number {
  let sum = 0;
  const n = xs.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    sum += ((xs[j] as number) - (xs[i] as number)) * ((ys[j] as number) + (ys[i] as number));
  }
  return sum;
}

/** The area of a ring in square metres (its frame's unit squared). */
export function ringAreaM2(path: PlanePath): number {
  return Math.abs(doubleArea(path.xs, path.ys)) / 2;
}

/** Length of a polyline, metres (haversine, segment by segment). */
export function pathLengthM(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) {
    sum += haversineM(points[i - 1] as LatLng, points[i] as LatLng);
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Self-intersection
// ---------------------------------------------------------------------------------------------

const orientation = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

const onSegment = (ax: number, ay: number, bx: number, by: number, px: number, py: number) =>
  Math.min(ax, bx) <= px &&
  px <= Math.max(ax, bx) &&
  Math.min(ay, by) <= py &&
  py <= Math.max(ay, by);

/** Whether segments p1-p2 and p3-p4 touch or cross (end points included). */
export function segmentsIntersect(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
  x4: number,
  y4: number,
): boolean {
  const d1 = orientation(x3, y3, x4, y4, x1, y1);
  const d2 = orientation(x3, y3, x4, y4, x2, y2);
  const d3 = orientation(x1, y1, x2, y2, x3, y3);
  const d4 = orientation(x1, y1, x2, y2, x4, y4);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  if (d1 === 0 && onSegment(x3, y3, x4, y4, x1, y1)) return true;
  if (d2 === 0 && onSegment(x3, y3, x4, y4, x2, y2)) return true;
  if (d3 === 0 && onSegment(x1, y1, x2, y2, x3, y3)) return true;
  return d4 === 0 && onSegment(x1, y1, x2, y2, x4, y4);
}

/**
 * The first pair of edges of a ring that cross or touch other than at their shared corner, or
 * null for a simple ring. The ring is given without its closing point. A sweep over the edges
 * in order of their west end: an edge is compared only with the edges whose east-west extent
 * it overlaps, so ordinary shapes take about n log n (at most the vertex limit squared).
 */
export function findSelfIntersection(path: PlanePath): [number, number] | null {
  const { xs, ys } = path;
  const n = xs.length;
  // A triangle's edges all share corners: it can only be flat, which its area tells.
  if (n < 4) return null;
  const minX = new Float64Array(n);
  const maxX = new Float64Array(n);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const a = xs[i] as number;
    const b = xs[j] as number;
    minX[i] = Math.min(a, b);
    maxX[i] = Math.max(a, b);
    order[i] = i;
  }
  order.sort((a, b) => (minX[a] as number) - (minX[b] as number));
  const active: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = order[k] as number;
    const west = minX[i] as number;
    // Edges that end west of this one's start can meet none of the rest.
    let kept = 0;
    for (const a of active) if ((maxX[a] as number) >= west) active[kept++] = a;
    active.length = kept;
    const i2 = i + 1 === n ? 0 : i + 1;
    const x1 = xs[i] as number;
    const y1 = ys[i] as number;
    const x2 = xs[i2] as number;
    const y2 = ys[i2] as number;
    const south = Math.min(y1, y2);
    const north = Math.max(y1, y2);
    for (const j of active) {
      const j2 = j + 1 === n ? 0 : j + 1;
      const x3 = xs[j] as number;
      const y3 = ys[j] as number;
      const x4 = xs[j2] as number;
      const y4 = ys[j2] as number;
      if (Math.max(y3, y4) < south || Math.min(y3, y4) > north) continue;
      // Neighbours share a corner; they fail only by folding back over each other.
      if (i2 === j) {
        if (foldsBack(x2, y2, x1, y1, x4, y4)) return ordered(i, j);
        continue;
      }
      if (j2 === i) {
        if (foldsBack(x1, y1, x2, y2, x3, y3)) return ordered(i, j);
        continue;
      }
      if (segmentsIntersect(x1, y1, x2, y2, x3, y3, x4, y4)) return ordered(i, j);
    }
    active.push(i);
  }
  return null;
}

const ordered = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/**
 * Two edges meeting at corner s, their far ends a and b: they fold back over each other when
 * all three lie on one line with a and b on the same side of s (a spike).
 */
function foldsBack(
  sx: number,
  sy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  if (orientation(sx, sy, ax, ay, bx, by) !== 0) return false;
  return (ax - sx) * (bx - sx) + (ay - sy) * (by - sy) > 0;
}
