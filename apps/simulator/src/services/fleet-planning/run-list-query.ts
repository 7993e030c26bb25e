import {
  DECIMAL_NUMBER_PATTERN,
  LIST_LIMITS,
  LIST_OPERATORS_BY_TYPE,
  QueryExpressionError,
  asList,
  filterableFields,
  listField,
  parseFilterExpression,
  parseSortExpression,
  routeOptimizationRunList,
  sortableFields,
  type FilterExpression,
  type ListFieldType,
  type ListQuery,
} from '@armada/contracts/shared';
import { ListQueryError } from '../../engine/list-engine';
import type { RunListSql } from '../../store/route-run-store';

/**
 * The list query language (LIST-1 ... LIST-9) over the route_runs table, in SQL (PLAN-2): the
 * same declaration (`routeOptimizationRunList`) and the same refusals as the in-memory list
 * engine, answered by PostgreSQL instead of a scan in memory, since runs grow with time.
 */
type RunField = keyof typeof routeOptimizationRunList.fields;

const COLUMNS: Readonly<Record<RunField, string>> = {
  id: 'id',
  number: 'number',
  status: 'status',
  'start_address.id': 'start_address_id',
  'start_address.name': 'start_address_name',
  expected_departure_on: 'departure_at',
  expected_arrival_on: 'end_at',
  total_delivery_orders: 'total_delivery_orders',
  total_vehicles: 'total_vehicles',
  used_vehicles: 'used_vehicles',
  total_distance_m: 'total_distance_m',
  total_duration_s: 'total_duration_s',
  parent_id: 'parent_id',
  created_on: 'created_at',
  created_by: 'created_by',
  updated_on: 'updated_at',
};

const spec = routeOptimizationRunList;

function fieldOf(name: string): { column: string; type: ListFieldType } | undefined {
  const field = listField(spec, name);
  if (!field) return undefined;
  return { column: COLUMNS[name as RunField], type: field.type };
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function parseValue(type: ListFieldType, raw: string, expression: string): string | number {
  const fail = (why: string): never => {
    throw new ListQueryError(`Invalid filter "${expression}": ${why}`, 'filters');
  };
  if (type === 'number') {
    const text = raw.trim();
    if (!DECIMAL_NUMBER_PATTERN.test(text)) fail(`"${raw}" is not a decimal number`);
    return Number(text);
  }
  if (type === 'date') {
    const ms = Date.parse(raw.trim().replace(/ (\d{2}:?\d{2})$/, '+$1'));
    if (!Number.isFinite(ms)) fail(`"${raw}" is not an ISO date-time`);
    return ms;
  }
  if (type === 'boolean') fail('no boolean fields');
  return raw.toLocaleLowerCase('id').trim();
}

class Params {
  readonly values: unknown[] = [];
  /** Placeholders start at $2: $1 is the company. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length + 1}`;
  }
}

function condition(expr: FilterExpression, text: string, params: Params): string {
  const field = fieldOf(expr.field);
  if (!field) {
    throw new ListQueryError(
      `Invalid filter "${text}": ${spec.resource} cannot be filtered by "${expr.field}" (filterable fields: ${filterableFields(spec).join(', ')})`,
      'filters',
    );
  }
  if (!LIST_OPERATORS_BY_TYPE[field.type].includes(expr.operator)) {
    throw new ListQueryError(
      `Invalid filter "${text}": operator "${expr.operator}" does not apply to ${field.type} field "${expr.field}" (use ${LIST_OPERATORS_BY_TYPE[field.type].join(', ')})`,
      'filters',
    );
  }
  const column = field.type === 'string' ? `lower(${field.column})` : field.column;
  const values = expr.values.map((v) => parseValue(field.type, v, text));
  const first = values[0];
  switch (expr.operator) {
    case 'is null':
      return `${field.column} IS NULL`;
    case 'is not null':
      return `${field.column} IS NOT NULL`;
    case 'eq':
      return `${column} = ${params.add(first)}`;
    case 'ne':
      return `(${column} IS NULL OR ${column} <> ${params.add(first)})`;
    case 'in':
      return `${column} IN (${values.map((v) => params.add(v)).join(', ')})`;
    case 'nin':
      return `(${column} IS NULL OR ${column} NOT IN (${values.map((v) => params.add(v)).join(', ')}))`;
    case 'gt':
      return `${column} > ${params.add(first)}`;
    case 'gte':
      return `${column} >= ${params.add(first)}`;
    case 'lt':
      return `${column} < ${params.add(first)}`;
    case 'lte':
      return `${column} <= ${params.add(first)}`;
    case 'like': {
      const pattern = String(first);
      const wild = pattern.includes('%') || pattern.includes('_');
      return `${column} LIKE ${params.add(wild ? pattern : `%${escapeLike(pattern)}%`)}`;
    }
  }
}

function parseOr400<T>(parse: () => T, part: 'filters' | 'sorts'): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof QueryExpressionError) throw new ListQueryError(error.message, part);
    throw error;
  }
}

/** The SQL parts of a run-list query, or a ListQueryError (400) naming the bad part. */
export function runListSql(query: ListQuery): RunListSql {
  const params = new Params();
  const where: string[] = [];
  for (const text of asList(query.filters)) {
    const expr = parseOr400(() => parseFilterExpression(text), 'filters');
    where.push(condition(expr, text, params));
  }
  const search = query.search?.trim().toLocaleLowerCase('id');
  if (search) {
    const placeholder = params.add(`%${escapeLike(search)}%`);
    where.push(
      `(${spec.searchFields.map((name) => `lower(${COLUMNS[name]}) LIKE ${placeholder}`).join(' OR ')})`,
    );
  }
  const sorts = asList(query.sorts).map((text) => {
    const sort = parseOr400(() => parseSortExpression(text), 'sorts');
    const field = fieldOf(sort.field);
    if (!field || listField(spec, sort.field)?.sortable === false) {
      throw new ListQueryError(
        `Invalid sort "${text}": ${spec.resource} cannot be sorted by "${sort.field}" (sortable fields: ${sortableFields(spec).join(', ')})`,
        'sorts',
      );
    }
    const column = field.type === 'string' ? `lower(${field.column})` : field.column;
    return `${column} ${sort.order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`;
  });
  const order = sorts.length > 0 ? sorts : ['created_at DESC'];
  const limit = query.limit ?? LIST_LIMITS.defaultLimit;
  const page = query.page ?? LIST_LIMITS.defaultPage;
  return {
    where,
    params: params.values,
    orderBy: [...order, 'id DESC'].join(', '),
    limit,
    offset: (page - 1) * limit,
  };
}
