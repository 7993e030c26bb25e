import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Identity, LoginRequest } from '@armada/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { identityQueryKey } from './get-identity';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { writeSessionHint } from '../utils/session-hint';

/** `POST /auth/login`: sets the httpOnly session cookie and answers with the identity. */
export async function login(credentials: LoginRequest): Promise<Identity> {
  const response = await apiClient.post(ROUTE_URLS.login, {
    validate: validators.Identity,
    body: credentials,
  });
  writeSessionHint('signed-in');
  return response.data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // 401 here means a wrong password, shown on the form, not an ended session.
    meta: { handlesUnauthorized: true },
    onSuccess: (identity) => {
      queryClient.setQueryData(identityQueryKey, identity);
    },
  });
}
