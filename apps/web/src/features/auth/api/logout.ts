import { apiClient, isUnauthorized } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** `POST /auth/logout`. A session that has already ended counts as signed out. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post(ROUTE_URLS.logout, { validate: validators.Logout });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
}
