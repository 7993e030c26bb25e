import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** How long after the first paint the live listener's code loads (as the session channel's). */
const FOLLOW_AFTER_MS = 2500;

/**
 * Follows new announcements over the live channel while `enabled`. Its code (and the live
 * channel client's) loads after the page settles, so the first signed-in page does not pay
 * for it.
 */
export function useAnnouncementsLive(userId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import('./announcements-live').then(({ followAnnouncements }) => {
        if (!cancelled) stop = followAnnouncements(queryClient, userId);
      });
    }, FOLLOW_AFTER_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [enabled, userId, queryClient]);
}
