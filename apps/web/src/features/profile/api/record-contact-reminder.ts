import type { Profile } from '@armada/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * `PATCH /api/user/profile` with `lastReminder` only: the contact reminder records that it was
 * shown (docs/rules/alert-center.md §4). Its own small file so the reminder does not share the
 * profile form's module: sharing split that into a file of its own, one more name in the router
 * that every signed-in page downloads (the 160 KB budget).
 */
export async function recordContactReminder(at: Date): Promise<Profile> {
  const response = await apiClient.patch(ROUTE_URLS.updateProfile, {
    validate: validators.Profile,
    body: { lastReminder: at.toISOString() },
  });
  return response.data;
}
