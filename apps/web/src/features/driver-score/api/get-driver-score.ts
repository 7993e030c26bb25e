import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DriverScoreSchema,
  driverScoreOperations,
  type DriverScore,
  type DriverScoreFilter,
} from '@armada/contracts/driver-score';
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

/**
 * The driver's score in each bucket of the period (the detail's chart): the buckets' calls run
 * together under one key. (One query rather than `useQueries`: that hook would add its observer
 * to the framework chunk every page loads first.)
 */
export const getDriverScoreTimelineQueryOptions = (
  driverId: number,
  buckets: readonly TimelineBucket[],
) =>
  queryOptions({
    queryKey: driverScoreKeys.timeline(
      driverId,
      buckets.map((bucket) => [bucket.startDate, bucket.endDate] as const),
    ),
    queryFn: ({ signal }) =>
      Promise.all(
        buckets.map((bucket) =>
          getDriverScore(
            { driverId, startDate: bucket.startDate, endDate: bucket.endDate },
            { signal },
          ),
        ),
      ),
  });

export function useDriverScoreTimeline(driverId: number, buckets: readonly TimelineBucket[]) {
  return useQuery(getDriverScoreTimelineQueryOptions(driverId, buckets));
}
