import {
  BulkDeleteResponseSchema,
  deleteCustomerRoute,
  type BulkDeleteResponse,
} from '@armada/contracts';
import { apiClient } from '@/lib/api-client';

/** `DELETE /order/api/web/v1/customer/:id`: 409 with the reason when it has open orders. */
export async function deleteCustomer(id: number): Promise<BulkDeleteResponse> {
  return apiClient.delete(deleteCustomerRoute.url.replace(':id', String(id)), {
    schema: BulkDeleteResponseSchema,
  });
}
