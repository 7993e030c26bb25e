import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { CostPage } from '@/features/cost-management/components/cost-page';

/** /cost-management/: costs, cost per km and per delivery, fuel match (docs/rules/costs.md). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('costManagement.pageTitle'));
  if (!identity) return <PageLoader />;
  return <CostPage accessRight={identity.accessRight} />;
}
