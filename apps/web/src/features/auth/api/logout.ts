import { LogoutResponseSchema, logoutRoute } from '@armada/contracts';
import { apiClient, isUnauthorized } from '@/lib/api-client';

/** `POST /auth/logout`. A session that has already ended counts as signed out. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post(logoutRoute.url, { schema: LogoutResponseSchema });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
}
