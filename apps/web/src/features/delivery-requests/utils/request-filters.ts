import dayjs from 'dayjs';
import {
  DELIVERY_REQUESTER_TYPES,
  DELIVERY_REQUEST_STATUSES,
  deliveryRequestList,
  type DeliveryRequestListField,
} from '@armada/contracts/delivery-requests';
import { canFilter, formatFilterExpression, type FilterOperator } from '@armada/contracts/shared';
import { companyDayStart, toCompanyIso } from '@/lib/company-time';
import type { FilterValues } from '@/components/ui/filter-dialog';

/** The `/delivery-request/` filters (DREQ-18), as URL and preset keys. */
export const REQUEST_FILTER_KEYS = [
  'status',
  'customer',
  'requester',
  'city',
  'wantedFrom',
  'wantedTo',
] as const;
export type RequestFilterKey = (typeof REQUEST_FILTER_KEYS)[number];
export type RequestFilterValues = FilterValues<RequestFilterKey>;

/** Presets of this table are stored under this key (`table_key`). */
export const REQUEST_TABLE_KEY = 'order.delivery-requests';

export type RequestFilterProblem = 'badDate' | 'rangeOrder' | 'badNumber' | 'tooLong' | 'badOption';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ID_PATTERN = /^[1-9]\d{0,8}$/;
const TEXT_MAX = 100;

function expression(
  field: DeliveryRequestListField,
  operator: FilterOperator,
  values: string[],
): string {
  if (!canFilter(deliveryRequestList, field, operator)) {
    throw new Error(`The delivery-request list cannot filter "${field} ${operator}"`);
  }
  return formatFilterExpression({ field, operator, values });
}

const validDate = (text: string) =>
  DATE_PATTERN.test(text) && dayjs(text, 'YYYY-MM-DD').format('YYYY-MM-DD') === text;

/** Statuses are stored comma-separated in one value (the URL and presets keep strings). */
export const statusesOf = (value: string | null): string[] =>
  value ? value.split(',').filter((s) => s.length > 0) : [];

/** Problems per key; the dialog's apply stays disabled while there are any. */
export function validateRequestFilters(
  values: RequestFilterValues,
): Partial<Record<RequestFilterKey, RequestFilterProblem>> {
  const problems: Partial<Record<RequestFilterKey, RequestFilterProblem>> = {};
  const statuses: readonly string[] = DELIVERY_REQUEST_STATUSES;
  if (!statusesOf(values.status).every((s) => statuses.includes(s))) problems.status = 'badOption';
  const types: readonly string[] = DELIVERY_REQUESTER_TYPES;
  if (values.requester !== null && !types.includes(values.requester)) {
    problems.requester = 'badOption';
  }
  if ((values.city?.trim().length ?? 0) > TEXT_MAX) problems.city = 'tooLong';
  if (values.customer !== null && !ID_PATTERN.test(values.customer.trim())) {
    problems.customer = 'badNumber';
  }
  const from = values.wantedFrom;
  const to = values.wantedTo;
  if (from !== null && !validDate(from)) problems.wantedFrom = 'badDate';
  if (to !== null && !validDate(to)) problems.wantedTo = 'badDate';
  if (!problems.wantedFrom && !problems.wantedTo && from !== null && to !== null && to < from) {
    problems.wantedTo = 'rangeOrder';
  }
  return problems;
}

/** The list call's filter expressions; days are whole days of the company's clock (SHELL-75). */
export function requestFilterExpressions(values: RequestFilterValues): string[] {
  if (Object.keys(validateRequestFilters(values)).length > 0) return [];
  const out: string[] = [];
  const statuses = statusesOf(values.status);
  if (statuses.length > 0) out.push(expression('status.name', 'in', statuses));
  if (values.customer) out.push(expression('customer.id', 'eq', [values.customer.trim()]));
  if (values.requester) out.push(expression('requester.type', 'eq', [values.requester]));
  const city = values.city?.trim();
  if (city) out.push(expression('destination_address.city', 'like', [city]));
  const day = (text: string, after = 0) => toCompanyIso(companyDayStart(text, after));
  if (values.wantedFrom) out.push(expression('wanted_date', 'gte', [day(values.wantedFrom)]));
  if (values.wantedTo) out.push(expression('wanted_date', 'lt', [day(values.wantedTo, 1)]));
  return out;
}
