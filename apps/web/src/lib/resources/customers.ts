import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { Customer } from '@armada/contracts/customers';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/**
 * Customers, read by several features (the customers page, the route-optimization wizard's
 * shipped-customer filter): one call and one key factory, so a change made anywhere refreshes
 * every reader. Every customer query key starts with `customerKeys.all`; a mutation invalidates
 * it.
 */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...customerKeys.lists(), query] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
};

export type CustomerListQueryKey = ReturnType<typeof customerKeys.list>;

/** `GET /order/api/web/v1/customer`: one page, with every matching id in `data.ids`. */
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

/** One page of customers as TanStack query options (the customers table, the wizard's filter). */
export const customerListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => getCustomers(query, { signal }),
    placeholderData: keepPreviousData,
  });
