/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data built in range */
import { describe, expect, it } from 'vitest';
import { solve } from './solve';
import { lineProblem } from './test-helpers';
import { ProblemValidationError } from './types';
import type { Problem } from './types';
import { validateProblem } from './validate';

const good = lineProblem([1, 2]);
const order = (over: object): Problem => ({
  ...good,
  orders: [{ ...good.orders[0]!, ...over }, good.orders[1]!],
});
const vehicle = (over: object): Problem => ({
  ...good,
  vehicles: [{ ...good.vehicles[0]!, ...over }],
});

describe('validateProblem: one issue per bad field', () => {
  it('accepts a good problem', () => {
    expect(validateProblem(good)).toEqual([]);
  });

  it.each([
    ['negative weight', order({ weight: -1 }), 'orders[0].weight'],
    ['negative volume', order({ volume: -2 }), 'orders[0].volume'],
    ['negative service time', order({ serviceTime: -5 }), 'orders[0].serviceTime'],
    [
      'window end before start',
      order({ timeWindow: { start: 10, end: 5 } }),
      'orders[0].timeWindow.end',
    ],
    [
      'non-finite window start',
      order({ timeWindow: { start: NaN, end: 5 } }),
      'orders[0].timeWindow.start',
    ],
    ['non-finite x', order({ point: { x: Infinity, y: 0 } }), 'orders[0].point.x'],
    ['non-finite y', order({ point: { x: 0, y: NaN } }), 'orders[0].point.y'],
    ['duplicate id', order({ id: '2' }), 'orders[1].id'],
    ['bad priority', order({ priority: 'urgent' }), 'orders[0].priority'],
    ['no vehicles', { ...good, vehicles: [] }, 'vehicles'],
    ['negative capacity', vehicle({ capacityWeight: -1 }), 'vehicles[0].capacityWeight'],
    ['shift end before start', vehicle({ shiftStart: 10, shiftEnd: 5 }), 'vehicles[0].shiftEnd'],
    [
      'break latest before earliest',
      vehicle({ break: { earliestStart: 10, latestStart: 5, duration: 1 } }),
      'vehicles[0].break.latestStart',
    ],
    [
      'negative break duration',
      vehicle({ break: { earliestStart: 1, latestStart: 5, duration: -1 } }),
      'vehicles[0].break.duration',
    ],
    ['non-finite depot', { ...good, depot: { x: NaN, y: 0 } }, 'depot.x'],
    ['bad objective', { ...good, objective: 'cheapest' }, 'objective'],
    ['bad speed', { ...good, travel: { kind: 'euclidean', speed: 0 } }, 'travel.speed'],
    [
      'latitude out of range',
      {
        ...good,
        travel: { kind: 'haversine', detourFactor: 1.3, speedMetresPerSecond: 8 },
        depot: { x: 106.8, y: 95 },
      },
      'depot.y',
    ],
    [
      'matrix of the wrong size',
      {
        ...good,
        travel: {
          kind: 'matrix',
          size: 2,
          distance: new Float64Array(4),
          duration: new Float64Array(4),
        },
      },
      'travel.size',
    ],
  ])('%s', (_, problem, path) => {
    const issues = validateProblem(problem as Problem);
    expect(issues.map((i) => i.path)).toEqual([path]);
    expect(issues[0]!.message.length).toBeGreaterThan(5);
    expect(() => solve(problem as Problem)).toThrow(ProblemValidationError);
  });

  it('reports every bad field at once', () => {
    const issues = validateProblem({
      ...good,
      orders: [{ ...good.orders[0]!, weight: -1, timeWindow: { start: 3, end: 1 } }],
      vehicles: [],
    });
    expect(issues.map((i) => i.path).sort()).toEqual([
      'orders[0].timeWindow.end',
      'orders[0].weight',
      'vehicles',
    ]);
  });
});
