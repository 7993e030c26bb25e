import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { ReoptimizeRouteOptimizationPage } from '@/features/route-optimization/wizard/components/reoptimize-route-optimization-page';
import { NotFoundPage as NotFound } from '@/components/ui/status-page/not-found-page';

/**
 * /route-optimization/:id/re-optimize: the re-optimize screen (docs/rules/route-optimization.md
 * §2.2).
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('routeOptimizationWizard.editTitle'));
  const runId = Number(id);
  if (!Number.isInteger(runId) || runId < 1) return <NotFound />;
  if (!identity) return <PageLoader />;
  return (
    <ReoptimizeRouteOptimizationPage
      key={runId}
      runId={runId}
      companyId={identity.companyId}
      userId={identity.userId}
    />
  );
}
