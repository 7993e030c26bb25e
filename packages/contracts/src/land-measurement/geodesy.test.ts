import { describe, expect, it } from 'vitest';
import { LAND_MEASUREMENT_ERROR_REASONS as R } from './error-reasons';
import { checkBoundary, landFigures, lineLengthM, measureRing } from './geodesy';
import type { LatLng } from '../geofences/geometry';

/**
 * LAND-1 against values computed independently: the closed-form area of a quadrangle between
 * two parallels and two meridians on the WGS84 ellipsoid (the authalic integral), and the
 * published test values of GeographicLib's planimeter (Karney, geographiclib-js tests).
 */
const A = 6_378_137;
const F = 1 / 298.257223563;
const B = A * (1 - F);
const E = Math.sqrt(F * (2 - F));
const RAD = Math.PI / 180;

/** Area between the equator and latitude φ per radian of longitude, m². */
function zoneArea(latDeg: number): number {
  const s = Math.sin(latDeg * RAD);
  return ((B * B) / 2) * (s / (1 - E * E * s * s) + Math.log((1 + E * s) / (1 - E * s)) / (2 * E));
}

/** The area of the quadrangle [south, north] x [west, east] bounded by parallels, m². */
function quadrangleArea(south: number, west: number, north: number, east: number): number {
  return (east - west) * RAD * (zoneArea(north) - zoneArea(south));
}

const relative = (a: number, b: number) => Math.abs(a - b) / b;

describe('LAND-1: area and perimeter on the WGS84 ellipsoid', () => {
  it('a 1° x 1° cell at the equator: within 0.005 % of the parallels quadrangle', () => {
    // Its northern edge is a geodesic, not the parallel: it bows a few metres poleward, which
    // is about 2.5e-5 of the area.
    const cell: LatLng[] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ];
    const { areaM2, perimeterM } = measureRing(cell);
    const expected = quadrangleArea(0, 0, 1, 1);
    expect(expected).toBeCloseTo(12_308_463_894, -1);
    expect(relative(areaM2, expected)).toBeLessThan(5e-5);
    // The equator edge is a·Δλ; a meridian degree from the equator is 110,574.389 m.
    const equatorEdge = A * RAD;
    const meridianDegree = 110_574.389;
    const northEdge = lineLengthM([
      [1, 0],
      [1, 1],
    ]);
    expect(lineLengthM(cell.slice(0, 2))).toBeCloseTo(equatorEdge, 3);
    expect(lineLengthM(cell.slice(1, 3))).toBeCloseTo(meridianDegree, 2);
    expect(perimeterM).toBeCloseTo(equatorEdge + 2 * meridianDegree + northEdge, 2);
  });

  it('a plantation block near Pekanbaru (2 km x 1.5 km): within 1e-6 of the closed form', () => {
    const [south, west, north, east] = [0.5, 101.4, 0.5135, 101.418];
    const block: LatLng[] = [
      [south, west],
      [south, east],
      [north, east],
      [north, west],
    ];
    const { areaM2 } = measureRing(block);
    const expected = quadrangleArea(south, west, north, east);
    expect(relative(areaM2, expected)).toBeLessThan(1e-6);
    // About 300 ha.
    expect(landFigures(block).areaHa).toBeCloseTo(expected / 10_000, 2);
  });

  it("Karney's published planimeter values", () => {
    const diamond = measureRing([
      [0, -1],
      [-1, 0],
      [0, 1],
      [1, 0],
    ]);
    expect(diamond.perimeterM).toBeCloseTo(627_598.2731, 3);
    expect(diamond.areaM2).toBeCloseTo(24_619_419_146, -1);
    const polar = measureRing([
      [89, 0],
      [89, 90],
      [89, 180],
      [89, 270],
    ]);
    expect(polar.perimeterM).toBeCloseTo(631_819.8745, 3);
    expect(polar.areaM2).toBeCloseTo(24_952_305_678, -1);
    const octant = measureRing([
      [90, 0],
      [0, 0],
      [0, 90],
    ]);
    expect(octant.perimeterM).toBeCloseTo(30_022_685, -1);
    expect(octant.areaM2).toBeCloseTo(63_758_202_715_511, -1);
  });

  it('is the same either way round, and from any first corner', () => {
    const ring: LatLng[] = [
      [-0.95, 116.9],
      [-0.95, 116.93],
      [-0.93, 116.935],
      [-0.92, 116.91],
    ];
    const a = measureRing(ring).areaM2;
    expect(measureRing([...ring].reverse()).areaM2).toBeCloseTo(a, 3);
    expect(measureRing([...ring.slice(2), ...ring.slice(0, 2)]).areaM2).toBeCloseTo(a, 3);
  });
});

describe('LAND-3: the figures as stored', () => {
  it('rounds square metres and metres to 0.1 and hectares to 4 decimals', () => {
    const figures = landFigures([
      [0.5, 101.4],
      [0.5, 101.402],
      [0.502, 101.402],
      [0.502, 101.4],
    ]);
    expect(figures.vertexCount).toBe(4);
    expect(figures.areaM2 * 10).toBe(Math.round(figures.areaM2 * 10));
    expect(figures.areaHa).toBeCloseTo(figures.areaM2 / 10_000, 4);
    expect(figures.perimeterM * 10).toBe(Math.round(figures.perimeterM * 10));
  });
});

describe('LAND-2: what boundary is refused', () => {
  const square: LatLng[] = [
    [-2, 113],
    [-2, 113.001],
    [-1.999, 113.001],
    [-1.999, 113],
  ];

  it('takes a ring closed or not, and drops repeated corners', () => {
    const open = checkBoundary(square);
    const closed = checkBoundary([...square, square[0]]);
    const doubled = checkBoundary([square[0], ...square]);
    expect(open.ok && closed.ok && doubled.ok).toBe(true);
    if (open.ok && closed.ok) {
      expect(closed.ring).toEqual(open.ring);
      expect(open.figures.vertexCount).toBe(4);
    }
  });

  it('refuses fewer than 3 distinct corners', () => {
    const check = checkBoundary([square[0], square[1], square[0], square[1]]);
    expect(check).toEqual({
      ok: false,
      problem: { reason: R.landBoundaryTooFewPoints, params: { count: 2, min: 3 } },
    });
  });

  it('refuses a boundary whose edges cross (a bow tie), naming the edges', () => {
    const check = checkBoundary([square[0], square[2], square[1], square[3]]);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem.reason).toBe(R.landBoundarySelfIntersecting);
  });

  it('refuses corners on one line: no area', () => {
    const check = checkBoundary([
      [0, 100],
      [0, 100.001],
      [0, 100.002],
    ]);
    expect(check).toEqual({
      ok: false,
      problem: { reason: R.landBoundaryNoArea, params: { min: 1 } },
    });
  });

  it('refuses a point off the Earth, numbered from 1', () => {
    const check = checkBoundary([square[0], [91, 113], square[2]]);
    expect(check).toEqual({
      ok: false,
      problem: { reason: R.landBoundaryBadCoordinate, params: { index: 2 } },
    });
  });

  it('refuses too many points by their count before reading them', () => {
    const many = Array.from({ length: 2_002 }, () => 'not a point');
    const check = checkBoundary(many);
    expect(check).toEqual({
      ok: false,
      problem: { reason: R.landBoundaryTooManyPoints, params: { count: 2_002, max: 2_000 } },
    });
  });
});
