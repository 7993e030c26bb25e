import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { DeliveriesPage } from '@/features/deliveries/components/deliveries-page';

/** /delivery/: the delivery orders (docs/rules/deliveries.md DLV-21). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('deliveries.pageTitle'));
  if (!identity) return <PageLoader />;
  return <DeliveriesPage accessRight={identity.accessRight} userId={identity.userId} />;
}
