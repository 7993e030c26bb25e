import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Runs `fn` once `delayMs` has passed without another call. */
  (...args: A): void;
  /** Runs a pending call now (Enter in a search box). */
  flush: () => void;
  cancel: () => void;
}

/**
 * A debounced callback that always calls the latest `fn` (so it never sees stale props) and is
 * cancelled on unmount, so nothing fires into a screen that is gone.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  useLayoutEffect(() => {
    latest.current = fn;
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = (...args: A) => {
      if (timer.current !== null) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delayMs);
    };
    return Object.assign(debounced, { flush, cancel });
  }, [delayMs, flush, cancel]);
}
