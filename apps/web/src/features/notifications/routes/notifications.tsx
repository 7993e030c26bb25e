import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /notification: the company's alert history (issue 8, docs/rules/shell.md §2). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('notifications.pageTitle'));

  if (!identity) return <PageLoader />;
  return <NotificationsPage accessRight={identity.accessRight} userId={identity.userId} />;
}
