import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { savedFiltersQueryKey } from './get-saved-filters';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `DELETE /api/saved-filter/:id`. */
export async function deleteSavedFilter(id: number): Promise<void> {
  await apiClient.delete(ROUTE_URLS.deleteSavedFilter.replace(':id', String(id)), {
    validate: validators.BulkDelete,
  });
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFiltersQueryKey() }),
  });
}
