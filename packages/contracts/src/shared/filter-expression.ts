import { SORT_ORDERS, type SortOrder } from './values';

/**
 * The filter expression language of every list endpoint (docs/rules/route-optimization.md §7.1:
 * "status.name in CONFIRMED RESCHEDULED", "vendor.id is null", "origin_address.id eq 12",
 * "created_on >= ...").
 *
 * Grammar, one expression per `filters` query value:
 *   expression := field SP operator [SP value]
 *   field      := name ("." name)*            e.g. destination_address.city
 *   operator   := eq | ne | gt | gte | lt | lte | in | nin | like | is null | is not null
 *                 (aliases: = != > >= < <=)
 *   value      := the rest of the text; for in/nin a comma-separated list ("\," is a literal comma)
 *
 * Both the simulator (to evaluate) and the web app (to build) use this module, so the text a
 * client sends is the text the server understands.
 */
export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'nin',
  'like',
  'is null',
  'is not null',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const OPERATOR_ALIASES: Record<string, FilterOperator> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
};

const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export interface FilterExpression {
  field: string;
  operator: FilterOperator;
  /** Empty for `is null` / `is not null`, one value for comparisons, one or more for in/nin. */
  values: string[];
}

export interface SortExpression {
  field: string;
  order: SortOrder;
}

export class QueryExpressionError extends Error {
  constructor(
    message: string,
    readonly part: 'filters' | 'sorts',
    readonly expression: string,
  ) {
    super(message);
    this.name = 'QueryExpressionError';
  }
}

function splitList(text: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === ',') {
      current += ',';
      i++;
    } else if (ch === ',') {
      values.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  values.push(current.trim());
  return values;
}

function escapeListValue(value: string): string {
  return value.replaceAll(',', '\\,');
}

export function parseFilterExpression(text: string): FilterExpression {
  const trimmed = text.trim();
  const fail = (why: string): never => {
    throw new QueryExpressionError(`Invalid filter "${text}": ${why}`, 'filters', text);
  };
  const firstSpace = trimmed.indexOf(' ');
  if (firstSpace <= 0) fail('expected "<field> <operator> <value>"');
  const field = trimmed.slice(0, firstSpace);
  if (!FIELD_PATTERN.test(field)) fail(`"${field}" is not a field name`);
  const rest = trimmed.slice(firstSpace + 1).trimStart();
  const lowered = rest.toLowerCase();
  if (lowered === 'is null') return { field, operator: 'is null', values: [] };
  if (lowered === 'is not null') return { field, operator: 'is not null', values: [] };
  const opEnd = rest.indexOf(' ');
  const rawOperator = (opEnd === -1 ? rest : rest.slice(0, opEnd)).toLowerCase();
  const operator =
    OPERATOR_ALIASES[rawOperator] ??
    (FILTER_OPERATORS as readonly string[]).find(
      (op) => op === rawOperator && !op.startsWith('is'),
    );
  if (!operator) {
    return fail(
      `unknown operator "${rawOperator}" (use ${FILTER_OPERATORS.join(', ')}, or = != > >= < <=)`,
    );
  }
  const valueText = opEnd === -1 ? '' : rest.slice(opEnd + 1).trim();
  if (valueText === '') fail(`operator "${operator}" needs a value`);
  const op = operator as FilterOperator;
  const values = op === 'in' || op === 'nin' ? splitList(valueText) : [valueText];
  if (values.some((v) => v === '')) fail('empty value in list');
  return { field, operator: op, values };
}

export function formatFilterExpression(expression: FilterExpression): string {
  const { field, operator, values } = expression;
  if (operator === 'is null' || operator === 'is not null') return `${field} ${operator}`;
  if (operator === 'in' || operator === 'nin') {
    return `${field} ${operator} ${values.map(escapeListValue).join(',')}`;
  }
  return `${field} ${operator} ${values[0] ?? ''}`;
}

export function parseSortExpression(text: string): SortExpression {
  const parts = text.trim().split(/\s+/);
  const fail = (why: string): never => {
    throw new QueryExpressionError(`Invalid sort "${text}": ${why}`, 'sorts', text);
  };
  if (parts.length !== 2) fail('expected "<field> asc" or "<field> desc"');
  const [field = '', rawOrder = ''] = parts;
  if (!FIELD_PATTERN.test(field)) fail(`"${field}" is not a field name`);
  const order = rawOrder.toLowerCase();
  if (!(SORT_ORDERS as readonly string[]).includes(order)) fail(`order must be asc or desc`);
  return { field, order: order as SortOrder };
}

export function formatSortExpression(sort: SortExpression): string {
  return `${sort.field} ${sort.order}`;
}

/** Query values arrive as one string or a repeated parameter; both mean a list. */
export function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
