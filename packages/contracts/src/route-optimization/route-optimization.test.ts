import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  allowedRunActions,
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  formatIsoDuration,
  isoDurationFromParts,
  isServiceTimeValid,
  IsoDurationSchema,
  parseIsoDuration,
  parseTimeOfDay,
  RouteOptimizationOptionsSchema,
  RouteOptimizationSubmitSchema,
  RouteStopSchema,
  TimeOfDaySchema,
  toRouteOptimizationSubmit,
  type RouteOptimizationRunFormValues,
} from './route-optimization';

describe('ISO-8601 durations', () => {
  it('parses the durations of service times', () => {
    expect(parseIsoDuration('PT15M')).toBe(15 * 60_000);
    expect(parseIsoDuration('PT3M')).toBe(3 * 60_000);
    expect(parseIsoDuration('PT1H30M')).toBe(90 * 60_000);
    expect(parseIsoDuration('PT45S')).toBe(45_000);
    expect(parseIsoDuration('PT0.5S')).toBe(500);
    expect(parseIsoDuration('P1DT2H')).toBe(26 * 3_600_000);
    expect(parseIsoDuration('P2D')).toBe(2 * 86_400_000);
    expect(parseIsoDuration(' PT15M ')).toBe(15 * 60_000);
  });

  it('refuses what is not a fixed-length duration', () => {
    for (const text of [
      '',
      'P',
      'PT',
      'P1DT',
      '15M',
      'PT15',
      'P1M',
      'P1Y',
      'P1W',
      'PT-5M',
      'pt15m',
      'PT1M2H',
    ]) {
      expect(parseIsoDuration(text), text).toBeNull();
      expect(Value.Check(IsoDurationSchema, text), text).toBe(false);
    }
  });

  it('formats the shortest form and round-trips', () => {
    expect(formatIsoDuration(15 * 60_000)).toBe('PT15M');
    expect(formatIsoDuration(0)).toBe('PT0S');
    expect(formatIsoDuration(90 * 60_000)).toBe('PT1H30M');
    expect(formatIsoDuration(26 * 3_600_000 + 1000)).toBe('P1DT2H1S');
    for (const text of ['PT15M', 'PT3M', 'PT2H', 'P1DT1M']) {
      expect(formatIsoDuration(parseIsoDuration(text) ?? -1)).toBe(text);
    }
    expect(() => formatIsoDuration(-1)).toThrow(RangeError);
  });

  it('builds durations from the hour and minute choices', () => {
    expect(isoDurationFromParts(0, 15)).toBe('PT15M');
    expect(isoDurationFromParts(1, 0)).toBe('PT1H');
    expect(() => isoDurationFromParts(24, 0)).toThrow(RangeError);
    expect(() => isoDurationFromParts(0, 60)).toThrow(RangeError);
  });

  it('needs a service time of at least PT3M', () => {
    expect(isServiceTimeValid('PT3M')).toBe(true);
    expect(isServiceTimeValid('PT2M59S')).toBe(false);
    expect(isServiceTimeValid('nonsense')).toBe(false);
  });
});

describe('times of day', () => {
  it('accepts HH:mm only', () => {
    expect(parseTimeOfDay('12:00')).toBe(720);
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    for (const text of ['24:00', '7:00', '12:60', '12:00:00', '']) {
      expect(parseTimeOfDay(text), text).toBeNull();
      expect(Value.Check(TimeOfDaySchema, text), text).toBe(false);
    }
  });
});

describe('run form values', () => {
  const values: RouteOptimizationRunFormValues = {
    start_address_id: 3,
    expected_departure_on: '2026-11-22T08:00:00+07:00',
    expected_end_on: null,
    vehicle_ids: [10, 11],
    delivery_orders: [
      { id: 100, priority: 'high' },
      { id: 101, priority: 'regular' },
    ],
    delivery_order_ids: [100, 101],
    options: {
      ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
      fleet_shift_time: { start_break_time: null, end_break_time: null },
    },
  };

  it('has valid defaults (docs/rules/route-optimization.md §3.4)', () => {
    expect(Value.Check(RouteOptimizationOptionsSchema, DEFAULT_ROUTE_OPTIMIZATION_OPTIONS)).toBe(
      true,
    );
    expect(DEFAULT_ROUTE_OPTIMIZATION_OPTIONS.service_time).toBe('PT15M');
    expect(DEFAULT_ROUTE_OPTIMIZATION_OPTIONS.traffic_level).toBe('slow');
    expect(DEFAULT_ROUTE_OPTIMIZATION_OPTIONS.routing_method).toBe('VRP');
  });

  it('builds the submit body: type added, nulls and delivery_order_ids dropped', () => {
    const body = toRouteOptimizationSubmit(values);
    expect(body.type).toBe('SINGLE_PICK-MULTI_DROP');
    expect(body).not.toHaveProperty('delivery_order_ids');
    expect(body).not.toHaveProperty('expected_end_on');
    expect(body.options).not.toHaveProperty('fleet_shift_time');
    expect(Value.Check(RouteOptimizationSubmitSchema, body)).toBe(true);

    const withBreak = toRouteOptimizationSubmit({
      ...values,
      expected_end_on: '2026-11-22T18:00:00+07:00',
      options: {
        ...values.options,
        fleet_shift_time: { start_break_time: '12:00', end_break_time: '13:00' },
      },
    });
    expect(withBreak.expected_end_on).toBe('2026-11-22T18:00:00+07:00');
    expect(withBreak.options.fleet_shift_time).toEqual({
      start_break_time: '12:00',
      end_break_time: '13:00',
    });
    expect(Value.Check(RouteOptimizationSubmitSchema, withBreak)).toBe(true);
  });

  it('refuses a submit without orders or vehicles', () => {
    const body = toRouteOptimizationSubmit(values);
    expect(Value.Check(RouteOptimizationSubmitSchema, { ...body, vehicle_ids: [] })).toBe(false);
    expect(Value.Check(RouteOptimizationSubmitSchema, { ...body, delivery_orders: [] })).toBe(
      false,
    );
  });
});

describe('run status', () => {
  it('offers the job actions of each status', () => {
    expect(allowedRunActions('SOLVING')).toEqual(['cancel']);
    expect(allowedRunActions('SOLVED')).toContain('create-fleet-task');
    expect(allowedRunActions('FLEET_TASK_CREATED')).toEqual(['rollback']);
    expect(allowedRunActions('FAILED')).toContain('rerun');
  });

  it('offers rollback on a solved run only when it has a previous plan version', () => {
    expect(allowedRunActions('SOLVED')).not.toContain('rollback');
    expect(allowedRunActions('SOLVED', { hasPreviousVersion: true })).toContain('rollback');
    expect(allowedRunActions('FLEET_TASK_CREATED', { hasPreviousVersion: false })).toEqual([
      'rollback',
    ]);
  });
});

describe('road rules in the result (issue 29, ROADRULE-9)', () => {
  const stop = {
    point_id: 7,
    sequence: 1,
    type: 'delivery',
    address: { id: 3, name: 'Gudang', latitude: -6.2, longitude: 106.8 },
    delivery_orders: [],
    arrival_on: '2026-11-25T08:40:00+07:00',
    service_start_on: '2026-11-25T08:40:00+07:00',
    departure_on: '2026-11-25T08:55:00+07:00',
    distance_m: 1200,
    duration_s: 300,
    load_weight: 0,
    load_volume: 0,
  };

  it('a stop stored before the rules (no toll, no detour) still parses', () => {
    expect(Value.Check(RouteStopSchema, stop)).toBe(true);
  });

  it('a stop with its leg toll in whole Rupiah and a detour parses; other reasons do not', () => {
    const ruled = {
      ...stop,
      toll_cost_idr: 15_000,
      detour: { reason: 'ganjil_genap', road_name: 'Jl. Jend. Sudirman' },
    };
    expect(Value.Check(RouteStopSchema, ruled)).toBe(true);
    expect(Value.Check(RouteStopSchema, { ...ruled, toll_cost_idr: 1.5 })).toBe(false);
    expect(
      Value.Check(RouteStopSchema, { ...ruled, detour: { reason: 'traffic', road_name: 'x' } }),
    ).toBe(false);
  });
});
