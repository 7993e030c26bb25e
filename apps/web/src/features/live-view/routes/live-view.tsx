import { useTranslation } from 'react-i18next';
import { canUseGeofences } from '@armada/contracts/geofences';
import { useAppConfig } from '@/lib/app-config';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIdentity } from '@/features/auth/api/get-identity';
import { GeofenceLayer } from '@/features/geofences/components/geofence-layer';
import { LiveViewPage } from '@/features/live-view/components/live-view-page';

/**
 * /liveview-2 (new) and /liveview (old): the live view (issue 7, docs/rules/shell.md §2). Leaflet
 * and every map module load with this route only; the geofences' layer (GEO-16) is composed here. The live channel connection is the signed-in
 * session's (app/use-session-live-channel.ts), opened at once on this page.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('liveView.pageTitle'));
  const appConfig = useAppConfig();
  const { data: identity } = useIdentity();
  // GEO-16: the geofence layer's switch, for users who may see geofences.
  const overlay =
    identity && canUseGeofences(identity.accessRight, 'read') ? GeofenceLayer : undefined;
  return (
    <LiveViewPage
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
      mapOverlay={overlay}
    />
  );
}
