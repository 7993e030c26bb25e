import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';

/** /invoice/: the invoices (docs/rules/invoices.md INV-12). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('invoices.pageTitle'));
  if (!identity) return <PageLoader />;
  return <InvoicesPage userId={identity.userId} />;
}
