import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  liveConnectionMirror,
  type LiveConnectionStateSource,
} from '@/lib/live-channel/connection-state';

/**
 * A reconnect this short goes unnoticed (a gateway restarting, a deploy): no banner for it.
 * Past it, the server or its live service is really gone for now.
 */
export const CONNECTION_LOST_GRACE_MS = 2000;

/**
 * Whether the app has lost the server (issue 12, faults in upstream mode): the live channel has
 * been trying to reconnect for over `graceMs` while the browser itself is online (offline has its
 * own banner). The shell shows it as the offline state, not as errors; it clears as soon as the
 * channel is open again, and the features refetch then (`useLiveResume`). Reads the session
 * channel's mirror by default, so the shell does not load the live channel's code.
 */
export function useLiveConnectionLost(
  source: LiveConnectionStateSource = liveConnectionMirror,
  graceMs: number = CONNECTION_LOST_GRACE_MS,
): boolean {
  const { state } = useSyncExternalStore(
    source.subscribeStatus,
    source.getStatus,
    source.getStatus,
  );
  const reconnecting = state === 'reconnecting';
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (!reconnecting) {
      setLost(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setLost(true), graceMs);
    return () => window.clearTimeout(timer);
  }, [reconnecting, graceMs]);
  return reconnecting && lost;
}
