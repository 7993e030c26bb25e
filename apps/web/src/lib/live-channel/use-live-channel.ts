import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { LiveChannel, LiveChannelKind, LiveHandler } from './channels';
import { liveChannel } from './live-channel';
import type { LiveChannelClient, LiveChannelStatus, LiveResumeEvent } from './live-channel-client';

/** The connection status (idle, connecting, open, reconnecting, offline) for the UI. */
export function useLiveChannelStatus(client: LiveChannelClient = liveChannel): LiveChannelStatus {
  return useSyncExternalStore(client.subscribeStatus, client.getStatus, client.getStatus);
}

/**
 * Calls `handler` with each message of `channel` while the component is mounted. Pass null
 * while the channel is not known yet (identity loading). A new `handler` each render does not
 * resubscribe; a different channel does.
 */
export function useLiveSubscription<K extends LiveChannelKind>(
  channel: LiveChannel<K> | null,
  handler: LiveHandler<K>,
  client: LiveChannelClient = liveChannel,
): void {
  const onMessage = useEffectEvent(handler);
  const kind = channel?.kind;
  const type = channel?.type;
  useEffect(() => {
    if (kind === undefined || type === undefined) return undefined;
    return client.subscribe<K>({ kind, type }, (message) => onMessage(message));
  }, [client, kind, type]);
}

/** Calls `listener` after each reconnect: refetch what messages missed meanwhile would change. */
export function useLiveResume(
  listener: (event: LiveResumeEvent) => void,
  client: LiveChannelClient = liveChannel,
): void {
  const onResume = useEffectEvent(listener);
  useEffect(() => client.onResume((event) => onResume(event)), [client]);
}

/**
 * Keeps the client connected while `enabled` (a signed-in user) and the component is mounted;
 * closes it when either ends (sign-out). Mount it once, in the signed-in shell.
 */
export function useLiveChannelConnection(
  enabled: boolean,
  client: LiveChannelClient = liveChannel,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    client.connect();
    return () => client.close();
  }, [client, enabled]);
}
