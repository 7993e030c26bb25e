import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@armada/contracts/auth';
import { PageLoader } from '@/components/ui/page-loader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIdentity } from '@/features/auth/api/get-identity';
import { homeHref } from '@/features/shell/utils/menu-model';

// The page (with the GraphQL client and the alert schemas) loads from this small route module, so
// the router every signed-in page downloads lists one file for this route, not all of the page's.
const NotificationLogPage = lazy(() =>
  import('@/features/notification-log/components/notification-log-page').then((m) => ({
    default: m.NotificationLogPage,
  })),
);

/**
 * Notification Log (docs/rules/alert-center.md §2 and §6), the alert center's 'see other
 * notifications' for holders of `e1j-log-notification:read`; others are told they have no access.
 */
export function Component() {
  const { data: identity } = useIdentity();
  if (!identity) return <PageLoader />;
  if (!identity.accessRight.includes(PERMISSIONS.logNotificationRead)) {
    return <LogNoAccess homeHref={homeHref(identity)} />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <NotificationLogPage />
    </Suspense>
  );
}

/**
 * The shell's 'no access' page, written out here: importing the shell's component from a second
 * route split it into a chunk of its own, one more file on every signed-in page's first load.
 */
function LogNoAccess({ homeHref: home }: { homeHref: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.noAccess.title'));
  return (
    <section
      className="shell-state shell-state--warning"
      data-testid="no-access"
      aria-labelledby="log-no-access-title"
    >
      <span className="shell-state__icon" aria-hidden="true">
        <i className="pi pi-lock" />
      </span>
      <h1 id="log-no-access-title" className="shell-state__title">
        {t('shell.noAccess.title')}
      </h1>
      <p className="shell-state__description">
        {t('shell.noAccess.description', { page: t('notificationLog.title') })}
      </p>
      <Link className="action-link shell-state__action" to={home}>
        {t('shell.noAccess.action')}
      </Link>
    </section>
  );
}
