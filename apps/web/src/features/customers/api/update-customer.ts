import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, UpdateCustomerRequest } from '@armada/contracts/customers';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { customerKeys } from '@/lib/resources/customers';

export interface UpdateCustomerInput {
  id: number;
  body: UpdateCustomerRequest;
}

/** `PATCH /order/api/web/v1/customer/:id`: only the fields sent change. */
export async function updateCustomer({ id, body }: UpdateCustomerInput): Promise<Customer> {
  const response = await apiClient.patch(ROUTE_URLS.updateCustomer.replace(':id', String(id)), {
    validate: validators.CustomerItem,
    body,
  });
  return response.data;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
