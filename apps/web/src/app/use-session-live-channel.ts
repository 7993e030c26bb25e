import { useEffect, useRef } from 'react';
import type * as SessionLiveConnection from './session-live-connection';

/** How long after the first paint the connection opens on pages that do not need it at once. */
const CONNECT_AFTER_MS = 2500;

let connectionCode: Promise<typeof SessionLiveConnection> | undefined;

/**
 * The connection's code, loaded once. A page that needs the connection from the start (the live
 * view) asks for it as soon as the shell's own code runs, beside the identity request, instead
 * of after the shell's first render: one round of chunk loading less before the first positions.
 */
export function loadSessionLiveConnection(): Promise<typeof SessionLiveConnection> {
  connectionCode ??= import('./session-live-connection');
  return connectionCode;
}

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
      void loadSessionLiveConnection().then(({ connectSessionLiveChannel }) => {
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
