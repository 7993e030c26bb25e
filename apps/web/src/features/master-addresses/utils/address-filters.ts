import { formatFilterExpression } from '@armada/contracts/shared';

/** The list's filters in the URL: status (active, inactive, all) and kind (depot, point). */
export const ADDRESS_FILTER_KEYS = ['status', 'kind'] as const;

/** ADDR-14: the filter expressions of the chosen status and kind; active only by default. */
export function addressFilterExpressions(values: {
  status: string | null;
  kind: string | null;
}): string[] {
  const expressions: string[] = [];
  const status = values.status ?? 'active';
  if (status === 'active' || status === 'inactive') {
    expressions.push(
      formatFilterExpression({
        field: 'is_active',
        operator: 'eq',
        values: [status === 'active' ? 'true' : 'false'],
      }),
    );
  }
  if (values.kind === 'depot' || values.kind === 'point') {
    expressions.push(
      formatFilterExpression({
        field: 'is_depot',
        operator: 'eq',
        values: [values.kind === 'depot' ? 'true' : 'false'],
      }),
    );
  }
  return expressions;
}
