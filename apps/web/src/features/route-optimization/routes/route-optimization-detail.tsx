import { useParams } from 'react-router-dom';
import { useAppConfig } from '@/lib/app-config';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { RunDetailPage } from '@/features/route-optimization/detail/run-detail-page';

/**
 * /route-optimization/:id: one run (issue 10); the page sets its title from the run's number.
 * Leaflet and the map modules load with this route only.
 */
export function Component() {
  const { id } = useParams();
  const { data: identity } = useIdentity();
  const appConfig = useAppConfig();
  const runId = /^\d+$/.test(id ?? '') ? Number(id) : 0;

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
