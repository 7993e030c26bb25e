import dayjs from 'dayjs';
import { companyDayStart, toCompanyIso } from '@/lib/company-time';
import {
  DELIVERY_ORDER_STATUSES,
  deliveryOrderListWithPlan,
} from '@armada/contracts/delivery-orders';
import { canFilter, formatFilterExpression, type FilterOperator } from '@armada/contracts/shared';
import type { FilterValues } from '@/components/ui/filter-dialog';

/** The `/delivery/` filters (DLV-21), as URL and preset keys. */
export const DELIVERY_FILTER_KEYS = [
  'status',
  'customer',
  'city',
  'province',
  'createdFrom',
  'createdTo',
  'plannedFrom',
  'plannedTo',
  'weightMin',
  'weightMax',
  'volumeMin',
  'volumeMax',
  'run',
  'vehicle',
] as const;
export type DeliveryFilterKey = (typeof DELIVERY_FILTER_KEYS)[number];
export type DeliveryFilterValues = FilterValues<DeliveryFilterKey>;

/** Presets of this table are stored under this key (`table_key`). */
export const DELIVERY_TABLE_KEY = 'order.deliveries';

export type DeliveryFilterProblem =
  'badDate' | 'rangeOrder' | 'badNumber' | 'tooLong' | 'badOption';

type Field = keyof typeof deliveryOrderListWithPlan.fields;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_PATTERN = /^\d+(\.\d+)?$/;
const ID_PATTERN = /^[1-9]\d{0,8}$/;
const TEXT_MAX = 100;

function expression(field: Field, operator: FilterOperator, values: string[]): string {
  if (!canFilter(deliveryOrderListWithPlan, field, operator)) {
    throw new Error(`The delivery-order list cannot filter "${field} ${operator}"`);
  }
  return formatFilterExpression({ field, operator, values });
}

const validDate = (text: string) =>
  DATE_PATTERN.test(text) && dayjs(text, 'YYYY-MM-DD').format('YYYY-MM-DD') === text;

/** Statuses are stored comma-separated in one value (the URL and presets keep strings). */
export const statusesOf = (value: string | null): string[] =>
  value ? value.split(',').filter((s) => s.length > 0) : [];

/** Problems per key; the dialog's apply stays disabled while there are any. */
export function validateDeliveryFilters(
  values: DeliveryFilterValues,
): Partial<Record<DeliveryFilterKey, DeliveryFilterProblem>> {
  const problems: Partial<Record<DeliveryFilterKey, DeliveryFilterProblem>> = {};
  const statuses: readonly string[] = DELIVERY_ORDER_STATUSES;
  if (!statusesOf(values.status).every((s) => statuses.includes(s))) problems.status = 'badOption';
  for (const key of ['city', 'province'] as const) {
    if ((values[key]?.trim().length ?? 0) > TEXT_MAX) problems[key] = 'tooLong';
  }
  for (const key of ['customer', 'run', 'vehicle'] as const) {
    const value = values[key];
    if (value !== null && !ID_PATTERN.test(value.trim())) problems[key] = 'badNumber';
  }
  for (const [from, to] of [
    ['createdFrom', 'createdTo'],
    ['plannedFrom', 'plannedTo'],
  ] as const) {
    const a = values[from];
    const b = values[to];
    if (a !== null && !validDate(a)) problems[from] = 'badDate';
    if (b !== null && !validDate(b)) problems[to] = 'badDate';
    if (!problems[from] && !problems[to] && a !== null && b !== null && b < a) {
      problems[to] = 'rangeOrder';
    }
  }
  for (const [min, max] of [
    ['weightMin', 'weightMax'],
    ['volumeMin', 'volumeMax'],
  ] as const) {
    const a = values[min];
    const b = values[max];
    if (a !== null && !NUMBER_PATTERN.test(a.trim())) problems[min] = 'badNumber';
    if (b !== null && !NUMBER_PATTERN.test(b.trim())) problems[max] = 'badNumber';
    if (!problems[min] && !problems[max] && a !== null && b !== null && Number(b) < Number(a)) {
      problems[max] = 'rangeOrder';
    }
  }
  return problems;
}

/** The list call's filter expressions; dates are whole days of the company's clock (SHELL-75). */
export function deliveryFilterExpressions(values: DeliveryFilterValues): string[] {
  if (Object.keys(validateDeliveryFilters(values)).length > 0) return [];
  const out: string[] = [];
  const statuses = statusesOf(values.status);
  if (statuses.length > 0) out.push(expression('status.name', 'in', statuses));
  if (values.customer) out.push(expression('shipped_customer.id', 'eq', [values.customer.trim()]));
  const city = values.city?.trim();
  if (city) out.push(expression('destination_address.city', 'like', [city]));
  const province = values.province?.trim();
  if (province) out.push(expression('destination_address.province', 'like', [province]));
  const day = (text: string, after = 0) => toCompanyIso(companyDayStart(text, after));
  if (values.createdFrom) out.push(expression('created_on', 'gte', [day(values.createdFrom)]));
  if (values.createdTo) out.push(expression('created_on', 'lt', [day(values.createdTo, 1)]));
  if (values.plannedFrom) out.push(expression('planned_date', 'gte', [day(values.plannedFrom)]));
  if (values.plannedTo) out.push(expression('planned_date', 'lt', [day(values.plannedTo, 1)]));
  if (values.weightMin) out.push(expression('load_weight', 'gte', [values.weightMin.trim()]));
  if (values.weightMax) out.push(expression('load_weight', 'lte', [values.weightMax.trim()]));
  if (values.volumeMin) out.push(expression('load_volume', 'gte', [values.volumeMin.trim()]));
  if (values.volumeMax) out.push(expression('load_volume', 'lte', [values.volumeMax.trim()]));
  if (values.run) out.push(expression('run.id', 'eq', [values.run.trim()]));
  if (values.vehicle) out.push(expression('vehicle.id', 'eq', [values.vehicle.trim()]));
  return out;
}
