import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { AlertPlace } from '@/features/alerts/components/alert-place';
import { NotificationDetailPage } from '@/features/notifications/components/notification-detail-page';

/** /notification/:id: Notification Detail (docs/rules/shell.md §2, with its id rule). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('notifications.detailPageTitle'));

  if (!identity) return <PageLoader />;
  return (
    <NotificationDetailPage
      key={id}
      id={id}
      accessRight={identity.accessRight}
      place={(alert) => <AlertPlace alert={alert} accessRight={identity.accessRight} />}
    />
  );
}
