import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { Customer, ListQuery, ListResponse } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** Every customer query key starts here; a change refreshes them all. */
export const customersQueryRoot = ['customers'] as const;
export const customerListQueryRoot = ['customers', 'list'] as const;
export const customerListQueryKey = (query: ListQuery) =>
  [...customerListQueryRoot, query] as const;
export type CustomerListQueryKey = ReturnType<typeof customerListQueryKey>;

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

/** The list call as TanStack query options: the customers table runs these (ListTable). */
export const getCustomersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: customerListQueryKey(query),
    queryFn: ({ signal }) => getCustomers(query, { signal }),
    placeholderData: keepPreviousData,
  });
