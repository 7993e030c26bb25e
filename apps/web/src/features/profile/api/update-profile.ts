import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileRequest } from '@armada/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `PATCH /api/user/profile` with only the fields that changed. */
export async function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  const response = await apiClient.patch(ROUTE_URLS.updateProfile, {
    validate: validators.Profile,
    body,
  });
  return response.data;
}

export function useUpdateProfile({ onSaved }: { onSaved?: (profile: Profile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      onSaved?.(profile);
    },
  });
}
