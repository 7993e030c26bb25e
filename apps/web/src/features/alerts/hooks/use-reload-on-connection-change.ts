import { useEffect, useRef } from 'react';
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';

/** Waits between server checks while the connection is lost: doubling from the first to the cap. */
export const SERVER_CHECK_BACKOFF = { firstMs: 1000, maxMs: 30_000 } as const;

/** The wait before the `attempt`-th server check (0 first). */
export function serverCheckDelay(attempt: number): number {
  const { firstMs, maxMs } = SERVER_CHECK_BACKOFF;
  return Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 16));
}

/** Whether the server answers its liveness check: what a reload needs to load the page again. */
export async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(new URL('/healthz', window.location.origin), {
      cache: 'no-store',
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}

export interface ReloadOnConnectionChangeOptions {
  reload?: () => void;
  checkServer?: () => Promise<boolean>;
}

/**
 * The alert center starts again from what the server knows after the connection was lost: the
 * page reloads 300 ms after the connection is back. A reload while offline would replace the
 * app with the browser's own error page, and the shell's offline warning with it, so going
 * offline reloads nothing: the page keeps its shell and last data under the warning, and checks
 * the server (`/healthz`) with a growing wait (at once when the browser reports it is online
 * again); the reload waits until the server answers (docs/rules/alert-center.md, AC-31).
 */
export function useReloadOnConnectionChange({
  reload = () => window.location.reload(),
  checkServer = serverAnswers,
}: ReloadOnConnectionChangeOptions = {}): void {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const checkRef = useRef(checkServer);
  checkRef.current = checkServer;

  useEffect(() => {
    let lost = false;
    let attempt = 0;
    let checking = false;
    let checkTimer: number | undefined;
    let reloadTimer: number | undefined;

    const scheduleCheck = (delay: number) => {
      window.clearTimeout(checkTimer);
      checkTimer = window.setTimeout(() => void check(), delay);
    };
    const check = async () => {
      if (!lost || checking) return;
      if (!navigator.onLine) {
        // The browser knows there is no network: no request, only the next look.
        scheduleCheck(serverCheckDelay(attempt++));
        return;
      }
      checking = true;
      const answers = await checkRef.current().catch(() => false);
      checking = false;
      if (!lost) return;
      if (answers) {
        lost = false;
        reloadTimer = window.setTimeout(
          () => reloadRef.current(),
          ALERT_CONSTANTS.offlineReloadDelayMs,
        );
      } else {
        scheduleCheck(serverCheckDelay(attempt++));
      }
    };

    const onOffline = () => {
      window.clearTimeout(reloadTimer);
      if (lost) return;
      lost = true;
      attempt = 0;
      scheduleCheck(serverCheckDelay(attempt++));
    };
    const onOnline = () => {
      if (!lost) return;
      attempt = 0;
      window.clearTimeout(checkTimer);
      void check();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      lost = false;
      window.clearTimeout(checkTimer);
      window.clearTimeout(reloadTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
