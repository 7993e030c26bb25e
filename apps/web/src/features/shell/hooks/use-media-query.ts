import { useCallback, useSyncExternalStore } from 'react';

/** Narrow screens: the side menu becomes a drawer. */
export const DRAWER_MEDIA_QUERY = '(max-width: 991.98px)';

/** Whether a CSS media query matches now, kept up to date. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
