import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CustomerSchema,
  ItemResponseSchema,
  createCustomerRoute,
  type CreateCustomerRequest,
  type Customer,
} from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { customersQueryRoot } from './get-customers';

const CustomerItemSchema = ItemResponseSchema(CustomerSchema);

/** `POST /order/api/web/v1/customer`: 400 on a bad field, 409 when the code is taken. */
export async function createCustomer(body: CreateCustomerRequest): Promise<Customer> {
  const response = await apiClient.post(createCustomerRoute.url, {
    schema: CustomerItemSchema,
    body,
  });
  return response.data;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryRoot }),
  });
}
