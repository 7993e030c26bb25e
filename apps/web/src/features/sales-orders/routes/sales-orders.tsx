import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { SalesOrdersPage } from '@/features/sales-orders/components/sales-orders-page';

/** /sales-order/: the sales orders (docs/rules/sales-orders.md SO-9). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('salesOrders.pageTitle'));
  if (!identity) return <PageLoader />;
  return <SalesOrdersPage userId={identity.userId} />;
}
