import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkDeleteResponseSchema,
  deleteCustomerRoute,
  type BulkDeleteResponse,
} from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { customersQueryRoot } from './get-customers';

/** `DELETE /order/api/web/v1/customer/:id`: 409 with the reason when it has open orders. */
export async function deleteCustomer(id: number): Promise<BulkDeleteResponse> {
  return apiClient.delete(deleteCustomerRoute.url.replace(':id', String(id)), {
    schema: BulkDeleteResponseSchema,
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryRoot }),
  });
}
