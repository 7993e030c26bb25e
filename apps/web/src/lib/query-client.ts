import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isClientError, isUnauthorized } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppRequestMeta;
    mutationMeta: AppRequestMeta;
  }
}

export interface AppRequestMeta extends Record<string, unknown> {
  /**
   * Set on calls whose 401 means something else (a wrong password) or is handled where the call
   * is made (the identity check that guards signed-in routes).
   */
  handlesUnauthorized?: boolean;
}

export interface QueryClientOptions {
  /** Called when any other call answers 401: the session has ended under the user. */
  onUnauthorized?: () => void;
}

const MAX_RETRIES = 2;

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const handle = (error: unknown, meta: AppRequestMeta | undefined) => {
    if (isUnauthorized(error) && !meta?.handlesUnauthorized) onUnauthorized?.();
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network blips and 5xx get two more tries.
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
