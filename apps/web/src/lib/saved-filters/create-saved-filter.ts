import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedFilterRequest, SavedFilter } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { savedFiltersQueryKey } from './get-saved-filters';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `POST /api/saved-filter`: a new preset; 409 when the trimmed name is taken for the table. */
export async function createSavedFilter(body: CreateSavedFilterRequest): Promise<SavedFilter> {
  const response = await apiClient.post(ROUTE_URLS.createSavedFilter, {
    validate: validators.SavedFilterItem,
    body,
  });
  return response.data;
}

export function useCreateSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedFilter,
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: savedFiltersQueryKey(saved.table_key) }),
  });
}
