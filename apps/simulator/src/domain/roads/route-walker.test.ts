import { describe, expect, it } from 'vitest';
import { haversineM } from './geodesy';
import type { LatLngTuple } from './network-data';
import {
  cumulativeLengthsM,
  positionAlong,
  positionAlongInto,
  headingSlots,
  type RoutePoint,
} from './route-walker';

// Monas north 1.1 km, then east 1.1 km.
const ROUTE: LatLngTuple[] = [
  [-6.18, 106.82],
  [-6.17, 106.82],
  [-6.17, 106.83],
];

describe('route walker', () => {
  it('ROAD-8 at 0 the position is the start, at the full length the end; beyond is clamped', () => {
    const total = cumulativeLengthsM(ROUTE).at(-1) ?? 0;
    expect(positionAlong(ROUTE, 0).position).toEqual(ROUTE[0]);
    expect(positionAlong(ROUTE, total).position).toEqual(ROUTE[2]);
    expect(positionAlong(ROUTE, -50).position).toEqual(ROUTE[0]);
    expect(positionAlong(ROUTE, total + 500).position).toEqual(ROUTE[2]);
  });

  it('ROAD-8 positions interpolate along the segment, and the distance driven matches', () => {
    const first = haversineM(ROUTE[0] ?? [0, 0], ROUTE[1] ?? [0, 0]);
    const half = positionAlong(ROUTE, first / 2).position;
    expect(half[0]).toBeCloseTo(-6.175, 6);
    expect(half[1]).toBeCloseTo(106.82, 6);
    const later = positionAlong(ROUTE, first + 300).position;
    expect(haversineM(ROUTE[1] ?? [0, 0], later)).toBeCloseTo(300, 0);
  });

  it('ROAD-8 heading points along the segment: north on the first, east on the second', () => {
    expect(positionAlong(ROUTE, 10).headingDeg).toBeCloseTo(0, 3);
    const first = haversineM(ROUTE[0] ?? [0, 0], ROUTE[1] ?? [0, 0]);
    expect(positionAlong(ROUTE, first + 10).headingDeg).toBeCloseTo(90, 1);
    const back: LatLngTuple[] = [...ROUTE].reverse();
    expect(positionAlong(back, 10).headingDeg).toBeCloseTo(270, 1);
    expect(positionAlong(back, first + 10).headingDeg).toBeCloseTo(180, 3);
  });

  it('ROAD-8 repeated points and one-point routes do not break position or heading', () => {
    const doubled: LatLngTuple[] = [
      ROUTE[0] ?? [0, 0],
      ROUTE[0] ?? [0, 0],
      ROUTE[1] ?? [0, 0],
      ROUTE[1] ?? [0, 0],
    ];
    expect(positionAlong(doubled, 0).headingDeg).toBeCloseTo(0, 3);
    const total = cumulativeLengthsM(doubled).at(-1) ?? 0;
    expect(positionAlong(doubled, total)).toEqual({
      position: ROUTE[1],
      headingDeg: expect.closeTo(0, 3),
    });
    expect(positionAlong([[-6.2, 106.8]], 100)).toEqual({ position: [-6.2, 106.8], headingDeg: 0 });
  });

  it('ROAD-8 positionAlongInto answers what positionAlong does, in place, ends and repeats too', () => {
    const routes: LatLngTuple[][] = [
      ROUTE,
      [...ROUTE].reverse(),
      [
        [-6.18, 106.82],
        [-6.18, 106.82],
        [-6.17, 106.82],
        [-6.17, 106.82],
        [-6.17, 106.83],
      ],
      [
        [-6.18, 106.82],
        [-6.17, 106.82],
        [-6.17, 106.82],
      ],
      [[-6.18, 106.82]],
    ];
    const out: RoutePoint = { lat: 0, lng: 0, headingDeg: 0 };
    for (const route of routes) {
      const cumulative = cumulativeLengthsM(route);
      const headings = headingSlots(route);
      const total = cumulative.at(-1) ?? 0;
      const distances = [-10, 0, total / 3, total / 2, cumulative[1] ?? 0, total, total + 10];
      // Twice each: the second call reads the headings it remembered.
      for (const d of [...distances, ...distances]) {
        const expected = positionAlong(route, d, cumulative);
        // Without a hint, and with every hint, right or wrong.
        for (let hint = -1; hint < route.length + 1; hint++) {
          positionAlongInto(route, d, cumulative, out, headings, hint);
          expect([out.lat, out.lng, out.headingDeg]).toEqual([
            expected.position[0],
            expected.position[1],
            expected.headingDeg,
          ]);
        }
      }
    }
  });
});
