import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { ScheduleDetailPage } from '@/features/delivery-scheduler/components/schedule-detail-page';

/** /delivery-scheduler/:id: one schedule (docs/rules/delivery-scheduler.md SCH-25). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('deliveryScheduler.pageTitle'));
  if (!identity) return <PageLoader />;
  return <ScheduleDetailPage id={Number(id)} accessRight={identity.accessRight} />;
}
