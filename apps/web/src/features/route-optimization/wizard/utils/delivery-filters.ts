import dayjs from 'dayjs';
import { fromPickerDate, toCompanyIso, toPickerDate } from '@/lib/company-time';
import type { ROUTE_OPTIMIZATION_CONSTANTS } from '@armada/contracts/route-optimization';
import { ROUTABLE_DELIVERY_ORDER_STATUSES } from '@armada/contracts/delivery-orders';
import { formatFilterExpression, type FilterExpression } from '@armada/contracts/shared';
import { rangeError, type NumberRange, type RangeError } from './number-range';

/** The filter panel of the attach-delivery step (docs/rules/route-optimization.md §2.1). */
export interface DeliveryFilterValues {
  shippedCustomerIds: number[];
  /** ISO datetimes with offset; either end may be open. */
  createdFrom: string | null;
  createdTo: string | null;
  destinationAddressIds: number[];
  weight: NumberRange;
  volume: NumberRange;
  provinces: string[];
  cities: string[];
}

export const EMPTY_DELIVERY_FILTERS: DeliveryFilterValues = {
  shippedCustomerIds: [],
  createdFrom: null,
  createdTo: null,
  destinationAddressIds: [],
  weight: { min: null, max: null },
  volume: { min: null, max: null },
  provinces: [],
  cities: [],
};

const expression = (field: string, operator: FilterExpression['operator'], values: string[]) =>
  formatFilterExpression({ field, operator, values });

/**
 * The fixed filters every delivery search sends (docs/rules/route-optimization.md §7.1): routable
 * statuses only, no vendor, from the chosen origin.
 */
export function fixedDeliveryFilters(originAddressId: number): string[] {
  return [
    expression('status.name', 'in', [...ROUTABLE_DELIVERY_ORDER_STATUSES]),
    expression('vendor.id', 'is null', []),
    expression('origin_address.id', 'eq', [String(originAddressId)]),
  ];
}

/** The user filters, with the operators of RO-52. */
export function userDeliveryFilters(values: DeliveryFilterValues): string[] {
  const out: string[] = [];
  if (values.createdFrom) out.push(expression('created_on', 'gte', [values.createdFrom]));
  if (values.createdTo) out.push(expression('created_on', 'lte', [values.createdTo]));
  const range = (field: string, { min, max }: NumberRange) => {
    if (min !== null) out.push(expression(field, 'gte', [String(min)]));
    if (max !== null) out.push(expression(field, 'lte', [String(max)]));
  };
  range('load_weight', values.weight);
  range('load_volume', values.volume);
  const list = (field: string, items: readonly (string | number)[]) => {
    if (items.length > 0) out.push(expression(field, 'in', items.map(String)));
  };
  list('shipped_customer.id', values.shippedCustomerIds);
  list('destination_address.id', values.destinationAddressIds);
  list('destination_address.province', values.provinces);
  list('destination_address.city', values.cities);
  return out;
}

export function deliveryOrderFilters(originAddressId: number, values: DeliveryFilterValues) {
  return [...fixedDeliveryFilters(originAddressId), ...userDeliveryFilters(values)];
}

/** How many of the panel's fields are in force (the filter button's badge). */
export function countActiveDeliveryFilters(values: DeliveryFilterValues): number {
  return [
    values.shippedCustomerIds.length > 0,
    values.createdFrom !== null || values.createdTo !== null,
    values.destinationAddressIds.length > 0,
    values.weight.min !== null || values.weight.max !== null,
    values.volume.min !== null || values.volume.max !== null,
    values.provinces.length > 0,
    values.cities.length > 0,
  ].filter(Boolean).length;
}

export interface DeliveryFilterErrors {
  weight: RangeError;
  volume: RangeError;
  /** The created-on range reaches past now. */
  createdOnFuture: boolean;
}

/**
 * docs/rules/route-optimization.md §5: ranges (min 0, min < max) and a created-on range that is not
 * in the future.
 */
export function validateDeliveryFilters(
  values: DeliveryFilterValues,
  nowMs: number,
): DeliveryFilterErrors {
  const future = (iso: string | null) => iso !== null && dayjs(iso).valueOf() > nowMs;
  return {
    weight: rangeError(values.weight, { strict: true }),
    volume: rangeError(values.volume, { strict: true }),
    createdOnFuture: future(values.createdFrom) || future(values.createdTo),
  };
}

export function hasDeliveryFilterErrors(errors: DeliveryFilterErrors): boolean {
  return (
    errors.createdOnFuture ||
    errors.weight.min !== null ||
    errors.weight.max !== null ||
    errors.volume.min !== null ||
    errors.volume.max !== null
  );
}

export type DateShortcut = (typeof ROUTE_OPTIMIZATION_CONSTANTS.dateShortcuts)[number];

/**
 * The created-on shortcuts (RO-67): today, yesterday, the last 3 and last 7 days, each from
 * the start of its first day to the end of its last day, but never past now.
 */
export function dateShortcutRange(shortcut: DateShortcut, nowMs: number): [Date, Date] {
  // Picker dates: the company clock's wall time (SHELL-75), whatever the browser's zone.
  const now = dayjs(toPickerDate(nowMs) ?? nowMs);
  const today = now.startOf('day');
  switch (shortcut) {
    case 'today':
      return [today.toDate(), now.toDate()];
    case 'yesterday': {
      const day = today.subtract(1, 'day');
      return [day.toDate(), day.endOf('day').toDate()];
    }
    case 'last-3-days':
      return [today.subtract(2, 'day').toDate(), now.toDate()];
    case 'last-7-days':
      return [today.subtract(6, 'day').toDate(), now.toDate()];
  }
}

/**
 * The wire form (RO-68: ISO datetime with the offset) of a date picked in the calendar, whose
 * fields are the company clock's wall time (SHELL-75).
 */
export function toDateValue(date: Date): string {
  return toCompanyIso(fromPickerDate(date));
}
