/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluatePlan, planOf } from './evaluate';
import { solve } from './solve';
import { arbProblem, lineProblem } from './test-helpers';
import type { Problem } from './types';

describe('evaluatePlan', () => {
  it('re-times a plan the solver returned to the same routes, with no violation', () => {
    fc.assert(
      fc.property(arbProblem({ maxOrders: 8 }), (problem) => {
        const sol = solve(problem, { maxIterations: 150, seed: 3 });
        const ev = evaluatePlan(problem, planOf(sol));
        expect(ev.violations).toEqual([]);
        expect(ev.unassigned).toEqual(sol.unassigned);
        expect(ev.routes.length).toBe(sol.routes.length);
        ev.routes.forEach((route, i) => {
          const want = sol.routes[i]!;
          expect(route.vehicle).toBe(want.vehicle);
          expect(route.departure).toBeCloseTo(want.departure, 9);
          expect(route.end).toBeCloseTo(want.end, 9);
          expect(route.distance).toBeCloseTo(want.distance, 9);
          expect(route.break?.afterStop).toBe(want.break?.afterStop);
          route.stops.forEach((stop, s) => {
            expect(stop.orders).toEqual(want.stops[s]!.orders);
            expect(stop.arrival).toBeCloseTo(want.stops[s]!.arrival, 9);
            expect(stop.start).toBeCloseTo(want.stops[s]!.start, 9);
            expect(stop.departure).toBeCloseTo(want.stops[s]!.departure, 9);
          });
        });
      }),
      { numRuns: 40, seed: 7 },
    );
  });

  it('reports capacity, window, shift and break rules a forced plan breaks, and drops nothing', () => {
    const base = lineProblem([10, 20, 30]);
    const problem: Problem = {
      ...base,
      orders: [
        base.orders[0]!,
        base.orders[1]!,
        { ...base.orders[2]!, timeWindow: { start: 0, end: 25 } },
      ],
      vehicles: [
        {
          id: 'v',
          shiftStart: 0,
          shiftEnd: 50,
          capacityWeight: 2,
          break: { earliestStart: 5, latestStart: 5, duration: 10 },
        },
      ],
    };
    // Far stop first is late for nobody; near-to-far with the break makes order 2 late.
    const ev = evaluatePlan(problem, { routes: [{ vehicle: 0, visits: [[0], [1], [2]] }] });
    expect(ev.routes[0]!.stops.map((s) => s.orders[0])).toEqual([0, 1, 2]);
    expect(ev.violations).toEqual(
      expect.arrayContaining([
        { code: 'capacity_weight', vehicle: 0, stop: null },
        { code: 'shift_end', vehicle: 0, stop: null },
      ]),
    );
    // The break at 5 fits only at the depot (before the first stop): then order 2 at x = 30
    // is reached at 40, after its window.
    expect(ev.routes[0]!.break).toEqual({ start: 5, afterStop: 0 });
    expect(ev.violations).toContainEqual({ code: 'time_window', vehicle: 0, stop: 2 });
    expect(ev.violations.some((v) => v.code === 'break')).toBe(false);
    expect(ev.routes[0]!.end).toBe(75);

    const late = evaluatePlan(
      { ...problem, vehicles: [{ ...problem.vehicles[0]!, shiftStart: 10 }] },
      { routes: [{ vehicle: 0, visits: [[2], [1], [0]] }] },
    );
    expect(late.violations).toContainEqual({ code: 'break', vehicle: 0, stop: null });
  });

  it('keeps the given reasons of orders left out and diagnoses the ones not mentioned', () => {
    const problem: Problem = {
      ...lineProblem([10, 20]),
      vehicles: [{ id: 'v', shiftStart: 0, shiftEnd: 100, capacityWeight: 1 }],
    };
    const ev = evaluatePlan(problem, {
      routes: [{ vehicle: 0, visits: [[0]] }],
      unassigned: [],
    });
    expect(ev.unassigned).toEqual([{ order: 1, reason: 'capacity_weight' }]);
    const kept = evaluatePlan(problem, {
      routes: [{ vehicle: 0, visits: [[0]] }],
      unassigned: [{ order: 1, reason: 'shift_end' }],
    });
    expect(kept.unassigned).toEqual([{ order: 1, reason: 'shift_end' }]);
  });

  it('refuses a plan that names an order twice, an unknown vehicle or a mixed visit', () => {
    const problem = lineProblem([10, 20]);
    expect(() => evaluatePlan(problem, { routes: [{ vehicle: 0, visits: [[0], [0]] }] })).toThrow(
      /twice/,
    );
    expect(() => evaluatePlan(problem, { routes: [{ vehicle: 4, visits: [[0]] }] })).toThrow(
      /No vehicle 4/,
    );
    expect(() => evaluatePlan(problem, { routes: [{ vehicle: 0, visits: [[0, 1]] }] })).toThrow(
      /share one point/,
    );
  });
});

describe('solve with a stop signal that is not an AbortSignal', () => {
  it('stops when the flag turns on and returns the best plan', () => {
    let reads = 0;
    const signal = {
      get aborted() {
        reads += 1;
        return reads > 3;
      },
    };
    const sol = solve(lineProblem([1, 2, 3, 4, 5, 6]), { maxIterations: 1e9, signal });
    expect(sol.stoppedBy).toBe('cancelled');
    expect(sol.unassigned).toEqual([]);
  });
});
