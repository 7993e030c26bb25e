import {
  DECIMAL_NUMBER_PATTERN,
  asList,
  parseFilterExpression,
  type ListQuery,
} from '@armada/contracts/shared';

/** SQL conditions and their parameters; the first parameter (`$1`) is the caller's company. */
export interface Prefilter {
  where: string[];
  params: unknown[];
}

/**
 * Conditions on indexed columns that narrow the rows a list reads before the list engine sees
 * them. They only ever keep a superset of the answer: the engine then applies every filter
 * exactly as the in-memory lists do, so the answer, its order and its 400s stay those of the
 * list declaration. A filter that does not parse, or has another shape, adds nothing.
 *
 * `numberColumns` maps a list field compared with `eq`/`in` to numbers (`customer.id`) to its
 * column; `status.name` with `eq`/`in` narrows the `status` column.
 */
export function listPrefilter(
  numberColumns: ReadonlyMap<string, string>,
): (query: ListQuery) => Prefilter {
  return (query) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (value: unknown): string => {
      params.push(value);
      return `$${params.length + 1}`;
    };
    for (const text of asList(query.filters)) {
      let expr;
      try {
        expr = parseFilterExpression(text);
      } catch {
        continue;
      }
      if (expr.operator !== 'eq' && expr.operator !== 'in') continue;
      const numberColumn = numberColumns.get(expr.field);
      if (numberColumn) {
        const values = expr.values.map((v) => v.trim());
        if (values.length === 0 || !values.every((v) => DECIMAL_NUMBER_PATTERN.test(v))) continue;
        where.push(`${numberColumn} IN (${values.map((v) => add(Number(v))).join(', ')})`);
      } else if (expr.field === 'status.name') {
        const values = expr.values.map((v) => v.trim().toUpperCase());
        if (values.length === 0) continue;
        where.push(`status IN (${values.map((v) => add(v)).join(', ')})`);
      }
    }
    return { where, params };
  };
}
