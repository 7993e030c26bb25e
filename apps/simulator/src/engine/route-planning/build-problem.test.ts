import { ROUTE_OPTIMIZATION_ERROR_CODES } from '@armada/contracts/route-optimization';
import { describe, expect, it } from 'vitest';
import {
  DETOUR_FACTOR,
  OPEN_END_S,
  PlanningInputError,
  buildPlanningProblem,
  planningInputIssues,
  planningSeed,
  solveTimeBudgetMs,
  trafficSpeedMetresPerSecond,
} from './build-problem';
import {
  DEPARTURE_MS,
  HOUR_MS,
  makePlanningInput,
  makePlanningOrder,
  makePlanningVehicle,
  defined,
} from './test-factories';

describe('buildPlanningProblem', () => {
  it('maps orders and vehicles sorted by id, with points as lng/lat and the maps back', () => {
    const input = makePlanningInput({
      orders: [makePlanningOrder(7, { priority: 'high' }), makePlanningOrder(3)],
      vehicles: [makePlanningVehicle(9), makePlanningVehicle(4)],
    });
    const { problem, orderSource, vehicleSource } = buildPlanningProblem(input);
    expect(problem.orders.map((o) => o.id)).toEqual(['3', '7']);
    expect(orderSource).toEqual([1, 0]);
    expect(problem.vehicles.map((v) => v.id)).toEqual(['4', '9']);
    expect(vehicleSource).toEqual([1, 0]);
    const seven = defined(input.orders[0]);
    expect(problem.orders[1]).toMatchObject({
      point: { x: seven.address.longitude, y: seven.address.latitude },
      priority: 'high',
      weight: 10,
      volume: 0.1,
      serviceTime: 15 * 60,
    });
    expect(problem.depot).toEqual({ x: 106.82, y: -6.2 });
  });

  it('uses the middle of the traffic band and the detour factor', () => {
    const { problem } = buildPlanningProblem(
      makePlanningInput({ options: { traffic_level: 'slow' } }),
    );
    expect(problem.travel).toEqual({
      kind: 'haversine',
      detourFactor: DETOUR_FACTOR,
      speedMetresPerSecond: 32 / 3.6,
    });
    expect(trafficSpeedMetresPerSecond('faster')).toBeCloseTo(66.5 / 3.6, 12);
    expect(trafficSpeedMetresPerSecond('very_slow')).toBeCloseTo(24 / 3.6, 12);
  });

  it('maps the option flags', () => {
    const on = buildPlanningProblem(
      makePlanningInput({
        options: {
          minimum_vehicle: true,
          round_trip: true,
          group_order: false,
          is_service_time_per_activity: true,
          service_time: 'PT5M',
        },
      }),
    ).problem;
    expect(on).toMatchObject({
      objective: 'vehicles',
      roundTrip: true,
      groupOrders: false,
      serviceTimePerOrder: true,
    });
    expect(defined(on.orders[0]).serviceTime).toBe(300);
    const off = buildPlanningProblem(
      makePlanningInput({
        options: { minimum_vehicle: false, round_trip: false, group_order: true },
      }),
    ).problem;
    expect(off).toMatchObject({ objective: 'distance', roundTrip: false, groupOrders: true });
  });

  it('gives box capacities only for the dimensions switched on, a null capacity no limit', () => {
    const vehicles = [
      makePlanningVehicle(1, { weightCapacity: 500, volumeCapacity: 4 }),
      makePlanningVehicle(2, { weightCapacity: null, volumeCapacity: null }),
    ];
    const off = buildPlanningProblem(makePlanningInput({ vehicles })).problem.vehicles;
    expect(off[0]).not.toHaveProperty('capacityWeight');
    expect(off[0]).not.toHaveProperty('capacityVolume');
    const on = buildPlanningProblem(
      makePlanningInput({ vehicles, options: { weight_capacity: true, volume_capacity: true } }),
    ).problem.vehicles;
    expect(on[0]).toMatchObject({ capacityWeight: 500, capacityVolume: 4 });
    expect(on[1]).not.toHaveProperty('capacityWeight');
    expect(on[1]).not.toHaveProperty('capacityVolume');
  });

  it('limits the shift to departure..end with window time on, a week without', () => {
    const input = makePlanningInput({ endMs: DEPARTURE_MS + 9 * HOUR_MS });
    expect(buildPlanningProblem(input).problem.vehicles[0]).toMatchObject({
      shiftStart: 0,
      shiftEnd: 9 * 3600,
    });
    const open = buildPlanningProblem({
      ...input,
      options: { ...input.options, window_time: false },
    });
    expect(defined(open.problem.vehicles[0]).shiftEnd).toBe(OPEN_END_S);
    // No end time: the end of the departure day, 23:59:59 WIB (departure 08:00 WIB).
    const noEnd = buildPlanningProblem(makePlanningInput({ endMs: null }));
    expect(defined(noEnd.problem.vehicles[0]).shiftEnd).toBe(16 * 3600 - 1);
    expect(noEnd.endMs).toBe(DEPARTURE_MS + 16 * HOUR_MS - 1000);
  });

  it('gives every vehicle the fixed break of the departure day in WIB', () => {
    const input = makePlanningInput({
      options: { fleet_shift_time: { start_break_time: '12:00', end_break_time: '12:45' } },
    });
    const planning = buildPlanningProblem(input);
    for (const v of planning.problem.vehicles) {
      expect(v.break).toEqual({ earliestStart: 4 * 3600, latestStart: 4 * 3600, duration: 2700 });
    }
    expect(planning.break).toEqual({
      startMs: DEPARTURE_MS + 4 * HOUR_MS,
      endMs: DEPARTURE_MS + 4 * HOUR_MS + 45 * 60_000,
    });
    // Under way at the departure: what is left, at once; over before it: none.
    const late = (start: string, end: string) =>
      defined(
        buildPlanningProblem(
          makePlanningInput({
            options: { fleet_shift_time: { start_break_time: start, end_break_time: end } },
          }),
        ).problem.vehicles[0],
      ).break;
    expect(late('07:30', '08:30')).toEqual({ earliestStart: 0, latestStart: 0, duration: 1800 });
    expect(late('06:00', '07:00')).toBeUndefined();
  });

  it('gives TSP the first vehicle by id only', () => {
    const planning = buildPlanningProblem(
      makePlanningInput({
        vehicles: [makePlanningVehicle(8), makePlanningVehicle(3)],
        options: { routing_method: 'TSP' },
      }),
    );
    expect(planning.problem.vehicles.map((v) => v.id)).toEqual(['3']);
    expect(planning.vehicleSource).toEqual([1]);
  });

  it('refuses the error cases of docs/rules/route-optimization.md §8 with their codes', () => {
    const codes = ROUTE_OPTIMIZATION_ERROR_CODES;
    const issueCodes = (input: Parameters<typeof planningInputIssues>[0]) =>
      planningInputIssues(input).map((i) => i.code);
    expect(issueCodes(makePlanningInput({ orders: [] }))).toEqual([codes.emptyOrder]);
    expect(
      issueCodes(
        makePlanningInput({
          orders: [
            makePlanningOrder(1, {
              address: { id: 9, name: 'x', latitude: 0, longitude: 0 },
            }),
          ],
        }),
      ),
    ).toEqual([codes.vendorPlatformInvalidLatLng]);
    const withBreak = (start: string | null, end: string | null, endMs: number | null) =>
      issueCodes(
        makePlanningInput({
          endMs,
          options: { fleet_shift_time: { start_break_time: start, end_break_time: end } },
        }),
      );
    const sameDay = DEPARTURE_MS + 8 * HOUR_MS;
    expect(withBreak('12:00', '13:00', sameDay)).toEqual([]);
    expect(withBreak(null, null, null)).toEqual([]);
    expect(withBreak('12:00', '13:00', null)).toEqual([codes.invalidBreakTime]);
    expect(withBreak('12:00', '13:00', DEPARTURE_MS + 20 * HOUR_MS)).toEqual([
      codes.invalidBreakTime,
    ]);
    expect(withBreak('12:00', null, sameDay)).toEqual([codes.invalidBreakTime]);
    expect(withBreak('13:00', '12:00', sameDay)).toEqual([
      codes.startBreakTimeGreaterThanEndBreakTime,
    ]);
    expect(() => buildPlanningProblem(makePlanningInput({ orders: [] }))).toThrow(
      PlanningInputError,
    );
  });
});

describe('solveTimeBudgetMs and planningSeed', () => {
  it('grows the budget with the order count, from 1 s to at most 15 s', () => {
    expect(solveTimeBudgetMs(0)).toBe(1000);
    expect(solveTimeBudgetMs(10)).toBe(1200);
    expect(solveTimeBudgetMs(300)).toBe(7000);
    expect(solveTimeBudgetMs(700)).toBe(15_000);
    expect(solveTimeBudgetMs(2000)).toBe(15_000);
  });

  it('gives a run and attempt the same non-zero seed every time, other runs another', () => {
    expect(planningSeed(12, 1)).toBe(planningSeed(12, 1));
    expect(planningSeed(12, 2)).not.toBe(planningSeed(12, 1));
    expect(planningSeed(13, 1)).not.toBe(planningSeed(12, 1));
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => planningSeed(i + 1)));
    expect(seeds.size).toBe(1000);
    expect(seeds.has(0)).toBe(false);
  });
});
