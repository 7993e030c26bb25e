import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { DeliveryRequestDetailPage } from '@/features/delivery-requests/components/delivery-request-detail-page';

/** /delivery-request/:id: one delivery request (docs/rules/delivery-requests.md DREQ-19). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('deliveryRequests.pageTitle'));
  if (!identity) return <PageLoader />;
  return <DeliveryRequestDetailPage id={Number(id)} accessRight={identity.accessRight} />;
}
