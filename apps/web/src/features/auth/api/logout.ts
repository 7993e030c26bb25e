import { apiClient, isUnauthorized } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { writeSessionHint } from '../utils/session-hint';

/** `POST /auth/logout`. A session that has already ended counts as signed out. */
export async function logout(): Promise<void> {
  // Signed out from here on, whatever the call answers: only a sign-in asks whoami again.
  writeSessionHint('signed-out');
  try {
    await apiClient.post(ROUTE_URLS.logout, { validate: validators.Logout });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
}
