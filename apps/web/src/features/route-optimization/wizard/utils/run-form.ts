import dayjs from 'dayjs';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  isServiceTimeValid,
  parseIsoDuration,
  type RouteOptimizationOptions,
  type RouteOptimizationRunFormValues,
  type RouteOptimizationSetting,
  type RunDeliveryOrder,
  type TrafficLevel,
} from '@armada/contracts/route-optimization';
import { companyDay, fromPickerDate, nextFullHour, toCompanyIso } from '@/lib/company-time';

export type WizardStep = (typeof ROUTE_OPTIMIZATION_CONSTANTS.wizardSteps)[number];
export const WIZARD_STEPS = ROUTE_OPTIMIZATION_CONSTANTS.wizardSteps;

/**
 * The wizard's form while the user fills it (docs/rules/route-optimization.md §3.3, §3.4): the run
 * form values with the fields not chosen yet left null. `delivery_order_ids` is derived from
 * `delivery_orders` when the form becomes run values.
 */
export interface RunFormState {
  start_address_id: number | null;
  expected_departure_on: string | null;
  expected_end_on: string | null;
  vehicle_ids: number[];
  delivery_orders: RunDeliveryOrder[];
  options: RouteOptimizationOptions;
}

export function defaultOptions(): RouteOptimizationOptions {
  return { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS };
}

export function emptyRunForm(): RunFormState {
  return {
    start_address_id: null,
    expected_departure_on: null,
    expected_end_on: null,
    vehicle_ids: [],
    delivery_orders: [],
    options: defaultOptions(),
  };
}

/**
 * The departure a new run starts with: the next full hour on the company's clock
 * (docs/rules/route-optimization.md RO-45, shell.md SHELL-75), as the wire form with offset.
 */
export function defaultDeparture(nowMs: number): string {
  return toCompanyIso(nextFullHour(nowMs));
}

/** A new run's form: the defaults with the departure at the next full hour. */
export function newRunForm(nowMs: number): RunFormState {
  return { ...emptyRunForm(), expected_departure_on: defaultDeparture(nowMs) };
}

/** The loaded run (docs/rules/route-optimization.md §7.4) as form values: its arrival is the form's end time. */
export function formFromSetting(
  setting: RouteOptimizationSetting,
  deliveryOrders: readonly RunDeliveryOrder[],
  vehicleIds: readonly number[],
): RunFormState {
  return {
    start_address_id: setting.start_address.id,
    expected_departure_on: setting.expected_departure_on,
    expected_end_on: setting.expected_arrival_on,
    vehicle_ids: [...vehicleIds],
    delivery_orders: [...deliveryOrders],
    options: { ...setting.options },
  };
}

// ---------------------------------------------------------------------------------------------
// Break time (docs/rules/route-optimization.md §4)
// ---------------------------------------------------------------------------------------------

/**
 * Break time can be set only when the end time exists and is on the departure's day (days of
 * the company's clock, SHELL-75).
 */
export function isBreakTimeAllowed(departure: string | null, end: string | null): boolean {
  if (!departure || !end) return false;
  const start = companyDay(departure);
  const finish = companyDay(end);
  if (!start || !finish) return false;
  return finish <= start;
}

/** Applies the break rule after a change of departure or end: cleared when not allowed. */
export function withBreakRule(form: RunFormState): RunFormState {
  if (isBreakTimeAllowed(form.expected_departure_on, form.expected_end_on)) return form;
  if (form.options.fleet_shift_time == null) return form;
  return { ...form, options: { ...form.options, fleet_shift_time: null } };
}

/** A cleared traffic level falls back to slow (docs/rules/route-optimization.md §4). */
export function trafficLevelOrDefault(level: TrafficLevel | null | undefined): TrafficLevel {
  return level ?? ROUTE_OPTIMIZATION_CONSTANTS.defaultTrafficLevel;
}

// ---------------------------------------------------------------------------------------------
// Activity duration
// ---------------------------------------------------------------------------------------------

export interface DurationParts {
  hours: number;
  minutes: number;
}

/** The hour and minute choices of a service time; hours beyond 23 are capped (choices 0-23). */
export function durationParts(duration: string): DurationParts {
  const totalMinutes = Math.floor((parseIsoDuration(duration) ?? 0) / 60_000);
  const { hourChoices } = ROUTE_OPTIMIZATION_CONSTANTS;
  return {
    hours: Math.min(Math.floor(totalMinutes / 60), hourChoices.max),
    minutes: totalMinutes % 60,
  };
}

export function rangeChoices({ min, max }: { min: number; max: number }): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

// ---------------------------------------------------------------------------------------------
// Validation (docs/rules/route-optimization.md §5)
// ---------------------------------------------------------------------------------------------

export type RunFormErrorKey =
  | 'departureRequired'
  | 'departureNotPastToday'
  | 'endNotPastToday'
  | 'endBeforeDeparture'
  | 'minDuration';

export interface RunFormErrors {
  expected_departure_on?: RunFormErrorKey;
  expected_end_on?: RunFormErrorKey;
  service_time?: RunFormErrorKey;
}

/** Times are compared to the minute: a departure set to this very minute is not in the past. */
function isPast(iso: string, nowMs: number): boolean {
  return dayjs(iso).startOf('minute').isBefore(dayjs(nowMs).startOf('minute'));
}

export function validateRunForm(form: RunFormState, nowMs: number): RunFormErrors {
  const errors: RunFormErrors = {};
  const { expected_departure_on: departure, expected_end_on: end } = form;
  if (!departure) errors.expected_departure_on = 'departureRequired';
  else if (isPast(departure, nowMs)) errors.expected_departure_on = 'departureNotPastToday';
  if (end) {
    if (isPast(end, nowMs)) errors.expected_end_on = 'endNotPastToday';
    else if (departure && dayjs(end).isBefore(dayjs(departure))) {
      errors.expected_end_on = 'endBeforeDeparture';
    }
  }
  if (!isServiceTimeValid(form.options.service_time)) errors.service_time = 'minDuration';
  return errors;
}

export function hasErrors(errors: RunFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Whether the primary button may be pressed (docs/rules/route-optimization.md §5): on
 * attach-delivery a start address and at least one order; on set-parameters a departure time, a
 * service time of at least PT3M and at least one vehicle. Errors beyond these show when pressed.
 */
export function canProceed(step: WizardStep, form: RunFormState): boolean {
  if (step === 'attach-delivery') {
    return form.start_address_id !== null && form.delivery_orders.length > 0;
  }
  return (
    form.expected_departure_on !== null &&
    isServiceTimeValid(form.options.service_time) &&
    form.vehicle_ids.length > 0
  );
}

/** The complete run values, or null while a required part is missing. */
export function toRunFormValues(form: RunFormState): RouteOptimizationRunFormValues | null {
  if (form.start_address_id === null || form.expected_departure_on === null) return null;
  return {
    start_address_id: form.start_address_id,
    expected_departure_on: form.expected_departure_on,
    expected_end_on: form.expected_end_on,
    vehicle_ids: [...form.vehicle_ids],
    delivery_orders: [...form.delivery_orders],
    delivery_order_ids: form.delivery_orders.map((order) => order.id),
    options: form.options,
  };
}

/**
 * After an invalid delivery-order status (docs/rules/route-optimization.md §8): back to step one
 * with the form values, the selections, the vehicle table and the activity duration reset.
 */
export function resetAfterInvalidStatus(): RunFormState {
  return emptyRunForm();
}

/**
 * The wire form (RO-68, ISO with the offset) of a date-time picked in the calendar: the
 * picker's fields are the company clock's wall time (SHELL-75), whatever the browser's zone.
 */
export function toDateTimeValue(date: Date): string {
  return toCompanyIso(fromPickerDate(date));
}
