import type { Identity } from '@armada/contracts';

/** Session key (spec 02 section 3): the user closed the onboarding modal in this tab. */
export const ONBOARDING_DISMISSED_KEY = 'onboardingModalDismissed';

/** The alert-center scopes of spec 02 section 6 (`e4a-` to `e4f-alert-center-…`, auto popup). */
const ALERT_SCOPE = /^e4[a-f]-/;

/**
 * Whether the notification onboarding shows (spec 02 section 4): the company has not completed
 * its notification setup and the modal was not dismissed in this session. Only to users of the
 * alert center (any of its scopes): a driver has no alerts to set up. Tiny on purpose: it runs
 * on the shell path, the modal itself loads only when this is true.
 */
export function shouldShowOnboarding(
  identity: Pick<Identity, 'setupNotifCompleted' | 'accessRight'>,
): boolean {
  if (identity.setupNotifCompleted !== false) return false;
  if (!identity.accessRight.some((scope) => ALERT_SCOPE.test(scope))) return false;
  try {
    return sessionStorage.getItem(ONBOARDING_DISMISSED_KEY) !== 'true';
  } catch {
    return true;
  }
}

/** Remembers for this session that the user closed the modal. */
export function dismissOnboarding(): void {
  try {
    sessionStorage.setItem(ONBOARDING_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the modal shows again on the next load; nothing else to do.
  }
}
