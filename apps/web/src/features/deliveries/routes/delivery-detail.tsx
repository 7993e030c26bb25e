import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { DeliveryDetailPage } from '@/features/deliveries/components/delivery-detail-page';

/** /delivery/:id: one delivery order (docs/rules/deliveries.md DLV-22). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('deliveries.pageTitle'));
  if (!identity) return <PageLoader />;
  return (
    <DeliveryDetailPage
      id={Number(id)}
      accessRight={identity.accessRight}
      companyId={identity.companyId}
    />
  );
}
