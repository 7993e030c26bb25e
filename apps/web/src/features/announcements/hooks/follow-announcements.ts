import type { QueryClient } from '@tanstack/react-query';
import { liveChannel, liveChannels } from '@/lib/live-channel';
import { announcementKeys } from '../api/unread-count';

/**
 * Loaded after the first paint: a new announcement on `system-notif-{userId}`
 * (docs/rules/alert-center.md §7), or a reconnect that may have missed one, refreshes the count and
 * any open list. The returned function stops listening.
 */
export function followAnnouncements(queryClient: QueryClient, userId: number): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  const stopMessages = liveChannel.subscribe(liveChannels.systemNotif(userId), refresh);
  const stopResume = liveChannel.onResume(refresh);
  return () => {
    stopMessages();
    stopResume();
  };
}
