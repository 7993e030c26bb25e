import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  DriverScoreSchema,
  driverScoreOperations,
  type DriverScore,
  type DriverScoreFilter,
} from '@armada/contracts';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';
import type { TimelineBucket } from '../utils/score-timeline';
import { driverScoreKeys } from './query-keys';

const operation = operationOf(driverScoreOperations, 'driverScore');

export const DRIVER_SCORE_DOCUMENT = /* GraphQL */ `
  query DriverScore($filter: DriverScoreFilter!) {
    driverScore(filter: $filter) {
      ${RESULT_FIELDS}
      data ${graphqlSelection(DriverScoreSchema)}
    }
  }
`;

/** `driverScore(filter)`: one driver's score over a period; null when the driver has none. */
export async function getDriverScore(
  filter: DriverScoreFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DriverScore | null> {
  const result = requireSuccess(
    await graphqlRequest(operation, DRIVER_SCORE_DOCUMENT, { filter }, { signal }),
  );
  return result.data;
}

export const getDriverScoreQueryOptions = (filter: DriverScoreFilter) =>
  queryOptions({
    queryKey: driverScoreKeys.one(filter),
    queryFn: ({ signal }) => getDriverScore(filter, { signal }),
  });

export function useDriverScore(filter: DriverScoreFilter) {
  return useQuery(getDriverScoreQueryOptions(filter));
}

/** The driver's score in each bucket of the period (the detail's chart), one call a bucket. */
export function useDriverScoreTimeline(driverId: number, buckets: readonly TimelineBucket[]) {
  return useQueries({
    queries: buckets.map((bucket) =>
      getDriverScoreQueryOptions({
        driverId,
        startDate: bucket.startDate,
        endDate: bucket.endDate,
      }),
    ),
  });
}
