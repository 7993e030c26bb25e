import dayjs from 'dayjs';
import { companyDayStart, toCompanyIso } from '@/lib/company-time';
import { CUSTOMER_LIMITS, CUSTOMER_TYPES } from '@armada/contracts/customers';
import {
  canFilter,
  customerList,
  formatFilterExpression,
  type CustomerListField,
  type FilterOperator,
} from '@armada/contracts/shared';
import type { FilterValues } from '@/components/ui/filter-dialog';

/** The customer list's filters (city, type, active, created range), as URL and preset keys. */
export const CUSTOMER_FILTER_KEYS = ['city', 'type', 'active', 'createdFrom', 'createdTo'] as const;
export type CustomerFilterKey = (typeof CUSTOMER_FILTER_KEYS)[number];
export type CustomerFilterValues = FilterValues<CustomerFilterKey>;

/** Presets of this table are stored under this key (`table_key`). */
export const CUSTOMER_TABLE_KEY = 'master.customers';

export type CustomerFilterProblem = 'cityTooLong' | 'badDate' | 'rangeOrder' | 'badOption';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CITY_MAX = CUSTOMER_LIMITS.cityMax;

/** One filter on a field of the customer list's declaration (contracts `customerList`). */
function expression(field: CustomerListField, operator: FilterOperator, value: string): string {
  if (!canFilter(customerList, field, operator)) {
    throw new Error(`The customer list cannot filter "${field} ${operator}"`);
  }
  return formatFilterExpression({ field, operator, values: [value] });
}

function validDate(text: string): boolean {
  return DATE_PATTERN.test(text) && dayjs(text, 'YYYY-MM-DD').format('YYYY-MM-DD') === text;
}

/** Problems per key; the dialog's apply stays disabled while there are any. */
export function validateCustomerFilters(
  values: CustomerFilterValues,
): Partial<Record<CustomerFilterKey, CustomerFilterProblem>> {
  const problems: Partial<Record<CustomerFilterKey, CustomerFilterProblem>> = {};
  if (values.city !== null && values.city.trim().length > CITY_MAX) problems.city = 'cityTooLong';
  if (values.type !== null && !(CUSTOMER_TYPES as readonly string[]).includes(values.type)) {
    problems.type = 'badOption';
  }
  if (values.active !== null && values.active !== 'true' && values.active !== 'false') {
    problems.active = 'badOption';
  }
  if (values.createdFrom !== null && !validDate(values.createdFrom))
    problems.createdFrom = 'badDate';
  if (values.createdTo !== null && !validDate(values.createdTo)) problems.createdTo = 'badDate';
  if (
    !problems.createdFrom &&
    !problems.createdTo &&
    values.createdFrom !== null &&
    values.createdTo !== null &&
    values.createdTo < values.createdFrom
  ) {
    problems.createdTo = 'rangeOrder';
  }
  return problems;
}

/**
 * The list call's filter expressions. Dates are whole local days: from the start of the first
 * to the start of the day after the last, with the browser's UTC offset.
 */
export function customerFilterExpressions(values: CustomerFilterValues): string[] {
  if (Object.keys(validateCustomerFilters(values)).length > 0) return [];
  const expressions: string[] = [];
  const city = values.city?.trim();
  if (city) expressions.push(expression('city', 'like', city));
  if (values.type) expressions.push(expression('type', 'eq', values.type));
  if (values.active) expressions.push(expression('is_active', 'eq', values.active));
  if (values.createdFrom) {
    // Whole days of the company's clock (SHELL-75).
    const from = toCompanyIso(companyDayStart(values.createdFrom));
    expressions.push(expression('created_on', 'gte', from));
  }
  if (values.createdTo) {
    const to = toCompanyIso(companyDayStart(values.createdTo, 1));
    expressions.push(expression('created_on', 'lt', to));
  }
  return expressions;
}
