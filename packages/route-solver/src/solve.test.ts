/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan } from './dev/check';
import { solve } from './solve';
import { arbProblem, largeDay, lineProblem, orderIdsOf } from './test-helpers';
import type { Problem } from './types';

describe('solve: hand-made cases with a known optimum', () => {
  it('visits a line out and back on a round trip, and stops at the far end on an open route', () => {
    const round = solve(lineProblem([3, 1, 2]), { maxIterations: 200 });
    expect(round.distance).toBeCloseTo(6, 9);
    expect(round.vehicles).toBe(1);
    const open = solve(lineProblem([3, 1, 2], { roundTrip: false }), { maxIterations: 200 });
    expect(open.distance).toBeCloseTo(3, 9);
    expect(orderIdsOf(lineProblem([3, 1, 2]), open.routes[0]!.stops)).toEqual(['2', '3', '1']);
    expect(open.routes[0]!.end).toBeCloseTo(3, 9);
  });

  it('places the break where the plan stays feasible', () => {
    const problem: Problem = {
      ...lineProblem([10, 20]),
      orders: [
        { ...lineProblem([10]).orders[0]!, id: 'a', timeWindow: { start: 0, end: 100 } },
        { ...lineProblem([20]).orders[0]!, id: 'b', timeWindow: { start: 30, end: 35 } },
      ],
      vehicles: [
        {
          id: 'v',
          shiftStart: 0,
          shiftEnd: 1000,
          break: { earliestStart: 10, latestStart: 15, duration: 10 },
        },
      ],
    };
    const sol = solve(problem, { maxIterations: 100 });
    expect(sol.unassigned).toEqual([]);
    const route = sol.routes[0]!;
    expect(orderIdsOf(problem, route.stops)).toEqual(['a', 'b']);
    expect(route.break).toEqual({ start: 10, afterStop: 1 });
    expect(route.stops[1]!.start).toBe(30);
    expect(route.end).toBe(50);
    expect(checkPlan(problem, sol)).toEqual([]);
  });

  it('leaves an order out with the reason that stops it', () => {
    const base = lineProblem([10]);
    const one = (over: Partial<Problem['orders'][number]>, vehicle = base.vehicles[0]!) =>
      solve(
        {
          ...base,
          orders: [{ ...base.orders[0]!, priority: 'regular', ...over }],
          vehicles: [vehicle],
        },
        { maxIterations: 20 },
      ).unassigned;
    expect(one({ weight: 11 }, { ...base.vehicles[0]!, capacityWeight: 10 })).toEqual([
      { order: 0, reason: 'capacity_weight' },
    ]);
    expect(one({ volume: 3 }, { ...base.vehicles[0]!, capacityVolume: 2 })).toEqual([
      { order: 0, reason: 'capacity_volume' },
    ]);
    expect(one({ timeWindow: { start: 0, end: 5 } })).toEqual([
      { order: 0, reason: 'time_window' },
    ]);
    expect(one({ point: { x: 600, y: 0 } })).toEqual([{ order: 0, reason: 'shift_end' }]);
    expect(
      one(
        { timeWindow: { start: 0, end: 12 } },
        { ...base.vehicles[0]!, break: { earliestStart: 0, latestStart: 0, duration: 5 } },
      ),
    ).toEqual([{ order: 0, reason: 'break' }]);
  });

  it('fills a vehicle exactly to a decimal capacity (0.1 + 0.2 + 0.3 is 0.6000000000000001)', () => {
    const base = lineProblem([1, 2, 3]);
    const problem: Problem = {
      ...base,
      orders: base.orders.map((o, i) => ({ ...o, volume: [0.1, 0.2, 0.3][i]! })),
      vehicles: [{ id: 'v', capacityVolume: 0.6, shiftStart: 0, shiftEnd: 6 }],
    };
    const sol = solve(problem, { maxIterations: 50 });
    expect(sol.unassigned).toEqual([]);
    expect(sol.routes[0]!.end).toBe(6);
    expect(checkPlan(problem, sol)).toEqual([]);
  });

  it('serves a high-priority order before cheaper regular ones', () => {
    const base = lineProblem([1, 2, 30]);
    const problem: Problem = {
      ...base,
      orders: base.orders.map((o, i) => ({ ...o, priority: i === 2 ? 'high' : 'regular' })),
      vehicles: [{ id: 'v', capacityWeight: 2, shiftStart: 0, shiftEnd: 1000 }],
    };
    const sol = solve(problem, { maxIterations: 300 });
    const served = sol.routes.flatMap((r) => orderIdsOf(problem, r.stops));
    expect(served).toContain('3');
    expect(served).toHaveLength(2);
    expect(sol.unassigned).toHaveLength(1);
    expect(sol.unassigned[0]!.reason).toBe('capacity_weight');
    // The best plan with the far order: it and the nearer regular one (60 there and back).
    expect(sol.distance).toBeCloseTo(60, 9);
  });

  it('puts everything on one vehicle for the vehicles objective and spreads for distance', () => {
    // Two orders in opposite directions: one vehicle (out and back twice) costs the same
    // distance as two, so the vehicles objective must end on one.
    const problem = lineProblem([5, -5], {
      vehicles: [
        { id: 'a', shiftStart: 0, shiftEnd: 1000 },
        { id: 'b', shiftStart: 0, shiftEnd: 1000 },
      ],
      objective: 'vehicles',
    });
    const sol = solve(problem, { maxIterations: 300 });
    expect(sol.vehicles).toBe(1);
    expect(sol.distance).toBeCloseTo(20, 9);
  });

  it('serves orders at one address on one visit when grouped, taking the service once per address', () => {
    const base = lineProblem([4, 4, 8]);
    const problem: Problem = {
      ...base,
      orders: base.orders.map((o, i) => ({ ...o, serviceTime: [5, 7, 1][i]! })),
      groupOrders: true,
      serviceTimePerOrder: false,
    };
    const sol = solve(problem, { maxIterations: 100 });
    const route = sol.routes[0]!;
    expect(route.stops.map((s) => s.orders.length).sort()).toEqual([1, 2]);
    const grouped = route.stops.find((s) => s.orders.length === 2)!;
    expect(grouped.departure - grouped.start).toBe(7);
    expect(route.duration).toBe(16 + 7 + 1);
    expect(checkPlan(problem, sol)).toEqual([]);
  });
});

describe('solve: travel matrices and the duration objective', () => {
  // Going 0-1-2-0 is short in distance and long in time; 0-2-1-0 the other way round.
  const d = [0, 1, 5, 5, 0, 1, 1, 5, 0];
  const t = [0, 5, 1, 1, 0, 5, 5, 1, 0];
  const problem = (objective: Problem['objective']): Problem => ({
    ...lineProblem([7, 9]),
    objective,
    travel: {
      kind: 'matrix',
      size: 3,
      distance: Float64Array.from(d),
      duration: Float64Array.from(t),
    },
  });

  it('follows the distance matrix for the distance objective', () => {
    const sol = solve(problem('distance'), { maxIterations: 50 });
    expect(orderIdsOf(problem('distance'), sol.routes[0]!.stops)).toEqual(['1', '2']);
    expect(sol.distance).toBe(3);
    expect(sol.duration).toBe(15);
  });

  it('follows the duration matrix for the duration objective', () => {
    const sol = solve(problem('duration'), { maxIterations: 50 });
    expect(orderIdsOf(problem('duration'), sol.routes[0]!.stops)).toEqual(['2', '1']);
    expect(sol.distance).toBe(15);
    expect(sol.duration).toBe(3);
  });

  it('leaves an order the matrix cannot reach out as unreachable', () => {
    const inf = Infinity;
    const sol = solve(
      {
        ...problem('distance'),
        orders: problem('distance').orders.map((o) => ({ ...o, priority: 'regular' as const })),
        travel: {
          kind: 'matrix',
          size: 3,
          distance: Float64Array.from([0, 1, inf, 1, 0, inf, inf, inf, 0]),
          duration: Float64Array.from([0, 1, inf, 1, 0, inf, inf, inf, 0]),
        },
      },
      { maxIterations: 50 },
    );
    expect(sol.unassigned).toEqual([{ order: 1, reason: 'unreachable' }]);
    expect(sol.distance).toBe(2);
  });

  it('travels great circles for haversine (1 degree of latitude = 111.2 km)', () => {
    const sol = solve(
      {
        ...lineProblem([0]),
        orders: [{ ...lineProblem([0]).orders[0]!, point: { x: 0, y: 1 } }],
        travel: { kind: 'haversine', detourFactor: 1, speedMetresPerSecond: 10 },
        vehicles: [{ id: 'v', shiftStart: 0, shiftEnd: 100_000 }],
      },
      { maxIterations: 10 },
    );
    expect(sol.distance / 2).toBeCloseTo(111_195, -1);
    expect(sol.duration).toBeCloseTo(sol.distance / 10, 6);
  });
});

describe('solve: search control', () => {
  const problem = (): Problem => {
    const base = lineProblem([]);
    let s = 12345;
    const rnd = () => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return (s >>> 8) / 16777216;
    };
    return {
      ...base,
      orders: Array.from({ length: 40 }, (_, i) => ({
        id: String(i),
        point: { x: Math.round(rnd() * 100), y: Math.round(rnd() * 100) },
        timeWindow: { start: Math.round(rnd() * 300), end: 400 + Math.round(rnd() * 300) },
        serviceTime: 5,
        weight: 1 + Math.round(rnd() * 9),
        volume: 0,
        priority: 'high' as const,
      })),
      vehicles: Array.from({ length: 8 }, (_, k) => ({
        id: String(k),
        capacityWeight: 40,
        shiftStart: 0,
        shiftEnd: 1000,
      })),
    };
  };

  it('gives the same plan for the same seed under an iteration limit', () => {
    const a = solve(problem(), { maxIterations: 400, seed: 7 });
    const b = solve(problem(), { maxIterations: 400, seed: 7 });
    expect(a.stoppedBy).toBe('iteration_limit');
    expect(a.iterations).toBe(400);
    expect(b.routes).toEqual(a.routes);
    expect(b.distance).toBe(a.distance);
  });

  it('returns the best plan at once when the signal is already aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const sol = solve(problem(), { signal: controller.signal, timeLimitMs: 60_000 });
    expect(sol.stoppedBy).toBe('cancelled');
    expect(sol.unassigned).toEqual([]);
    expect(checkPlan(problem(), sol)).toEqual([]);
  });

  it('stops when cancelled from a progress callback and reports progress until then', () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const sol = solve(problem(), {
      signal: controller.signal,
      timeLimitMs: 60_000,
      onProgress: (p) => {
        seen.push(p.distance);
        expect(p.unassigned).toBe(0);
        controller.abort();
      },
    });
    expect(sol.stoppedBy).toBe('cancelled');
    expect(seen).toHaveLength(1);
    expect(sol.distance).toBeLessThanOrEqual(seen[0]! + 1e-9);
    expect(checkPlan(problem(), sol)).toEqual([]);
  });

  it('returns only feasible plans on random problems, every order once', () => {
    fc.assert(
      fc.property(
        arbProblem({ maxOrders: 15 }),
        fc.constantFrom('distance', 'vehicles' as const),
        (p, objective) => {
          const prob = { ...p, objective } as Problem;
          const sol = solve(prob, { maxIterations: 60, seed: 3 });
          expect(checkPlan(prob, sol)).toEqual([]);
        },
      ),
      { numRuns: 120, seed: 20261204 },
    );
  });

  it('plans a large day (the sweep start, granular recreate) feasibly with every high-priority order in', () => {
    // 500 visits: past tuning.largeFrom, so the large-instance settings are the ones tested.
    const prob = largeDay();
    const sol = solve(prob, { maxIterations: 200, seed: 5 });
    expect(checkPlan(prob, sol)).toEqual([]);
    const out = new Set(sol.unassigned.map((u) => u.order));
    const served = sol.routes.reduce(
      (sum, r) => sum + r.stops.reduce((a, st) => a + st.orders.length, 0),
      0,
    );
    expect(served + out.size).toBe(500);
    for (const o of out) expect(prob.orders[o]!.priority).toBe('regular');
  });
});
