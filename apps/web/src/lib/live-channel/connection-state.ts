import type { LiveConnectionState } from './live-channel-client';

/** What reads the live connection's state: the client itself, or the mirror below. */
export interface LiveConnectionStateSource {
  getStatus(): { readonly state: LiveConnectionState };
  subscribeStatus(listener: () => void): () => void;
}

/**
 * A mirror of the session live channel's state for the shell (the server-unreachable banner),
 * without the client's code: the client and its protocol checks load after the first paint
 * (app/use-session-live-channel.ts), and the first signed-in page must stay within its
 * JavaScript budget (`pnpm bench:web`). `app/session-live-connection.ts` feeds it.
 */
export function createLiveConnectionMirror(): LiveConnectionStateSource & {
  set(state: LiveConnectionState): void;
} {
  let status: { readonly state: LiveConnectionState } = { state: 'idle' };
  const listeners = new Set<() => void>();
  return {
    getStatus: () => status,
    subscribeStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(state) {
      if (state === status.state) return;
      status = { state };
      for (const listener of listeners) listener();
    },
  };
}

export const liveConnectionMirror = createLiveConnectionMirror();
