import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';
import { resetOnboardingDismissal } from '@/features/alert-rules/utils/onboarding-visibility';

/**
 * /logout (docs/rules/shell.md §2, docs/rules/alert-center.md §2), reached about 500 ms after the
 * top bar's logout started (or opened from the menu): ends the session and unregisters a push token
 * still stored (both already done when the top bar started it: the session end then counts as
 * done), then loads the sign-in page afresh, so nothing of this user's data stays in memory. A
 * failure is logged and the user still goes to sign-in (docs/rules/alert-center.md §8). The
 * sign-out code loads here, not with the router, so the first page's router does not list its
 * files.
 */
export function Component() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The sign-in session ends: after the next sign-in the notification setup may show again.
    resetOnboardingDismissal();
    import('@/features/auth/utils/browser-sign-out')
      .then(({ signOutInBrowser }) => signOutInBrowser({ to: paths.login.getHref(), delayMs: 0 }))
      .catch((error: unknown) => {
        console.error('Sign-out failed', error);
        window.location.replace(paths.login.getHref());
      });
  }, []);
  return <PageLoader />;
}
