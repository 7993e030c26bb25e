import {
  boxTypeList,
  canFilter,
  compareListValues,
  customerList,
  deliveryOrderList,
  addressList,
  listField,
  sortableFields,
  vehicleList,
  type FilterOperator,
  type ListDeclaration,
  type ListFieldType,
  type RouteDefinition,
  type SortOrder,
} from '@armada/contracts/shared';

/**
 * What each list route can be sorted, filtered and searched by comes from its declaration in
 * contracts (`route.list`, `list-fields.ts`), the one the server evaluates: every sortable field
 * is checked both ways with the contracts' ordering (`compareListValues`), search uses the first
 * search field. The filter cases below pick which operators to try on which fields; each must be
 * one the declaration allows. Filters are built from rows the server returned, so they hold for
 * any seed and any backend.
 */

type Row = Record<string, unknown>;

/** `a.b.c` through nested objects; through an array it collects every element's value. */
export function getField(row: unknown, path: string): unknown {
  let values: unknown[] = [row];
  let crossedArray = false;
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of values) {
      if (Array.isArray(value)) {
        crossedArray = true;
        for (const item of value)
          if (item && typeof item === 'object') next.push((item as Row)[key]);
      } else if (value && typeof value === 'object') {
        const child = (value as Row)[key];
        if (Array.isArray(child)) {
          crossedArray = true;
          next.push(...child);
        } else next.push(child);
      } else next.push(undefined);
    }
    values = next;
  }
  return crossedArray ? values : values[0];
}

/** The declared type of a list field, `number` for `id` on an undeclared list. */
export function fieldType(route: RouteDefinition, field: string): ListFieldType {
  const declared = route.list ? listField(route.list, field) : undefined;
  if (declared) return declared.type;
  if (field === 'id') return 'number';
  throw new Error(`${route.url} does not declare the field "${field}"`);
}

/** `compareListValues` for a field of a route: <= 0 when `a` may come before `b`. */
export function compareFieldValues(
  route: RouteDefinition,
  field: string,
  a: unknown,
  b: unknown,
  order: SortOrder = 'asc',
): number {
  return compareListValues(fieldType(route, field), a, b, order);
}

/** Throws when the declaration does not let `field` be filtered with `operator`. */
function declared(list: ListDeclaration, field: string, operator: FilterOperator): ListFieldType {
  const type = listField(list, field)?.type;
  if (!type || !canFilter(list, field, operator)) {
    throw new Error(`${list.resource} does not declare "${field} ${operator}" as a filter`);
  }
  return type;
}

export interface BuiltFilter {
  expression: string;
  matches(row: Row): boolean;
  /** The rows it was built from satisfy it, so the answer must not be empty. */
  nonEmpty: boolean;
}

export interface FilterCase {
  /** Shown in the test name. */
  name: string;
  build(rows: Row[]): BuiltFilter | undefined;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const present = (value: unknown) => value !== null && value !== undefined;

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function firstValues(rows: Row[], field: string, count: number): Scalar[] {
  const seen: Scalar[] = [];
  for (const row of rows) {
    for (const value of asList(getField(row, field))) {
      if (isScalar(value) && !seen.includes(value)) seen.push(value);
      if (seen.length === count) return seen;
    }
  }
  return seen;
}

export const inFilter = (list: ListDeclaration, field: string, count = 2): FilterCase => ({
  name: `${field} in`,
  build(rows) {
    declared(list, field, 'in');
    const values = firstValues(rows, field, count);
    if (values.length === 0) return undefined;
    return {
      expression: `${field} in ${values.map((v) => String(v).replaceAll(',', '\\,')).join(',')}`,
      matches: (row) =>
        asList(getField(row, field)).some((v) => values.some((w) => String(w) === String(v))),
      nonEmpty: true,
    };
  },
});

export const eqFilter = (list: ListDeclaration, field: string): FilterCase => ({
  name: `${field} eq`,
  build(rows) {
    declared(list, field, 'eq');
    const [value] = firstValues(rows, field, 1);
    if (value === undefined) return undefined;
    return {
      expression: `${field} eq ${value}`,
      matches: (row) => asList(getField(row, field)).some((v) => String(v) === String(value)),
      nonEmpty: true,
    };
  },
});

const RANGE_OPERATORS = {
  gte: 'gte',
  '>=': 'gte',
  gt: 'gt',
  lte: 'lte',
  '<=': 'lte',
  lt: 'lt',
} as const;

export const rangeFilter = (
  list: ListDeclaration,
  field: string,
  operator: keyof typeof RANGE_OPERATORS,
): FilterCase => ({
  name: `${field} ${operator}`,
  build(rows) {
    const type = declared(list, field, RANGE_OPERATORS[operator]);
    const compare = (a: unknown, b: unknown) => compareListValues(type, a, b);
    const values = rows
      .map((row) => getField(row, field))
      .filter((v): v is string | number => typeof v === 'number' || typeof v === 'string')
      .sort(compare);
    const pivot = values[Math.floor(values.length / 2)];
    if (pivot === undefined) return undefined;
    const test: Record<typeof operator, (c: number) => boolean> = {
      gte: (c) => c >= 0,
      '>=': (c) => c >= 0,
      gt: (c) => c > 0,
      lte: (c) => c <= 0,
      '<=': (c) => c <= 0,
      lt: (c) => c < 0,
    };
    return {
      expression: `${field} ${operator} ${pivot}`,
      matches: (row) => {
        const value = getField(row, field);
        return present(value) && test[operator](compare(value, pivot));
      },
      nonEmpty: operator !== 'gt' && operator !== 'lt',
    };
  },
});

export const nullFilter = (
  list: ListDeclaration,
  field: string,
  operator: 'is null' | 'is not null',
): FilterCase => ({
  name: `${field} ${operator}`,
  build: () => (
    declared(list, field, operator),
    {
      expression: `${field} ${operator}`,
      matches: (row) =>
        operator === 'is null' ? !present(getField(row, field)) : present(getField(row, field)),
      nonEmpty: false,
    }
  ),
});

export const likeFilter = (list: ListDeclaration, field: string): FilterCase => ({
  name: `${field} like`,
  build(rows) {
    declared(list, field, 'like');
    // A piece of one word, without spaces (query values are trimmed), in different case.
    const word = firstValues(rows, field, 20)
      .filter((v): v is string => typeof v === 'string')
      .flatMap((v) => v.split(/\s+/))
      .find((w) => /^[A-Za-z]{4,}$/.test(w));
    if (!word) return undefined;
    const part = word.slice(1, 4).toLowerCase();
    return {
      expression: `${field} like ${part}`,
      matches: (row) =>
        String(getField(row, field) ?? '')
          .toLowerCase()
          .includes(part),
      nonEmpty: true,
    };
  },
});

/** Filters to try per list declaration (by resource). */
const filterCases: Record<string, FilterCase[]> = {
  [customerList.resource]: [
    likeFilter(customerList, 'name'),
    eqFilter(customerList, 'type'),
    inFilter(customerList, 'city'),
    eqFilter(customerList, 'is_active'),
    nullFilter(customerList, 'email', 'is not null'),
  ],
  [deliveryOrderList.resource]: [
    inFilter(deliveryOrderList, 'status.name'),
    nullFilter(deliveryOrderList, 'vendor.id', 'is null'),
    eqFilter(deliveryOrderList, 'origin_address.id'),
    rangeFilter(deliveryOrderList, 'created_on', '>='),
    rangeFilter(deliveryOrderList, 'created_on', '<='),
    rangeFilter(deliveryOrderList, 'load_weight', '>='),
    rangeFilter(deliveryOrderList, 'load_weight', '<='),
    rangeFilter(deliveryOrderList, 'load_volume', '>='),
    rangeFilter(deliveryOrderList, 'load_volume', '<='),
    inFilter(deliveryOrderList, 'shipped_customer.id'),
    inFilter(deliveryOrderList, 'destination_address.id'),
    inFilter(deliveryOrderList, 'destination_address.province'),
    inFilter(deliveryOrderList, 'destination_address.city'),
  ],
  [addressList.resource]: [inFilter(addressList, 'city'), likeFilter(addressList, 'name')],
  [vehicleList.resource]: [
    inFilter(vehicleList, 'vehicle_group.id'),
    inFilter(vehicleList, 'vehicle_type.id'),
    inFilter(vehicleList, 'box_type.id'),
    rangeFilter(vehicleList, 'box_type.weight_capacity', 'gte'),
    rangeFilter(vehicleList, 'box_type.weight_capacity', 'lte'),
    rangeFilter(vehicleList, 'box_type.volume_capacity', 'gte'),
    rangeFilter(vehicleList, 'box_type.volume_capacity', 'lte'),
    eqFilter(vehicleList, 'box_type.id'),
  ],
  [boxTypeList.resource]: [rangeFilter(boxTypeList, 'weight_capacity', 'gte')],
};

export interface ListFixture {
  sortFields: string[];
  filters: FilterCase[];
  /** A text field that `search` matches. */
  searchField?: string;
}

/** What to check on a list route: from its declaration; `id` only for an undeclared list. */
export function listFixtures(route: RouteDefinition): ListFixture {
  const list = route.list;
  if (!list) return { sortFields: [], filters: [] };
  return {
    sortFields: sortableFields(list),
    filters: filterCases[list.resource] ?? [],
    ...(list.searchFields[0] ? { searchField: list.searchFields[0] } : {}),
  };
}
