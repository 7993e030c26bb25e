import { ROUTABLE_DELIVERY_ORDER_STATUSES } from '@armada/contracts/delivery-orders';
import {
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationDeliveryOrder,
} from '@armada/contracts/route-optimization';
import { formatFilterExpression } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { FLEET_PLANNING_URLS } from './fleet-planning-urls';

const STATUS_FILTER = formatFilterExpression({
  field: 'status.name',
  operator: 'in',
  values: [...ROUTABLE_DELIVERY_ORDER_STATUSES],
});

export interface RunDeliveryOrders {
  ids: number[];
  orders: RouteOptimizationDeliveryOrder[];
}

/**
 * `GET .../route-optimization/{id}/delivery-orders` (docs/rules/route-optimization.md §7.4): pages
 * of 100 with the status filter `status.name in CONFIRMED,RESCHEDULED`; the further pages are
 * fetched when `metadata.total_page` is above 1.
 */
export async function getRunDeliveryOrders(
  runId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RunDeliveryOrders> {
  const limit = ROUTE_OPTIMIZATION_CONSTANTS.deliveryOrdersPageSize;
  const fetchPage = (page: number) =>
    apiClient.get(FLEET_PLANNING_URLS.deliveryOrders(runId), {
      validate: validators.RouteOptimizationDeliveryOrderList,
      query: { limit, page, filters: STATUS_FILTER },
      signal,
    });
  const first = await fetchPage(1);
  const rest =
    first.metadata.total_page > 1
      ? await Promise.all(
          Array.from({ length: first.metadata.total_page - 1 }, (_, i) => fetchPage(i + 2)),
        )
      : [];
  const orders = [first, ...rest].flatMap((page) => page.data.paginated_result);
  return { ids: first.data.ids, orders };
}
