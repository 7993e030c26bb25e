import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@armada/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `GET /api/user/profile`: the signed-in user's own profile. */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  const response = await apiClient.get(ROUTE_URLS.getProfile, {
    validate: validators.Profile,
    signal,
  });
  return response.data;
}

export const profileQueryKey = ['user', 'profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile({ signal }) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
