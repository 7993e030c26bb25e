import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_CONFIG_PATH, type AppConfig } from '@armada/contracts/shared';
import { apiClient } from './api-client';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * `GET /app-config.json`: the deployment facts the gateway serves before sign-in. Shared by
 * several features (sign-in lists demo accounts, the map reads tiles, the shell reads the
 * build id and help link), so it lives here rather than in any one of them.
 */
export function getAppConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> {
  return apiClient.get(APP_CONFIG_PATH, { validate: validators.AppConfig, signal });
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => getAppConfig({ signal }),
    // Fixed for the life of a deployment; a new build is detected by comparing buildId.
    staleTime: Infinity,
  });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
