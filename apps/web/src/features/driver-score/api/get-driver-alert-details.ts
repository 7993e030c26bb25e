import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DriverAlertDetailSchema,
  driverScoreOperations,
  type AlertDetailDriverScoresFilter,
  type DriverAlertDetail,
  type DriverScorePagination,
} from '@armada/contracts/driver-score';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';
import { driverScoreKeys } from './query-keys';

const operation = operationOf(driverScoreOperations, 'alertDetailDriverScores');

export const ALERT_DETAIL_DRIVER_SCORES_DOCUMENT = /* GraphQL */ `
  query AlertDetailDriverScores($filter: AlertDetailDriverScoresFilter!) {
    alertDetailDriverScores(filter: $filter) {
      ${RESULT_FIELDS}
      list ${graphqlSelection(DriverAlertDetailSchema)}
      pagination { page show total }
    }
  }
`;

export interface DriverAlertDetailsPage {
  list: DriverAlertDetail[];
  pagination: DriverScorePagination;
}

/** `alertDetailDriverScores(filter)`: one page of the alerts behind a driver's score. */
export async function getDriverAlertDetails(
  filter: AlertDetailDriverScoresFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DriverAlertDetailsPage> {
  const result = requireSuccess(
    await graphqlRequest(operation, ALERT_DETAIL_DRIVER_SCORES_DOCUMENT, { filter }, { signal }),
  );
  return { list: result.list, pagination: result.pagination };
}

export const getDriverAlertDetailsQueryOptions = (filter: AlertDetailDriverScoresFilter) =>
  queryOptions({
    queryKey: driverScoreKeys.alerts(filter),
    queryFn: ({ signal }) => getDriverAlertDetails(filter, { signal }),
  });

export function useDriverAlertDetails(filter: AlertDetailDriverScoresFilter) {
  return useQuery({
    ...getDriverAlertDetailsQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
}
