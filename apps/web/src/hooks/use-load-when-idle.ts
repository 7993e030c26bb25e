import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a deferred part of the page (code loaded after the first paint) should load now:
 * `afterMs` after mount, once the browser is idle (or at the latest `afterMs` later), or at
 * once when `loadNow` is called (the user clicked its placeholder), or from the start when
 * `initially` says so. Once true, it stays true.
 */
export function useLoadWhenIdle(
  afterMs: number,
  initially: boolean | (() => boolean) = false,
): [load: boolean, loadNow: () => void] {
  const [load, setLoad] = useState(initially);
  const loadNow = useCallback(() => setLoad(true), []);

  useEffect(() => {
    if (load) return undefined;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setLoad(true), { timeout: afterMs });
      } else {
        setLoad(true);
      }
    }, afterMs);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [load, afterMs]);

  return [load, loadNow];
}
