import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWidget } from '@/lib/prime-widgets';
import { useUnreadAnnouncementCount } from '../api/unread-count';
import { useAnnouncementsLive } from '../hooks/use-announcements-live';
import { announcementBadgeText, canCountAnnouncements } from '../utils/first-paint';
import './announcements-button.css';

// The list and action modals load on the first click: the first signed-in page carries only
// this button (the 160 KB budget).
const AnnouncementsDialog = lazyWidget(() =>
  import('./announcements-dialog').then((m) => m.AnnouncementsDialog),
);

export interface AnnouncementsButtonProps {
  userId: number;
  accessRight: readonly string[];
  /** Whether new announcements are followed live (not on the live view and control towers). */
  live: boolean;
}

/**
 * The top bar's megaphone (spec 02 sections 1, 2, 6): the unread count, loaded only with
 * `system_notification:read` ('99+' above 99) and refreshed by the live channel, and the
 * announcement list it opens.
 */
export function AnnouncementsButton({ userId, accessRight, live }: AnnouncementsButtonProps) {
  const { t } = useTranslation();
  const canCount = canCountAnnouncements(accessRight);
  const unread = useUnreadAnnouncementCount(canCount).data ?? 0;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useAnnouncementsLive(userId, live && canCount);

  const label =
    unread > 0
      ? t('shell.topbar.announcementsUnread', { count: unread })
      : t('shell.topbar.announcements');
  return (
    <>
      <button
        ref={button}
        type="button"
        className="topbar-button announcements-button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="announcements-button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <i className="pi pi-megaphone" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="announcements-button__badge"
            data-testid="announcements-count"
            aria-hidden="true"
          >
            {announcementBadgeText(unread)}
          </span>
        )}
      </button>
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
