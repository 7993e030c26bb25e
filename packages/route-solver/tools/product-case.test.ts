import { describe, expect, it } from 'vitest';
import { solve, type Problem, type Route, type Solution } from '../src/index';
import { generateProductCase, type ProductWorld } from './product-case';
import { checkProductSolution, type ProductCheck } from './product-checker';
import { greatCircleMetres } from './product-travel';

/** A small stand-in for the simulator world: the Cakung depot and places around Jakarta. */
const WORLD: ProductWorld = {
  depot: { latitude: -6.1702, longitude: 106.934 },
  places: [
    { latitude: -6.2066, longitude: 106.8107 },
    { latitude: -6.1586, longitude: 106.9056 },
    { latitude: -6.243, longitude: 106.799 },
    { latitude: -6.233, longitude: 106.918 },
    { latitude: -6.24, longitude: 106.99 },
    { latitude: -6.178, longitude: 106.63 },
    // Bogor, 45 km away: outside the default 35 km radius.
    { latitude: -6.595, longitude: 106.797 },
  ],
  boxes: [
    { weight: 8000, volume: 32.74 },
    { weight: 800, volume: 3.15 },
    { weight: 2200, volume: 9.49 },
    { weight: 100, volume: 0.29 },
  ],
};

describe('product case generator', () => {
  const problem = generateProductCase(WORLD, { seed: 7 });

  it('is the same for the same seed and differs for another', () => {
    expect(generateProductCase(WORLD, { seed: 7 })).toEqual(problem);
    expect(generateProductCase(WORLD, { seed: 8 }).orders).not.toEqual(problem.orders);
  });

  it('makes 1,000 orders over 60 vehicles with lunch breaks and slow-traffic travel', () => {
    expect(problem.orders).toHaveLength(1000);
    expect(problem.vehicles).toHaveLength(60);
    expect(new Set(problem.orders.map((order) => order.id)).size).toBe(1000);
    expect(problem.travel).toEqual({
      kind: 'haversine',
      detourFactor: 1.3,
      speedMetresPerSecond: 32 / 3.6,
    });
    expect(problem.vehicles[3]).toMatchObject({ capacityWeight: 100, capacityVolume: 0.29 });
    for (const vehicle of problem.vehicles) {
      expect(vehicle.break).toEqual({ earliestStart: 41400, latestStart: 46800, duration: 3600 });
      expect(vehicle.shiftEnd - vehicle.shiftStart).toBe(36000);
    }
  });

  it('marks about one order in ten high priority and gives most a window inside the day', () => {
    const high = problem.orders.filter((order) => order.priority === 'high').length;
    expect(high).toBeGreaterThan(70);
    expect(high).toBeLessThan(130);
    const windows = problem.orders.flatMap((order) => (order.timeWindow ? [order.timeWindow] : []));
    expect(windows.length).toBeGreaterThan(500);
    for (const window of windows) {
      expect(window.start).toBeGreaterThanOrEqual(8 * 3600);
      expect(window.end).toBeLessThanOrEqual(17 * 3600);
      expect(window.end - window.start).toBeGreaterThanOrEqual(2 * 3600);
    }
  });

  it('keeps orders within the radius (about 35 km plus 1.5 km of scatter)', () => {
    for (const order of problem.orders) {
      expect(greatCircleMetres(problem.depot, order.point)).toBeLessThan(37_000);
    }
  });

  it('gives every order a feasible plan of its own, so none is unservable', () => {
    const biggest = problem.vehicles.findIndex((vehicle) => vehicle.capacityWeight === 8000);
    problem.orders.forEach((order, index) => {
      const alone = (afterStop: number): ProductCheck =>
        checkProductSolution(
          { ...problem, orders: [order] },
          plan([{ vehicle: biggest, orders: [0], break: { start: 41400, afterStop } }]),
        );
      const ok = [0, 1].some((afterStop) =>
        alone(afterStop).violations.every((v) => v.kind === 'distance_mismatch'),
      );
      expect(ok, `order ${index}`).toBe(true);
    });
  });
});

describe("product checker on the solver's plans", () => {
  const problem = generateProductCase(WORLD, { seed: 3, orders: 150, vehicles: 12 });
  const solution = solve(problem, { timeLimitMs: 300, seed: 1 });

  it('accepts the plan the solver returns for a small product case', () => {
    const check = checkProductSolution(problem, solution);
    expect(check.violations).toEqual([]);
    expect(check.distance).toBeCloseTo(solution.distance, 0);
    expect(check.unassignedHighPriority).toBe(0);
  });

  it("refuses that plan with a route's break taken away or its stops reversed", () => {
    const withBreaks = solution.routes.findIndex((route) => route.break !== undefined);
    const noBreak = solution.routes.map((route, r) =>
      r === withBreaks ? { ...route, break: undefined } : route,
    );
    expect(kindsOf(checkProductSolution(problem, { ...solution, routes: noBreak }))).toContain(
      'break_missing',
    );
    const reversed = solution.routes.map((route) => ({
      ...route,
      stops: [...route.stops].reverse(),
      ...(route.break
        ? { break: { ...route.break, afterStop: route.stops.length - route.break.afterStop } }
        : {}),
    }));
    const check = checkProductSolution(problem, { ...solution, routes: reversed });
    expect(
      kindsOf(check).some(
        (kind) => kind === 'time_window' || kind === 'shift_end' || kind === 'break_window',
      ),
    ).toBe(true);
  });
});

// A hand-made model: 10 m/s, no detour, points along the equator so distances are easy.
const METRE_DEG = 1 / 111_195.08; // degrees of longitude per metre at the equator (R = 6371008.8)
const at = (metres: number): { x: number; y: number } => ({ x: metres * METRE_DEG, y: 0 });

function small(overrides: Partial<Problem> = {}): Problem {
  return {
    depot: at(0),
    orders: [
      // 1 km east: 100 s away.
      {
        id: 'A',
        point: at(1000),
        serviceTime: 60,
        weight: 40,
        volume: 0.5,
        priority: 'high',
        timeWindow: { start: 0, end: 500 },
      },
      // 2 km east.
      { id: 'B', point: at(2000), serviceTime: 60, weight: 40, volume: 0.5, priority: 'regular' },
      {
        id: 'C',
        point: at(2000),
        serviceTime: 30,
        weight: 10,
        volume: 0.1,
        priority: 'regular',
        timeWindow: { start: 1000, end: 1200 },
      },
    ],
    vehicles: [
      {
        id: 'V1',
        capacityWeight: 100,
        capacityVolume: 1.2,
        shiftStart: 0,
        shiftEnd: 2000,
        break: { earliestStart: 300, latestStart: 600, duration: 200 },
      },
      { id: 'V2', capacityWeight: 50, shiftStart: 0, shiftEnd: 2000 },
    ],
    travel: { kind: 'haversine', detourFactor: 1, speedMetresPerSecond: 10 },
    objective: 'distance',
    roundTrip: true,
    serviceTimePerOrder: true,
    groupOrders: false,
    ...overrides,
  };
}

interface RouteSpec {
  readonly vehicle: number;
  readonly orders: readonly number[];
  readonly break?: Route['break'];
}

/** A plan with the given routes; times the checker does not read are left at 0. */
function plan(
  routes: readonly RouteSpec[],
  unassigned: Solution['unassigned'] = [],
  distance?: number,
): Solution {
  const built: Route[] = routes.map((spec) => ({
    vehicle: spec.vehicle,
    stops: spec.orders.map((order) => ({ orders: [order], arrival: 0, start: 0, departure: 0 })),
    ...(spec.break ? { break: spec.break } : {}),
    departure: 0,
    end: 0,
    distance: 0,
    duration: 0,
    weight: 0,
    volume: 0,
  }));
  return {
    routes: built,
    unassigned,
    vehicles: built.length,
    distance: distance ?? Number.NaN,
    duration: 0,
    iterations: 0,
    elapsedMs: 0,
    stoppedBy: 'time_limit',
  };
}

function kindsOf(check: ProductCheck): string[] {
  return check.violations.map((violation) => violation.kind);
}

describe('product checker', () => {
  it('accepts a feasible plan and recomputes its distance', () => {
    // V1: A at 100 s (served 100-160), break 300-500 on the way to B (arrives at 500 + 0 left),
    // C at 1000, back by ~1200. V2 unused. 2 km out and back: 4 km.
    const check = checkProductSolution(
      small(),
      plan([{ vehicle: 0, orders: [0, 1, 2], break: { start: 300, afterStop: 1 } }], [], 4000),
    );
    expect(check.violations).toEqual([]);
    expect(check).toMatchObject({ feasible: true, vehicles: 1, unassigned: 0 });
    expect(check.distance).toBeCloseTo(4000, 3);
  });

  it('refuses a claimed distance the routes do not drive', () => {
    const check = checkProductSolution(
      small(),
      plan([{ vehicle: 0, orders: [0, 1, 2], break: { start: 300, afterStop: 1 } }], [], 3000),
    );
    expect(kindsOf(check)).toEqual(['distance_mismatch']);
  });

  it('refuses weight and volume over the box, naming route and order', () => {
    const check = checkProductSolution(
      small(),
      plan([{ vehicle: 1, orders: [0, 1, 2] }], [], 4000),
    );
    expect(kindsOf(check)).toEqual(['capacity_weight']);
    expect(check.violations[0]?.message).toBe(
      "route 0 (V2): 80.0 kg at order B exceeds the box's 50 kg",
    );
    const bulky = small({
      vehicles: [{ id: 'V1', capacityVolume: 0.9, shiftStart: 0, shiftEnd: 2000 }],
    });
    const volume = checkProductSolution(bulky, plan([{ vehicle: 0, orders: [0, 1, 2] }], [], 4000));
    expect(kindsOf(volume)).toEqual(['capacity_volume']);
    expect(volume.violations[0]?.order).toBe('B');
  });

  it('refuses a service after the window closes, waiting for openings allowed', () => {
    // C first at 200 s waits to 1000; A then at 1130 + ... is past A's 500 s close.
    const check = checkProductSolution(
      small(),
      plan([{ vehicle: 1, orders: [2, 0] }], [{ order: 1, reason: 'capacity_weight' }], 4000),
    );
    expect(kindsOf(check)).toEqual(['time_window']);
    expect(check.violations[0]).toMatchObject({ route: 0, order: 'A' });
  });

  it('refuses a break that cannot start in its window, and a missing break', () => {
    // After C (served from 1000) the break could only start at 1030, past 600.
    const late = checkProductSolution(
      small(),
      plan([{ vehicle: 0, orders: [0, 1, 2], break: { start: 1030, afterStop: 3 } }], [], 4000),
    );
    expect(kindsOf(late)).toEqual(['break_window', 'break_window']);
    const missing = checkProductSolution(
      small(),
      plan([{ vehicle: 0, orders: [0, 1, 2] }], [], 4000),
    );
    expect(kindsOf(missing)).toEqual(['break_missing']);
  });

  it('refuses a route back after shift end', () => {
    const short = small({ vehicles: [{ id: 'V1', shiftStart: 0, shiftEnd: 1100 }] });
    const check = checkProductSolution(short, plan([{ vehicle: 0, orders: [0, 1, 2] }], [], 4000));
    expect(kindsOf(check)).toEqual(['shift_end']);
    expect(check.violations[0]?.message).toMatch(
      /^route 0 \(V1\): done at 00:21 after order C, after the shift ends at 00:18$/,
    );
  });

  it('refuses high-priority orders left out, lost orders and orders served twice', () => {
    const check = checkProductSolution(
      small(),
      plan(
        [
          { vehicle: 0, orders: [1, 2], break: { start: 300, afterStop: 0 } },
          { vehicle: 1, orders: [1] },
        ],
        [],
        8000,
      ),
    );
    expect(kindsOf(check)).toEqual(['order_twice', 'order_lost', 'high_priority_unassigned']);
    expect(check).toMatchObject({ unassigned: 1, unassignedHighPriority: 1 });
  });
});
