import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { GeofencesPage } from '@/features/geofences/components/geofences-page';

/** /master/geofences: geofences (docs/rules/geofences.md GEO-19). Leaflet loads with it only. */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  const appConfig = useAppConfig();
  useDocumentTitle(t('geofences.pageTitle'));
  if (!identity) return <PageLoader />;
  return (
    <GeofencesPage
      accessRight={identity.accessRight}
      userId={identity.userId}
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
    />
  );
}
