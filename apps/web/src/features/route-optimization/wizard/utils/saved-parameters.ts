import dayjs from 'dayjs';
import {
  ROUTING_METHODS,
  TIME_OF_DAY_PATTERN,
  TRAFFIC_LEVELS,
  parseIsoDuration,
  type FleetShiftTime,
  type RouteOptimizationOptions,
} from '@armada/contracts/route-optimization';
import { readStorage, writeStorage } from '@/lib/local-storage';
import { defaultOptions, type RunFormState } from './run-form';

/**
 * The last parameters a user submitted, kept in this browser per company and user
 * (docs/rules/route-optimization.md §4), without the address, order and vehicle lists: a new form
 * starts from them.
 */
export interface SavedParameters {
  expected_departure_on: string | null;
  expected_end_on: string | null;
  options: RouteOptimizationOptions;
}

export function savedParametersKey(companyId: number, userId: number): string {
  return `armada.route-optimization.parameters.${companyId}.${userId}`;
}

export function toSavedParameters(form: RunFormState): SavedParameters {
  return {
    expected_departure_on: form.expected_departure_on,
    expected_end_on: form.expected_end_on,
    options: form.options,
  };
}

export function saveParameters(companyId: number, userId: number, form: RunFormState): void {
  writeStorage(savedParametersKey(companyId, userId), JSON.stringify(toSavedParameters(form)));
}

const TIME_OF_DAY = new RegExp(TIME_OF_DAY_PATTERN);

function readShift(value: unknown): FleetShiftTime | null {
  if (typeof value !== 'object' || value === null) return null;
  const { start_break_time: start, end_break_time: end } = value as Record<string, unknown>;
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  if (!TIME_OF_DAY.test(start) || !TIME_OF_DAY.test(end)) return null;
  return { start_break_time: start, end_break_time: end };
}

/** Each stored option that still has the right type and value; the default for the rest. */
function readOptions(value: unknown): RouteOptimizationOptions {
  const options = defaultOptions();
  if (typeof value !== 'object' || value === null) return options;
  const stored = value as Record<string, unknown>;
  const flags = [
    'minimum_vehicle',
    'avoid_tolls',
    'weight_capacity',
    'volume_capacity',
    'round_trip',
    'group_order',
    'is_service_time_per_activity',
    'window_time',
  ] as const;
  for (const flag of flags) {
    if (typeof stored[flag] === 'boolean') options[flag] = stored[flag];
  }
  const serviceTime = stored.service_time;
  if (typeof serviceTime === 'string' && parseIsoDuration(serviceTime) !== null) {
    options.service_time = serviceTime;
  }
  const traffic = TRAFFIC_LEVELS.find((level) => level === stored.traffic_level);
  if (traffic) options.traffic_level = traffic;
  const method = ROUTING_METHODS.find((m) => m === stored.routing_method);
  if (method) options.routing_method = method;
  options.fleet_shift_time = readShift(stored.fleet_shift_time);
  return options;
}

/**
 * The saved parameters as a new form's starting values. A saved departure or end time that is
 * already past is left out (the form would refuse it); a stored value of the wrong shape falls
 * back to its default.
 */
export function loadParameters(
  companyId: number,
  userId: number,
  nowMs: number,
): SavedParameters | null {
  const text = readStorage(savedParametersKey(companyId, userId));
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const futureTime = (value: unknown) =>
    typeof value === 'string' && dayjs(value).isValid() && dayjs(value).valueOf() >= nowMs
      ? value
      : null;
  const departure = futureTime(record.expected_departure_on);
  const end = departure ? futureTime(record.expected_end_on) : null;
  const options = readOptions(record.options);
  return {
    expected_departure_on: departure,
    expected_end_on: end,
    options: end ? options : { ...options, fleet_shift_time: null },
  };
}
