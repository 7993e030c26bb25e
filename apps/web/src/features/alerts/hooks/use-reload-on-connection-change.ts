import { useEffect } from 'react';
import { ALERT_CONSTANTS } from '@armada/contracts';

/**
 * Going offline or back online reloads the page 300 ms after the change (spec 02 sections 4
 * and 9), so the alert center starts again from what the server knows.
 */
export function useReloadOnConnectionChange(
  reload: () => void = () => window.location.reload(),
): void {
  useEffect(() => {
    let timer: number | undefined;
    const onChange = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(reload, ALERT_CONSTANTS.offlineReloadDelayMs);
    };
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  }, [reload]);
}
