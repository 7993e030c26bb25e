import type { BulkDeleteResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * `POST /order/api/web/v1/customer/bulk-delete {ids}`: all or nothing; 409 naming the customers
 * that still have open delivery orders, 404 naming unknown ids.
 */
export async function bulkDeleteCustomers(ids: number[]): Promise<BulkDeleteResponse> {
  return apiClient.post(ROUTE_URLS.bulkDeleteCustomers, {
    validate: validators.BulkDelete,
    body: { ids },
  });
}
