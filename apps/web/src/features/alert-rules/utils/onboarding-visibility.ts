import type { Identity } from '@armada/contracts/auth';
// Relative: the browser tests import this file for its key, outside the app's path aliases.
import { readStorage, writeStorage } from '../../../lib/local-storage';

/**
 * The spec's session key `onboardingModalDismissed`, kept for the sign-in session rather than
 * for one tab: set once the user has had the modal, cleared by signing out. So the modal shows
 * once per sign-in, not again on every full load or in every new tab, and comes back after the
 * next sign-in while the setup is still not done.
 */
export const ONBOARDING_DISMISSED_KEY = 'onboardingModalDismissed';

/**
 * The alert-center scopes of docs/rules/alert-center.md §6 (`e4a-` to `e4f-alert-center-…`, auto
 * popup).
 */
const ALERT_SCOPE = /^e4[a-f]-/;

/**
 * Whether the notification onboarding shows (docs/rules/alert-center.md §4): the company has not
 * completed its notification setup and this user has not had the modal in this sign-in. Only to
 * users of the alert center (any of its scopes): a driver has no alerts to set up. Tiny on purpose:
 * it runs on the shell path, the modal itself loads only when this is true.
 */
export function shouldShowOnboarding(
  identity: Pick<Identity, 'setupNotifCompleted' | 'accessRight'>,
): boolean {
  if (identity.setupNotifCompleted !== false) return false;
  if (!identity.accessRight.some((scope) => ALERT_SCOPE.test(scope))) return false;
  return readStorage(ONBOARDING_DISMISSED_KEY) !== 'true';
}

/**
 * Remembers for this sign-in that the user has had the modal (it showed; closing it, saving or
 * leaving the page all count). Without storage it shows again on the next load.
 */
export function dismissOnboarding(): void {
  writeStorage(ONBOARDING_DISMISSED_KEY, 'true');
}

/** Signing out ends the session: after the next sign-in the modal may show once more. */
export function resetOnboardingDismissal(): void {
  writeStorage(ONBOARDING_DISMISSED_KEY, null);
}
