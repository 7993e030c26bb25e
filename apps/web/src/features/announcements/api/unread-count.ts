import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every announcement query starts with this key: a live push refreshes them all. */
export const announcementKeys = {
  all: ['announcements'] as const,
  unreadCount: ['announcements', 'unread-count'] as const,
  lists: ['announcements', 'list'] as const,
  list: (limit: number) => ['announcements', 'list', limit] as const,
};

/** `GET /api/system-notification/unread-count`: how many of the user's are unread. */
export async function getUnreadAnnouncementCount(signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get(ROUTE_URLS.getSystemNotificationUnreadCount, {
    validate: validators.SystemNotificationUnreadCount,
    signal,
  });
  return response.data.unread;
}

/** The megaphone's number, loaded only when `enabled` (the `system_notification:read` scope). */
export function useUnreadAnnouncementCount(enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadAnnouncementCount(signal),
    enabled,
  });
}
