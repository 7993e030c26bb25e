import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CustomerSchema,
  ItemResponseSchema,
  updateCustomerRoute,
  type Customer,
  type UpdateCustomerRequest,
} from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { customersQueryRoot } from './get-customers';

const CustomerItemSchema = ItemResponseSchema(CustomerSchema);

export interface UpdateCustomerInput {
  id: number;
  body: UpdateCustomerRequest;
}

/** `PATCH /order/api/web/v1/customer/:id`: only the fields sent change. */
export async function updateCustomer({ id, body }: UpdateCustomerInput): Promise<Customer> {
  const response = await apiClient.patch(updateCustomerRoute.url.replace(':id', String(id)), {
    schema: CustomerItemSchema,
    body,
  });
  return response.data;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryRoot }),
  });
}
