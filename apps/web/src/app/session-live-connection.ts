import {
  EARLY_POSITIONS_KEEP_MS,
  liveChannel,
  startPositionsEarly,
  type LiveChannelClient,
} from '@/lib/live-channel';
import { liveConnectionMirror } from '@/lib/live-channel/connection-state';

export interface SessionLiveConnection {
  /**
   * Opens the session's live connection (harmless when open already, the one the page's entry
   * opened early included), its state mirrored for the shell's banner; the returned function
   * closes it.
   */
  connect(): () => void;
  /**
   * Opens it before the shell has rendered, while the identity is still being asked for (the
   * token request checks the session cookie itself), and on the live view subscribes to the
   * positions at once (`startPositionsEarly`). Not taken over by the shell's `connect` within
   * `keepMs` (the identity failed, the shell never came), the connection is closed again.
   */
  startEarly(options: { positions: boolean }, keepMs?: number): void;
}

/** The session connection over `client` (the app's `liveChannel`; tests give their own). */
export function createSessionLiveConnection(client: LiveChannelClient): SessionLiveConnection {
  const mirror = () => liveConnectionMirror.set(client.getStatus().state);
  let unsubscribeMirror: (() => void) | null = null;
  let taken = false;

  const open = () => {
    unsubscribeMirror ??= client.subscribeStatus(mirror);
    client.connect();
    mirror();
  };
  const close = () => {
    client.close();
    unsubscribeMirror?.();
    unsubscribeMirror = null;
    liveConnectionMirror.set('idle');
  };

  return {
    connect() {
      taken = true;
      open();
      return close;
    },
    startEarly({ positions }, keepMs = EARLY_POSITIONS_KEEP_MS) {
      open();
      if (positions) startPositionsEarly(client, { binary: true }, keepMs);
      setTimeout(() => {
        if (!taken) close();
      }, keepMs);
    },
  };
}

const session = createSessionLiveConnection(liveChannel);

/** Opens the app's live connection; the returned function closes it. */
export function connectSessionLiveChannel(): () => void {
  return session.connect();
}

/** See `SessionLiveConnection.startEarly`; positions only on the live view. */
export function startSessionLiveChannelEarly(options: { positions: boolean }): void {
  session.startEarly(options);
}
