import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { RunDetailPage } from '@/features/route-optimization/detail/run-detail-page';

/**
 * /route-optimization/:id: one run (issue 10). Leaflet and the map modules load with this route
 * only.
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: identity } = useIdentity();
  const appConfig = useAppConfig();
  const runId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  useDocumentTitle(t('routeOptimization.pageTitle'));

  if (!identity) return <PageLoader />;
  return (
    <RunDetailPage
      key={runId}
      runId={runId}
      companyId={identity.companyId}
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
    />
  );
}
