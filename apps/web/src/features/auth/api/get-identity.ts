import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Identity } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** `GET /api/whoami`: who is signed in, or a 401 ApiError when nobody is. */
export async function getIdentity({ signal }: { signal?: AbortSignal } = {}): Promise<Identity> {
  const response = await apiClient.get(ROUTE_URLS.whoami, {
    validate: validators.Identity,
    signal,
  });
  return response.data;
}

export const identityQueryKey = ['auth', 'identity'] as const;

export const getIdentityQueryOptions = () =>
  queryOptions({
    queryKey: identityQueryKey,
    queryFn: ({ signal }) => getIdentity({ signal }),
    staleTime: 5 * 60_000,
    // A 401 here is the answer "not signed in", handled by the route guard, not a session loss.
    meta: { handlesUnauthorized: true },
  });

export function useIdentity() {
  return useQuery(getIdentityQueryOptions());
}
