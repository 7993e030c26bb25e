import { afterEach, describe, expect, it } from 'vitest';
import { checkPlan } from './dev/check';
import { productDay } from './dev/product-day';
import { lsGranularity, tuning } from './search';
import { solve } from './solve';
import type { Problem } from './types';

const saved = { ...tuning };

afterEach(() => {
  Object.assign(tuning, saved);
});

describe('search: the local search neighbourhood over the annealing', () => {
  it('tries fewer near visits in the first half of a large annealing, then the full list', () => {
    expect(lsGranularity(true, 0)).toBe(12);
    expect(lsGranularity(true, 0.49)).toBe(12);
    expect(lsGranularity(true, 0.5)).toBe(20);
    expect(lsGranularity(true, 0.99)).toBe(20);
  });

  it('keeps the full list throughout below tuning.largeFrom (Solomon sizes)', () => {
    for (const f of [0, 0.25, 0.5, 0.99]) expect(lsGranularity(false, f)).toBe(20);
  });

  it('plans a large day with the coarse start, and differently from the full list', () => {
    // 500 visits: past tuning.largeFrom. The coarse setting reaches the search when setting
    // it to the full list gives another plan for the same seed and iteration count.
    const day = productDay(500, 30, 7);
    const prob: Problem = {
      ...day,
      travel: { kind: 'haversine', detourFactor: 1.3, speedMetresPerSecond: 8.9 },
      objective: 'distance',
      roundTrip: true,
      serviceTimePerOrder: true,
      groupOrders: false,
    };
    const coarse = solve(prob, { maxIterations: 150, seed: 3 });
    tuning.largeCoarseGranularity = tuning.granularity;
    const full = solve(prob, { maxIterations: 150, seed: 3 });
    expect(checkPlan(prob, coarse)).toEqual([]);
    expect(coarse.distance).not.toBe(full.distance);
  });
});
