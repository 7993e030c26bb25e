import { RouteOptimizationResultSchema } from '@armada/contracts/route-optimization';
import { evaluatePlan, solve } from '@armada/route-solver';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { buildPlanningProblem, type PlanningInput } from './build-problem';
import {
  defined,
  makePlanningInput,
  makePlanningOrder,
  makePlanningVehicle,
} from './test-factories';
import { pointIdsOf, toPlanResult } from './to-result';

function solved(input: PlanningInput) {
  const planning = buildPlanningProblem(input);
  const solution = solve(planning.problem, { maxIterations: 300, seed: 1 });
  return { planning, solution, result: toPlanResult(input, planning, solution) };
}

const asResult = (pieces: ReturnType<typeof toPlanResult>) => ({
  id: 1,
  status: 'SOLVED' as const,
  version: 1,
  previous_version: null,
  solved_on: null,
  ...pieces,
});

describe('toPlanResult', () => {
  it('renders a round trip with start, deliveries, break and end stops that the contract accepts', () => {
    const input = makePlanningInput({
      options: {
        round_trip: true,
        minimum_vehicle: true,
        fleet_shift_time: { start_break_time: '09:00', end_break_time: '09:30' },
      },
    });
    const { result, solution } = solved(input);
    expect(Value.Errors(RouteOptimizationResultSchema, asResult(result))).toEqual([]);
    expect(result.violations).toEqual([]);
    expect(result.routes).toHaveLength(1);
    const route = defined(result.routes[0]);
    expect(route.vehicle).toEqual({ id: 1, license_plate: 'B 1001 XY' });
    expect(route.driver).toEqual({ id: 501, fullname: 'Driver 1' });
    expect(route.capacity_weight).toBeNull();
    // RO-74: the box's limits travel even with the capacity options off.
    expect(route.box_capacity_weight).toBe(1000);
    expect(route.box_capacity_volume).toBe(defined(input.vehicles[0]).volumeCapacity);
    expect(route.stops.map((s) => s.sequence)).toEqual(route.stops.map((_, i) => i));
    const types = route.stops.map((s) => s.type);
    expect(types[0]).toBe('start');
    expect(types.at(-1)).toBe('end');
    expect(types.filter((t) => t === 'break')).toHaveLength(1);
    expect(types.filter((t) => t === 'delivery')).toHaveLength(5);

    const start = defined(route.stops[0]);
    expect(start.address?.name).toBe('Gudang Pusat');
    expect(start.load_weight).toBe(50);
    expect(defined(route.stops.at(-1)).load_weight).toBe(0);
    const brk = defined(route.stops.find((s) => s.type === 'break'));
    expect(brk.address).toBeNull();
    expect(brk.service_start_on).toBe('2026-11-25T09:00:00+07:00');
    expect(brk.departure_on).toBe('2026-11-25T09:30:00+07:00');

    // Every delivery is served 15 minutes; times never go backwards.
    for (const stop of route.stops.filter((s) => s.type === 'delivery')) {
      expect(Date.parse(stop.departure_on) - Date.parse(stop.service_start_on)).toBe(15 * 60_000);
      expect(stop.point_id).toBe(defined(stop.delivery_orders[0]).id);
      expect(stop.distance_m).toBeGreaterThan(0);
    }
    const times = route.stops.flatMap((s) => [s.arrival_on, s.service_start_on, s.departure_on]);
    expect([...times].sort()).toEqual(times);
    expect(route.start_on).toBe(start.departure_on);
    expect(route.end_on).toBe(defined(route.stops.at(-1)).arrival_on);
    expect(route.distance_m).toBeCloseTo(solution.distance, 0);
    expect(route.stops.reduce((sum, s) => sum + s.distance_m, 0)).toBeCloseTo(route.distance_m, 0);
    expect(route.geometry[0]).toEqual([-6.2, 106.82]);
    expect(route.geometry.at(-1)).toEqual([-6.2, 106.82]);
    expect(route.geometry.length).toBe(7);

    expect(result.summary).toEqual({
      distance_m: route.distance_m,
      duration_s: route.duration_s,
      used_vehicles: 1,
      assigned_delivery_orders: 5,
    });
  });

  it('ends an open route at its last delivery and shows the box when capacity options are on', () => {
    const input = makePlanningInput({
      options: { round_trip: false, weight_capacity: true, volume_capacity: true },
      vehicles: [makePlanningVehicle(1, { weightCapacity: 30, volumeCapacity: null })],
    });
    const { result } = solved(input);
    const route = defined(result.routes[0]);
    expect(defined(route.stops.at(-1)).type).toBe('delivery');
    expect(route.capacity_weight).toBe(30);
    expect(route.capacity_volume).toBeNull();
    // 50 kg of orders in a 30 kg box: two are left out, for weight.
    expect(result.unassigned_delivery_orders).toHaveLength(2);
    for (const u of result.unassigned_delivery_orders) {
      expect(u.reason).toBe('capacity_weight');
      expect(u.number).toMatch(/^DO\/2611\//);
    }
    expect(result.summary.assigned_delivery_orders).toBe(3);
  });

  it('groups orders at one address on one stop, named by its smallest order id', () => {
    const address = { id: 77, name: 'Toko Sinar', latitude: -6.21, longitude: 106.83 };
    const input = makePlanningInput({
      orders: [makePlanningOrder(9, { address }), makePlanningOrder(4, { address })],
      options: { group_order: true },
    });
    const { result } = solved(input);
    const deliveries = defined(result.routes[0]).stops.filter((s) => s.type === 'delivery');
    expect(deliveries).toHaveLength(1);
    expect(defined(deliveries[0]).point_id).toBe(4);
    expect(defined(deliveries[0]).delivery_orders.map((o) => o.id)).toEqual([4, 9]);
    expect(defined(defined(deliveries[0]).delivery_orders[0]).shipped_customer).toEqual({
      id: 104,
      name: 'Customer 4',
    });
  });

  it('turns evaluated violations into the contract shape with the stop point ids', () => {
    const input = makePlanningInput({
      options: { weight_capacity: true },
      vehicles: [makePlanningVehicle(1, { weightCapacity: 15 })],
      orders: [makePlanningOrder(1), makePlanningOrder(2)],
    });
    const planning = buildPlanningProblem(input);
    const ev = evaluatePlan(planning.problem, {
      routes: [{ vehicle: 0, visits: [[0], [1]] }],
    });
    const result = toPlanResult(input, planning, ev);
    expect(result.violations).toEqual([{ code: 'capacity_weight', vehicle_id: 1, point_id: null }]);
  });

  it('uses the leg path it is given for the drawn geometry', () => {
    const input = makePlanningInput({ orders: [makePlanningOrder(1)] });
    const planning = buildPlanningProblem(input);
    const solution = solve(planning.problem, { maxIterations: 10 });
    const result = toPlanResult(input, planning, solution, {
      legPath: (from, to) => [from, [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], to],
    });
    expect(defined(result.routes[0]).geometry).toHaveLength(3);
  });
});

describe('pointIdsOf', () => {
  it('puts start, break and end ids above every order id, three per vehicle by id rank', () => {
    const ids = pointIdsOf({
      orders: [makePlanningOrder(5), makePlanningOrder(40)],
      vehicles: [makePlanningVehicle(9), makePlanningVehicle(2)],
    });
    expect(ids.base).toBe(41);
    expect([ids.start(2), ids.break(2), ids.end(2)]).toEqual([41, 42, 43]);
    expect([ids.start(9), ids.break(9), ids.end(9)]).toEqual([44, 45, 46]);
    expect(ids.kindOf(5)).toEqual({ type: 'delivery' });
    expect(ids.kindOf(45)).toEqual({ type: 'break', vehicleId: 9 });
    expect(ids.kindOf(47)).toBeNull();
    expect(() => ids.start(3)).toThrow(RangeError);
  });
});
