/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan } from './dev/check';
import { evaluatePlan } from './evaluate';
import { buildModel } from './model';
import { solve } from './solve';
import { arbProblem, lineProblem } from './test-helpers';
import type { Problem, TimedTravel, TravelMatrixBand } from './types';
import { validateProblem } from './validate';

/** A problem's Euclidean travel as a matrix, every time multiplied by `slow`. */
function euclidMatrix(problem: Problem, slow = 1): TravelMatrixBand {
  const pts = [problem.depot, ...problem.orders.map((o) => o.point)];
  const size = pts.length;
  const distance = new Float64Array(size * size);
  const duration = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) {
      const d = Math.hypot(pts[i]!.x - pts[j]!.x, pts[i]!.y - pts[j]!.y);
      distance[i * size + j] = d;
      duration[i * size + j] = d * slow;
    }
  return { distance, duration };
}

describe('timed travel: per vehicle and per departure band', () => {
  // Depot at 0, orders at 10 and 20 on a line. Matrix 0 is the plain line; matrix 1 takes five
  // times as long (a detour around a closed road).
  const base = lineProblem([10, 20], { roundTrip: false });
  const plain = euclidMatrix(base);
  const detour = euclidMatrix(base, 5);
  const timed = (vehicles: TimedTravel['vehicles']): Problem => ({
    ...base,
    vehicles: vehicles.map((_, k) => ({ id: `v${k}`, shiftStart: 0, shiftEnd: 1000 })),
    travel: { kind: 'timed', size: 3, matrices: [plain, detour], vehicles },
  });

  it('plans each vehicle on the slowest band of its shift, and vehicles on other bands apart', () => {
    const problem = timed([
      { start: [0, 100], matrix: [1, 0] },
      { start: [0], matrix: [0] },
    ]);
    expect(validateProblem(problem)).toEqual([]);
    const model = buildModel(problem);
    // Visit nodes 1 and 2 are the orders; 0 -> 1 is 10 plain, 50 on the detour.
    expect(model.durOf[0]![1]).toBe(50);
    expect(model.durOf[1]![1]).toBe(10);
    expect(model.travelId[0]).not.toBe(model.travelId[1]);
    expect(model.vtype[0]).not.toBe(model.vtype[1]);
    // A band that ends before the shift starts does not count.
    const late = buildModel({
      ...timed([{ start: [0, 100], matrix: [1, 0] }]),
      vehicles: [{ id: 'v0', shiftStart: 200, shiftEnd: 1000 }],
    });
    expect(late.durOf[0]![1]).toBe(10);
  });

  it('times each leg by the band it leaves in', () => {
    // One vehicle, detour until 30, plain after: the first leg leaves at 0 (detour: 50), the
    // second at 50 (plain: 10).
    const problem = timed([{ start: [0, 30], matrix: [1, 0] }]);
    const plan = solve(problem, { maxIterations: 200, seed: 1 });
    expect(plan.unassigned).toEqual([]);
    const [route] = plan.routes;
    expect(route!.stops.map((s) => s.arrival)).toEqual([50, 60]);
    expect(route!.distance).toBe(20);
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('evaluates a fixed plan (a moved point) by band too, and flags what the bands make late', () => {
    const problem = timed([{ start: [0, 30], matrix: [1, 0] }]);
    const ev = evaluatePlan(problem, { routes: [{ vehicle: 0, visits: [[0], [1]] }] });
    expect(ev.violations).toEqual([]);
    expect(ev.routes[0]!.stops.map((s) => s.arrival)).toEqual([50, 60]);
    expect(ev.routes[0]!.distance).toBe(20);
    // The other way round the first leg (0 -> 20) leaves in the detour band: 100, then 10 back.
    const tight: Problem = {
      ...problem,
      orders: problem.orders.map((o) => ({ ...o, timeWindow: { start: 0, end: 60 } })),
    };
    const late = evaluatePlan(tight, { routes: [{ vehicle: 0, visits: [[1], [0]] }] });
    expect(late.routes[0]!.stops.map((s) => s.arrival)).toEqual([100, 110]);
    expect(late.violations.map((v) => v.code)).toEqual(['time_window', 'time_window']);
  });

  it('gives a tight order to the vehicle whose roads are open at that time', () => {
    const problem: Problem = {
      ...timed([
        { start: [0], matrix: [1] },
        { start: [0], matrix: [0] },
      ]),
      orders: base.orders.map((o) => ({ ...o, timeWindow: { start: 0, end: 15 } })),
    };
    const plan = solve(problem, { maxIterations: 500, seed: 3 });
    expect(plan.unassigned.map((u) => u.order)).toEqual([1]);
    expect(plan.routes.map((r) => r.vehicle)).toEqual([1]);
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('refuses a band table that does not fit the problem', () => {
    const bad = timed([{ start: [0, 0], matrix: [0, 2] }]);
    const paths = validateProblem({ ...bad, vehicles: [...bad.vehicles, bad.vehicles[0]!] }).map(
      (i) => i.path,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'travel.vehicles',
        'travel.vehicles[0].start[1]',
        'travel.vehicles[0].matrix[1]',
      ]),
    );
  });

  it('every plan is feasible when its legs are timed by their bands (checked independently, and re-evaluated)', () => {
    fc.assert(
      fc.property(
        arbProblem({ maxOrders: 7 }),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 3, maxLength: 3 }),
        (problem, cuts) => {
          const mats = [
            euclidMatrix(problem),
            euclidMatrix(problem, 1.5),
            euclidMatrix(problem, 3),
          ];
          const starts = [0, ...[...new Set(cuts)].sort((a, b) => a - b)];
          const travel: TimedTravel = {
            kind: 'timed',
            size: problem.orders.length + 1,
            matrices: mats,
            vehicles: problem.vehicles.map((_, k) => ({
              start: starts,
              matrix: starts.map((_, b) => (b + k) % mats.length),
            })),
          };
          const timedProblem = { ...problem, travel };
          const plan = solve(timedProblem, { maxIterations: 150, seed: 7 });
          expect(checkPlan(timedProblem, plan)).toEqual([]);
          // The same plan as a fixed one (a move's re-timing) breaks nothing either.
          const fixed = {
            routes: plan.routes.map((r) => ({
              vehicle: r.vehicle,
              visits: r.stops.map((stop) => stop.orders),
            })),
            unassigned: plan.unassigned,
          };
          expect(evaluatePlan(timedProblem, fixed).violations).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 29 },
    );
  });
});
