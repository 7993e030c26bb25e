import {
  BulkDeleteResponseSchema,
  bulkDeleteCustomersRoute,
  type BulkDeleteResponse,
} from '@armada/contracts';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /order/api/web/v1/customer/bulk-delete {ids}`: all or nothing; 409 naming the customers
 * that still have open delivery orders, 404 naming unknown ids.
 */
export async function bulkDeleteCustomers(ids: number[]): Promise<BulkDeleteResponse> {
  return apiClient.post(bulkDeleteCustomersRoute.url, {
    schema: BulkDeleteResponseSchema,
    body: { ids },
  });
}
