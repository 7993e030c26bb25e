import { describe, expect, it } from 'vitest';
import { GEOFENCE_ERROR_REASONS as R } from './error-reasons';
import type { LatLng } from './geometry';
import { GEOFENCE_LIMITS } from './limits';
import {
  checkCircle,
  checkCorridor,
  checkPolygon,
  checkRoutePath,
  checkShape,
  shapeAreaM2,
  simplifyLine,
  vertexCount,
} from './shape-checks';

const C: LatLng = [-6.2, 106.8];
const M = 1 / 111_195;
const at = (north: number, east: number): LatLng => [C[0] + north * M, C[1] + east * M];
const square: LatLng[] = [at(0, 0), at(0, 100), at(100, 100), at(100, 0), at(0, 0)];

const reasons = (check: { ok: boolean; problems?: { reason: string }[] }) =>
  check.ok ? [] : (check.problems ?? []).map((p) => p.reason);

describe('GEO-3 circles', () => {
  it('keeps a radius within 20 m and 50 km, rounded', () => {
    expect(checkCircle({ type: 'CIRCLE', center: C, radius_m: 150.04 })).toEqual({
      ok: true,
      shape: { type: 'CIRCLE', center: C, radius_m: 150 },
    });
    expect(reasons(checkCircle({ type: 'CIRCLE', center: C, radius_m: 19 }))).toEqual([
      R.shapeRadiusOutOfRange,
    ]);
    expect(reasons(checkCircle({ type: 'CIRCLE', center: C, radius_m: 50_001 }))).toEqual([
      R.shapeRadiusOutOfRange,
    ]);
    expect(reasons(checkCircle({ type: 'CIRCLE', center: [95, 106], radius_m: 100 }))).toEqual([
      R.shapeBadCoordinate,
    ]);
  });
});

describe('GEO-3 polygons', () => {
  it('accepts a closed simple ring and drops repeated points', () => {
    const check = checkPolygon({
      type: 'POLYGON',
      points: [at(0, 0), at(0, 100), at(0, 100), at(100, 100), at(100, 0), at(0, 0)],
    });
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.shape.points).toHaveLength(5);
    if (check.ok) expect(vertexCount(check.shape)).toBe(4);
    // `at` steps east in degrees of latitude: the square is cos(6.2°) as wide as it is tall.
    const area = 10_000 * Math.cos((6.2 * Math.PI) / 180);
    expect(shapeAreaM2({ type: 'POLYGON', points: square })).toBeCloseTo(area, -1);
  });

  it('refuses a ring that is not closed', () => {
    expect(reasons(checkPolygon({ type: 'POLYGON', points: square.slice(0, -1) }))).toEqual([
      R.shapeNotClosed,
    ]);
  });

  it('refuses a ring that crosses itself, naming its edges', () => {
    const bowTie = [at(0, 0), at(100, 100), at(100, 0), at(0, 100), at(0, 0)];
    const check = checkPolygon({ type: 'POLYGON', points: bowTie });
    expect(check).toEqual({
      ok: false,
      problems: [{ reason: R.shapeSelfIntersecting, params: { first: 1, second: 3 } }],
    });
  });

  it('refuses too few corners, a sliver and a coordinate off the Earth', () => {
    expect(
      reasons(checkPolygon({ type: 'POLYGON', points: [at(0, 0), at(0, 50), at(0, 0)] })),
    ).toEqual([R.shapeTooFewVertices]);
    const sliver = [at(0, 0), at(0, 100), at(0.5, 100), at(0, 0)];
    expect(reasons(checkPolygon({ type: 'POLYGON', points: sliver }))).toEqual([R.shapeTooSmall]);
    expect(
      reasons(
        checkPolygon({ type: 'POLYGON', points: [at(0, 0), [-6.2, 200], at(50, 0), at(0, 0)] }),
      ),
    ).toEqual([R.shapeBadCoordinate]);
  });

  it('GEO-4 refuses 100,000 corners by their count, before reading them', () => {
    const points: LatLng[] = Array.from({ length: 100_000 }, (_, i) => at(Math.sin(i), i));
    points.push(points[0] as LatLng);
    // A point that is no coordinate would be reported first if the points were read.
    points[10] = [Number.NaN, 0];
    expect(checkPolygon({ type: 'POLYGON', points })).toEqual({
      ok: false,
      problems: [
        {
          reason: R.shapeTooManyVertices,
          params: { count: 100_000, max: GEOFENCE_LIMITS.maxVertices },
        },
      ],
    });
  });

  it('accepts a ring at the vertex limit', () => {
    const n = GEOFENCE_LIMITS.maxVertices;
    const ring: LatLng[] = Array.from({ length: n }, (_, i) =>
      at(Math.sin((2 * Math.PI * i) / n) * 2000, Math.cos((2 * Math.PI * i) / n) * 2000),
    );
    const check = checkShape({ type: 'POLYGON', points: [...ring, ring[0] as LatLng] });
    expect(check.ok).toBe(true);
  });
});

describe('GEO-3 corridors and SRT-1 route lines', () => {
  it('needs two points and a width within its range', () => {
    expect(
      checkCorridor({ type: 'CORRIDOR', points: [at(0, 0), at(0, 500)], width_m: 40 }).ok,
    ).toBe(true);
    expect(
      reasons(checkCorridor({ type: 'CORRIDOR', points: [at(0, 0), at(0, 0)], width_m: 5 })),
    ).toEqual([R.shapeTooFewVertices, R.shapeWidthOutOfRange]);
  });

  it('a route line is at least 50 m and at most 5,000 points', () => {
    expect(checkRoutePath([at(0, 0), at(0, 600)]).ok).toBe(true);
    expect(reasons(checkRoutePath([at(0, 0), at(0, 20)]))).toEqual([R.savedRouteTooShort]);
    const long = Array.from({ length: 5_001 }, (_, i) => at(0, i));
    expect(reasons(checkRoutePath(long))).toEqual([R.shapeTooManyVertices]);
  });
});

describe('SRT-3 thinning a planned path', () => {
  it('drops points on a straight stretch and keeps the corners', () => {
    const line = [at(0, 0), at(0, 100), at(0, 200), at(1, 300), at(0, 400), at(400, 400)];
    expect(simplifyLine(line, 5, 100)).toEqual([at(0, 0), at(0, 400), at(400, 400)]);
  });

  it('thins further until the limit is met', () => {
    const zigzag = Array.from({ length: 1000 }, (_, i) => at(i % 2 === 0 ? 0 : 30, i * 10));
    const thin = simplifyLine(zigzag, 5, 50);
    expect(thin.length).toBeLessThanOrEqual(50);
    expect(thin[0]).toEqual(zigzag[0]);
    expect(thin.at(-1)).toEqual(zigzag.at(-1));
  });
});
