import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppConfig } from '@/lib/app-config';

/** How often the app asks whether a newer build is being served. */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/**
 * The build id the gateway serves now (`GET /app-config.json`, `buildId`). A separate query
 * from the app config itself, which is read once: this one is re-read every minute and when
 * the tab regains focus.
 */
export const latestBuildQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config', 'latest-build'],
    queryFn: async ({ signal }) => (await getAppConfig({ signal })).buildId,
    staleTime: 0,
    refetchInterval: UPDATE_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: false,
    // A failed check is retried at the next interval; no banner for a network blip.
    retry: false,
  });

export function useLatestBuild() {
  return useQuery(latestBuildQueryOptions());
}
