import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerRequest, Customer } from '@armada/contracts/customers';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { customerKeys } from '@/lib/resources/customers';

/** `POST /order/api/web/v1/customer`: 400 on a bad field, 409 when the code is taken. */
export async function createCustomer(body: CreateCustomerRequest): Promise<Customer> {
  const response = await apiClient.post(ROUTE_URLS.createCustomer, {
    validate: validators.CustomerItem,
    body,
  });
  return response.data;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
