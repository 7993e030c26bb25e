/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildModel } from './model';
import { bestSchedule, schedule } from './output';
import { arbProblem } from './test-helpers';

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
          let s = seed;
          for (let r = 0; r < model.m; r++) {
            // A random sequence of the visits: many break positions fail, some fit.
            const seq = Array.from({ length: model.n }, (_, i) => i + 1);
            for (let i = seq.length - 1; i > 0; i--) {
              s = (Math.imul(s, 1103515245) + 12345) >>> 0;
              const j = s % (i + 1);
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
    // The break (start 50-60) fits only between a (window 0-5) and b (window 100-110).
    const model = buildModel({
      depot: { x: 0, y: 0 },
      orders: [
        {
          id: 'a',
          point: { x: 1, y: 0 },
          timeWindow: { start: 0, end: 5 },
          serviceTime: 0,
          weight: 1,
          volume: 0,
          priority: 'high',
        },
        {
          id: 'b',
          point: { x: 2, y: 0 },
          timeWindow: { start: 100, end: 110 },
          serviceTime: 0,
          weight: 1,
          volume: 0,
          priority: 'high',
        },
      ],
      vehicles: [
        {
          id: 'v',
          shiftStart: 0,
          shiftEnd: 200,
          break: { earliestStart: 50, latestStart: 60, duration: 10 },
        },
      ],
      travel: { kind: 'euclidean' },
      objective: 'distance',
      roundTrip: true,
      serviceTimePerOrder: true,
      groupOrders: false,
    });
    const best = bestSchedule(model, 0, [1, 2]);
    expect(best?.gap).toBe(1);
    expect(best?.breakStart).toBe(50);
    expect(best?.end).toBe(102);
  });
});
