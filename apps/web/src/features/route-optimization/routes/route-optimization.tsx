import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { RunsPage } from '@/features/route-optimization/runs/runs-page';

/**
 * /route-optimization: the run list with the quota meter (issue 10,
 * docs/rules/route-optimization.md).
 */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('routeOptimization.pageTitle'));

  if (!identity) return <PageLoader />;
  return <RunsPage companyId={identity.companyId} userId={identity.userId} />;
}
