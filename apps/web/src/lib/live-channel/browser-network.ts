import type { LiveNetwork } from './live-channel-client';

/**
 * The browser's online/offline events, for the live channel client (kept apart from it, so the
 * client has no DOM and runs in Node too: the reliability suite drives it with the `ws` package).
 */
export function browserNetwork(): LiveNetwork {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') {
    return { isOnline: () => true, subscribe: () => () => undefined };
  }
  return {
    isOnline: () => navigator.onLine,
    subscribe: (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
  };
}
