import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DriverScoreAggregationSchema,
  DriverScoreSchema,
  driverScoreOperations,
  type DriverScore,
  type DriverScoreAggregation,
  type DriverScorePagination,
  type DriverScoresFilter,
} from '@armada/contracts/driver-score';
import type { ListResponse } from '@armada/contracts/shared';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';
import type { ListDataSource } from '@/components/ui/list-table';
import {
  DRIVER_SCORE_LIMITS,
  periodOf,
  toDriverScoresFilter,
  type DriverScoreFilters,
} from '../utils/score-filters';
import { driverScoreKeys } from './query-keys';

const operation = operationOf(driverScoreOperations, 'driverScores');

export const DRIVER_SCORES_DOCUMENT = /* GraphQL */ `
  query DriverScores($filter: DriverScoresFilter!) {
    driverScores(filter: $filter) {
      ${RESULT_FIELDS}
      list ${graphqlSelection(DriverScoreSchema)}
      aggregation ${graphqlSelection(DriverScoreAggregationSchema)}
      pagination { page show total }
    }
  }
`;

export interface DriverScoresPage {
  list: DriverScore[];
  aggregation: DriverScoreAggregation | null;
  pagination: DriverScorePagination;
}

/** `driverScores(filter)`: one page of per-driver scores and the company's aggregation. */
export async function getDriverScores(
  filter: DriverScoresFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DriverScoresPage> {
  const result = requireSuccess(
    await graphqlRequest(operation, DRIVER_SCORES_DOCUMENT, { filter }, { signal }),
  );
  return { list: result.list, aggregation: result.aggregation, pagination: result.pagination };
}

/** One row of the driver table: the list table keys rows by a number, here the driver id. */
export interface DriverScoreRow {
  id: number;
  score: DriverScore;
}

export function toListResponse(page: DriverScoresPage): ListResponse<DriverScoreRow> {
  const { page: number, show, total } = page.pagination;
  const rows = page.list.map((score) => ({ id: score.driverId, score }));
  return {
    data: { paginated_result: rows, ids: rows.map((row) => row.id) },
    metadata: { page: number, total_count: total, total_page: Math.ceil(total / show) },
  };
}

export type DriverScoresQueryKey = ReturnType<typeof driverScoreKeys.list>;

/** The table's data source for the page's filters (the table adds page, size, sort, search). */
export function driverScoresDataSource(
  filters: DriverScoreFilters,
): ListDataSource<DriverScoreRow, DriverScoresQueryKey> {
  return {
    queryOptions: (query) => {
      const filter = toDriverScoresFilter(filters, query);
      return queryOptions({
        queryKey: driverScoreKeys.list(filter),
        queryFn: async ({ signal }) => toListResponse(await getDriverScores(filter, { signal })),
      });
    },
    queryKeyRoot: driverScoreKeys.all,
  };
}

/**
 * The summary of the page's filters (average, grade, total, top and lowest 10): the table's
 * search, sort and page do not change it, so it asks for the aggregation with a one-row page.
 */
export function getDriverScoreSummaryQueryOptions(filters: DriverScoreFilters) {
  const filter = toDriverScoresFilter(filters, { page: 1, limit: 1 });
  return queryOptions({
    queryKey: driverScoreKeys.summary(filter),
    queryFn: async ({ signal }) => (await getDriverScores(filter, { signal })).aggregation,
  });
}

export function useDriverScoreSummary(filters: DriverScoreFilters) {
  return useQuery({
    ...getDriverScoreSummaryQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}

export interface DriverOption {
  driverId: number;
  fullname: string;
  isActive: boolean;
}

/**
 * The driver filter's choices: the drivers scored in the period (within the chosen groups), by
 * name. The same call as the table, with a large page and only names kept.
 */
export function getDriverOptionsQueryOptions(range: {
  from: string;
  to: string;
  groupIds: number[];
}) {
  const filter: DriverScoresFilter = {
    ...periodOf(range),
    pagination: { page: 1, show: DRIVER_SCORE_LIMITS.driverOptions },
    orderBy: { field: 'fullname', direction: 'asc' },
    ...(range.groupIds.length > 0 && { vehicleGroupIds: [...range.groupIds] }),
  };
  return queryOptions({
    queryKey: driverScoreKeys.driverOptions(filter),
    queryFn: async ({ signal }): Promise<DriverOption[]> =>
      (await getDriverScores(filter, { signal })).list.map((row) => ({
        driverId: row.driverId,
        fullname: row.driver.fullname,
        isActive: row.driver.isActive,
      })),
    staleTime: 60_000,
  });
}

export function useDriverOptions(range: { from: string; to: string; groupIds: number[] }) {
  return useQuery({ ...getDriverOptionsQueryOptions(range), placeholderData: keepPreviousData });
}
