import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DELIVERY_ORDER_STATUSES,
  type DeliveryOrderStatusName,
} from '@armada/contracts/delivery-orders';
import { formatFilterExpression } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

export type DeliveryOrderCounts = Record<DeliveryOrderStatusName, number>;

async function countByStatus(
  status: DeliveryOrderStatusName,
  signal?: AbortSignal,
): Promise<number> {
  const response = await apiClient.get(ROUTE_URLS.listDeliveryOrders, {
    validate: validators.ListCount,
    query: {
      limit: 1,
      filters: formatFilterExpression({ field: 'status.name', operator: 'eq', values: [status] }),
    },
    signal,
  });
  return response.metadata.total_count;
}

/**
 * Delivery orders per status: one `GET /order/api/web/v1/delivery-order?limit=1` per status with
 * the filter `status.name eq <STATUS>`, reading `metadata.total_count`. A user without order
 * permissions would get a 403 ApiError: the dashboard does not ask (`canUseOrders` in contracts).
 */
export async function getDeliveryOrderCounts({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DeliveryOrderCounts> {
  const counts = await Promise.all(
    DELIVERY_ORDER_STATUSES.map((status) => countByStatus(status, signal)),
  );
  return Object.fromEntries(
    DELIVERY_ORDER_STATUSES.map((status, i) => [status, counts[i] ?? 0]),
  ) as DeliveryOrderCounts;
}

export const deliveryOrderCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'delivery-order-counts'],
    queryFn: ({ signal }) => getDeliveryOrderCounts({ signal }),
    staleTime: 60_000,
  });

export function useDeliveryOrderCounts() {
  return useQuery(deliveryOrderCountsQueryOptions());
}
