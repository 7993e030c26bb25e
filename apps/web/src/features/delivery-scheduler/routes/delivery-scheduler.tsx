import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { SchedulesPage } from '@/features/delivery-scheduler/components/schedules-page';

/** /delivery-scheduler/: the recurring deliveries (docs/rules/delivery-scheduler.md SCH-23). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('deliveryScheduler.pageTitle'));
  if (!identity) return <PageLoader />;
  return <SchedulesPage accessRight={identity.accessRight} userId={identity.userId} />;
}
