import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Customer, ListQuery, ListResponse } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** `GET /order/api/web/v1/customer`: the shipped-customer filter's choices. */
export async function getCustomers(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<Customer>> {
  return apiClient.get(ROUTE_URLS.listCustomers, {
    validate: validators.CustomerList,
    query,
    signal,
  });
}

export const getCustomersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['route-optimization', 'wizard', 'customers', query] as const,
    queryFn: ({ signal }) => getCustomers(query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
