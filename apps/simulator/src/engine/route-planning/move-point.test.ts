import { solve } from '@armada/route-solver';
import { describe, expect, it } from 'vitest';
import { buildPlanningProblem, type PlanningInput } from './build-problem';
import { MovePointError, movePoint } from './move-point';
import { renderStoredPlan, storedPlanOf, type StoredPlan } from './stored-plan';
import {
  defined,
  makePlanningInput,
  makePlanningOrder,
  makePlanningVehicle,
} from './test-factories';
import { pointIdsOf, toPlanResult } from './to-result';

function solvedPlan(input: PlanningInput) {
  const planning = buildPlanningProblem(input);
  const solution = solve(planning.problem, { maxIterations: 300, seed: 1 });
  return { planning, solution, plan: storedPlanOf(planning, solution) };
}

const deliveriesOf = (result: ReturnType<typeof renderStoredPlan>, vehicleId: number) =>
  defined(
    result.routes.find((r) => r.vehicle.id === vehicleId),
    `route of ${vehicleId}`,
  )
    .stops.filter((s) => s.type === 'delivery')
    .map((s) => s.point_id);

/** Two vehicles, three orders each, by hand: the tests read positions, not the solver's taste. */
const twoRoutes: StoredPlan = {
  format: 1,
  routes: [
    { vehicleId: 1, stops: [[1], [2], [3]] },
    { vehicleId: 2, stops: [[4], [5], [6]] },
  ],
  unassigned: [],
};
const sixOrders = makePlanningInput({
  orders: [1, 2, 3, 4, 5, 6].map((id) => makePlanningOrder(id)),
  options: { weight_capacity: true, round_trip: true },
  vehicles: [makePlanningVehicle(1, { weightCapacity: 40 }), makePlanningVehicle(2)],
});

describe('stored plans', () => {
  it('store a solved plan as ids and render it back to the solver result, with no violation', () => {
    const input = makePlanningInput({
      options: {
        round_trip: true,
        minimum_vehicle: false,
        fleet_shift_time: { start_break_time: '09:00', end_break_time: '09:30' },
      },
    });
    const { planning, solution, plan } = solvedPlan(input);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
    expect(plan.routes.flatMap((r) => r.stops.flat()).sort()).toEqual([1, 2, 3, 4, 5]);
    const rendered = renderStoredPlan(input, plan);
    expect(rendered).toEqual(toPlanResult(input, planning, solution));
    expect(rendered.violations).toEqual([]);
  });

  it('refuse a plan that names an order the run does not have', () => {
    expect(() =>
      renderStoredPlan(sixOrders, {
        ...twoRoutes,
        routes: [{ vehicleId: 1, stops: [[99]] }],
      }),
    ).toThrow(/Order 99/);
  });
});

describe('movePoint', () => {
  it('moves a stop to another vehicle at a position, re-timing both routes', () => {
    const before = renderStoredPlan(sixOrders, twoRoutes);
    const { plan, result } = movePoint(sixOrders, twoRoutes, {
      pointId: 2,
      targetVehicleId: 2,
      targetSequence: 2,
    });
    expect(plan.routes).toEqual([
      { vehicleId: 1, stops: [[1], [3]] },
      { vehicleId: 2, stops: [[4], [2], [5], [6]] },
    ]);
    expect(deliveriesOf(result, 1)).toEqual([1, 3]);
    expect(deliveriesOf(result, 2)).toEqual([4, 2, 5, 6]);
    const endOf = (r: typeof result, id: number) =>
      defined(r.routes.find((x) => x.vehicle.id === id)).end_on;
    expect(endOf(result, 2) > endOf(before, 2)).toBe(true);
    expect(result.summary.assigned_delivery_orders).toBe(6);
  });

  it('reorders on the same vehicle', () => {
    const { plan } = movePoint(sixOrders, twoRoutes, {
      pointId: 3,
      targetVehicleId: 1,
      targetSequence: 1,
    });
    expect(plan.routes[0]).toEqual({ vehicleId: 1, stops: [[3], [1], [2]] });
  });

  it('reports the capacity the move breaks on the receiving vehicle', () => {
    // Vehicle 1 carries 40 kg; a fourth order of 10 kg makes 40, a fifth would not fit.
    const { result: fits } = movePoint(sixOrders, twoRoutes, {
      pointId: 4,
      targetVehicleId: 1,
      targetSequence: 4,
    });
    expect(fits.violations).toEqual([]);
    const heavy = makePlanningInput({
      ...sixOrders,
      orders: sixOrders.orders.map((o) => (o.id === 5 ? { ...o, weight: 25 } : o)),
    });
    const { result } = movePoint(heavy, twoRoutes, {
      pointId: 5,
      targetVehicleId: 1,
      targetSequence: 1,
    });
    expect(result.violations).toEqual([{ code: 'capacity_weight', vehicle_id: 1, point_id: null }]);
  });

  it('reports a route that ends after the end time (window time on)', () => {
    const input = { ...sixOrders, endMs: sixOrders.departureMs + 60 * 60_000 };
    const { result } = movePoint(input, twoRoutes, {
      pointId: 6,
      targetVehicleId: 1,
      targetSequence: 4,
    });
    expect(result.violations).toContainEqual({ code: 'shift_end', vehicle_id: 1, point_id: null });
  });

  it('drops a route left empty and assigns an unassigned order', () => {
    const plan: StoredPlan = {
      format: 1,
      routes: [
        { vehicleId: 1, stops: [[1], [2], [3], [4], [5]] },
        { vehicleId: 2, stops: [[6]] },
      ],
      unassigned: [],
    };
    const moved = movePoint(sixOrders, plan, { pointId: 6, targetVehicleId: 1, targetSequence: 6 });
    expect(moved.plan.routes.map((r) => r.vehicleId)).toEqual([1]);
    expect(moved.result.summary.used_vehicles).toBe(1);

    const withOut: StoredPlan = {
      ...twoRoutes,
      routes: [twoRoutes.routes[0] ?? { vehicleId: 1, stops: [] }],
      unassigned: [4, 5, 6].map((orderId) => ({ orderId, reason: 'capacity_weight' as const })),
    };
    const assigned = movePoint(sixOrders, withOut, {
      pointId: 5,
      targetVehicleId: 2,
      targetSequence: 1,
    });
    expect(assigned.plan.routes).toContainEqual({ vehicleId: 2, stops: [[5]] });
    expect(assigned.result.unassigned_delivery_orders.map((u) => u.id)).toEqual([4, 6]);
  });

  it('refuses a bad point, vehicle or position with a typed error and its status', () => {
    const fail = (pointId: number, targetVehicleId: number, targetSequence: number) => {
      try {
        movePoint(sixOrders, twoRoutes, { pointId, targetVehicleId, targetSequence });
      } catch (error) {
        if (error instanceof MovePointError) return [error.kind, error.status];
        throw error;
      }
      return null;
    };
    const ids = pointIdsOf(sixOrders);
    expect(fail(99, 1, 1)).toEqual(['point_not_found', 404]);
    expect(fail(ids.start(1), 2, 1)).toEqual(['point_not_movable', 409]);
    expect(fail(ids.end(2), 2, 1)).toEqual(['point_not_movable', 409]);
    expect(fail(1, 42, 1)).toEqual(['vehicle_not_found', 404]);
    expect(fail(1, 2, 4)).toBeNull();
    expect(fail(1, 2, 5)).toEqual(['sequence_out_of_range', 409]);
    expect(fail(1, 1, 3)).toBeNull();
    expect(fail(1, 1, 4)).toEqual(['sequence_out_of_range', 409]);
    const tsp = { ...sixOrders, options: { ...sixOrders.options, routing_method: 'TSP' as const } };
    expect(() =>
      movePoint(
        tsp,
        { ...twoRoutes, routes: [twoRoutes.routes[0] ?? { vehicleId: 1, stops: [] }] },
        {
          pointId: 1,
          targetVehicleId: 2,
          targetSequence: 1,
        },
      ),
    ).toThrow(expect.objectContaining({ kind: 'vehicle_not_plannable', status: 409 }));
  });
});
