import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { CreateRouteOptimizationPage } from '@/features/route-optimization/wizard/components/create-route-optimization-page';

/** /route-optimization/create: the creation wizard (docs/rules/route-optimization.md §2.1). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('routeOptimizationWizard.createTitle'));
  if (!identity) return <PageLoader />;
  return <CreateRouteOptimizationPage companyId={identity.companyId} userId={identity.userId} />;
}
