import type { BulkDeleteResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `DELETE /order/api/web/v1/customer/:id`: 409 with the reason when it has open orders. */
export async function deleteCustomer(id: number): Promise<BulkDeleteResponse> {
  return apiClient.delete(ROUTE_URLS.deleteCustomer.replace(':id', String(id)), {
    validate: validators.BulkDelete,
  });
}
