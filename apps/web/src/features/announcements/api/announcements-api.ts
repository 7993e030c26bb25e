import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  SystemNotification,
  SystemNotificationListResponse,
} from '@armada/contracts/notifications';
import { apiClient } from '@/lib/api-client';
import { clock } from '@/lib/clock';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { announcementKeys } from './unread-count';

/**
 * `GET /api/system-notification?limit&page=1&user_id`: the newest `limit` of the user's
 * announcements and their total (docs/rules/alert-center.md §7: the page grows, `page` stays 1).
 */
export async function listAnnouncements(
  limit: number,
  userId: number,
  signal?: AbortSignal,
): Promise<SystemNotificationListResponse> {
  return apiClient.get(ROUTE_URLS.listSystemNotifications, {
    validate: validators.SystemNotificationList,
    query: { limit, page: 1, user_id: userId },
    signal,
  });
}

export function useAnnouncementList(limit: number, userId: number) {
  return useQuery({
    queryKey: announcementKeys.list(limit),
    queryFn: ({ signal }) => listAnnouncements(limit, userId, signal),
    // While the next 10 load, the ones shown stay.
    placeholderData: keepPreviousData,
  });
}

/**
 * `PATCH /api/system-notification/read`: one announcement (with its uuid) or all of the
 * user's as read, stamped with the app clock's now.
 */
export async function markAnnouncementsRead(uuid: string | null): Promise<number> {
  const response = await apiClient.patch(ROUTE_URLS.markSystemNotificationRead, {
    validate: validators.SystemNotificationMarkRead,
    body: {
      is_read: true,
      updated_on: new Date(clock.now()).toISOString(),
      ...(uuid === null ? {} : { system_notification_uuid: uuid }),
    },
  });
  return response.data.updated;
}

type ListSnapshot = [readonly unknown[], SystemNotificationListResponse | undefined][];

/** Shows the read state at once in every cached list and the count; undone on failure. */
function applyRead(client: QueryClient, uuid: string | null) {
  const lists: ListSnapshot = client.getQueriesData<SystemNotificationListResponse>({
    queryKey: announcementKeys.lists,
  });
  const count = client.getQueryData<number>(announcementKeys.unreadCount);
  const wasUnread = (item: SystemNotification) =>
    !item.is_read && (uuid === null || item.system_notification_uuid === uuid);
  const knownUnread = lists.some(([, list]) => list?.data.paginated_result.some(wasUnread));
  client.setQueriesData<SystemNotificationListResponse>(
    { queryKey: announcementKeys.lists },
    (list) =>
      list && {
        ...list,
        data: {
          paginated_result: list.data.paginated_result.map((item) =>
            wasUnread(item) ? { ...item, is_read: true } : item,
          ),
        },
      },
  );
  if (count !== undefined) {
    const next = uuid === null ? 0 : knownUnread ? Math.max(0, count - 1) : count;
    client.setQueryData(announcementKeys.unreadCount, next);
  }
  return () => {
    for (const [key, list] of lists) client.setQueryData(key, list);
    if (count !== undefined) client.setQueryData(announcementKeys.unreadCount, count);
  };
}

/** Marks one (uuid) or all (null) as read; the lists and the count follow at once. */
export function useMarkAnnouncementsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementsRead,
    onMutate: async (uuid: string | null) => {
      await client.cancelQueries({ queryKey: announcementKeys.all });
      return { undo: applyRead(client, uuid) };
    },
    onError: (_error, _uuid, context) => context?.undo(),
    onSettled: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
