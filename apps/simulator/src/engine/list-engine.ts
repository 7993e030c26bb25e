import {
  DECIMAL_NUMBER_PATTERN,
  LIST_LIMITS,
  LIST_OPERATORS_BY_TYPE,
  QueryExpressionError,
  asList,
  compareListValues,
  filterableFields,
  listField,
  parseFilterExpression,
  parseSortExpression,
  sortableFields,
  type FilterExpression,
  type ListDeclaration,
  type ListField,
  type ListFieldType,
  type ListQuery,
  type ListResponse,
  type SortExpression,
} from '@armada/contracts/shared';

/**
 * One implementation of the list query language (limit, page, sorts, search, filters) over an
 * in-memory collection. Each collection's declaration (contracts `list-fields.ts`) says which
 * dotted fields clients may filter and sort on, their types, and which fields `search` looks
 * in; anything else is refused with a message naming the bad part (LIST-1 ... LIST-9 in SPEC.md).
 */
export type { ListField, ListFieldType };

export interface ListSpec<T> extends ListDeclaration {
  idOf(item: T): number;
}

export type ListQueryPart = 'filters' | 'sorts' | 'search' | 'limit' | 'page';

/** A query the collection cannot answer; the transport turns it into 400. */
export class ListQueryError extends Error {
  constructor(
    message: string,
    readonly part: ListQueryPart,
  ) {
    super(message);
    this.name = 'ListQueryError';
  }
}

type Scalar = string | number | boolean;

/** A member of a record read as data: only own properties, never the prototype chain. */
function ownMember(value: object, key: string): unknown {
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** Every leaf value at a dotted path; arrays on the way are flattened (any-match semantics). */
export function valuesAt(item: unknown, path: string): unknown[] {
  let current: unknown[] = [item];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || value === undefined) continue;
      if (Array.isArray(value)) {
        for (const element of value) {
          if (element !== null && typeof element === 'object') {
            next.push(ownMember(element as object, key));
          }
        }
      } else if (typeof value === 'object') {
        next.push(ownMember(value, key));
      }
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

function present(values: unknown[]): Scalar[] {
  return values.filter(
    (v): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
  );
}

function normalise(type: ListFieldType, value: Scalar): Scalar | null {
  switch (type) {
    case 'number':
      return typeof value === 'number'
        ? value
        : Number.isFinite(Number(value))
          ? Number(value)
          : null;
    case 'date': {
      const ms = typeof value === 'number' ? value : Date.parse(String(value));
      return Number.isFinite(ms) ? ms : null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'string':
      return String(value).toLocaleLowerCase('id').trim();
  }
}

function parseFilterValue(type: ListFieldType, raw: string, expression: string): Scalar {
  const fail = (why: string): never => {
    throw new ListQueryError(`Invalid filter "${expression}": ${why}`, 'filters');
  };
  switch (type) {
    case 'number': {
      const text = raw.trim();
      if (!DECIMAL_NUMBER_PATTERN.test(text)) fail(`"${raw}" is not a decimal number`);
      return Number(text);
    }
    case 'date': {
      // An unencoded "+07:00" arrives as " 07:00" (a "+" in a query string is a space).
      const ms = Date.parse(raw.trim().replace(/ (\d{2}:?\d{2})$/, '+$1'));
      if (!Number.isFinite(ms)) fail(`"${raw}" is not an ISO date-time`);
      return ms;
    }
    case 'boolean': {
      const lowered = raw.trim().toLowerCase();
      if (lowered !== 'true' && lowered !== 'false') fail(`"${raw}" is not true or false`);
      return lowered === 'true';
    }
    case 'string':
      return raw.toLocaleLowerCase('id').trim();
  }
}

/**
 * Whether `text` matches a `like` pattern (`%` any run, `_` one character), in time linear in
 * their lengths times at most the pattern's length: one pass that remembers the last `%` and
 * retries from it, never backtracking through earlier ones. A regular expression built from the
 * pattern (`^.*a.*a.*b$`) backtracks exponentially: `name like %a%a%a%a%a%a%a%b` over one stored
 * name of 100 "a" held the server for minutes (LIST-10, found by the issue 12 fuzzer).
 */
export function likeMatches(pattern: string, text: string): boolean {
  let t = 0;
  let p = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (t < text.length) {
    const wanted = pattern[p];
    if (wanted === '%') {
      starAt = p;
      p += 1;
      resumeAt = t;
    } else if (wanted !== undefined && (wanted === '_' || wanted === text[t])) {
      p += 1;
      t += 1;
    } else if (starAt !== -1) {
      p = starAt + 1;
      resumeAt += 1;
      t = resumeAt;
    } else {
      return false;
    }
  }
  while (pattern[p] === '%') p += 1;
  return p === pattern.length;
}

function likeMatcher(pattern: string): (text: string) => boolean {
  if (!pattern.includes('%') && !pattern.includes('_')) return (text) => text.includes(pattern);
  return (text) => likeMatches(pattern, text);
}

type Predicate = (item: unknown) => boolean;

function compileFilter(spec: ListSpec<unknown>, expr: FilterExpression, text: string): Predicate {
  const field = listField(spec, expr.field);
  if (!field || field.filterable === false) {
    const allowed = filterableFields(spec);
    throw new ListQueryError(
      `Invalid filter "${text}": ${spec.resource} cannot be filtered by "${expr.field}" (filterable fields: ${allowed.join(', ')})`,
      'filters',
    );
  }
  if (!LIST_OPERATORS_BY_TYPE[field.type].includes(expr.operator)) {
    throw new ListQueryError(
      `Invalid filter "${text}": operator "${expr.operator}" does not apply to ${field.type} field "${expr.field}" (use ${LIST_OPERATORS_BY_TYPE[field.type].join(', ')})`,
      'filters',
    );
  }
  const values = expr.values.map((v) => parseFilterValue(field.type, v, text));
  const read = (item: unknown): Scalar[] =>
    present(valuesAt(item, expr.field))
      .map((v) => normalise(field.type, v))
      .filter((v): v is Scalar => v !== null);
  const first = values[0] as Scalar;
  const any = (item: unknown, test: (v: Scalar) => boolean) => read(item).some(test);
  switch (expr.operator) {
    case 'is null':
      return (item) => read(item).length === 0;
    case 'is not null':
      return (item) => read(item).length > 0;
    case 'eq':
      return (item) => any(item, (v) => v === first);
    case 'ne':
      return (item) => !any(item, (v) => v === first);
    case 'in':
      return (item) => any(item, (v) => values.includes(v));
    case 'nin':
      return (item) => !any(item, (v) => values.includes(v));
    case 'gt':
      return (item) => any(item, (v) => v > first);
    case 'gte':
      return (item) => any(item, (v) => v >= first);
    case 'lt':
      return (item) => any(item, (v) => v < first);
    case 'lte':
      return (item) => any(item, (v) => v <= first);
    case 'like': {
      const match = likeMatcher(String(first));
      return (item) => any(item, (v) => match(String(v)));
    }
  }
}

function compileSort<T>(
  spec: ListSpec<T>,
  sorts: readonly SortExpression[],
): (a: T, b: T) => number {
  for (const sort of sorts) {
    const field = listField(spec, sort.field);
    if (!field || field.sortable === false) {
      const allowed = sortableFields(spec);
      throw new ListQueryError(
        `Invalid sort "${sort.field} ${sort.order}": ${spec.resource} cannot be sorted by "${sort.field}" (sortable fields: ${allowed.join(', ')})`,
        'sorts',
      );
    }
  }
  const keys = sorts.map((sort) => ({
    order: sort.order,
    type: (listField(spec, sort.field) as ListField).type,
    read: (item: T): Scalar | undefined => present(valuesAt(item, sort.field))[0],
  }));
  // Each item's sort values are read once, not at every comparison: reading a dotted path
  // allocates, and a sort compares each item about log2(n) times (profiled under the list load
  // of tests/reliability/load.test.ts, where it was the gateway's top cost).
  const values = new Map<T, (Scalar | undefined)[]>();
  const valuesOf = (item: T) => {
    let read = values.get(item);
    if (!read) {
      read = keys.map((key) => key.read(item));
      values.set(item, read);
    }
    return read;
  };
  return (a, b) => {
    const left = valuesOf(a);
    const right = valuesOf(b);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as (typeof keys)[number];
      // The one ordering of contracts; empty values go last whatever the direction.
      const cmp = compareListValues(key.type, left[i], right[i], key.order);
      if (cmp !== 0) return cmp;
    }
    return spec.idOf(a) - spec.idOf(b);
  };
}

function compileSearch<T>(spec: ListSpec<T>, search: string | undefined): Predicate | null {
  const needle = search?.trim().toLocaleLowerCase('id');
  if (!needle) return null;
  return (item) =>
    spec.searchFields.some((path) =>
      present(valuesAt(item, path)).some((v) => String(v).toLocaleLowerCase('id').includes(needle)),
    );
}

function parseAll<R>(texts: string[], parse: (text: string) => R): R[] {
  return texts.map((text) => {
    try {
      return parse(text);
    } catch (error) {
      if (error instanceof QueryExpressionError)
        throw new ListQueryError(error.message, error.part);
      throw error;
    }
  });
}

export interface ListOptions {
  /** Filters the server adds (scoping), evaluated like client filters. */
  extraFilters?: readonly FilterExpression[];
}

/** Filters, searches, sorts and pages `items`; throws ListQueryError on a bad query. */
export function runListQuery<T>(
  items: readonly T[],
  spec: ListSpec<T>,
  query: ListQuery,
  options: ListOptions = {},
): ListResponse<T> {
  const limit = query.limit ?? LIST_LIMITS.defaultLimit;
  const page = query.page ?? LIST_LIMITS.defaultPage;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMITS.maxLimit) {
    throw new ListQueryError(`limit must be an integer from 1 to ${LIST_LIMITS.maxLimit}`, 'limit');
  }
  if (!Number.isInteger(page) || page < 1) {
    throw new ListQueryError('page must be an integer of at least 1', 'page');
  }
  const filterTexts = asList(query.filters).filter((text) => text.trim() !== '');
  const parsedFilters = parseAll(filterTexts, parseFilterExpression);
  const predicates: Predicate[] = parsedFilters.map((expr, i) =>
    compileFilter(spec as ListSpec<unknown>, expr, filterTexts[i] ?? ''),
  );
  for (const expr of options.extraFilters ?? []) {
    predicates.push(
      compileFilter(spec as ListSpec<unknown>, expr, `${expr.field} ${expr.operator}`),
    );
  }
  const search = compileSearch(spec, query.search);
  if (search) predicates.push(search);
  const sortTexts = asList(query.sorts).filter((text) => text.trim() !== '');
  const sorts = parseAll(sortTexts, parseSortExpression);
  const comparator = compileSort(spec, sorts.length > 0 ? sorts : spec.defaultSort);

  const matching = items.filter((item) => predicates.every((p) => p(item)));
  matching.sort(comparator);
  const start = (page - 1) * limit;
  return {
    data: {
      paginated_result: matching.slice(start, start + limit),
      ids: matching.map((item) => spec.idOf(item)),
    },
    metadata: {
      page,
      total_count: matching.length,
      total_page: Math.ceil(matching.length / limit),
    },
  };
}
