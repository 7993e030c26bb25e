import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  RouteOptimizationLive,
  RouteOptimizationRun,
} from '@armada/contracts/route-optimization';
import type { ListResponse } from '@armada/contracts/shared';
import {
  liveChannels,
  useLiveChannelStatus,
  useLiveResume,
  useLiveSubscription,
} from '@/lib/live-channel';
import { routeOptimizationKeys } from '../api/query-keys';

/** How often a QUEUED or SOLVING run is fetched while the live channel is not open. */
export const FALLBACK_POLL_MS = 3000;

/** The run with what a live message says about it now. */
export function applyLiveToRun(
  run: RouteOptimizationRun,
  live: RouteOptimizationLive,
): RouteOptimizationRun {
  if (run.id !== live.id) return run;
  return { ...run, status: live.status, version: live.version, progress: live.progress };
}

/**
 * Applies one `route-optimization-{companyId}` message: the run's status, version and progress
 * change at once in the run and in every list page that shows it. A new status or plan version
 * also changes totals and the result the message does not carry: those are fetched again.
 */
export function receiveRunLive(queryClient: QueryClient, live: RouteOptimizationLive): void {
  const runKey = routeOptimizationKeys.run(live.id);
  const before = queryClient.getQueryData<RouteOptimizationRun>(runKey);
  let listed: RouteOptimizationRun | undefined;
  queryClient.setQueriesData<ListResponse<RouteOptimizationRun>>(
    { queryKey: routeOptimizationKeys.lists() },
    (page) => {
      if (!page) return page;
      const rows = page.data.paginated_result;
      if (!rows.some((row) => row.id === live.id)) return page;
      listed ??= rows.find((row) => row.id === live.id);
      return {
        ...page,
        data: { ...page.data, paginated_result: rows.map((row) => applyLiveToRun(row, live)) },
      };
    },
  );
  if (before) queryClient.setQueryData(runKey, applyLiveToRun(before, live));
  const known = before ?? listed;
  const changed = !known || known.status !== live.status || known.version !== live.version;
  if (changed) {
    void queryClient.invalidateQueries({ queryKey: runKey });
    void queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.result(live.id) });
    void queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.lists() });
  }
}

/**
 * Follows the company's runs on the live channel while mounted (no polling), and refetches
 * everything after a reconnect (messages sent meanwhile are lost). Returns whether the channel
 * is open: when it is not, screens poll their QUEUED and SOLVING runs (`FALLBACK_POLL_MS`).
 */
export function useRunLiveUpdates(companyId: number | null | undefined): {
  liveOpen: boolean;
  /** Lost after it was up, or no network: worth telling the user (not while it first opens). */
  liveDown: boolean;
} {
  const queryClient = useQueryClient();
  const channel = companyId ? liveChannels.routeOptimization(companyId) : null;
  useLiveSubscription(channel, (message) => receiveRunLive(queryClient, message.payload));
  useLiveResume(() => {
    void queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.all });
  });
  const { state } = useLiveChannelStatus();
  return { liveOpen: state === 'open', liveDown: state === 'reconnecting' || state === 'offline' };
}
