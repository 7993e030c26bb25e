import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { ControlTowerPage } from '@/features/control-tower/components/control-tower-page';

/** /controltower-2 and /controltower: the control tower (CT-1). Leaflet loads with it only. */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  const appConfig = useAppConfig();
  useDocumentTitle(t('controlTower.title'));
  if (!identity) return <PageLoader />;
  return (
    <ControlTowerPage
      companyId={identity.companyId}
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
    />
  );
}
