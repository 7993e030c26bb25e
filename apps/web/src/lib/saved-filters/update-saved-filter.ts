import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedFilter, UpdateSavedFilterRequest } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { savedFiltersQueryKey } from './get-saved-filters';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

export interface UpdateSavedFilterInput {
  id: number;
  body: UpdateSavedFilterRequest;
}

/** `PATCH /api/saved-filter/:id`: renames a preset and/or replaces its filters. */
export async function updateSavedFilter({
  id,
  body,
}: UpdateSavedFilterInput): Promise<SavedFilter> {
  const response = await apiClient.patch(ROUTE_URLS.updateSavedFilter.replace(':id', String(id)), {
    validate: validators.SavedFilterItem,
    body,
  });
  return response.data;
}

export function useUpdateSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedFilter,
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: savedFiltersQueryKey(saved.table_key) }),
  });
}
