/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPATIAL_FROM, buildModel, durAt, travelBetween } from './model';
import { lineProblem } from './test-helpers';
import type { Problem } from './types';

const cloud = (points: readonly [number, number][], haversine: boolean): Problem => ({
  ...lineProblem([]),
  depot: haversine ? { x: 106.8, y: -6.2 } : { x: 0, y: 0 },
  orders: points.map(([x, y], i) => ({
    id: String(i),
    point: haversine ? { x: 106.7 + x / 1000, y: -6.3 + y / 1000 } : { x, y },
    serviceTime: 0,
    weight: 0,
    volume: 0,
    priority: 'high' as const,
  })),
  travel: haversine
    ? { kind: 'haversine', detourFactor: 1.3, speedMetresPerSecond: 8 }
    : { kind: 'euclidean' },
});

describe('buildModel', () => {
  it('lists each visit’s nearest visits in order, and fills both triangles of the matrix', () => {
    const pt = fc.tuple(
      fc.double({ min: 0, max: 300, noNaN: true }),
      fc.double({ min: 0, max: 300, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(pt, { minLength: 2, maxLength: 130 }),
        fc.boolean(),
        (points, haversine) => {
          const problem = cloud(points, haversine);
          const model = buildModel(problem);
          const { n, size, kNear, near, dist } = model;
          for (let i = 0; i < size; i++) {
            for (let j = 0; j < size; j++) {
              const a = i === 0 ? problem.depot : problem.orders[i - 1]!.point;
              const b = j === 0 ? problem.depot : problem.orders[j - 1]!.point;
              let d = Math.hypot(a.x - b.x, a.y - b.y);
              if (haversine) {
                const r = Math.PI / 180;
                const h =
                  Math.sin(((b.y - a.y) * r) / 2) ** 2 +
                  Math.cos(a.y * r) * Math.cos(b.y * r) * Math.sin(((b.x - a.x) * r) / 2) ** 2;
                d = 2 * 6371008.8 * Math.asin(Math.sqrt(h)) * 1.3;
              }
              expect(dist[i * size + j]).toBeCloseTo(d, 6);
            }
          }
          expect(kNear).toBe(Math.min(n - 1, 100));
          for (let i = 1; i <= n; i++) {
            const row = Array.from(near.subarray(i * kNear, (i + 1) * kNear));
            const keys = row.map((j) => dist[i * size + j]!);
            expect(new Set(row).size).toBe(kNear);
            expect(row).not.toContain(i);
            for (let t = 1; t < kNear; t++)
              expect(keys[t]!).toBeGreaterThanOrEqual(keys[t - 1]! - 1e-6);
            // Nothing left out is nearer than the farthest listed.
            if (kNear > 0) {
              for (let j = 1; j <= n; j++) {
                if (j !== i && !row.includes(j)) {
                  expect(dist[i * size + j]!).toBeGreaterThanOrEqual(keys[kNear - 1]! - 1e-6);
                }
              }
            }
          }
        },
      ),
      { numRuns: 60, seed: 20261204 },
    );
  });

  it('numbers a large instance’s visits in space: each order once, the travel’s distances', () => {
    // A scattered cloud in input order (a multiplicative hash spreads the points).
    const count = SPATIAL_FROM + 50;
    const points: [number, number][] = Array.from({ length: count }, (_, i) => [
      ((i * 7919) % 1009) * 0.29,
      ((i * 104729) % 997) * 0.3,
    ]);
    for (const haversine of [false, true]) {
      const problem = cloud(points, haversine);
      const model = buildModel(problem);
      const travel = travelBetween(problem);
      const { n, size, dist, near, kNear, visitOrders, pointOf } = model;
      expect(n).toBe(count);
      const seen = new Set<number>();
      for (let node = 1; node <= n; node++) {
        expect(visitOrders[node]).toHaveLength(1);
        const order = visitOrders[node]![0]!;
        seen.add(order);
        expect(pointOf[node]).toBe(order + 1);
      }
      expect(seen.size).toBe(count);
      for (let i = 0; i < size; i += 7) {
        for (let j = 0; j < size; j += 3) {
          const d = travel.distance(pointOf[i]!, pointOf[j]!);
          expect(dist[i * size + j]).toBeCloseTo(d, 6);
        }
      }
      // Near visits have near numbers: a visit's nearest one is mostly within a few percent of
      // the numbering (input order here would put it anywhere).
      const gaps = Array.from({ length: n }, (_, i) => Math.abs(near[(i + 1) * kNear]! - (i + 1)));
      gaps.sort((a, b) => a - b);
      expect(gaps[Math.floor(n / 2)]!).toBeLessThan(n / 20);
    }
  });

  it('reads cost and travel time from the visit’s row exactly when it says the matrix allows it', () => {
    // Large enough for the row reads of travel time (`SPATIAL_FROM` visits and more).
    const points: [number, number][] = Array.from({ length: SPATIAL_FROM + 10 }, (_, i) => [
      ((i * 7919) % 1009) * 0.29,
      ((i * 104729) % 997) * 0.3,
    ]);
    for (const haversine of [false, true]) {
      const base = cloud(points, haversine);
      const orders = base.orders.map((o, i) => ({ ...o, serviceTime: (i % 5) * 60 }));
      const cases: [string, Problem, boolean][] = [
        ['round trips', { ...base, orders }, true],
        ['open routes', { ...base, orders, roundTrip: false }, false],
        ['service per address', { ...base, orders, serviceTimePerOrder: false }, false],
        ['few visits', { ...base, orders: orders.slice(0, 40) }, false],
      ];
      for (const [name, problem, rowTimes] of cases) {
        const model = buildModel(problem);
        const { size, cost, dist, dur, svc, durSpeed, pointOf } = model;
        const { time } = travelBetween(problem);
        expect(model.costSymmetric, name).toBe(problem.roundTrip);
        expect(durSpeed > 0, name).toBe(rowTimes);
        // No `dur` matrix when the time is computed from `dist`.
        expect(dur.length, name).toBe(durSpeed > 0 ? 0 : size * size);
        let wrong = 0;
        for (let i = 0; i < size; i++) {
          for (let j = 0; j < size; j++) {
            if (model.costSymmetric && cost[j * size + i] !== cost[i * size + j]) wrong++;
            if (i === j) continue;
            // Below `SPATIAL_FROM` on round trips the matrix is still there, filled by its own
            // function for haversine travel: the same values.
            if (
              name === 'few visits' &&
              dur[i * size + j] !== svc[i]! + time(pointOf[i]!, pointOf[j]!)
            )
              wrong++;
            if (durSpeed === 0) continue;
            // Both reads of the time from `dist` (row i, and j's row for the insertion check)
            // give the general model's service plus travel, to the bit.
            const want = svc[i]! + time(pointOf[i]!, pointOf[j]!);
            if (durAt(model, dur, i, j) !== want) wrong++;
            if (svc[i]! + dist[j * size + i]! / durSpeed !== want) wrong++;
          }
        }
        expect(wrong, name).toBe(0);
      }
    }
  });
});
