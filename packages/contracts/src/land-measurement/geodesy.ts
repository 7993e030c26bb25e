/**
 * Area and perimeter of a boundary on the WGS84 ellipsoid (LAND-1), and what makes a boundary
 * acceptable (LAND-2), shared by the simulator (which stores the figures) and the web (which
 * shows them live while a boundary is drawn): the same numbers on both sides. The ellipsoid
 * work is GeographicLib's (Karney, "Algorithms for geodesics", 2013): edges are geodesics and
 * the area is exact to round-off, whatever the polygon's size (docs/adr/0038).
 * Points are `[latitude, longitude]`, as the rest of the product writes them. No TypeBox here.
 */
import * as geodesicModule from 'geographiclib-geodesic';
import { findSelfIntersection, localFrame, toPlane, type LatLng } from '../geofences/geometry';
import { LAND_MEASUREMENT_ERROR_REASONS as R } from './error-reasons';
import { LAND_LIMITS } from './limits';

type Geodesic = typeof geodesicModule;
// A CommonJS (UMD) package: Node's ESM loader puts it under `default`, bundlers either way.
const geodesic: Geodesic =
  (geodesicModule as Geodesic & { default?: Geodesic }).default ?? geodesicModule;
const WGS84 = geodesic.Geodesic.WGS84;

/** What a boundary measures. */
export interface LandFigures {
  areaM2: number;
  areaHa: number;
  perimeterM: number;
  vertexCount: number;
}

/**
 * LAND-1: the area (square metres, always positive, either winding) and perimeter (metres,
 * closing edge included) of the polygon whose corners are `ring`, its edges geodesics.
 */
export function measureRing(ring: readonly LatLng[]): { areaM2: number; perimeterM: number } {
  if (ring.length < 2) return { areaM2: 0, perimeterM: 0 };
  const polygon = WGS84.Polygon(false);
  for (const [lat, lng] of ring) polygon.AddPoint(lat, lng);
  const result = polygon.Compute(false, true);
  return { areaM2: Math.abs(result.area ?? 0), perimeterM: result.perimeter };
}

/** The length of a geodesic polyline, metres (a track's driven distance). */
export function lineLengthM(points: readonly LatLng[]): number {
  if (points.length < 2) return 0;
  const line = WGS84.Polygon(true);
  for (const [lat, lng] of points) line.AddPoint(lat, lng);
  return line.Compute(false, true).perimeter;
}

/** LAND-3: figures as they are stored and shown (0.1 m², 4 decimals of a hectare, 0.1 m). */
export function landFigures(ring: readonly LatLng[]): LandFigures {
  const { areaM2, perimeterM } = measureRing(ring);
  return {
    areaM2: Math.round(areaM2 * 10) / 10,
    areaHa: Math.round((areaM2 / LAND_LIMITS.m2PerHectare) * 1e4) / 1e4,
    perimeterM: Math.round(perimeterM * 10) / 10,
    vertexCount: ring.length,
  };
}

type Reason = (typeof R)[keyof typeof R];

/** One reason a boundary is refused, with the values its text names. */
export interface BoundaryProblem {
  reason: Reason;
  params: Record<string, string | number>;
}

export type BoundaryCheck =
  { ok: true; ring: LatLng[]; figures: LandFigures } | { ok: false; problem: BoundaryProblem };

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

const fail = (reason: Reason, params: Record<string, string | number> = {}): BoundaryCheck => ({
  ok: false,
  problem: { reason, params },
});

/**
 * LAND-2: a boundary as it will be stored (corners rounded to 1e-7°, a corner repeating the one
 * before it dropped, a closing point repeating the first dropped), with its figures; or the
 * first thing wrong with it: too many points (counted before any is read), a point that is no
 * coordinate, fewer than 3 distinct corners, edges that cross or touch, or no area.
 */
export function checkBoundary(points: readonly unknown[]): BoundaryCheck {
  const max = LAND_LIMITS.maxVertices;
  if (points.length > max + 1)
    return fail(R.landBoundaryTooManyPoints, { count: points.length, max });
  const ring: LatLng[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i];
    if (!isCoordinate(point)) return fail(R.landBoundaryBadCoordinate, { index: i + 1 });
    const next: LatLng = [round7(point[0]), round7(point[1])];
    const last = ring[ring.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) ring.push(next);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  const distinct = new Set(ring.map(([lat, lng]) => `${lat},${lng}`)).size;
  if (distinct < LAND_LIMITS.minVertices) {
    return fail(R.landBoundaryTooFewPoints, { count: distinct, min: LAND_LIMITS.minVertices });
  }
  if (ring.length > max) return fail(R.landBoundaryTooManyPoints, { count: ring.length, max });
  const crossing = findSelfIntersection(toPlane(localFrame(ring[0] as LatLng), ring));
  if (crossing) {
    return fail(R.landBoundarySelfIntersecting, {
      first: crossing[0] + 1,
      second: crossing[1] + 1,
    });
  }
  const figures = landFigures(ring);
  if (!(figures.areaM2 >= LAND_LIMITS.minAreaM2)) {
    return fail(R.landBoundaryNoArea, { min: LAND_LIMITS.minAreaM2 });
  }
  return { ok: true, ring, figures };
}
