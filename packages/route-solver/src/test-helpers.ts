/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import fc from 'fast-check';
import { productDay } from './dev/product-day';
import type { Order, Problem, Vehicle } from './types';

/**
 * A product-shaped day of 500 visits (past `tuning.largeFrom`, so the large-instance settings
 * apply) over 30 vehicles, on haversine travel, distance only.
 */
export const largeDay = (): Problem => ({
  ...productDay(500, 30, 7),
  travel: { kind: 'haversine', detourFactor: 1.3, speedMetresPerSecond: 8.9 },
  objective: 'distance',
  roundTrip: true,
  serviceTimePerOrder: true,
  groupOrders: false,
});

/** Small random problems with windows, loads, breaks and open or round trips. */
export const arbProblem = (opts: { maxOrders?: number; breaks?: boolean } = {}) =>
  fc
    .record({
      n: fc.integer({ min: 1, max: opts.maxOrders ?? 8 }),
      m: fc.integer({ min: 1, max: 3 }),
      roundTrip: fc.boolean(),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
      breaks: opts.breaks === false ? fc.constant(false) : fc.boolean(),
    })
    .map(({ n, m, roundTrip, seed, breaks }): Problem => {
      let s = seed;
      const rnd = (): number => {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        return (s >>> 8) / 16777216;
      };
      const orders: Order[] = Array.from({ length: n }, (_, i) => {
        const start = Math.floor(rnd() * 150);
        return {
          id: `o${i}`,
          point: { x: Math.floor(rnd() * 50), y: Math.floor(rnd() * 50) },
          timeWindow: { start, end: start + 10 + Math.floor(rnd() * 120) },
          serviceTime: Math.floor(rnd() * 10),
          weight: 1 + Math.floor(rnd() * 5),
          volume: Math.floor(rnd() * 3),
          priority: rnd() < 0.5 ? 'high' : 'regular',
        };
      });
      const vehicles: Vehicle[] = Array.from({ length: m }, (_, k) => ({
        id: `v${k}`,
        capacityWeight: 5 + Math.floor(rnd() * 10),
        capacityVolume: 4 + Math.floor(rnd() * 6),
        shiftStart: 0,
        shiftEnd: 200 + Math.floor(rnd() * 150),
        ...(breaks && rnd() < 0.7
          ? {
              break: {
                earliestStart: 40 + Math.floor(rnd() * 60),
                latestStart: 110 + Math.floor(rnd() * 60),
                duration: 5 + Math.floor(rnd() * 20),
              },
            }
          : {}),
      }));
      return {
        depot: { x: 25, y: 25 },
        orders,
        vehicles,
        travel: { kind: 'euclidean' },
        objective: 'distance',
        roundTrip,
        serviceTimePerOrder: true,
        groupOrders: false,
      };
    });

/** A one-vehicle problem on a line: orders at x = 1..k, depot at 0. */
export function lineProblem(xs: readonly number[], over: Partial<Problem> = {}): Problem {
  return {
    depot: { x: 0, y: 0 },
    orders: xs.map((x, i) => ({
      id: String(i + 1),
      point: { x, y: 0 },
      serviceTime: 0,
      weight: 1,
      volume: 0,
      priority: 'high',
    })),
    vehicles: [{ id: 'v', shiftStart: 0, shiftEnd: 1000 }],
    travel: { kind: 'euclidean' },
    objective: 'distance',
    roundTrip: true,
    serviceTimePerOrder: true,
    groupOrders: false,
    ...over,
  };
}

export function orderIdsOf(problem: Problem, stops: readonly { orders: readonly number[] }[]) {
  return stops.map((s) => s.orders.map((o) => problem.orders[o]!.id).join('+'));
}
