import { queryOptions } from '@tanstack/react-query';
import type { BoxType } from '@armada/contracts/fleet';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `GET /api/box-type` with limit, page, sorts and search: the box type filter's choices. */
export async function getBoxTypes(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<BoxType>> {
  return apiClient.get(ROUTE_URLS.listBoxTypes, {
    validate: validators.BoxTypeList,
    query,
    signal,
  });
}

export const getBoxTypesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['route-optimization', 'wizard', 'box-types', query] as const,
    queryFn: ({ signal }) => getBoxTypes(query, { signal }),
    staleTime: 60_000,
  });
