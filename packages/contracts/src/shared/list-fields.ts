import type { FilterOperator, SortExpression } from './filter-expression';
import type { SortOrder } from './list-query';

/**
 * What each list endpoint can filter, sort and search by, declared once: the simulator
 * evaluates queries with these declarations, the web builds its sort columns and filters from
 * them, and the contract suite checks against them. A field is a dotted path into the item
 * (`destination_address.city`); through an array it means "any element".
 */
export type ListFieldType = 'number' | 'string' | 'date' | 'boolean';

export interface ListField {
  type: ListFieldType;
  /** Default true. */
  filterable?: boolean;
  /** Default true. */
  sortable?: boolean;
}

export interface ListDeclaration<F extends string = string> {
  /** Used in messages, e.g. "delivery-order". */
  resource: string;
  fields: Readonly<Record<F, ListField>>;
  /** The fields `search` looks in (case-insensitive substring). */
  searchFields: readonly F[];
  /** The order without `sorts`. */
  defaultSort: readonly (SortExpression & { field: F })[];
}

/** The filter operators of each field type (LIST-4). */
export const LIST_OPERATORS_BY_TYPE: Readonly<Record<ListFieldType, readonly FilterOperator[]>> = {
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'is null', 'is not null'],
  date: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'is null', 'is not null'],
  string: ['eq', 'ne', 'in', 'nin', 'like', 'is null', 'is not null'],
  boolean: ['eq', 'ne', 'is null', 'is not null'],
};

/**
 * The declared field of that name, from the declaration's own fields only: names every object
 * inherits ("__proto__", "constructor", "toString") are not fields of any list.
 */
export function listField(list: ListDeclaration, name: string): ListField | undefined {
  return Object.hasOwn(list.fields, name) ? list.fields[name] : undefined;
}

export function filterableFields<F extends string>(list: ListDeclaration<F>): F[] {
  return (Object.keys(list.fields) as F[]).filter((name) => list.fields[name].filterable !== false);
}

export function sortableFields<F extends string>(list: ListDeclaration<F>): F[] {
  return (Object.keys(list.fields) as F[]).filter((name) => list.fields[name].sortable !== false);
}

/** Whether `operator` applies to the declared, filterable field `name`. */
export function canFilter(list: ListDeclaration, name: string, operator: FilterOperator): boolean {
  const field = listField(list, name);
  return (
    field !== undefined &&
    field.filterable !== false &&
    LIST_OPERATORS_BY_TYPE[field.type].includes(operator)
  );
}

export type ListSortKey = string | number | boolean;

/**
 * The value a list sorts a field by: a number, a date-time as epoch milliseconds, text as it
 * is, a boolean; `null` when the item has none (or one of another type). An array (a path
 * through a list) sorts by its first value.
 */
export function listSortKey(type: ListFieldType, value: unknown): ListSortKey | null {
  const first = Array.isArray(value) ? value.find((v) => v !== null && v !== undefined) : value;
  if (typeof first !== 'string' && typeof first !== 'number' && typeof first !== 'boolean') {
    return null;
  }
  switch (type) {
    case 'number': {
      const n = typeof first === 'number' ? first : Number(first);
      return typeof first !== 'boolean' && Number.isFinite(n) ? n : null;
    }
    case 'date': {
      const ms = typeof first === 'number' ? first : Date.parse(String(first));
      return Number.isFinite(ms) ? ms : null;
    }
    case 'boolean':
      return typeof first === 'boolean' ? first : null;
    case 'string':
      return String(first);
  }
}

let textCollator: Intl.Collator | undefined;

/**
 * The one ordering of list values, for servers and for the checks of their answers: numbers
 * and dates by value, false before true, text in Indonesian collation (case- and
 * accent-insensitive, digits by number: "Gudang 2" before "Gudang 10"). Items without a value
 * go last in both directions, so a sorted column starts with data. Raw values are read with
 * `listSortKey`.
 */
export function compareListValues(
  type: ListFieldType,
  a: unknown,
  b: unknown,
  order: SortOrder = 'asc',
): number {
  const ka = listSortKey(type, a);
  const kb = listSortKey(type, b);
  if (ka === null && kb === null) return 0;
  if (ka === null) return 1;
  if (kb === null) return -1;
  let cmp: number;
  if (type === 'string') {
    textCollator ??= new Intl.Collator('id', { sensitivity: 'base', numeric: true });
    cmp = textCollator.compare(String(ka), String(kb));
  } else {
    cmp = ka < kb ? -1 : ka > kb ? 1 : 0;
  }
  return order === 'asc' ? cmp : -cmp;
}

/** `GET /order/api/web/v1/customer` and `/customer/external`. */
export const customerList = {
  resource: 'customer',
  fields: {
    id: { type: 'number' },
    code: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string' },
    source: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    city: { type: 'string' },
    province: { type: 'string' },
    npwp: { type: 'string' },
    contact_person: { type: 'string' },
    is_active: { type: 'boolean' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name', 'code', 'email', 'phone', 'city', 'contact_person', 'npwp'],
  defaultSort: [{ field: 'name', order: 'asc' }],
} as const satisfies ListDeclaration;
export type CustomerListField = keyof typeof customerList.fields;

/**
 * docs/rules/route-optimization.md §7.1: fixed filters plus created_on, load, customer and
 * destination filters.
 */
export const deliveryOrderList = {
  resource: 'delivery-order',
  fields: {
    id: { type: 'number' },
    number: { type: 'string' },
    'status.name': { type: 'string' },
    'origin_address.id': { type: 'number' },
    'origin_address.name': { type: 'string' },
    'destination_address.id': { type: 'number' },
    'destination_address.name': { type: 'string' },
    'destination_address.city': { type: 'string' },
    'destination_address.province': { type: 'string' },
    created_on: { type: 'date' },
    created_by: { type: 'string' },
    'shipped_customer.id': { type: 'number' },
    'shipped_customer.name': { type: 'string' },
    'billed_customer.name': { type: 'string' },
    'marketing_user.name': { type: 'string' },
    load_weight: { type: 'number' },
    load_volume: { type: 'number' },
    'vendor.id': { type: 'number' },
  },
  searchFields: [
    'number',
    'origin_address.name',
    'destination_address.name',
    'destination_address.city',
    'shipped_customer.name',
    'billed_customer.name',
    'created_by',
    'marketing_user.name',
  ],
  defaultSort: [{ field: 'created_on', order: 'desc' }],
} as const satisfies ListDeclaration;

/** `GET /api/address`. */
export const addressList = {
  resource: 'address',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    full_name: { type: 'string' },
    district: { type: 'string' },
    city: { type: 'string' },
    province: { type: 'string' },
    postal_code: { type: 'string' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    is_depot: { type: 'boolean' },
    customer_id: { type: 'number' },
    created_on: { type: 'date' },
    // The address book (docs/rules/addresses.md ADDR-14).
    street: { type: 'string' },
    village: { type: 'string' },
    is_active: { type: 'boolean' },
  },
  searchFields: ['name', 'full_name', 'city', 'district', 'village', 'postal_code'],
  defaultSort: [{ field: 'name', order: 'asc' }],
} as const satisfies ListDeclaration;

/** docs/rules/route-optimization.md §3.5 and §7.4: group, type and box filters, capacity ranges. */
export const vehicleList = {
  resource: 'vehicle',
  fields: {
    id: { type: 'number' },
    license_plate: { type: 'string' },
    parent_id: { type: 'number' },
    fleet_category: { type: 'string' },
    brand: { type: 'string' },
    model: { type: 'string' },
    year: { type: 'number' },
    'vehicle_group.id': { type: 'number' },
    'vehicle_group.name': { type: 'string' },
    'vehicle_type.id': { type: 'number' },
    'vehicle_type.type': { type: 'string' },
    'box_type.id': { type: 'number' },
    'box_type.name': { type: 'string' },
    'box_type.weight_capacity': { type: 'number' },
    'box_type.volume_capacity': { type: 'number' },
    'device.type': { type: 'string' },
    'device.imei': { type: 'string' },
    'driver.id': { type: 'number' },
    'driver.fullname': { type: 'string' },
    'depot.id': { type: 'number' },
    is_active: { type: 'boolean' },
  },
  searchFields: [
    'license_plate',
    'vehicle_type.type',
    'box_type.name',
    'driver.fullname',
    'vehicle_group.name',
  ],
  defaultSort: [{ field: 'license_plate', order: 'asc' }],
} as const satisfies ListDeclaration;

/** `GET /api/box-type`. */
export const boxTypeList = {
  resource: 'box-type',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    weight_capacity: { type: 'number' },
    volume_capacity: { type: 'number' },
    is_active: { type: 'boolean' },
  },
  searchFields: ['name'],
  defaultSort: [{ field: 'weight_capacity', order: 'asc' }],
} as const satisfies ListDeclaration;

/** `GET /api/saved-filter` (one table's presets of one user). */
export const savedFilterList = {
  resource: 'saved-filter',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name'],
  defaultSort: [{ field: 'updated_on', order: 'desc' }],
} as const satisfies ListDeclaration;

/** `GET /fleet-planning/api/web/v1/route-optimization`: the run list. */
export const routeOptimizationRunList = {
  resource: 'route-optimization',
  fields: {
    id: { type: 'number' },
    number: { type: 'string' },
    status: { type: 'string' },
    'start_address.id': { type: 'number' },
    'start_address.name': { type: 'string' },
    expected_departure_on: { type: 'date' },
    expected_arrival_on: { type: 'date' },
    total_delivery_orders: { type: 'number' },
    total_vehicles: { type: 'number' },
    used_vehicles: { type: 'number' },
    total_distance_m: { type: 'number' },
    total_duration_s: { type: 'number' },
    parent_id: { type: 'number' },
    created_on: { type: 'date' },
    created_by: { type: 'string' },
    updated_on: { type: 'date' },
  },
  searchFields: ['number', 'start_address.name', 'created_by'],
  defaultSort: [{ field: 'created_on', order: 'desc' }],
} as const satisfies ListDeclaration;

/** `GET .../route-optimization/{id}/delivery-orders`: the run's orders with their priority. */
export const routeOptimizationDeliveryOrderList = {
  resource: 'route-optimization-delivery-order',
  fields: { ...deliveryOrderList.fields, priority: { type: 'string' } },
  searchFields: deliveryOrderList.searchFields,
  defaultSort: deliveryOrderList.defaultSort,
} as const satisfies ListDeclaration;

/** `GET .../route-optimization/{id}/vehicles`: searched and sorted, not filtered. */
export const routeOptimizationVehicleList = {
  resource: 'route-optimization-vehicle',
  fields: {
    id: { type: 'number', filterable: false },
    license_plate: { type: 'string', filterable: false },
    'vehicle_type.type': { type: 'string', filterable: false },
    'box_type.name': { type: 'string', filterable: false },
    'box_type.weight_capacity': { type: 'number', filterable: false },
    'box_type.volume_capacity': { type: 'number', filterable: false },
  },
  searchFields: ['license_plate', 'vehicle_type.type', 'box_type.name'],
  defaultSort: [{ field: 'license_plate', order: 'asc' }],
} as const satisfies ListDeclaration;
