import { Suspense, lazy, useState } from 'react';
import { MegaphoneButton } from './megaphone-button';
import { useLoadWhenIdle } from '@/hooks/use-load-when-idle';
import './announcements-button.css';

// The unread count, its live updates and (on the first click) the modals: loaded after the page
// settles, or at once when the megaphone is clicked, so the first signed-in page carries only
// this button (the 160 KB budget).
const AnnouncementsRuntime = lazy(() => import('./announcements-runtime'));

/** How long after the page settles the count's code loads on its own (as the alert center's). */
const LOAD_AFTER_MS = 2500;

export interface AnnouncementsTopbarProps {
  userId: number;
  accessRight: readonly string[];
  /** Whether new announcements are followed live (not on the live view and control towers). */
  live: boolean;
}

/**
 * The top bar's megaphone (docs/rules/alert-center.md §1, §2, §6): the button at first paint, then
 * the unread count (with `system_notification:read`), live updates and the announcement list.
 */
export function AnnouncementsTopbar(props: AnnouncementsTopbarProps) {
  const [load, loadNow] = useLoadWhenIdle(LOAD_AFTER_MS);
  const [openOnLoad, setOpenOnLoad] = useState(false);

  const fallback = (
    <MegaphoneButton
      count={0}
      expanded={openOnLoad}
      onClick={() => {
        setOpenOnLoad(true);
        loadNow();
      }}
    />
  );
  if (!load) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AnnouncementsRuntime {...props} openOnLoad={openOnLoad} />
    </Suspense>
  );
}
