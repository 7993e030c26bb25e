import { useSyncExternalStore } from 'react';
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import { clock } from '@/lib/clock';

/**
 * One shared 1 s ticker (docs/rules/alert-center.md §9: time passed refreshes every second) for
 * every open popup: one interval runs while at least one component listens, none otherwise.
 */
export function createTicker(intervalMs: number, now: () => number = () => clock.now()) {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let current = now();

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (timer === null) {
        current = now();
        timer = setInterval(() => {
          current = now();
          for (const notify of listeners) notify();
        }, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    getSnapshot: (): number => current,
    /** For tests: how many intervals run (0 or 1). */
    activeTimers: (): number => (timer === null ? 0 : 1),
  };
}

export type Ticker = ReturnType<typeof createTicker>;

export const secondTicker: Ticker = createTicker(ALERT_CONSTANTS.timePassedRefreshMs);

/** The current time, refreshed every second by the shared ticker. */
export function useNowTicker(ticker: Ticker = secondTicker): number {
  return useSyncExternalStore(ticker.subscribe, ticker.getSnapshot, ticker.getSnapshot);
}
