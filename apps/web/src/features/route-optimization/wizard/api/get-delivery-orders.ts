import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

export const wizardDeliveryOrdersRoot = [
  'route-optimization',
  'wizard',
  'delivery-orders',
] as const;

/**
 * `GET /order/api/web/v1/delivery-order` (docs/rules/route-optimization.md §7.1): limit, page,
 * sorts and search when present, and the filter expressions (the fixed ones first). The body is
 * used as it is.
 */
export async function getDeliveryOrders(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<DeliveryOrder>> {
  return apiClient.get(ROUTE_URLS.listDeliveryOrders, {
    validate: validators.DeliveryOrderList,
    query,
    signal,
  });
}

export const getDeliveryOrdersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...wizardDeliveryOrdersRoot, query] as const,
    queryFn: ({ signal }) => getDeliveryOrders(query, { signal }),
    placeholderData: keepPreviousData,
  });
