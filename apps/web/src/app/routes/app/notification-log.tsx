import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@armada/contracts';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { NotificationLogPage } from '@/features/notification-log/components/notification-log-page';
import { NoAccess } from '@/features/shell/components/no-access';
import { homeHref } from '@/features/shell/utils/menu-model';

/**
 * Notification Log (spec 02 sections 2 and 6), the alert center's 'see other notifications'
 * for holders of `e1j-log-notification:read`; others are told they have no access.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  if (!identity) return <PageLoader />;
  if (!identity.accessRight.includes(PERMISSIONS.logNotificationRead)) {
    return <NoAccess page={t('notificationLog.title')} homeHref={homeHref(identity)} />;
  }
  return <NotificationLogPage />;
}
