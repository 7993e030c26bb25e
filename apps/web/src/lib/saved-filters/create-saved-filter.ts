import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ItemResponseSchema,
  SavedFilterSchema,
  createSavedFilterRoute,
  type CreateSavedFilterRequest,
  type SavedFilter,
} from '@armada/contracts';
import { apiClient } from '@/lib/api-client';
import { savedFiltersQueryKey } from './get-saved-filters';

const SavedFilterItemSchema = ItemResponseSchema(SavedFilterSchema);

/** `POST /api/saved-filter`: a new preset; 409 when the trimmed name is taken for the table. */
export async function createSavedFilter(body: CreateSavedFilterRequest): Promise<SavedFilter> {
  const response = await apiClient.post(createSavedFilterRoute.url, {
    schema: SavedFilterItemSchema,
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
