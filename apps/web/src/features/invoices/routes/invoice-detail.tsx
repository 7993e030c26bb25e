import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { InvoiceDetailPage } from '@/features/invoices/components/invoice-detail-page';

/** /invoice/:id: one invoice (docs/rules/invoices.md). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  useDocumentTitle(t('invoices.pageTitle'));
  return <InvoiceDetailPage id={Number(id)} />;
}
