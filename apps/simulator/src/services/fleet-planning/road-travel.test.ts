import { travelBetween } from '@armada/route-solver';
import { describe, expect, it } from 'vitest';
import { buildPlanningProblem } from '../../engine/route-planning/build-problem';
import {
  defined,
  makePlanningInput,
  makePlanningOrder,
  makePlanningVehicle,
} from '../../engine/route-planning/test-factories';
import { checkRoadRules } from '../../engine/route-planning/road-rule-check';
import { createRunPlanner } from './planner';
import { RoadMatrixCache, drivenLegsOf, roadMatrixRequestOf, roadPlanning } from './road-travel';
import { createInlineSolver } from './solver-pool';

/** Sunday 29 November 2026, 08:00 WIB: no odd-even rule that day. */
const SUNDAY_MS = Date.UTC(2026, 10, 29, 1);

const orders = Array.from({ length: 8 }, (_, i) =>
  makePlanningOrder(i + 1, {
    address: {
      id: 2000 + i,
      name: `Address ${i}`,
      // Spread over Greater Jakarta, kilometres apart.
      latitude: -6.12 - ((i * 37) % 11) * 0.025,
      longitude: 106.7 + ((i * 53) % 13) * 0.025,
    },
  }),
);

function solveOnce(options: Parameters<typeof makePlanningInput>[0] = {}) {
  const input = makePlanningInput({ orders, ...options });
  const planner = createRunPlanner(createInlineSolver(), { budgetMs: 200 });
  return {
    input,
    planner,
    solved: planner.solve(input, {
      seed: 7,
      signal: new AbortController().signal,
      maxIterations: 2_000,
      onProgress: () => undefined,
    }),
  };
}

describe('the solver travels on the road network (MATRIX-6)', () => {
  it('asks for the depot and the orders in solver order at the run level and toll choice', () => {
    // A Sunday: no road rule applies to the vans, so the travel is time-independent (MATRIX-1).
    const input = makePlanningInput({
      orders,
      options: { traffic_level: 'normal', avoid_tolls: true },
      departureMs: SUNDAY_MS,
      endMs: SUNDAY_MS + 10 * 3_600_000,
    });
    const planning = buildPlanningProblem(input);
    const request = roadMatrixRequestOf(planning, input);
    expect(request.points.length).toBe(2 * (orders.length + 1));
    expect([request.points[0], request.points[1]]).toEqual([
      input.depot.latitude,
      input.depot.longitude,
    ]);
    expect(request).toMatchObject({ trafficLevel: 'normal', avoidTolls: true });
    const road = roadPlanning(planning, input);
    expect(road.problem.travel.kind).toBe('matrix');
    expect(road.problem.orders).toBe(planning.problem.orders);
  });

  it('times every planned leg with the road matrix, not the great circle', async () => {
    // One vehicle: `travelBetween` reads the first vehicle's matrix, and another plate (odd-even)
    // may drive other roads (the road rules), so the legs are checked on the vehicle they use.
    const { input, solved } = solveOnce({ vehicles: [makePlanningVehicle(1)] });
    const { result } = await solved;
    const travel = travelBetween(roadPlanning(buildPlanningProblem(input), input).problem);
    const planning = buildPlanningProblem(input);
    const pointOf = new Map(
      planning.orderSource.map((source, i) => [defined(input.orders[source]).id, i + 1]),
    );
    let legs = 0;
    for (const route of result.routes) {
      let previous = 0;
      for (const stop of route.stops) {
        if (stop.type !== 'delivery') continue;
        const point = defined(pointOf.get(defined(stop.delivery_orders[0]).id));
        expect(stop.distance_m).toBeCloseTo(travel.distance(previous, point), 0);
        previous = point;
        legs++;
      }
    }
    expect(legs).toBe(orders.length);
  });

  it('plans no faster avoiding tolls, and slower at a slower traffic level', async () => {
    const duration = async (options: Parameters<typeof makePlanningInput>[0]) =>
      (await solveOnce(options).solved).result.summary.duration_s;
    const vehicles = [makePlanningVehicle(1)];
    const withTolls = await duration({ vehicles, options: { routing_method: 'TSP' } });
    const fast = await duration({
      vehicles,
      options: { routing_method: 'TSP', traffic_level: 'fast' },
    });
    expect(fast).toBeLessThan(withTolls);
    const free = await duration({
      vehicles,
      options: { routing_method: 'TSP', avoid_tolls: true },
    });
    expect(free).toBeGreaterThanOrEqual(withTolls * 0.95);
  });

  it('leaves an order no road reaches unassigned as unreachable', async () => {
    const surabaya = makePlanningOrder(99, {
      address: { id: 3000, name: 'Surabaya', latitude: -7.2575, longitude: 112.7521 },
    });
    const { result } = await solveOnce({ orders: [...orders, surabaya] }).solved;
    expect(result.unassigned_delivery_orders).toMatchObject([{ id: 99, reason: 'unreachable' }]);
  });

  it('re-times a moved point on the same road matrix', async () => {
    const { input, planner, solved } = solveOnce();
    const { plan, result } = await solved;
    const route = defined(
      result.routes.find((r) => r.stops.filter((s) => s.type === 'delivery').length > 1),
    );
    const stop = defined(route.stops.find((s) => s.type === 'delivery'));
    const moved = planner.move(input, plan, {
      pointId: stop.point_id,
      targetVehicleId: route.vehicle.id,
      targetSequence: route.stops.filter((s) => s.type === 'delivery').length,
    });
    const again = planner.move(input, plan, {
      pointId: stop.point_id,
      targetVehicleId: route.vehicle.id,
      targetSequence: route.stops.filter((s) => s.type === 'delivery').length,
    });
    expect(moved.result).toEqual(again.result);
    expect(moved.result.summary.distance_m).not.toBe(result.summary.distance_m);
  });
});

describe('RoadMatrixCache (MATRIX-6)', () => {
  const request = (level: 'slow' | 'fast', first = -6.2) => ({
    points: Float64Array.from([first, 106.82, -6.3, 106.85]),
    trafficLevel: level,
    avoidTolls: false,
  });
  const matrix = (bytes: number) => ({
    size: 1,
    duration: new Float64Array(bytes / 16),
    distance: new Float64Array(bytes / 16),
  });

  it('finds a matrix by its points, traffic level and toll choice', () => {
    const cache = new RoadMatrixCache();
    const m = matrix(64);
    cache.set(request('slow'), m);
    expect(cache.get(request('slow'))).toBe(m);
    expect(cache.get(request('fast'))).toBeUndefined();
    expect(cache.get(request('slow', -6.21))).toBeUndefined();
    expect(cache.get({ ...request('slow'), avoidTolls: true })).toBeUndefined();
  });

  it('keeps the most recently used within its bytes', () => {
    const cache = new RoadMatrixCache(256);
    cache.set(request('slow', 1), matrix(128));
    cache.set(request('slow', 2), matrix(128));
    expect(cache.get(request('slow', 1))).toBeDefined();
    cache.set(request('slow', 3), matrix(128));
    expect(cache.get(request('slow', 2))).toBeUndefined();
    expect(cache.get(request('slow', 1))).toBeDefined();
    expect(cache.get(request('slow', 3))).toBeDefined();
    cache.set(request('slow', 4), matrix(512));
    expect(cache.get(request('slow', 4))).toBeUndefined();
  });
});

describe('the road rules in the plan (ROADRULE-8..ROADRULE-10)', () => {
  // Wednesday 25 November 2026 (an odd date), 08:00 WIB, from beside Jl. Sudirman: the even
  // plates (vehicles 2 and 4) keep off the odd-even roads until 10:00; a Fuso (vehicle 3) keeps
  // off the inner city all day.
  const vehicles = [
    makePlanningVehicle(1, { vehicleType: 'Blind Van' }),
    makePlanningVehicle(2, { vehicleType: 'Blind Van' }),
    makePlanningVehicle(3, { vehicleType: 'Fuso' }),
    makePlanningVehicle(4, { vehicleType: 'CDD (Colt Diesel Double)' }),
  ];
  const input = makePlanningInput({
    orders,
    vehicles,
    options: { avoid_tolls: false, minimum_vehicle: false },
  });

  it('plans on timed per-vehicle travel, and every leg passes the road-rule checker', async () => {
    const planning = roadPlanning(buildPlanningProblem(input), input);
    expect(planning.problem.travel.kind).toBe('timed');
    const planner = createRunPlanner(createInlineSolver(), { budgetMs: 200 });
    const { result } = await planner.solve(input, {
      seed: 5,
      signal: new AbortController().signal,
      maxIterations: 2_000,
      onProgress: () => undefined,
    });
    const legs = drivenLegsOf(planning, input, result);
    expect(legs.length).toBeGreaterThan(0);
    expect(checkRoadRules(legs)).toEqual([]);
    // Every route states its toll in whole Rupiah, the sum of its legs'.
    for (const route of result.routes) {
      const legsToll = route.stops.reduce((sum, stop) => sum + (stop.toll_cost_idr ?? 0), 0);
      expect(route.toll_cost_idr).toBe(legsToll);
      expect(Number.isInteger(route.toll_cost_idr)).toBe(true);
      // Each leg's distance is its own band's: the legs add up to the route.
      const legsKm = route.stops.reduce((sum, stop) => sum + stop.distance_m, 0) / 1000;
      expect(legsKm).toBeCloseTo(route.distance_m / 1000, 1);
    }
  });

  it('the checker rejects the same plan driven on the roads as if no rule applied', async () => {
    const planner = createRunPlanner(createInlineSolver(), { budgetMs: 200 });
    const { result } = await planner.solve(input, {
      seed: 5,
      signal: new AbortController().signal,
      maxIterations: 2_000,
      onProgress: () => undefined,
    });
    // The same stops and times on the fastest paths with every road open (time-independent
    // travel, as before the rules): some leg drives a road closed to its vehicle.
    const unruled = { ...buildPlanningProblem(input) };
    const legs = drivenLegsOf(unruled, input, result);
    const violations = checkRoadRules(legs);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.map((v) => v.reason)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ganjil_genap|truck_ban/)]),
    );
  });
});
