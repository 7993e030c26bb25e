/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildModel } from './model';
import { bestSchedule, schedule } from './output';
import { Rng } from './rng';
import { arbProblem, lineProblem } from './test-helpers';

/** The definition: the schedule of every break position, the first with the earliest end. */
function bruteBest(model: ReturnType<typeof buildModel>, r: number, seq: number[]) {
  if (model.hasBreak[r] !== 1) return schedule(model, r, seq, -1);
  let best: ReturnType<typeof schedule>;
  for (let g = 0; g <= seq.length; g++) {
    const s = schedule(model, r, seq, g);
    if (s && (!best || s.end < best.end)) best = s;
  }
  return best;
}

describe('bestSchedule', () => {
  it('is the first earliest-ending schedule over every break position', () => {
    fc.assert(
      fc.property(
        arbProblem({ maxOrders: 9, breaks: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (problem, seed) => {
          const model = buildModel(problem);
          const rng = new Rng(seed);
          for (let r = 0; r < model.m; r++) {
            // A random sequence of the visits: many break positions fail, some fit.
            const seq = Array.from({ length: model.n }, (_, i) => i + 1);
            for (let i = seq.length - 1; i > 0; i--) {
              const j = rng.int(i + 1);
              [seq[i], seq[j]] = [seq[j]!, seq[i]!];
            }
            for (let len = 0; len <= seq.length; len++) {
              const part = seq.slice(0, len);
              expect(bestSchedule(model, r, part)).toEqual(bruteBest(model, r, part));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a schedule where only a late break position fits', () => {
    // The break (start 50-60) fits only between the first order (window 0-5) and the second
    // (window 100-110).
    const line = lineProblem([1, 2], {
      vehicles: [
        {
          id: 'v',
          shiftStart: 0,
          shiftEnd: 200,
          break: { earliestStart: 50, latestStart: 60, duration: 10 },
        },
      ],
    });
    const windows = [
      { start: 0, end: 5 },
      { start: 100, end: 110 },
    ];
    const model = buildModel({
      ...line,
      orders: line.orders.map((order, i) => ({ ...order, timeWindow: windows[i]! })),
    });
    const best = bestSchedule(model, 0, [1, 2]);
    expect(best?.gap).toBe(1);
    expect(best?.breakStart).toBe(50);
    expect(best?.end).toBe(102);
  });
});
