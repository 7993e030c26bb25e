import { useQueryClient } from '@tanstack/react-query';
import { liveChannels, useLiveResume, useLiveSubscription } from '@/lib/live-channel';
import { supportKeys } from '../api/support';

/**
 * SUP-14: a `support-reply-{companyId}` message means support answered one of the company's
 * tickets: the lists, the counts and that ticket are read again (and after the connection was
 * away, since what was sent meanwhile is lost).
 */
export function useSupportLive(companyId: number | null): void {
  const queryClient = useQueryClient();
  useLiveSubscription(companyId ? liveChannels.supportReply(companyId) : null, (message) => {
    void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
    void queryClient.invalidateQueries({
      queryKey: supportKeys.detail(message.payload.ticket_id),
    });
  });
  useLiveResume(() => void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }));
}
