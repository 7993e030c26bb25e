/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Engine } from './engine';
import { LocalSearch, type MoveKind } from './local-search';
import { buildModel } from './model';
import { bestSchedule } from './output';
import { Rng } from './rng';
import { parseSolomon } from './solomon';
import { solve } from './solve';
import { arbProblem } from './test-helpers';
import type { Problem } from './types';
import { checkPlan } from './dev/check';

function routeSeq(eng: Engine, r: number): number[] {
  const base = r * eng.stride;
  return Array.from(eng.nodes.subarray(base + 1, base + 1 + eng.len[r]!));
}

/** Cost of the plan recomputed from the visit sequences alone. */
function planCost(eng: Engine): number {
  const md = eng.model;
  let c = 0;
  for (let r = 0; r < md.m; r++) {
    const seq = routeSeq(eng, r);
    if (seq.length === 0) continue;
    let prev = 0;
    for (const node of [...seq, 0]) {
      c += md.cost[prev * md.size + node]!;
      prev = node;
    }
  }
  return c;
}

/** Every route meets capacities and a full re-schedule; routeOf, posOf and the bank agree. */
function expectConsistentAndFeasible(eng: Engine): void {
  const md = eng.model;
  const seen = new Array<number>(md.size).fill(0);
  for (let r = 0; r < md.m; r++) {
    const seq = routeSeq(eng, r);
    let w = 0;
    let v = 0;
    seq.forEach((node, i) => {
      seen[node]! += 1;
      w += md.weight[node]!;
      v += md.volume[node]!;
      expect(eng.routeOf[node]).toBe(r);
      expect(eng.posOf[node]).toBe(i + 1);
    });
    expect(w).toBeLessThanOrEqual(md.capW[r]!);
    expect(v).toBeLessThanOrEqual(md.capV[r]!);
    expect(eng.loadW[r]).toBeCloseTo(w, 9);
    if (seq.length > 0) expect(bestSchedule(md, r, seq)).toBeDefined();
    expect(eng.routeFeasible(r)).toBe(true);
  }
  for (let i = 0; i < eng.bankLen; i++) seen[eng.bank[i]!]! += 1;
  expect(seen.slice(1).every((count) => count === 1)).toBe(true);
}

/** Some problems share one shift and break over the fleet (the O(1) tail joins), some not. */
const arbLsProblem = () =>
  fc
    .tuple(arbProblem({ maxOrders: 14 }), fc.boolean(), fc.boolean())
    .map(([problem, sameProfile, grouped]): Problem => {
      const first = problem.vehicles[0]!;
      const vehicles = sameProfile
        ? problem.vehicles.map((v) => ({
            ...v,
            shiftEnd: first.shiftEnd,
            ...(first.break ? { break: first.break } : {}),
          }))
        : problem.vehicles;
      // Grouped: every third order moves onto the point of the order before it.
      const orders = grouped
        ? problem.orders.map((o, i) =>
            i % 3 === 2 ? { ...o, point: problem.orders[i - 1]!.point } : o,
          )
        : problem.orders;
      return { ...problem, vehicles, orders, groupOrders: grouped };
    });

describe('local search', () => {
  it('keeps every route feasible, never raises the cost, and each move changes the cost by its delta', () => {
    const kinds = new Set<MoveKind>();
    fc.assert(
      fc.property(arbLsProblem(), fc.integer({ min: 1, max: 1e6 }), (problem, seed) => {
        const model = buildModel(problem);
        const eng = new Engine(model, new Rng(seed));
        // A poor feasible plan to improve: random recreate order, high blink rate.
        eng.blinkRate = 0.3;
        eng.begin();
        eng.recreate();
        expectConsistentAndFeasible(eng);
        const ls = new LocalSearch(eng, 10);
        ls.maxMoves = 1;
        for (let step = 0; step < 40; step++) {
          const before = eng.totalCost();
          const bank = eng.bankLen;
          if (step % 2 === 0) ls.runAll();
          else {
            // From the routes one ruin-and-recreate step touched, as the search does.
            eng.begin();
            eng.ruin();
            eng.recreate();
            expectConsistentAndFeasible(eng);
            const mid = eng.totalCost();
            ls.runTouched();
            expect(eng.totalCost()).toBeLessThanOrEqual(mid + 1e-9);
            if (ls.moves === 1) expect(eng.totalCost() - mid).toBeCloseTo(ls.lastDelta, 9);
            expectConsistentAndFeasible(eng);
            eng.undo();
            expect(eng.totalCost()).toBeCloseTo(before, 9);
            continue;
          }
          expectConsistentAndFeasible(eng);
          expect(eng.bankLen).toBe(bank);
          expect(eng.totalCost()).toBeCloseTo(planCost(eng) + eng.bankPenalty(), 6);
          if (ls.moves === 0) {
            // A local optimum: no move of any kind improves.
            ls.maxMoves = Infinity;
            ls.runAll();
            expect(ls.moves).toBe(0);
            ls.maxMoves = 1;
            continue;
          }
          kinds.add(ls.lastKind!);
          expect(ls.lastDelta).toBeLessThan(0);
          expect(eng.totalCost() - before).toBeCloseTo(ls.lastDelta, 9);
        }
      }),
      { numRuns: 80, seed: 20261205 },
    );
    // Every kind of move was made at least once over the cases.
    expect([...kinds].sort()).toEqual(
      [
        'relocate-after',
        'relocate-before',
        'swap',
        'two-opt-star-after',
        'two-opt-star-before',
      ].sort(),
    );
  }, 120_000);

  it('improves a recreated Solomon plan (C101) and leaves it feasible', () => {
    const text = readFileSync(new URL('./fixtures/c101.txt', import.meta.url), 'utf8');
    const { problem } = parseSolomon(text, { objective: 'distance' });
    const model = buildModel(problem);
    const eng = new Engine(model, new Rng(1));
    eng.begin();
    eng.recreate();
    const before = eng.totalCost();
    const ls = new LocalSearch(eng, 30);
    ls.runAll();
    expect(ls.moves).toBeGreaterThan(0);
    expect(eng.totalCost()).toBeLessThan(before);
    expectConsistentAndFeasible(eng);
  });

  it('solve: same seed and iteration limit, same plan, with and without local search', () => {
    fc.assert(
      fc.property(arbLsProblem(), fc.boolean(), (problem, localSearch) => {
        const a = solve(problem, { maxIterations: 80, seed: 5, localSearch });
        const b = solve(problem, { maxIterations: 80, seed: 5, localSearch });
        expect(b.routes).toEqual(a.routes);
        expect(b.unassigned).toEqual(a.unassigned);
        expect(checkPlan(problem, a)).toEqual([]);
      }),
      { numRuns: 40, seed: 20261205 },
    );
  }, 60_000);
});
