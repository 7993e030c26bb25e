import { Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lazyWidget } from '@/lib/prime-widgets';
import { useUnreadAnnouncementCount } from '../api/unread-count';
import { followAnnouncements } from '../hooks/follow-announcements';
import { canCountAnnouncements } from '../utils/first-paint';
import type { AnnouncementsTopbarProps } from './announcements-topbar';
import { MegaphoneButton } from './megaphone-button';

// The list and action modals load on the first click.
const AnnouncementsDialog = lazyWidget(() =>
  import('./announcements-dialog').then((m) => m.AnnouncementsDialog),
);

export interface AnnouncementsRuntimeProps extends AnnouncementsTopbarProps {
  /** The megaphone was clicked before this code loaded: open the list at once. */
  openOnLoad?: boolean;
}

/**
 * The megaphone once its code has loaded: the unread count, loaded only with
 * `system_notification:read` and refreshed by `system-notif-{userId}` (and after a reconnect),
 * and the list modal it opens.
 */
export default function AnnouncementsRuntime({
  userId,
  accessRight,
  live,
  openOnLoad = false,
}: AnnouncementsRuntimeProps) {
  const queryClient = useQueryClient();
  const canCount = canCountAnnouncements(accessRight);
  const unread = useUnreadAnnouncementCount(canCount).data ?? 0;
  const [open, setOpen] = useState(openOnLoad);
  const [loaded, setLoaded] = useState(openOnLoad);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!live || !canCount) return undefined;
    return followAnnouncements(queryClient, userId);
  }, [live, canCount, queryClient, userId]);

  return (
    <>
      <MegaphoneButton
        ref={button}
        count={unread}
        expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <AnnouncementsDialog
            userId={userId}
            visible={open}
            onHide={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
