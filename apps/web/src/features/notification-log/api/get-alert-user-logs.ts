import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  alertLogOperations,
  type AlertUserLogsFilter,
  type AlertUserLogsResult,
} from '@armada/contracts/alerts';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

const operation = operationOf(alertLogOperations, 'alertUserLogs');

const DOCUMENT = `query ${operation.operationName}($filter: AlertUserLogsFilter!) {
  ${operation.field}(filter: $filter) ${graphqlSelection(operation.result)}
}`;

/** GraphQL `alertUserLogs(filter)`: one page of users' actions on the company's alerts. */
export async function getAlertUserLogs(
  filter: AlertUserLogsFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AlertUserLogsResult> {
  const result = await graphqlRequest(operation, DOCUMENT, { filter }, { signal });
  return requireSuccess(result);
}

export const alertUserLogsQueryOptions = (filter: AlertUserLogsFilter) =>
  queryOptions({
    queryKey: ['alerts', 'user-logs', filter] as const,
    queryFn: ({ signal }) => getAlertUserLogs(filter, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAlertUserLogs(filter: AlertUserLogsFilter | null) {
  return useQuery({
    ...alertUserLogsQueryOptions(filter ?? { startDate: '', endDate: '' }),
    enabled: filter !== null,
  });
}
