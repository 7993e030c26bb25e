import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkDeleteResponseSchema,
  bulkDeleteCustomersRoute,
  type BulkDeleteResponse,
} from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { customersQueryRoot } from './get-customers';

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

export function useBulkDeleteCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteCustomers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryRoot }),
  });
}
