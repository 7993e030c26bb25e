import { API_BASES, type RouteDefinition } from '@armada/contracts';

/**
 * What each list resource can be sorted, filtered and searched by, beyond the `id` every list
 * supports (spec 01 section 3, spec 03 sections 3.5, 7.1 and 7.4). Filters are built from rows
 * the server returned, so they hold for any seed and any backend.
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

/** Order as a server sorts: numbers numerically, dates by time, text case-insensitively, null last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  const dateLike = /^\d{4}-\d{2}-\d{2}T/;
  if (dateLike.test(sa) && dateLike.test(sb)) return Date.parse(sa) - Date.parse(sb);
  return sa.localeCompare(sb, 'en', { sensitivity: 'base' });
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

export const inFilter = (field: string, count = 2): FilterCase => ({
  name: `${field} in`,
  build(rows) {
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

export const eqFilter = (field: string): FilterCase => ({
  name: `${field} eq`,
  build(rows) {
    const [value] = firstValues(rows, field, 1);
    if (value === undefined) return undefined;
    return {
      expression: `${field} eq ${value}`,
      matches: (row) => asList(getField(row, field)).some((v) => String(v) === String(value)),
      nonEmpty: true,
    };
  },
});

export const rangeFilter = (
  field: string,
  operator: 'gte' | 'lte' | 'gt' | 'lt' | '>=' | '<=',
): FilterCase => ({
  name: `${field} ${operator}`,
  build(rows) {
    const values = rows
      .map((row) => getField(row, field))
      .filter((v): v is string | number => typeof v === 'number' || typeof v === 'string')
      .sort(compareValues);
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
        return present(value) && test[operator](compareValues(value, pivot));
      },
      nonEmpty: operator !== 'gt' && operator !== 'lt',
    };
  },
});

export const nullFilter = (field: string, operator: 'is null' | 'is not null'): FilterCase => ({
  name: `${field} ${operator}`,
  build: () => ({
    expression: `${field} ${operator}`,
    matches: (row) =>
      operator === 'is null' ? !present(getField(row, field)) : present(getField(row, field)),
    nonEmpty: false,
  }),
});

export const likeFilter = (field: string): FilterCase => ({
  name: `${field} like`,
  build(rows) {
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

export interface ListFixture {
  sortFields?: string[];
  filters?: FilterCase[];
  /** A text field that `search` matches. */
  searchField?: string;
}

const fixtures: Record<string, ListFixture> = {
  [`${API_BASES.order}/customer`]: {
    sortFields: ['id', 'name', 'created_on'],
    filters: [
      likeFilter('name'),
      eqFilter('type'),
      inFilter('city'),
      eqFilter('is_active'),
      nullFilter('email', 'is not null'),
    ],
    searchField: 'name',
  },
  [`${API_BASES.order}/delivery-order`]: {
    sortFields: ['id', 'created_on', 'load_weight'],
    filters: [
      inFilter('status.name'),
      nullFilter('vendor.id', 'is null'),
      eqFilter('origin_address.id'),
      rangeFilter('created_on', '>='),
      rangeFilter('created_on', '<='),
      rangeFilter('load_weight', '>='),
      rangeFilter('load_weight', '<='),
      rangeFilter('load_volume', '>='),
      rangeFilter('load_volume', '<='),
      inFilter('shipped_customer.id'),
      inFilter('destination_address.id'),
      inFilter('destination_address.province'),
      inFilter('destination_address.city'),
    ],
    searchField: 'number',
  },
  [`${API_BASES.main}/address`]: {
    sortFields: ['id', 'name'],
    filters: [inFilter('city'), likeFilter('name')],
    searchField: 'name',
  },
  [`${API_BASES.main}/vehicle`]: {
    sortFields: ['id', 'license_plate', 'box_type.weight_capacity', 'box_type.volume_capacity'],
    filters: [
      inFilter('vehicle_group.id'),
      inFilter('vehicle_type.id'),
      inFilter('box_type.id'),
      rangeFilter('box_type.weight_capacity', 'gte'),
      rangeFilter('box_type.weight_capacity', 'lte'),
      rangeFilter('box_type.volume_capacity', 'gte'),
      rangeFilter('box_type.volume_capacity', 'lte'),
      eqFilter('box_type.id'),
    ],
    searchField: 'license_plate',
  },
  [`${API_BASES.main}/box-type`]: {
    sortFields: ['id', 'name'],
    searchField: 'name',
  },
};

/** The fixture for a list route; resources not listed get the generic `id` cases only. */
export function listFixtures(route: RouteDefinition): ListFixture {
  return fixtures[route.url] ?? {};
}
