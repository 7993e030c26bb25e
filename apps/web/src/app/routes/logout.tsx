import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';
import { logout } from '@/features/auth/api/logout';

/**
 * /logout (spec 01 section 2, spec 02 section 2): ends the session, then loads the sign-in page
 * afresh, so nothing of this user's data stays in memory. A failure is logged and the user still
 * goes to sign-in (spec 02 section 8).
 */
export function Component() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => window.location.replace(paths.login.getHref()));
  }, []);
  return <PageLoader />;
}
