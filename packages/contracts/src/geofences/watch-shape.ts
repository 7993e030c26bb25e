/**
 * A stored shape made ready to test many points against (GEO-7, GEO-8, SRT-4): projected once
 * into its own plane, with its bounding box in degrees for a spatial index, and the two
 * questions the watchers ask: is a point inside, and has a point crossed the border by more than
 * the hysteresis band. The border distance is computed only when a point is on the other side
 * of it from where the vehicle was, so a vehicle well inside or outside costs one containment
 * test.
 */
import type { GeofenceShape } from './geofence';
import {
  localFrame,
  localX,
  localY,
  pathNearest,
  ringAreaM2,
  ringContains,
  toPlane,
  METRES_PER_DEGREE,
  type LatLng,
  type LocalFrame,
  type PathNearest,
  type PlanePath,
} from './geometry';
import { GEOFENCE_WATCH } from './limits';

/** How far beyond its band an indexed corridor still looks for its nearest segment, metres. */
const NEAR_REACH_M = 100;

/** `[south, west, north, east]`, degrees. */
export type Bounds = [number, number, number, number];

/** Which segments of a long line may lie within `radius` metres of (x, y): a spatial index. */
export type SegmentCandidates = (x: number, y: number, radius: number) => Iterable<number>;

export interface WatchShape {
  readonly type: GeofenceShape['type'];
  /** GEO-7: how far past the border a vehicle must be to change side, metres. */
  readonly bandM: number;
  /** The shape's box grown by `marginM` metres on every side. */
  bounds(marginM: number): Bounds;
  contains(latitude: number, longitude: number): boolean;
  /**
   * Whether a vehicle that was inside (`wasInside`) is now outside by more than the band, or one
   * that was outside is now inside by more than the band.
   */
  crossed(latitude: number, longitude: number, wasInside: boolean): boolean;
  /** Distance from the border, metres: positive inside, negative outside. */
  depth(latitude: number, longitude: number): number;
}

/** GEO-7: the band, smaller for a small shape (a quarter of its smallest size). */
export function bandFor(sizeM: number): number {
  return Math.min(GEOFENCE_WATCH.bandM, sizeM * GEOFENCE_WATCH.bandShareOfSize);
}

function boxOf(path: PlanePath, frame: LocalFrame, margin: number): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < path.xs.length; i++) {
    const x = path.xs[i] as number;
    const y = path.ys[i] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [
    frame.originLat + (minY - margin) / METRES_PER_DEGREE,
    frame.originLng + (minX - margin) / frame.mPerLng,
    frame.originLat + (maxY + margin) / METRES_PER_DEGREE,
    frame.originLng + (maxX + margin) / frame.mPerLng,
  ];
}

class CircleWatch implements WatchShape {
  readonly type = 'CIRCLE';
  readonly bandM: number;
  private readonly frame: LocalFrame;

  constructor(
    center: LatLng,
    private readonly radius: number,
  ) {
    this.frame = localFrame(center);
    this.bandM = bandFor(radius);
  }

  bounds(marginM: number): Bounds {
    const r = this.radius + marginM;
    const { originLat, originLng, mPerLng } = this.frame;
    return [
      originLat - r / METRES_PER_DEGREE,
      originLng - r / mPerLng,
      originLat + r / METRES_PER_DEGREE,
      originLng + r / mPerLng,
    ];
  }

  depth(latitude: number, longitude: number): number {
    const x = localX(this.frame, longitude);
    const y = localY(this.frame, latitude);
    return this.radius - Math.sqrt(x * x + y * y);
  }

  contains(latitude: number, longitude: number): boolean {
    return this.depth(latitude, longitude) >= 0;
  }

  crossed(latitude: number, longitude: number, wasInside: boolean): boolean {
    const depth = this.depth(latitude, longitude);
    return wasInside ? depth < -this.bandM : depth > this.bandM;
  }
}

class PolygonWatch implements WatchShape {
  readonly type = 'POLYGON';
  readonly bandM: number;
  private readonly frame: LocalFrame;
  private readonly ring: PlanePath;

  constructor(points: readonly LatLng[]) {
    // The stored ring repeats its first point; the plane ring does not need it.
    const ring = points.slice(0, -1);
    this.frame = localFrame(ring[0] as LatLng);
    this.ring = toPlane(this.frame, ring);
    this.bandM = bandFor(Math.sqrt(ringAreaM2(this.ring)));
  }

  bounds(marginM: number): Bounds {
    return boxOf(this.ring, this.frame, marginM);
  }

  contains(latitude: number, longitude: number): boolean {
    return ringContains(
      this.ring.xs,
      this.ring.ys,
      localX(this.frame, longitude),
      localY(this.frame, latitude),
    );
  }

  private border(latitude: number, longitude: number): number {
    return pathNearest(this.ring, localX(this.frame, longitude), localY(this.frame, latitude), true)
      .distance;
  }

  depth(latitude: number, longitude: number): number {
    const distance = this.border(latitude, longitude);
    return this.contains(latitude, longitude) ? distance : -distance;
  }

  crossed(latitude: number, longitude: number, wasInside: boolean): boolean {
    if (this.contains(latitude, longitude) === wasInside) return false;
    return this.border(latitude, longitude) > this.bandM;
  }
}

/** A line with a half-width around it: a geofence corridor or a saved route (SRT-4). */
export class CorridorWatch implements WatchShape {
  readonly type = 'CORRIDOR';
  readonly bandM: number;
  readonly frame: LocalFrame;
  readonly line: PlanePath;

  constructor(
    points: readonly LatLng[],
    readonly halfWidth: number,
    private readonly candidates?: SegmentCandidates,
  ) {
    this.frame = localFrame(points[0] as LatLng);
    this.line = toPlane(this.frame, points);
    this.bandM = bandFor(halfWidth);
  }

  bounds(marginM: number): Bounds {
    return boxOf(this.line, this.frame, this.halfWidth + marginM);
  }

  /** The nearest point of the line, for a point in degrees. */
  nearest(latitude: number, longitude: number): PathNearest {
    const x = localX(this.frame, longitude);
    const y = localY(this.frame, latitude);
    // With an index, a point no segment comes near is simply far off (distance Infinity): only
    // points near the corridor need their nearest point (the reach leaves room to tell an end).
    const segments = this.candidates?.(x, y, this.halfWidth + 2 * this.bandM + NEAR_REACH_M);
    return pathNearest(this.line, x, y, false, segments);
  }

  /** The nearest point measured against every segment (a point far from the line). */
  nearestExact(latitude: number, longitude: number): PathNearest {
    return pathNearest(this.line, localX(this.frame, longitude), localY(this.frame, latitude));
  }

  depth(latitude: number, longitude: number): number {
    return this.halfWidth - this.nearest(latitude, longitude).distance;
  }

  contains(latitude: number, longitude: number): boolean {
    return this.depth(latitude, longitude) >= 0;
  }

  crossed(latitude: number, longitude: number, wasInside: boolean): boolean {
    const depth = this.depth(latitude, longitude);
    return wasInside ? depth < -this.bandM : depth > this.bandM;
  }

  /** SRT-5: whether the nearest point of the line is one of its two ends. */
  atEnd(nearest: PathNearest): boolean {
    const last = this.line.xs.length - 2;
    return (
      (nearest.segment === 0 && nearest.t === 0) || (nearest.segment === last && nearest.t === 1)
    );
  }
}

/** The watcher's form of a stored (checked) shape. */
export function watchShape(shape: GeofenceShape, candidates?: SegmentCandidates): WatchShape {
  switch (shape.type) {
    case 'CIRCLE':
      return new CircleWatch(shape.center, shape.radius_m);
    case 'POLYGON':
      return new PolygonWatch(shape.points);
    case 'CORRIDOR':
      return new CorridorWatch(shape.points, shape.width_m / 2, candidates);
  }
}
