import { describe, expect, it } from 'vitest';
import {
  findSelfIntersection,
  haversineM,
  localFrame,
  pathNearest,
  ringAreaM2,
  ringContains,
  toPlane,
  type LatLng,
} from './geometry';
import { CorridorWatch, bandFor, watchShape } from './watch-shape';

/** Monas, central Jakarta. */
const MONAS: LatLng = [-6.1754, 106.8272];
const M_LAT = 1 / 111_195;

/** A point `north` and `east` metres from `from`. */
function offset(from: LatLng, north: number, east: number): LatLng {
  return [
    from[0] + north * M_LAT,
    from[1] + east / (111_195 * Math.cos((from[0] * Math.PI) / 180)),
  ];
}

/** A square of `side` metres with its south-west corner at `corner`, closed. */
function square(corner: LatLng, side: number): LatLng[] {
  return [
    corner,
    offset(corner, 0, side),
    offset(corner, side, side),
    offset(corner, side, 0),
    corner,
  ];
}

describe('distances and the local plane', () => {
  it('measures metres on the ground', () => {
    expect(haversineM(MONAS, offset(MONAS, 1000, 0))).toBeCloseTo(1000, 0);
    expect(haversineM(MONAS, offset(MONAS, 0, 1000))).toBeCloseTo(1000, 0);
    const plane = toPlane(localFrame(MONAS), [offset(MONAS, 300, 400)]);
    expect(Math.hypot(plane.xs[0] ?? 0, plane.ys[0] ?? 0)).toBeCloseTo(500, 0);
  });

  it('gives the area of a ring in square metres', () => {
    const ring = square(MONAS, 100).slice(0, -1);
    expect(ringAreaM2(toPlane(localFrame(MONAS), ring))).toBeCloseTo(10_000, -1);
  });
});

describe('GEO-7 point in circle, polygon and corridor', () => {
  it('a circle holds the points within its radius', () => {
    const circle = watchShape({ type: 'CIRCLE', center: MONAS, radius_m: 200 });
    expect(circle.contains(...offset(MONAS, 199, 0))).toBe(true);
    expect(circle.contains(...offset(MONAS, 0, -150))).toBe(true);
    expect(circle.contains(...offset(MONAS, 201, 0))).toBe(false);
    expect(circle.depth(...offset(MONAS, 150, 0))).toBeCloseTo(50, 0);
  });

  it('a polygon holds its inside, not its notch', () => {
    // An L: a 200 m square without its north-east quarter.
    const l: LatLng[] = [
      MONAS,
      offset(MONAS, 0, 200),
      offset(MONAS, 100, 200),
      offset(MONAS, 100, 100),
      offset(MONAS, 200, 100),
      offset(MONAS, 200, 0),
      MONAS,
    ];
    const shape = watchShape({ type: 'POLYGON', points: l });
    expect(shape.contains(...offset(MONAS, 50, 150))).toBe(true);
    expect(shape.contains(...offset(MONAS, 150, 50))).toBe(true);
    expect(shape.contains(...offset(MONAS, 150, 150))).toBe(false);
    expect(shape.contains(...offset(MONAS, -10, 50))).toBe(false);
    expect(shape.depth(...offset(MONAS, 50, 190))).toBeCloseTo(10, 0);
    expect(shape.depth(...offset(MONAS, 150, 130))).toBeCloseTo(-30, 0);
  });

  it('ray casting agrees on a concave ring in the plane', () => {
    const xs = Float64Array.from([0, 10, 10, 5, 0]);
    const ys = Float64Array.from([0, 0, 10, 5, 10]);
    expect(ringContains(xs, ys, 5, 2)).toBe(true);
    expect(ringContains(xs, ys, 5, 8)).toBe(false);
    expect(ringContains(xs, ys, 11, 5)).toBe(false);
  });

  it('a corridor holds the points within half its width of its line, caps included', () => {
    const line = [MONAS, offset(MONAS, 0, 1000), offset(MONAS, 1000, 1000)];
    const corridor = watchShape({ type: 'CORRIDOR', points: line, width_m: 100 });
    expect(corridor.contains(...offset(MONAS, 49, 500))).toBe(true);
    expect(corridor.contains(...offset(MONAS, -49, 500))).toBe(true);
    expect(corridor.contains(...offset(MONAS, 51, 500))).toBe(false);
    expect(corridor.contains(...offset(MONAS, 500, 1040))).toBe(true);
    expect(corridor.contains(...offset(MONAS, 0, -45))).toBe(true);
    expect(corridor.contains(...offset(MONAS, 0, -60))).toBe(false);
  });

  it('the bounds of a shape grow by the margin asked', () => {
    const circle = watchShape({ type: 'CIRCLE', center: MONAS, radius_m: 100 });
    const [south, west, north, east] = circle.bounds(50);
    expect(haversineM([south, MONAS[1]], [north, MONAS[1]])).toBeCloseTo(300, 0);
    expect(haversineM([MONAS[0], west], [MONAS[0], east])).toBeCloseTo(300, 0);
  });
});

describe('GEO-7 the hysteresis band', () => {
  it('is 15 m, or a quarter of a small shape', () => {
    expect(bandFor(1000)).toBe(15);
    expect(bandFor(20)).toBe(5);
    expect(watchShape({ type: 'CIRCLE', center: MONAS, radius_m: 20 }).bandM).toBe(5);
  });

  it('a crossing counts only past the band', () => {
    const circle = watchShape({ type: 'CIRCLE', center: MONAS, radius_m: 200 });
    // Just outside the radius but within 15 m: an inside vehicle is still inside.
    expect(circle.crossed(...offset(MONAS, 210, 0), true)).toBe(false);
    expect(circle.crossed(...offset(MONAS, 220, 0), true)).toBe(true);
    // Just inside: an outside vehicle has not entered yet.
    expect(circle.crossed(...offset(MONAS, 190, 0), false)).toBe(false);
    expect(circle.crossed(...offset(MONAS, 180, 0), false)).toBe(true);
    const polygon = watchShape({ type: 'POLYGON', points: square(MONAS, 500) });
    expect(polygon.crossed(...offset(MONAS, 250, -10), true)).toBe(false);
    expect(polygon.crossed(...offset(MONAS, 250, -20), true)).toBe(true);
    expect(polygon.crossed(...offset(MONAS, 250, 10), false)).toBe(false);
    expect(polygon.crossed(...offset(MONAS, 250, 20), false)).toBe(true);
  });
});

describe('SRT-5 the ends of a corridor', () => {
  it('tells a point beyond an end from one beside the line', () => {
    const line = [MONAS, offset(MONAS, 0, 1000)];
    const corridor = new CorridorWatch(line, 50);
    expect(corridor.atEnd(corridor.nearest(...offset(MONAS, 0, 1100)))).toBe(true);
    expect(corridor.atEnd(corridor.nearest(...offset(MONAS, 0, -80)))).toBe(true);
    expect(corridor.atEnd(corridor.nearest(...offset(MONAS, 100, 500)))).toBe(false);
  });

  it('with an index, looks only at the candidate segments', () => {
    const line = [MONAS, offset(MONAS, 0, 1000), offset(MONAS, 0, 2000)];
    const asked: number[] = [];
    const corridor = new CorridorWatch(line, 50, (x) => {
      asked.push(x);
      return x > 1000 ? [1] : [];
    });
    expect(corridor.nearest(...offset(MONAS, 10, 1500)).segment).toBe(1);
    // Nothing near: far off, however far.
    expect(corridor.nearest(...offset(MONAS, 10, 500)).distance).toBe(Infinity);
    expect(asked).toHaveLength(2);
  });

  it('finds the nearest point of a plane path', () => {
    const path = { xs: Float64Array.from([0, 100, 100]), ys: Float64Array.from([0, 0, 100]) };
    expect(pathNearest(path, 50, 10)).toMatchObject({ distance: 10, segment: 0 });
    expect(pathNearest(path, 120, 50)).toMatchObject({ distance: 20, segment: 1 });
  });
});

describe('GEO-3 self-intersection', () => {
  const plane = (points: [number, number][]) => ({
    xs: Float64Array.from(points.map((p) => p[0])),
    ys: Float64Array.from(points.map((p) => p[1])),
  });

  it('finds the crossing of a bow tie and none in a simple ring', () => {
    expect(
      findSelfIntersection(
        plane([
          [0, 0],
          [10, 10],
          [10, 0],
          [0, 10],
        ]),
      ),
    ).toEqual([0, 2]);
    expect(
      findSelfIntersection(
        plane([
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
        ]),
      ),
    ).toBeNull();
    expect(
      findSelfIntersection(
        plane([
          [0, 0],
          [10, 0],
          [10, 10],
          [5, 2],
          [0, 10],
        ]),
      ),
    ).toBeNull();
  });

  it('finds a corner touching another edge, and an edge folding back on its neighbour', () => {
    // The fourth corner lies on the first edge.
    expect(
      findSelfIntersection(
        plane([
          [0, 0],
          [10, 0],
          [10, 10],
          [5, 0],
          [0, 10],
        ]),
      ),
    ).not.toBeNull();
    // A spike: out along the x axis and back over itself.
    expect(
      findSelfIntersection(
        plane([
          [0, 0],
          [10, 0],
          [5, 0],
          [5, 5],
        ]),
      ),
    ).not.toBeNull();
  });

  it('finds a crossing between far-apart edges of a long ring', () => {
    // A circle of 2,000 corners with two of them swapped: their edges cross.
    const n = 2000;
    const points: [number, number][] = Array.from({ length: n }, (_, i) => [
      Math.cos((2 * Math.PI * i) / n) * 1000,
      Math.sin((2 * Math.PI * i) / n) * 1000,
    ]);
    expect(findSelfIntersection(plane(points))).toBeNull();
    const swapped = [...points];
    [swapped[500], swapped[1500]] = [
      swapped[1500] as [number, number],
      swapped[500] as [number, number],
    ];
    expect(findSelfIntersection(plane(swapped))).not.toBeNull();
  });
});
