import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@armada/contracts/customers';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { customerKeys } from '@/lib/resources/customers';

/** `GET /order/api/web/v1/customer/:id`; 404 when it was deleted meanwhile. */
export async function getCustomer(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Customer> {
  const response = await apiClient.get(ROUTE_URLS.getCustomer.replace(':id', String(id)), {
    validate: validators.CustomerItem,
    signal,
  });
  return response.data;
}

export const getCustomerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, { signal }),
    // The edit form starts from what the server has now, not from a list loaded minutes ago.
    staleTime: 0,
  });

export function useCustomer(id: number | null) {
  return useQuery({ ...getCustomerQueryOptions(id ?? 0), enabled: id !== null });
}
