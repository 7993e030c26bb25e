/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Engine } from './engine';
import { buildModel } from './model';
import { bestSchedule } from './output';
import { Rng } from './rng';
import { arbProblem } from './test-helpers';

function routeSeq(eng: Engine, r: number): number[] {
  const base = r * eng.stride;
  return Array.from(eng.nodes.subarray(base + 1, base + 1 + eng.len[r]!));
}

function fullCost(eng: Engine, r: number, seq: number[]): number {
  const md = eng.model;
  let c = 0;
  let prev = 0;
  for (const node of [...seq, 0]) {
    c += md.cost[prev * md.size + node]!;
    prev = node;
  }
  return seq.length > 0 ? c : 0;
}

function fullFeasible(eng: Engine, r: number, seq: number[]): boolean {
  const md = eng.model;
  let w = 0;
  let v = 0;
  for (const node of seq) {
    w += md.weight[node]!;
    v += md.volume[node]!;
  }
  if (w > md.capW[r]! || v > md.capV[r]!) return false;
  return seq.length === 0 || bestSchedule(md, r, seq) !== undefined;
}

/** Ruin and recreate from `seed` for 20 steps, checking feasibility, the bank and undo. */
function ruinAndRecreateHolds(problem: Parameters<typeof buildModel>[0], seed: number): void {
  const model = buildModel(problem);
  const eng = new Engine(model, new Rng(seed));
  eng.begin();
  eng.recreate();
  for (let step = 0; step < 20; step++) {
    const before = eng.snapshot();
    const cost = eng.totalCost();
    eng.begin();
    eng.ruin();
    eng.recreate();
    const seen = new Array<number>(model.size).fill(0);
    for (let r = 0; r < model.m; r++) {
      const seq = routeSeq(eng, r);
      expect(fullFeasible(eng, r, seq)).toBe(true);
      seq.forEach((node, i) => {
        seen[node]! += 1;
        expect(eng.routeOf[node]).toBe(r);
        expect(eng.posOf[node]).toBe(i + 1);
      });
    }
    for (let i = 0; i < eng.bankLen; i++) {
      seen[eng.bank[i]!]! += 1;
      expect(eng.routeOf[eng.bank[i]!]).toBe(-1);
    }
    expect(seen.slice(1).every((c) => c === 1)).toBe(true);
    if (step % 2 === 0) {
      eng.undo();
      expect(eng.totalCost()).toBeCloseTo(cost, 9);
      const after = eng.snapshot();
      expect(Array.from(after.len)).toEqual(Array.from(before.len));
      expect(after.bankLen).toBe(before.bankLen);
    }
  }
}

/** The counterexample of the break defect below (two vehicles with breaks, seven orders). */
const KNOWN_BREAK_CASE = {
  depot: { x: 25, y: 25 },
  orders: [
    {
      id: 'o0',
      point: { x: 30, y: 41 },
      timeWindow: { start: 59, end: 121 },
      serviceTime: 6,
      weight: 2,
      volume: 0,
      priority: 'high',
    },
    {
      id: 'o1',
      point: { x: 48, y: 4 },
      timeWindow: { start: 64, end: 164 },
      serviceTime: 0,
      weight: 4,
      volume: 2,
      priority: 'regular',
    },
    {
      id: 'o2',
      point: { x: 15, y: 9 },
      timeWindow: { start: 72, end: 118 },
      serviceTime: 3,
      weight: 1,
      volume: 0,
      priority: 'regular',
    },
    {
      id: 'o3',
      point: { x: 3, y: 35 },
      timeWindow: { start: 109, end: 154 },
      serviceTime: 0,
      weight: 5,
      volume: 1,
      priority: 'regular',
    },
    {
      id: 'o4',
      point: { x: 41, y: 40 },
      timeWindow: { start: 114, end: 183 },
      serviceTime: 6,
      weight: 5,
      volume: 1,
      priority: 'high',
    },
    {
      id: 'o5',
      point: { x: 0, y: 15 },
      timeWindow: { start: 149, end: 180 },
      serviceTime: 8,
      weight: 3,
      volume: 0,
      priority: 'regular',
    },
    {
      id: 'o6',
      point: { x: 5, y: 39 },
      timeWindow: { start: 100, end: 166 },
      serviceTime: 8,
      weight: 3,
      volume: 2,
      priority: 'regular',
    },
  ],
  vehicles: [
    {
      id: 'v0',
      capacityWeight: 11,
      capacityVolume: 5,
      shiftStart: 0,
      shiftEnd: 349,
      break: { earliestStart: 81, latestStart: 146, duration: 23 },
    },
    {
      id: 'v1',
      capacityWeight: 7,
      capacityVolume: 9,
      shiftStart: 0,
      shiftEnd: 273,
      break: { earliestStart: 41, latestStart: 152, duration: 13 },
    },
  ],
  travel: { kind: 'euclidean' },
  objective: 'distance',
  roundTrip: true,
  serviceTimePerOrder: true,
  groupOrders: false,
} as Parameters<typeof buildModel>[0];

describe('engine: insertion checks and deltas against a full recomputation', () => {
  it('every insertion position: O(1) time check and cost delta equal the recomputed route', () => {
    fc.assert(
      fc.property(arbProblem(), fc.integer({ min: 1, max: 1e6 }), (problem, seed) => {
        const model = buildModel(problem);
        const eng = new Engine(model, new Rng(seed));
        // A random feasible plan: orders inserted at random feasible positions.
        for (let u = 1; u <= model.n; u++) {
          const r = eng.rng.int(model.m);
          const len = eng.len[r]!;
          const k = eng.rng.int(len + 1);
          const seq = routeSeq(eng, r);
          seq.splice(k, 0, u);
          if (fullFeasible(eng, r, seq)) eng.insert(r, k, u);
        }
        for (let r = 0; r < model.m; r++) {
          expect(eng.routeFeasible(r)).toBe(fullFeasible(eng, r, routeSeq(eng, r)));
          expect(eng.rcost[r]).toBeCloseTo(fullCost(eng, r, routeSeq(eng, r)), 9);
        }
        for (let u = 1; u <= model.n; u++) {
          if (eng.routeOf[u]! >= 0) continue;
          for (let r = 0; r < model.m; r++) {
            const before = routeSeq(eng, r);
            for (let k = 0; k <= before.length; k++) {
              const after = [...before];
              after.splice(k, 0, u);
              const fits =
                eng.loadW[r]! + model.weight[u]! <= model.capW[r]! &&
                eng.loadV[r]! + model.volume[u]! <= model.capV[r]! &&
                eng.fitsTime(r, k, u);
              expect(fits).toBe(fullFeasible(eng, r, after));
            }
          }
          eng.findInsertion(u, 0);
          if (eng.insertRoute >= 0) {
            const r = eng.insertRoute;
            const before = fullCost(eng, r, routeSeq(eng, r));
            eng.insert(r, eng.insertGap, u);
            expect(eng.routeFeasible(r)).toBe(true);
            expect(fullFeasible(eng, r, routeSeq(eng, r))).toBe(true);
            expect(fullCost(eng, r, routeSeq(eng, r)) - before).toBeCloseTo(eng.insertDelta, 9);
          }
        }
      }),
      { numRuns: 300, seed: 20261204 },
    );
  });

  it('ruin and recreate keep every route feasible, the bank exact, and undo restores the plan', () => {
    // A fixed seed: the suite must not pass or fail by the run's luck (the case below is one a
    // random run found).
    fc.assert(
      fc.property(
        arbProblem({ maxOrders: 12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (problem, seed) => ruinAndRecreateHolds(problem, seed),
      ),
      { numRuns: 150, seed: 20261204 },
    );
    // A property run of seconds: on the shared 2-core machine it can pass the default 5 s.
  }, 60_000);

  // Found by fast-check on 2026-12-04 (seed -1473167265): ruin took o0 out of v0's route
  // [o0, o4, o6]; without o0 the break (81-146) could only follow the depot or o4, and either way
  // o6 was reached after its window closed. The ruin now sends such a route to the bank whole.
  it('a route with a break that a removal leaves infeasible goes to the bank whole', () => {
    ruinAndRecreateHolds(KNOWN_BREAK_CASE, 811537);
  });
});
