import { useEffect, useState } from 'react';
import type { Identity } from '@armada/contracts';
import { shouldShowOnboarding } from '../utils/onboarding-visibility';

/** How long after the page settles the onboarding modal (and its code) comes. */
export const ONBOARDING_DELAY_MS = 2500;

/**
 * Whether the onboarding modal should open now: it is due for this user (shouldShowOnboarding)
 * and the page has settled, as the alert center's code waits too, so the first signed-in page
 * does not pay for the modal's code and PrimeReact (the 160 KB budget).
 */
export function useOnboardingDue(
  identity: Pick<Identity, 'setupNotifCompleted' | 'accessRight'> | undefined,
): boolean {
  const eligible = identity !== undefined && shouldShowOnboarding(identity);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!eligible || settled) return undefined;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setSettled(true), {
          timeout: ONBOARDING_DELAY_MS,
        });
      } else {
        setSettled(true);
      }
    }, ONBOARDING_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [eligible, settled]);
  return eligible && settled;
}
