import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SalesOrderDetailPage } from '@/features/sales-orders/components/sales-order-detail-page';

/** /sales-order/:id: one sales order (docs/rules/sales-orders.md). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  useDocumentTitle(t('salesOrders.pageTitle'));
  return <SalesOrderDetailPage id={Number(id)} />;
}
