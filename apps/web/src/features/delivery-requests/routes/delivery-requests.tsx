import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { DeliveryRequestsPage } from '@/features/delivery-requests/components/delivery-requests-page';

/** /delivery-request/: the delivery requests (docs/rules/delivery-requests.md DREQ-18). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('deliveryRequests.pageTitle'));
  if (!identity) return <PageLoader />;
  return <DeliveryRequestsPage accessRight={identity.accessRight} userId={identity.userId} />;
}
