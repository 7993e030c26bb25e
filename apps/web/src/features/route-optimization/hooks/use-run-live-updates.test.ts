import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RouteOptimizationRun } from '@armada/contracts/route-optimization';
import type { ListResponse } from '@armada/contracts/shared';
import { listOf, makeRun } from '../testing/factories';
import { routeOptimizationKeys } from '../api/query-keys';
import { receiveRunLive } from './use-run-live-updates';

const listKey = routeOptimizationKeys.list({ page: 1, limit: 10 });
const progress = {
  elapsed_ms: 4000,
  budget_ms: 10_000,
  distance_m: 91_000,
  used_vehicles: 2,
  unassigned: 1,
};

function setup(run: RouteOptimizationRun) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(listKey, listOf([run, makeRun({ id: 13, number: 'RO/2611/00013' })]));
  queryClient.setQueryData(routeOptimizationKeys.run(run.id), run);
  return queryClient;
}

describe('receiveRunLive', () => {
  it('puts progress into the list row and the run without refetching', () => {
    const run = makeRun({ status: 'SOLVING', version: 0, used_vehicles: null });
    const queryClient = setup(run);
    receiveRunLive(queryClient, { id: run.id, status: 'SOLVING', version: 0, progress });
    const rows =
      queryClient.getQueryData<ListResponse<RouteOptimizationRun>>(listKey)?.data.paginated_result;
    expect(rows?.[0]?.progress).toEqual(progress);
    expect(rows?.[1]?.progress).toBeNull();
    expect(
      queryClient.getQueryData<RouteOptimizationRun>(routeOptimizationKeys.run(run.id))?.progress,
    ).toEqual(progress);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
  });

  it('refetches totals and the result when the status or plan version changes', () => {
    const run = makeRun({ status: 'SOLVING', version: 0 });
    const queryClient = setup(run);
    queryClient.setQueryData(routeOptimizationKeys.result(run.id), { stale: true });
    receiveRunLive(queryClient, { id: run.id, status: 'SOLVED', version: 1, progress: null });
    const rows =
      queryClient.getQueryData<ListResponse<RouteOptimizationRun>>(listKey)?.data.paginated_result;
    expect(rows?.[0]?.status).toBe('SOLVED');
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(routeOptimizationKeys.result(run.id))?.isInvalidated).toBe(
      true,
    );
  });
});
