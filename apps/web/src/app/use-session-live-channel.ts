import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { isLiveViewPath, isMenuItemActive } from '@/features/shell/utils/menu-model';
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
 * The pages that need the live connection from the start: the live view (positions) and the
 * control tower (the board). They also leave the alert messages of the live channel quiet
 * (docs/rules/alert-center.md §2).
 */
export function needsLiveConnectionAtOnce(pathname: string): boolean {
  return (
    isLiveViewPath(pathname) ||
    isMenuItemActive({ href: paths.controlTower.getHref() }, pathname) ||
    isMenuItemActive({ href: paths.controlTowerNew.getHref() }, pathname)
  );
}

/**
 * Called by the app's entry before anything renders: on a page that needs the connection from
 * the start, its code loads and the connection opens at once, beside the identity request and
 * the language files, instead of after the shell's first render (ADR 0058, the first second);
 * on the live view the positions are subscribed as the socket opens. The shell takes the
 * connection over when it renders (`useSessionLiveChannel`); elsewhere nothing happens here.
 */
export function startSessionLiveEarly(pathname: string): void {
  if (!needsLiveConnectionAtOnce(pathname)) return;
  void loadSessionLiveConnection().then(
    ({ startSessionLiveChannelEarly }) =>
      startSessionLiveChannelEarly({ positions: isLiveViewPath(pathname) }),
    // The shell loads the code again when it renders, and reports a failure there.
    () => {
      connectionCode = undefined;
    },
  );
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
