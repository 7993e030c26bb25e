import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Address, ListQuery, ListResponse } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** `GET /api/address`: the origin picker and the destination filter list from it. */
export async function getAddresses(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<Address>> {
  return apiClient.get(ROUTE_URLS.listAddresses, {
    validate: validators.AddressList,
    query,
    signal,
  });
}

export const getAddressesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['route-optimization', 'wizard', 'addresses', query] as const,
    queryFn: ({ signal }) => getAddresses(query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
