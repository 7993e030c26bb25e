import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPlan } from './dev/check';
import { endTemperatureScale, lsGranularity, tuning } from './search';
import { parseSolomon } from './solomon';
import { solve } from './solve';
import { largeDay } from './test-helpers';

const saved = { ...tuning };

afterEach(() => {
  Object.assign(tuning, saved);
});

/** A clock that moves 5 ms at each read: a time-limited solve that repeats for a seed. */
const steppingClock = (): (() => number) => {
  let t = 0;
  return () => (t += 5);
};

describe('search: the annealing of a large instance under a short budget', () => {
  it('ends hotter when it expects fewer steps, as planned when it expects many', () => {
    expect(endTemperatureScale(4000)).toBeCloseTo(Math.sqrt(10), 9);
    expect(endTemperatureScale(10000)).toBeCloseTo(2, 9);
    expect(endTemperatureScale(40000)).toBe(1);
    expect(endTemperatureScale(200000)).toBe(1);
    expect(endTemperatureScale(0)).toBe(1);
  });

  it('reads the steps it expects: a far hotter end plans differently at an iteration limit', () => {
    const prob = largeDay();
    const planned = solve(prob, { maxIterations: 150, seed: 3 });
    tuning.largeEndSteps = 1e7;
    const hotter = solve(prob, { maxIterations: 150, seed: 3 });
    expect(checkPlan(prob, hotter)).toEqual([]);
    expect(hotter.distance).not.toBe(planned.distance);
  });

  it('counts the budget from the first step, not from the start of the solve', () => {
    const prob = largeDay();
    // The construction and its first local search read the clock too: 600 fake ms leave the
    // annealing a few hundred steps.
    const run = () => solve(prob, { timeLimitMs: 600, seed: 3, clock: steppingClock() });
    const fromStep = run();
    tuning.largeFromFirstStep = false;
    const fromSolve = run();
    expect(fromStep.stoppedBy).toBe('time_limit');
    expect(fromStep.iterations).toBeGreaterThan(0);
    expect(checkPlan(prob, fromStep)).toEqual([]);
    expect(fromStep.distance).not.toBe(fromSolve.distance);
  });
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
    const prob = largeDay();
    const coarse = solve(prob, { maxIterations: 150, seed: 3 });
    tuning.largeCoarseGranularity = tuning.granularity;
    const full = solve(prob, { maxIterations: 150, seed: 3 });
    expect(checkPlan(prob, coarse)).toEqual([]);
    expect(coarse.distance).not.toBe(full.distance);
  });
});

describe('search: route elimination (fewest vehicles first)', () => {
  const r104 = (): ReturnType<typeof parseSolomon>['problem'] =>
    parseSolomon(
      readFileSync(
        new URL('../tools/fixtures/solomon/instances/R104.txt', import.meta.url),
        'utf8',
      ),
      { objective: 'vehicles' },
    ).problem;

  it('searches the plan after each recreate that leaves orders out, and gets to a smaller fleet', () => {
    // R104's best-known fleet is 9. At this seed and step count the elimination without the
    // local search stays at 10.
    const prob = r104();
    const searched = solve(prob, { maxIterations: 8000, seed: 3 });
    tuning.elimLs = false;
    const plain = solve(prob, { maxIterations: 8000, seed: 3 });
    expect(checkPlan(prob, searched)).toEqual([]);
    expect(searched.unassigned).toEqual([]);
    expect(searched.vehicles).toBe(9);
    expect(plain.vehicles).toBe(10);
  });

  it('starts again from the best plan when stuck, and still plans every order', () => {
    const prob = r104();
    tuning.elimStall = 0;
    const once = solve(prob, { maxIterations: 3000, seed: 3 });
    tuning.elimStall = 100;
    const restarted = solve(prob, { maxIterations: 3000, seed: 3 });
    expect(checkPlan(prob, restarted)).toEqual([]);
    expect(restarted.unassigned).toEqual([]);
    expect(restarted.routes).not.toEqual(once.routes);
  });

  it('leaves the elimination of a large instance (tuning.largeFrom) as it was', () => {
    const prob = { ...largeDay(), objective: 'vehicles' as const };
    const searched = solve(prob, { maxIterations: 300, seed: 3 });
    tuning.elimLs = false;
    tuning.elimStall = 0;
    const plain = solve(prob, { maxIterations: 300, seed: 3 });
    expect(checkPlan(prob, searched)).toEqual([]);
    expect(searched.routes).toEqual(plain.routes);
  });
});
