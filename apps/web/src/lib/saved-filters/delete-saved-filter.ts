import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkDeleteResponseSchema, deleteSavedFilterRoute } from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { savedFiltersQueryKey } from './get-saved-filters';

/** `DELETE /api/saved-filter/:id`. */
export async function deleteSavedFilter(id: number): Promise<void> {
  await apiClient.delete(deleteSavedFilterRoute.url.replace(':id', String(id)), {
    schema: BulkDeleteResponseSchema,
  });
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFiltersQueryKey() }),
  });
}
