import { useEffect, useRef } from 'react';

/** How long after the first paint the connection opens on pages that do not need it at once. */
const CONNECT_AFTER_MS = 2500;

/**
 * The signed-in session's one live connection (docs/rules/alert-center.md §7), held by the app
 * layer for every page: the live view uses it for positions, the alert center for its messages. Its
 * code loads after the first paint (at once on a page that needs it from the start, the live view),
 * so the first signed-in page does not pay for it. Closed on sign-out.
 */
export function useSessionLiveChannel(enabled: boolean, needsItNow: boolean): void {
  const start = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let close: (() => void) | null = null;
    let cancelled = false;
    let started = false;
    const connect = () => {
      if (started) return;
      started = true;
      void import('./session-live-connection').then(({ connectSessionLiveChannel }) => {
        if (!cancelled) close = connectSessionLiveChannel();
      });
    };
    start.current = connect;
    const timer = window.setTimeout(connect, CONNECT_AFTER_MS);
    return () => {
      cancelled = true;
      start.current = null;
      window.clearTimeout(timer);
      close?.();
    };
  }, [enabled]);

  useEffect(() => {
    if (needsItNow) start.current?.();
  }, [needsItNow, enabled]);
}
