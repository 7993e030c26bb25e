import { describe, expect, it } from 'vitest';
import { haversineM } from '../../domain/roads/geodesy';
import { CORRIDORS, type Corridor, type LatLngTuple } from '../../domain/roads/network-data';
import { buildRoadGraph } from '../../domain/roads/road-graph';
import {
  MEAN_SPEED_FACTOR,
  RoadTravel,
  classSpeedsAtTime,
  classSpeedsForLevel,
  congestionStepsOf,
  roadPathAt,
  roadTravel,
  roadTravelMatrix,
  type TravelMatrix,
} from './road-matrix';
import { EDGE_CLASS_INDEX, HOUR_MS, classSpeedsKmh } from './traffic';
import { WIB_OFFSET_MS } from '../../domain/wib-time';

const at = (m: TravelMatrix, i: number, j: number, what: 'duration' | 'distance' = 'duration') =>
  m[what][i * m.size + j] ?? NaN;

/** Points around Greater Jakarta: districts, depots and a few stray addresses. */
const JAKARTA: LatLngTuple[] = [
  [-6.2, 106.82],
  [-6.1754, 106.8272],
  [-6.2615, 106.8106],
  [-6.3, 106.85],
  [-6.1383, 106.8636],
  [-6.2383, 106.9756],
  [-6.1783, 106.6319],
  [-6.4025, 106.7942],
  [-6.2088, 106.8456],
  [-6.2297, 106.6894],
  [-6.1214, 106.7741],
  [-6.3373, 106.7537],
];
const SURABAYA: LatLngTuple = [-7.2575, 112.7521];

const slow = { speedsKmh: classSpeedsForLevel('slow'), avoidTolls: false };

/** 08:00 WIB (rush hour) and 02:00 WIB (night) on a day in November 2026. */
const RUSH_MS = Date.UTC(2026, 10, 25, 8) - WIB_OFFSET_MS;
const NIGHT_MS = Date.UTC(2026, 10, 25, 2) - WIB_OFFSET_MS;

/**
 * A small network: an arterial from A (106.80) to B (106.90) along -6.20, and a toll road
 * between the same ends with a detour to the north, so the arterial is shorter but slower...
 * plus a second island far away.
 */
function smallNetwork(): { travel: RoadTravel; a: LatLngTuple; b: LatLngTuple } {
  const a: LatLngTuple = [-6.2, 106.8];
  const b: LatLngTuple = [-6.2, 106.9];
  const corridors: Corridor[] = [
    { id: 'art', name: 'Arterial', region: 'jabodetabek', roadClass: 'arterial', points: [a, b] },
    {
      id: 'toll',
      name: 'Toll',
      region: 'jabodetabek',
      roadClass: 'toll',
      points: [a, [-6.18, 106.85], b],
    },
    {
      id: 'island',
      name: 'Island',
      region: 'surabaya',
      roadClass: 'collector',
      points: [
        [-7.25, 112.7],
        [-7.25, 112.75],
      ],
    },
  ];
  const tollFree = corridors.filter((c) => c.roadClass !== 'toll');
  return {
    travel: new RoadTravel(buildRoadGraph(corridors, []), buildRoadGraph(tollFree, [])),
    a,
    b,
  };
}

describe('road travel speeds (MATRIX-2)', () => {
  it('reads a run traffic level as congestion steps on the arterial band', () => {
    expect(congestionStepsOf('faster')).toBe(-1);
    expect(congestionStepsOf('fast')).toBe(0);
    expect(congestionStepsOf('normal')).toBe(1);
    expect(congestionStepsOf('slow')).toBe(2);
    expect(congestionStepsOf('very_slow')).toBe(3);
  });

  it('expects the moving fleet speeds: the band top of its hour times the mean seeded factor', () => {
    for (const t of [RUSH_MS, NIGHT_MS, RUSH_MS + 3 * HOUR_MS]) {
      const expected = Array.from(classSpeedsKmh(t), (kmh) => kmh * MEAN_SPEED_FACTOR);
      expect(Array.from(classSpeedsAtTime(t))).toEqual(expected);
    }
    // Night is free flow (fast), the rush hours two steps slower (slow).
    expect(Array.from(classSpeedsAtTime(NIGHT_MS))).toEqual(
      Array.from(classSpeedsForLevel('fast')),
    );
    expect(Array.from(classSpeedsAtTime(RUSH_MS))).toEqual(Array.from(classSpeedsForLevel('slow')));
  });
});

describe('road travel matrix (MATRIX-1 ... MATRIX-4)', () => {
  const travel = roadTravel();
  const matrix = travel.matrix(JAKARTA, slow);

  it('is a sane symmetric matrix on the undirected network', () => {
    const n = JAKARTA.length;
    expect(matrix.size).toBe(n);
    expect(matrix.unreachable).toBe(0);
    for (let i = 0; i < n; i++) {
      expect(at(matrix, i, i)).toBe(0);
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const d = at(matrix, i, j, 'distance');
        expect(at(matrix, i, j)).toBeGreaterThan(0);
        expect(at(matrix, i, j)).toBeCloseTo(at(matrix, j, i), 6);
        expect(d).toBeCloseTo(at(matrix, j, i, 'distance'), 6);
        // Roads are never shorter than the straight line between the two points.
        expect(d).toBeGreaterThanOrEqual(
          haversineM(defined(JAKARTA[i]), defined(JAKARTA[j])) - 1e-6,
        );
      }
    }
  });

  it('holds the triangle inequality on shortest paths, node to node and point to point', () => {
    const nodes = [3, 57, 211, 402, 640, 777, 901, 1050].filter((v) => v < travel.nodeCount);
    const rows = new Map(nodes.map((v) => [v, travel.search(v, slow).time]));
    for (const a of nodes)
      for (const b of nodes)
        for (const c of nodes) {
          const ab = defined(rows.get(a))[b] ?? NaN;
          const bc = defined(rows.get(b))[c] ?? NaN;
          const ac = defined(rows.get(a))[c] ?? NaN;
          if (Number.isFinite(ab) && Number.isFinite(bc))
            expect(ac).toBeLessThanOrEqual(ab + bc + 1e-9);
        }
    const n = JAKARTA.length;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++)
        for (let k = 0; k < n; k++)
          expect(at(matrix, i, k)).toBeLessThanOrEqual(at(matrix, i, j) + at(matrix, j, k) + 1e-9);
  });

  it('is never faster avoiding tolls, and changes some pairs', () => {
    const free = travel.matrix(JAKARTA, { ...slow, avoidTolls: true });
    let slower = 0;
    for (let k = 0; k < matrix.duration.length; k++) {
      expect(free.duration[k]).toBeGreaterThanOrEqual((matrix.duration[k] ?? NaN) - 1e-9);
      if ((free.duration[k] ?? 0) > (matrix.duration[k] ?? 0) + 1) slower++;
    }
    expect(slower).toBeGreaterThan(0);
  });

  it('gives 0 between two points at one place and slower times at a slower traffic level', () => {
    const twice = travel.matrix(
      [JAKARTA[0] ?? [0, 0], JAKARTA[0] ?? [0, 0], JAKARTA[3] ?? [0, 0]],
      slow,
    );
    expect(at(twice, 0, 1)).toBe(0);
    expect(at(twice, 1, 0, 'distance')).toBe(0);
    const fast = travel.matrix(JAKARTA, {
      speedsKmh: classSpeedsForLevel('fast'),
      avoidTolls: false,
    });
    for (let k = 0; k < matrix.duration.length; k++)
      expect(fast.duration[k]).toBeLessThanOrEqual((matrix.duration[k] ?? NaN) + 1e-9);
  });

  it('marks pairs no road joins as unreachable (Infinity both ways), not a crash', () => {
    const m = travel.matrix([JAKARTA[0] ?? [0, 0], SURABAYA, JAKARTA[1] ?? [0, 0]], slow);
    expect(m.unreachable).toBe(4);
    expect(at(m, 0, 1)).toBe(Infinity);
    expect(at(m, 1, 2, 'distance')).toBe(Infinity);
    expect(Number.isFinite(at(m, 0, 2))).toBe(true);
    expect(travel.path(JAKARTA[0] ?? [0, 0], SURABAYA, slow)).toBeNull();
  });

  it('is deterministic: a fresh network and a request give the same arrays', () => {
    const points = new Float64Array(JAKARTA.flatMap(([lat, lng]) => [lat, lng]));
    const again = roadTravelMatrix({ points, trafficLevel: 'slow', avoidTolls: false });
    expect(again.duration).toEqual(matrix.duration);
    expect(again.distance).toEqual(matrix.distance);
    const fresh = new RoadTravel(
      buildRoadGraph(),
      buildRoadGraph(CORRIDORS.filter((c) => c.roadClass !== 'toll')),
    ).matrix(JAKARTA, slow);
    expect(fresh.duration).toEqual(matrix.duration);
  });
});

describe('road travel on a small network (MATRIX-1, MATRIX-3)', () => {
  it('takes the faster toll road, keeps off it when avoiding tolls, and snaps to entries', () => {
    const { travel, a, b } = smallNetwork();
    const fast = { speedsKmh: classSpeedsForLevel('fast'), avoidTolls: false };
    const m = travel.matrix([a, b], fast);
    const viaArterial = haversineM(a, b);
    // The toll road is longer than the arterial but faster: 78 vs 62 km/h at free flow.
    expect(at(m, 0, 1, 'distance')).toBeGreaterThan(viaArterial + 1);
    const free = travel.matrix([a, b], { ...fast, avoidTolls: true });
    expect(at(free, 0, 1, 'distance')).toBeCloseTo(viaArterial, 0);
    const arterialKmh = fast.speedsKmh[EDGE_CLASS_INDEX.arterial] ?? NaN;
    expect(at(free, 0, 1)).toBeCloseTo(viaArterial / (arterialKmh / 3.6), 3);
    expect(at(free, 0, 1)).toBeGreaterThan(at(m, 0, 1));
    // A point by the toll road's middle drives to an entry node, never onto the toll road mid-way.
    const nearToll: LatLngTuple = [-6.181, 106.85];
    // (The toll road passes 111 m away; the arterial, the nearest entry, about 2 km.)
    expect(travel.snap(nearToll).accessM).toBeGreaterThan(1000);
    // The other island is unreachable.
    const island = travel.matrix([a, [-7.25, 112.72]], fast);
    expect(island.unreachable).toBe(2);
  });

  it('keeps an arterial that runs under a toll road as its own edge for toll-free routes', () => {
    const a: LatLngTuple = [-6.2, 106.8];
    const b: LatLngTuple = [-6.2, 106.83];
    const corridors: Corridor[] = [
      { id: 't', name: 'T', region: 'jabodetabek', roadClass: 'toll', points: [a, b] },
      { id: 'r', name: 'R', region: 'jabodetabek', roadClass: 'arterial', points: [a, b] },
      {
        id: 'c',
        name: 'C',
        region: 'jabodetabek',
        roadClass: 'collector',
        points: [a, [-6.23, 106.815], b],
      },
    ];
    const free = corridors.filter((c) => c.roadClass !== 'toll');
    const fast = { speedsKmh: classSpeedsForLevel('fast'), avoidTolls: true };
    const withBelow = new RoadTravel(buildRoadGraph(corridors, []), buildRoadGraph(free, []));
    const without = new RoadTravel(buildRoadGraph(corridors, []));
    const straight = haversineM(a, b);
    expect(at(withBelow.matrix([a, b], fast), 0, 1, 'distance')).toBeCloseTo(straight, 0);
    // Without the road below, the toll-free way is the collector's detour.
    expect(at(without.matrix([a, b], fast), 0, 1, 'distance')).toBeGreaterThan(straight + 100);
  });
});

describe('roadPathAt (MATRIX-5)', () => {
  const from = JAKARTA[1] ?? [0, 0];
  const to = JAKARTA[7] ?? [0, 0];

  it('gives the polyline, time and distance the matrix gives the pair at that hour', () => {
    const path = defined(roadPathAt(from, to, RUSH_MS));
    expect(path.points[0]).toEqual(from);
    expect(path.points[path.points.length - 1]).toEqual(to);
    let length = 0;
    for (let i = 1; i < path.points.length; i++)
      length += haversineM(defined(path.points[i - 1]), defined(path.points[i]));
    expect(path.distanceM).toBeCloseTo(length, 3);
    // Each segment's class times its length at that class's speed is the path's time.
    const speeds = classSpeedsAtTime(RUSH_MS);
    expect(path.segmentClass).toHaveLength(path.points.length - 1);
    let seconds = 0;
    path.segmentClass.forEach((cls, i) => {
      const metres = haversineM(defined(path.points[i]), defined(path.points[i + 1]));
      seconds += metres / ((speeds[cls] ?? NaN) / 3.6);
    });
    expect(path.durationS).toBeCloseTo(seconds, 0);
    const m = roadTravel().matrix([from, to], {
      speedsKmh: classSpeedsAtTime(RUSH_MS),
      avoidTolls: false,
    });
    expect(path.durationS).toBeCloseTo(at(m, 0, 1), 6);
    expect(path.distanceM).toBeCloseTo(at(m, 0, 1, 'distance'), 6);
  });

  it('is faster at night than in the rush hour, and never faster avoiding tolls', () => {
    const rush = defined(roadPathAt(from, to, RUSH_MS));
    const night = defined(roadPathAt(from, to, NIGHT_MS));
    expect(night.durationS).toBeLessThan(rush.durationS);
    const free = defined(roadPathAt(from, to, RUSH_MS, { avoidTolls: true }));
    expect(free.durationS).toBeGreaterThanOrEqual(rush.durationS - 1e-9);
  });

  it('is empty between a point and itself', () => {
    expect(roadPathAt(from, from, RUSH_MS)).toEqual({
      points: [from, from],
      segmentClass: [EDGE_CLASS_INDEX.access],
      durationS: 0,
      distanceM: 0,
    });
  });
});

function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}
