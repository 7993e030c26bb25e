import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  toRouteOptimizationSubmit,
  type RouteOptimizationSetting,
} from '@armada/contracts/route-optimization';
import {
  canProceed,
  durationParts,
  emptyRunForm,
  formFromSetting,
  isBreakTimeAllowed,
  rangeChoices,
  resetAfterInvalidStatus,
  toRunFormValues,
  trafficLevelOrDefault,
  validateRunForm,
  withBreakRule,
  type RunFormState,
} from './run-form';

const NOW = Date.parse('2026-11-14T10:00:00+07:00');
// These instants fall on the same calendar days in WIB and in UTC, so the day rule reads the
// same in either time zone.
const DEPARTURE = '2026-11-14T14:00:00+07:00';
const SAME_DAY_END = '2026-11-14T17:00:00+07:00';
const NEXT_DAY_END = '2026-11-15T09:00:00+07:00';

const form = (over: Partial<RunFormState> = {}): RunFormState => ({
  ...emptyRunForm(),
  start_address_id: 1,
  expected_departure_on: DEPARTURE,
  vehicle_ids: [4],
  delivery_orders: [{ id: 9, priority: 'high' }],
  ...over,
});

const withBreak = (over: Partial<RunFormState> = {}) =>
  form({
    ...over,
    options: {
      ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
      fleet_shift_time: { start_break_time: '12:00', end_break_time: '13:00' },
    },
  });

describe('defaults (docs/rules/route-optimization.md §3.4)', () => {
  it('a new form has the RO-22 options and nothing chosen', () => {
    const empty = emptyRunForm();
    expect(empty.options).toEqual({
      service_time: 'PT15M',
      fleet_shift_time: null,
      minimum_vehicle: true,
      avoid_tolls: true,
      weight_capacity: false,
      volume_capacity: false,
      round_trip: false,
      group_order: true,
      routing_method: 'VRP',
      is_service_time_per_activity: false,
      window_time: true,
      traffic_level: 'slow',
    });
    expect(empty.start_address_id).toBeNull();
    expect(empty.delivery_orders).toEqual([]);
  });
});

describe('break time rule (docs/rules/route-optimization.md §4)', () => {
  it('is allowed only with an end time on the departure day', () => {
    expect(isBreakTimeAllowed(DEPARTURE, SAME_DAY_END)).toBe(true);
    expect(isBreakTimeAllowed(DEPARTURE, null)).toBe(false);
    expect(isBreakTimeAllowed(DEPARTURE, NEXT_DAY_END)).toBe(false);
    expect(isBreakTimeAllowed(null, SAME_DAY_END)).toBe(false);
  });
  it('clears the break when the end time goes missing or moves to a later day', () => {
    const kept = withBreakRule(withBreak({ expected_end_on: SAME_DAY_END }));
    expect(kept.options.fleet_shift_time).toEqual({
      start_break_time: '12:00',
      end_break_time: '13:00',
    });
    expect(withBreakRule(withBreak({ expected_end_on: null })).options.fleet_shift_time).toBeNull();
    expect(
      withBreakRule(withBreak({ expected_end_on: NEXT_DAY_END })).options.fleet_shift_time,
    ).toBeNull();
  });
});

describe('traffic level (docs/rules/route-optimization.md §4)', () => {
  it('falls back to slow when cleared', () => {
    expect(trafficLevelOrDefault(null)).toBe('slow');
    expect(trafficLevelOrDefault(undefined)).toBe('slow');
    expect(trafficLevelOrDefault('fast')).toBe('fast');
  });
});

describe('activity duration (docs/rules/route-optimization.md §2.2)', () => {
  it('offers hours 0-23 and minutes 0-59', () => {
    expect(rangeChoices({ min: 0, max: 23 })).toHaveLength(24);
    expect(rangeChoices({ min: 0, max: 59 }).at(-1)).toBe(59);
  });
  it('splits a service time into its hour and minute choices', () => {
    expect(durationParts('PT15M')).toEqual({ hours: 0, minutes: 15 });
    expect(durationParts('PT1H30M')).toEqual({ hours: 1, minutes: 30 });
  });
});

describe('validation (docs/rules/route-optimization.md §5)', () => {
  it('needs a departure time that is not in the past', () => {
    expect(validateRunForm(form({ expected_departure_on: null }), NOW)).toEqual({
      expected_departure_on: 'departureRequired',
    });
    expect(
      validateRunForm(form({ expected_departure_on: '2026-11-14T09:59:00+07:00' }), NOW),
    ).toEqual({ expected_departure_on: 'departureNotPastToday' });
    expect(
      validateRunForm(form({ expected_departure_on: '2026-11-14T10:00:30+07:00' }), NOW),
    ).toEqual({});
  });
  it('refuses an end time in the past or before the departure', () => {
    expect(
      validateRunForm(form({ expected_end_on: '2026-11-14T09:00:00+07:00' }), NOW).expected_end_on,
    ).toBe('endNotPastToday');
    expect(
      validateRunForm(form({ expected_end_on: '2026-11-14T13:00:00+07:00' }), NOW).expected_end_on,
    ).toBe('endBeforeDeparture');
    expect(validateRunForm(form({ expected_end_on: SAME_DAY_END }), NOW)).toEqual({});
  });
  it('needs a service time of at least 3 minutes', () => {
    const short = form({
      options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS, service_time: 'PT2M' },
    });
    expect(validateRunForm(short, NOW).service_time).toBe('minDuration');
    const three = form({
      options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS, service_time: 'PT3M' },
    });
    expect(validateRunForm(three, NOW).service_time).toBeUndefined();
  });
});

describe('submit button state (docs/rules/route-optimization.md §5)', () => {
  it('attach-delivery needs a start address and at least one order', () => {
    expect(canProceed('attach-delivery', form())).toBe(true);
    expect(canProceed('attach-delivery', form({ start_address_id: null }))).toBe(false);
    expect(canProceed('attach-delivery', form({ delivery_orders: [] }))).toBe(false);
  });
  it('set-parameters needs departure, service time of 3 min or more and a vehicle', () => {
    expect(canProceed('set-parameters', form())).toBe(true);
    expect(canProceed('set-parameters', form({ expected_departure_on: null }))).toBe(false);
    expect(canProceed('set-parameters', form({ vehicle_ids: [] }))).toBe(false);
    const short = form({
      options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS, service_time: 'PT2M' },
    });
    expect(canProceed('set-parameters', short)).toBe(false);
  });
});

/** The run values of a complete form (the test fails when the form is incomplete). */
function valuesOf(state: RunFormState) {
  const values = toRunFormValues(state);
  if (!values) throw new Error('incomplete form');
  return values;
}

describe('payload (docs/rules/route-optimization.md §7.3)', () => {
  it('is the type plus every non-null value except delivery_order_ids', () => {
    const values = toRunFormValues(form({ expected_end_on: null }));
    expect(values?.delivery_order_ids).toEqual([9]);
    const body = toRouteOptimizationSubmit(valuesOf(form({ expected_end_on: null })));
    expect(body).toEqual({
      type: 'SINGLE_PICK-MULTI_DROP',
      start_address_id: 1,
      expected_departure_on: DEPARTURE,
      vehicle_ids: [4],
      delivery_orders: [{ id: 9, priority: 'high' }],
      options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS, fleet_shift_time: undefined },
    });
    expect(body).not.toHaveProperty('delivery_order_ids');
    expect(body).not.toHaveProperty('expected_end_on');
    expect(body.options).not.toHaveProperty('fleet_shift_time');
  });
  it('carries the end time and the break when set', () => {
    const body = toRouteOptimizationSubmit(valuesOf(withBreak({ expected_end_on: SAME_DAY_END })));
    expect(body.expected_end_on).toBe(SAME_DAY_END);
    expect(body.options.fleet_shift_time).toEqual({
      start_break_time: '12:00',
      end_break_time: '13:00',
    });
  });
  it('is not built while the address or the departure is missing', () => {
    expect(toRunFormValues(form({ start_address_id: null }))).toBeNull();
    expect(toRunFormValues(form({ expected_departure_on: null }))).toBeNull();
  });
});

describe('loaded run and reset (docs/rules/route-optimization.md §3.4, §8)', () => {
  it('maps the run setting: arrival becomes the end time', () => {
    const setting: RouteOptimizationSetting = {
      id: 3,
      number: 'RO/2611/00003',
      status: 'SOLVED',
      start_address: { id: 2, name: 'Gudang Cakung' },
      expected_departure_on: DEPARTURE,
      expected_arrival_on: SAME_DAY_END,
      options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS, traffic_level: 'fast' },
    };
    const loaded = formFromSetting(setting, [{ id: 5, priority: 'high' }], [7, 8]);
    expect(loaded).toMatchObject({
      start_address_id: 2,
      expected_departure_on: DEPARTURE,
      expected_end_on: SAME_DAY_END,
      vehicle_ids: [7, 8],
      delivery_orders: [{ id: 5, priority: 'high' }],
    });
    expect(loaded.options.traffic_level).toBe('fast');
  });
  it('an invalid status resets values, selections, vehicles and the activity duration', () => {
    const reset = resetAfterInvalidStatus();
    expect(reset).toEqual(emptyRunForm());
    expect(reset.options.service_time).toBe('PT15M');
    expect(reset.options.is_service_time_per_activity).toBe(false);
  });
});
