import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Identity } from '@armada/contracts/auth';
import { apiClient, isUnauthorized } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { readSessionHint, writeSessionHint } from '../utils/session-hint';

/**
 * `GET /api/whoami`: who is signed in, or a 401 ApiError when nobody is. Each answer is noted
 * as this browser's session hint.
 */
export async function getIdentity({ signal }: { signal?: AbortSignal } = {}): Promise<Identity> {
  try {
    const response = await apiClient.get(ROUTE_URLS.whoami, {
      validate: validators.Identity,
      signal,
    });
    writeSessionHint('signed-in');
    return response.data;
  } catch (error) {
    if (isUnauthorized(error)) writeSessionHint('signed-out');
    throw error;
  }
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

/**
 * The identity for the sign-in page, which only needs it to move a still signed-in user on
 * (SHELL-80). It asks only when this browser last knew itself signed in: on a first visit, or
 * after signing out or a refused whoami, the page makes no call the server would refuse, so
 * opening it logs no 401 in the browser's console. A stale "signed-in" costs one refused call,
 * which turns the hint to "signed-out".
 */
export function useIdentityIfSignedIn() {
  return useQuery({
    ...getIdentityQueryOptions(),
    enabled: readSessionHint() === 'signed-in',
  });
}
