import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { CustomersPage } from '@/features/customers/components/customers-page';

/** /master/customers: master data, customers (docs/rules/shell.md §2, §3, §7). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('customers.pageTitle'));

  if (!identity) return <PageLoader />;
  return <CustomersPage accessRight={identity.accessRight} userId={identity.userId} />;
}
