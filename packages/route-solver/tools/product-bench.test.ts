import { describe, expect, it } from 'vitest';
import type { Problem, Solution } from '../src/index';
import { runProductBench } from './product-bench';

// One order 1 km east of the depot on the equator, 10 m/s: out and back is 2 km.
const problem: Problem = {
  depot: { x: 0, y: 0 },
  orders: [
    {
      id: 'A',
      point: { x: 1000 / 111_195.08, y: 0 },
      serviceTime: 60,
      weight: 10,
      volume: 0.1,
      priority: 'high',
    },
  ],
  vehicles: [{ id: 'V1', capacityWeight: 100, shiftStart: 0, shiftEnd: 1000 }],
  travel: { kind: 'haversine', detourFactor: 1, speedMetresPerSecond: 10 },
  objective: 'distance',
  roundTrip: true,
  serviceTimePerOrder: true,
  groupOrders: false,
};

function solution(served: boolean, distance: number): Solution {
  return {
    routes: served
      ? [
          {
            vehicle: 0,
            stops: [{ orders: [0], arrival: 100, start: 100, departure: 160 }],
            departure: 0,
            end: 260,
            distance,
            duration: 260,
            weight: 10,
            volume: 0.1,
          },
        ]
      : [],
    unassigned: served ? [] : [{ order: 0, reason: 'time_window' }],
    vehicles: served ? 1 : 0,
    distance,
    duration: 260,
    iterations: 1,
    elapsedMs: 1,
    stoppedBy: 'time_limit',
  };
}

describe('product bench', () => {
  it('reports each budget with the checked cost and the first progress time', () => {
    const budgets: number[] = [];
    const rows = runProductBench(problem, [5, 7], 3, (_, options) => {
      budgets.push(options.timeLimitMs ?? 0);
      expect(options.seed).toBe(3);
      options.onProgress?.({
        iteration: 1,
        elapsedMs: 0,
        vehicles: 1,
        distance: 2000,
        duration: 260,
        unassigned: 0,
      });
      return solution(true, 2000);
    });
    expect(budgets).toEqual([5, 7]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ budgetMs: 5, vehicles: 1, unassigned: 0, failure: null });
    expect(rows[0]?.distanceM).toBeCloseTo(2000, 3);
    expect(rows[0]?.firstPlanMs).not.toBeNull();
    expect(rows[0]?.peakRssBytes).toBeGreaterThan(0);
  });

  it('turns a high-priority order left out and a throwing solver into failures', () => {
    const [left] = runProductBench(problem, [5], 1, () => solution(false, 0));
    expect(left?.failure).toBe('infeasible (1): high-priority order A is not served');
    expect(left?.firstPlanMs).toBeNull();
    const [thrown] = runProductBench(problem, [5], 1, () => {
      throw new Error('out of memory');
    });
    expect(thrown).toMatchObject({ failure: 'solver threw: out of memory', vehicles: null });
  });
});
